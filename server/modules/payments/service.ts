/**
 * Paying a reservation (any registered provider; the core's are agency funds and partial), refunding
 * a payment, and listing operations in the tenant scope. With a local provider each call is one
 * database transaction: the operation, its ledger transaction, the reservation's paid amount and
 * status and its history commit together or not at all (a refused payment leaves no row behind).
 * A remote provider (a card gateway) is recorded first and called after the commit (remote.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { canPayReservations } from '../../../domain/payments/rules.ts';
import { fundsAmount } from '../../../domain/payments/exchange.ts';
import { outstandingMinor } from '../../../domain/payments/statuses.ts';
import type { PaymentResult } from '../../../domain/records/payments.ts';
import type { PayBody } from '../../../domain/schemas/payments.ts';
import type { Database } from '../../db/schema.ts';
import { requestHash } from '../flightBooking/common.ts';
import type { ServiceContext } from '../../http/context.ts';
import { FieldErrors, fieldError, forbidden, notFound } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import { reservationsChanged } from '../reservations/cache.ts';
import { agencyScope } from '../../http/scope.ts';
import { afterCommit, inTransaction } from '../ledger/accounts.ts';
import { fundsExchange } from './exchange.ts';
import { keyReused, operationsUnderKey, recordOperation, refundPayment, refundableOf, runProvider, type OperationRow } from './operations.ts';
import { heldFromPayment } from './settle.ts';
import { PARTIAL } from './providers/agencyFunds.ts';
import { toOperationRecord } from './records.ts';
import { resolveProvider, storedCodes } from './registry.ts';
import { runRemoteStep, startRemotePayment } from './remote.ts';

export interface CreateOptions {
  idempotencyKey?: string;
  origin?: string;
  /** The payment's moment: its day picks the exchange rates of a payment from funds in another currency. */
  now?: Date;
}

async function reservationMoney(db: ServiceContext['db'], id: number | null) {
  if (id === null) return null;
  const r = await db.selectFrom('reservations').select(['id', 'total', 'paid_amount', 'commercial_status']).where('id', '=', id).executeTakeFirstOrThrow();
  return { id: r.id, total: Number(r.total).toFixed(2), paid_amount: Number(r.paid_amount).toFixed(2), commercial_status: r.commercial_status };
}

/** The hosted page to send the payer to, while the payment still waits for them. */
export function redirectOf(operation: OperationRow): string | null {
  return ['pending', 'processing', 'authorised'].includes(operation.status) ? operation.redirect_url : null;
}

export async function answer(ctx: ServiceContext, operation: OperationRow): Promise<PaymentResult> {
  return { operation: toOperationRecord(operation), redirect_url: redirectOf(operation), reservation: await reservationMoney(ctx.db, operation.reservation_id) };
}

/** The user's retry with the same key: the first operation (same body) or 409 (another body). */
export async function replayedOperation(ctx: ServiceContext, providers: readonly string[], key: string | undefined, hash: string): Promise<OperationRow | null> {
  if (!key) return null;
  const taken = await operationsUnderKey(ctx.db, providers, ctx.actor.id, key).executeTakeFirst();
  if (!taken) return null;
  if (taken.request_hash !== hash) throw keyReused();
  return taken;
}

/** The provider's context for the acting user. */
export const actingContext = (ctx: ServiceContext, options: CreateOptions) => ({ userId: ctx.actor.id, agencyId: ctx.actor.agency.id, lang: ctx.lang, origin: options.origin });

/** What a pay body adds to the operation: the terminal's status (TPV), a reference (custom). */
function bodyPayload(provider: string, body: PayBody): Record<string, string> {
  if (body.terminal_status !== undefined && provider !== TPV_CODE) throw fieldError('terminal_status', 'cardpay.terminal_status_tpv_only');
  return { ...(body.terminal_status ? { terminal_status: body.terminal_status } : {}), ...(body.reference ? { reference: body.reference } : {}) };
}

/** The card terminal's provider code (server/modules/gateways/providers/tpv.ts). */
const TPV_CODE = 'tpv';

/** POST payments/reservations/{id}/pay/ */
export async function payReservation(ctx: ServiceContext, reservationId: number, body: PayBody, options: CreateOptions = {}): Promise<PaymentResult> {
  const { db, actor } = ctx;
  const provider = await resolveProvider(db, body.provider);
  if (!(provider.canUse ?? canPayReservations)(actor)) throw forbidden();
  const requestBody = { reservation: reservationId, ...body };
  const early = await replayedOperation(ctx, storedCodes(body.provider), options.idempotencyKey, requestHash(requestBody));
  if (early) return answer(ctx, early);
  const payload = bodyPayload(provider.code, body);
  const record = async (tx: Transaction<Database>) => {
    const r = await tx
      .selectFrom('reservations')
      .select(['id', 'agency_id', 'order_id', 'currency_id', 'total', 'paid_amount', 'commercial_status'])
      .where('id', '=', reservationId)
      .where(agencyScope(actor, 'agency_id'))
      .forUpdate()
      .executeTakeFirst();
    if (!r) throw notFound();
    if (r.commercial_status === 'cancelled') throw fieldError('non_field_errors', 'payments.reservation_cancelled');
    const owed = outstandingMinor(toMinor(r.total), toMinor(r.paid_amount));
    if (owed === 0) throw fieldError('non_field_errors', 'payments.already_paid');
    if (provider.code === PARTIAL && body.amount === undefined) throw fieldError('amount', 'payments.partial_amount_required');
    const amountMinor = body.amount === undefined ? owed : toMinor(body.amount);
    if (amountMinor > owed) throw fieldError('amount', 'payments.amount_above_outstanding', { max: fromMinor(owed) });
    // Funds in another currency than the reservation's: converted at the day's rates (400 without one).
    const rule = provider.paysFromFunds ? await fundsExchange(tx, r.agency_id, r.currency_id, options.now) : null;
    return recordOperation(tx, {
      kind: 'payment',
      provider: provider.code,
      amountMinor,
      currencyId: r.currency_id,
      agencyId: r.agency_id,
      reservationId: r.id,
      idempotencyKey: options.idempotencyKey ?? null,
      requestBody,
      createdBy: actor.id,
      exchange: rule ? { rule, fundsMinor: fundsAmount(amountMinor, rule) } : null,
      payload,
      publicId: provider.remote ? randomUUID() : null,
    });
  };
  const operation = provider.remote
    ? await startRemotePayment(db, actingContext(ctx, options), record)
    : await inTransaction(db, async (tx) => {
        const recorded = await record(tx);
        if (recorded.replayed) return recorded.operation;
        return (await runProvider(tx, actingContext(ctx, options), recorded.operation, 'initiate')).operation;
      });
  // Lists and summaries cache answers: a payment changes a reservation's paid amount and status.
  await reservationsChanged(db);
  return answer(ctx, operation);
}

/**
 * POST payments/operations/{id}/refund/ — never above what was captured. Through a card gateway
 * the refund is recorded and committed first, then sent (remote.ts): a gateway that is down
 * answers 502 and leaves the refund failed (nothing sent) or open for the reconciliation job.
 */
export async function refundOperation(ctx: ServiceContext, operationId: number, body: { amount: string; reference?: string }, options: CreateOptions = {}): Promise<PaymentResult> {
  const { db, actor } = ctx;
  const found = await db.selectFrom('payment_operations').select('id').where('id', '=', operationId).where(agencyScope(actor, 'agency_id')).executeTakeFirst();
  if (!found) throw notFound();
  const done = await inTransaction(db, (tx) =>
    refundPayment(tx, actingContext(ctx, options), operationId, toMinor(body.amount), {
      idempotencyKey: options.idempotencyKey ?? null,
      requestBody: { operation: operationId, ...body },
      reference: body.reference,
    }),
  );
  let operation = done.operation;
  // A replayed key resumes a refund still waiting to be sent; one already sent is only answered.
  if (done.remote && (!done.replayed || operation.status === 'pending')) {
    try {
      operation = await runRemoteStep(db, actingContext(ctx, options), operation.id, 'refund');
    } finally {
      await reservationsChanged(db);
    }
  } else await reservationsChanged(db);
  return answer(ctx, operation);
}

export interface OperationFilters {
  page: number;
  page_size: number;
  ordering?: string;
  reservation?: number;
  order?: number;
  agency?: number;
  provider?: string;
  status?: string;
  kind?: string;
}

/** GET payments/operations/ — the caller's agency and below; staff of the first level see all. */
export async function listOperations(ctx: ServiceContext, url: string, q: OperationFilters) {
  let query = ctx.db.selectFrom('payment_operations as o').selectAll('o').where(agencyScope(ctx.actor, 'o.agency_id'));
  if (q.reservation !== undefined) {
    const reservation = q.reservation;
    // A payment made for the reservation's whole order (one card capture) is one of its payments too.
    query = query.where((eb) =>
      eb.or([
        eb('o.reservation_id', '=', reservation),
        eb.and([eb('o.reservation_id', 'is', null), eb('o.order_id', 'in', eb.selectFrom('reservations').select('order_id').where('id', '=', reservation))]),
      ]),
    );
  }
  if (q.order !== undefined) query = query.where('o.order_id', '=', q.order);
  if (q.agency !== undefined) query = query.where('o.agency_id', '=', q.agency);
  if (q.provider) query = query.where('o.provider', '=', q.provider);
  if (q.status) query = query.where('o.status', '=', q.status as OperationRow['status']);
  if (q.kind) query = query.where('o.kind', '=', q.kind as OperationRow['kind']);
  return paginate(ctx.db, { url }, query, q, { fields: { created_at: 'o.created_at', amount: 'o.amount', status: 'o.status' }, default: ['-created_at'], tiebreaker: 'o.id' }, toOperationRecord);
}

/**
 * A cancellation keeps the penalty and gives the rest back where it came from: each completed
 * payment of the reservation (or of its order, up to what this reservation received from it),
 * newest first, is refunded through its provider until what stays paid is the penalty. Inside the
 * cancellation's transaction: a local provider refunds there; a card gateway's refund is recorded
 * there (it counts against what may be refunded) and sent once the cancellation commits, or by the
 * reconciliation job when the caller's transaction was not opened by inTransaction.
 */
export async function refundForCancellation(
  db: Kysely<Database>,
  ctx: { userId: number | null; agencyId: number; lang: 'es' | 'en' },
  reservationId: number,
  penaltyMinor: number,
): Promise<number> {
  if (!db.isTransaction) throw new Error('refundForCancellation runs inside the cancellation transaction');
  // isTransaction checked above: callers that type their transaction as Kysely (inTransaction) pass one.
  const tx = db as Transaction<Database>;
  const r = await tx.selectFrom('reservations').select(['paid_amount', 'order_id']).where('id', '=', reservationId).forUpdate().executeTakeFirstOrThrow();
  let left = Math.max(0, toMinor(r.paid_amount) - penaltyMinor);
  const refunded = left;
  const payments = await tx
    .selectFrom('payment_operations')
    .selectAll()
    .where((eb) => {
      const own = eb('reservation_id', '=', reservationId);
      return r.order_id === null ? own : eb.or([own, eb.and([eb('reservation_id', 'is', null), eb('order_id', '=', r.order_id)])]);
    })
    .where('kind', 'in', ['payment', 'payment_request'])
    .where('status', '=', 'completed')
    .orderBy('id', 'desc')
    .execute();
  const sent: number[] = [];
  for (const p of payments) {
    if (left === 0) break;
    const part = Math.min(left, p.reservation_id === null ? await heldFromPayment(tx, p, reservationId, 0) : await refundableOf(tx, p));
    if (part <= 0) continue;
    const done = await refundPayment(tx, ctx, p.id, part, { reference: 'cancellation', reservationId });
    if (done.remote) sent.push(done.operation.id);
    left -= part;
  }
  if (left > 0) throw new FieldErrors({ non_field_errors: [{ key: 'payments.not_refundable' }] });
  if (sent.length > 0) {
    afterCommit(tx, async (root) => {
      // A gateway that is down leaves the refund to the reconciliation job; the cancellation stands.
      for (const id of sent) await runRemoteStep(root, ctx, id, 'refund', { retryWhenDown: true }).catch(() => undefined);
      await reservationsChanged(root);
    });
  }
  return refunded;
}
