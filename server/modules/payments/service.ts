/**
 * Paying a reservation (any registered provider; the core's are agency funds and partial), refunding
 * a payment, and listing operations in the tenant scope. Each call is one database transaction:
 * the operation, its ledger transaction, the reservation's paid amount and status and its history
 * commit together or not at all (a refused payment leaves no row behind).
 */
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
import { inTransaction } from '../ledger/accounts.ts';
import { fundsExchange } from './exchange.ts';
import { keyReused, recordOperation, refundPayment, runProvider, type OperationRow } from './operations.ts';
import { PARTIAL } from './providers/agencyFunds.ts';
import { toOperationRecord } from './records.ts';
import { providerOrThrow } from './registry.ts';

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

async function answer(ctx: ServiceContext, operation: OperationRow, redirectUrl: string | null): Promise<PaymentResult> {
  return { operation: toOperationRecord(operation), redirect_url: redirectUrl, reservation: await reservationMoney(ctx.db, operation.reservation_id) };
}

/** A retry with the same key: the first answer (same body) or 409 (another body). */
async function replayed(ctx: ServiceContext, provider: string, key: string | undefined, hash: string): Promise<PaymentResult | null> {
  if (!key) return null;
  const taken = await ctx.db.selectFrom('payment_operations').selectAll().where('provider', '=', provider).where('idempotency_key', '=', key).executeTakeFirst();
  if (!taken) return null;
  if (taken.request_hash !== hash) throw keyReused();
  return answer(ctx, taken, null);
}

/** POST payments/reservations/{id}/pay/ */
export async function payReservation(ctx: ServiceContext, reservationId: number, body: PayBody, options: CreateOptions = {}): Promise<PaymentResult> {
  const { db, actor } = ctx;
  const provider = providerOrThrow(body.provider);
  if (!(provider.canUse ?? canPayReservations)(actor)) throw forbidden();
  const requestBody = { reservation: reservationId, ...body };
  const early = await replayed(ctx, provider.code, options.idempotencyKey, requestHash(requestBody));
  if (early) return early;
  const { operation, redirectUrl } = await inTransaction(db, async (tx) => {
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
    const recorded = await recordOperation(tx, {
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
    });
    if (recorded.replayed) return { operation: recorded.operation, redirectUrl: null };
    const run = await runProvider(tx, { userId: actor.id, agencyId: actor.agency.id, lang: ctx.lang, origin: options.origin }, recorded.operation, 'initiate');
    return { operation: run.operation, redirectUrl: run.result.redirectUrl ?? null };
  });
  // Lists and summaries cache answers: a payment changes a reservation's paid amount and status.
  await reservationsChanged(db);
  return answer(ctx, operation, redirectUrl);
}

/** POST payments/operations/{id}/refund/ — never above what was captured. */
export async function refundOperation(ctx: ServiceContext, operationId: number, body: { amount: string; reference?: string }, options: CreateOptions = {}): Promise<PaymentResult> {
  const { db, actor } = ctx;
  const found = await db.selectFrom('payment_operations').select('id').where('id', '=', operationId).where(agencyScope(actor, 'agency_id')).executeTakeFirst();
  if (!found) throw notFound();
  const operation = await inTransaction(db, async (tx) => {
    const done = await refundPayment(tx, { userId: actor.id, agencyId: actor.agency.id, lang: ctx.lang, origin: options.origin }, operationId, toMinor(body.amount), {
      idempotencyKey: options.idempotencyKey ?? null,
      requestBody: { operation: operationId, ...body },
      reference: body.reference,
    });
    return done.operation;
  });
  await reservationsChanged(db);
  return answer(ctx, operation, null);
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
  if (q.reservation !== undefined) query = query.where('o.reservation_id', '=', q.reservation);
  if (q.order !== undefined) query = query.where('o.order_id', '=', q.order);
  if (q.agency !== undefined) query = query.where('o.agency_id', '=', q.agency);
  if (q.provider) query = query.where('o.provider', '=', q.provider);
  if (q.status) query = query.where('o.status', '=', q.status as OperationRow['status']);
  if (q.kind) query = query.where('o.kind', '=', q.kind as OperationRow['kind']);
  return paginate(ctx.db, { url }, query, q, { fields: { created_at: 'o.created_at', amount: 'o.amount', status: 'o.status' }, default: ['-created_at'], tiebreaker: 'o.id' }, toOperationRecord);
}

/**
 * A cancellation keeps the penalty and gives the rest back where it came from: each completed
 * payment of the reservation, newest first, is refunded through its provider until what stays
 * paid is the penalty. Inside the cancellation's transaction.
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
  const r = await tx.selectFrom('reservations').select(['paid_amount']).where('id', '=', reservationId).forUpdate().executeTakeFirstOrThrow();
  let left = Math.max(0, toMinor(r.paid_amount) - penaltyMinor);
  const refunded = left;
  const payments = await tx
    .selectFrom('payment_operations')
    .select(['id', 'captured_amount', 'refunded_amount'])
    .where('reservation_id', '=', reservationId)
    .where('kind', 'in', ['payment', 'payment_request'])
    .where('status', '=', 'completed')
    .orderBy('id', 'desc')
    .execute();
  for (const p of payments) {
    if (left === 0) break;
    const part = Math.min(left, toMinor(p.captured_amount) - toMinor(p.refunded_amount));
    if (part <= 0) continue;
    await refundPayment(tx, ctx, p.id, part, { reference: 'cancellation' });
    left -= part;
  }
  if (left > 0) throw new FieldErrors({ non_field_errors: [{ key: 'payments.not_refundable' }] });
  return refunded;
}
