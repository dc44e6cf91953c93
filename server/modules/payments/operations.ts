/**
 * Payment operations (spec §4): recorded once per Idempotency-Key, moved forward by what the
 * provider answers, and settled when they complete — the ledger transaction and the reservations'
 * commercial status in the caller's transaction (settle.ts). A provider whose money stays in our
 * ledger (agency funds, partial, custom, TPV, accounting providers) runs in one transaction:
 *
 *   await db.transaction().execute(async (tx) => {
 *     const { operation, replayed } = await recordOperation(tx, {...});
 *     if (replayed) return operation;                          // same key, same body: same answer
 *     return (await runProvider(tx, ctx, operation, 'initiate')).operation;
 *   });
 *
 * A remote provider (a card gateway over HTTP) never runs inside a transaction: the operation is
 * recorded and committed first, then remote.ts calls the gateway and records its answer in a
 * second transaction. A webhook does `applyResult(tx, operationId, event, userId)`: a replay
 * (same status) changes nothing.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { fundsSlice, type PaymentExchange } from '../../../domain/payments/exchange.ts';
import { canMoveOperation, refundableMinor, type OperationKind, type OperationStatus } from '../../../domain/payments/statuses.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentOperationsTable } from '../../db/schemaPayments.ts';
import { ApiError, fieldError } from '../../http/errors.ts';
import { requestHash } from '../flightBooking/common.ts';
import { exchangeColumns, exchangeOf } from './exchange.ts';
import type { ProviderContext, ProviderResult } from './provider.ts';
import { providerOrThrow } from './registry.ts';
import { heldFromPayment, settleOperation } from './settle.ts';

export type OperationRow = Selectable<PaymentOperationsTable>;
type Tx = Transaction<Database>;

export interface NewOperation {
  kind: OperationKind;
  provider: string;
  amountMinor: number;
  currencyId: number;
  /** Whose operation it is (tenant scope): the buying agency. */
  agencyId: number;
  reservationId?: number | null;
  orderId?: number | null;
  /** The payment a refund gives back. */
  parentId?: number | null;
  externalId?: string | null;
  idempotencyKey?: string | null;
  /** The request body the key was used with: same key + other body is refused. */
  requestBody?: unknown;
  createdBy: number | null;
  payload?: unknown;
  /**
   * Paid from (given back to) funds in another currency: the conversion and the amount it moves in
   * the funds' currency (payments/exchange.ts; kept in the columns of migration 0035).
   */
  exchange?: { rule: PaymentExchange; fundsMinor: number } | null;
  /** Card payments: the id of their public return and result pages. */
  publicId?: string | null;
  /** The payment link this operation pays. */
  paymentRequestId?: string | null;
}

/** 409 `idempotency_key_reused`: the key was used with another body (as the flight booking answers). */
export const keyReused = () => new ApiError(409, { key: 'api.idempotency_key_reused' }, 'idempotency_key_reused');

/**
 * The operations recorded under a user's Idempotency-Key with these providers (keys are per user:
 * migration 0047; an operation without a user counts as user 0, as the unique index does).
 */
export function operationsUnderKey(db: Kysely<Database>, providers: readonly string[], userId: number | null, key: string) {
  return db
    .selectFrom('payment_operations')
    .selectAll()
    .where('provider', 'in', providers)
    .where(sql<number>`coalesce(created_by, 0)`, '=', userId ?? 0)
    .where('idempotency_key', '=', key);
}

/**
 * Inserts the operation (status pending), or answers the one already recorded under the same
 * provider + the user's Idempotency-Key (`replayed`), refusing a different body with 409.
 */
export async function recordOperation(tx: Tx, input: NewOperation): Promise<{ operation: OperationRow; replayed: boolean }> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw fieldError('amount', 'payments.amount_positive');
  const key = input.idempotencyKey ?? null;
  const hash = key ? requestHash(input.requestBody ?? {}) : null;
  const row = await tx
    .insertInto('payment_operations')
    .values({
      kind: input.kind,
      provider: input.provider,
      amount: fromMinor(input.amountMinor),
      currency_id: input.currencyId,
      agency_id: input.agencyId,
      reservation_id: input.reservationId ?? null,
      order_id: input.orderId ?? null,
      parent_id: input.parentId ?? null,
      external_id: input.externalId ?? null,
      idempotency_key: key,
      request_hash: hash,
      payload: JSON.stringify(input.payload ?? {}),
      created_by: input.createdBy,
      ...exchangeColumns(input.exchange?.rule ?? null, input.exchange?.fundsMinor ?? 0),
      public_id: input.publicId ?? null,
      payment_request_id: input.paymentRequestId ?? null,
    })
    // DO NOTHING: a unique violation would abort the caller's transaction.
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) return { operation: row, replayed: false };
  if (key === null) throw new Error('payment operation refused without an idempotency key (external id taken)');
  const taken = await operationsUnderKey(tx, [input.provider], input.createdBy, key).executeTakeFirstOrThrow();
  if (taken.request_hash !== hash) throw keyReused();
  return { operation: taken, replayed: true };
}

export async function lockOperation(tx: Tx, id: number): Promise<OperationRow> {
  return tx.selectFrom('payment_operations').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

export async function findByExternalId(tx: Tx, provider: string, externalId: string): Promise<OperationRow | undefined> {
  return tx.selectFrom('payment_operations').selectAll().where('provider', '=', provider).where('external_id', '=', externalId).forUpdate().executeTakeFirst();
}

/** The reference a remote provider sends with an order: a webhook finds the operation by it. */
export const operationReference = (id: number) => `operation-${id}`;

/**
 * The operation a gateway order belongs to, by its order id or, when that was never recorded (the
 * server stopped between the gateway's answer and our second transaction), by our reference.
 */
export async function findGatewayOperation(tx: Tx, provider: string, externalId: string, reference?: string): Promise<OperationRow | undefined> {
  const byId = await findByExternalId(tx, provider, externalId);
  if (byId) return byId;
  const match = /^operation-(\d{1,9})$/.exec(reference ?? '');
  if (!match) return undefined;
  return tx
    .selectFrom('payment_operations')
    .selectAll()
    .where('id', '=', Number(match[1]))
    .where('provider', '=', provider)
    .where('external_id', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

type OperationListener = (tx: Tx, operation: OperationRow) => Promise<void>;
const listeners: OperationListener[] = [];

/** Work of another module that follows an operation's moves in the same transaction (a payment link's status). */
export function onOperationMoved(listener: OperationListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/**
 * Records what the provider answered: a same-status answer (a replayed webhook) or a move the
 * statuses do not allow (a stale one) changes nothing; reaching `completed` settles the money.
 */
export async function applyResult(tx: Tx, operationId: number, result: ProviderResult, userId: number | null): Promise<{ operation: OperationRow; changed: boolean }> {
  const current = await lockOperation(tx, operationId);
  const status = current.status as OperationStatus;
  if (result.status === status || !canMoveOperation(status, result.status)) return { operation: current, changed: false };
  const captured = result.status === 'completed' ? (result.capturedMinor ?? toMinor(current.amount)) : toMinor(current.captured_amount);
  const operation = await tx
    .updateTable('payment_operations')
    .set({
      status: result.status,
      captured_amount: fromMinor(Math.min(captured, toMinor(current.amount))),
      external_id: result.externalId ?? current.external_id,
      redirect_url: result.redirectUrl ?? current.redirect_url,
      payload: JSON.stringify(result.payload ?? current.payload ?? {}),
      error: (result.error ?? current.error).slice(0, 2000),
      updated_at: new Date(),
    })
    .where('id', '=', operationId)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (operation.status === 'completed') await settleOperation(tx, operation, userId);
  for (const listener of listeners) await listener(tx, operation);
  return { operation, changed: true };
}

export type ProviderStep = 'initiate' | 'authorize' | 'capture' | 'cancel';

/** Calls the operation's provider and applies its answer, in the caller's transaction (local providers only). */
export async function runProvider(tx: Tx, ctx: Omit<ProviderContext, 'db'>, operation: OperationRow, step: ProviderStep): Promise<{ operation: OperationRow; result: ProviderResult }> {
  const provider = providerOrThrow(operation.provider);
  if (provider.remote) throw new Error(`${provider.code} calls a gateway: run it with remote.ts, outside the transaction`);
  const pctx: ProviderContext = { ...ctx, db: tx };
  const result =
    step === 'capture'
      ? await provider.capture(pctx, operation, toMinor(operation.amount))
      : step === 'initiate'
        ? await provider.initiate(pctx, operation)
        : step === 'authorize'
          ? await provider.authorize(pctx, operation)
          : await provider.cancel(pctx, operation);
  const applied = await applyResult(tx, operation.id, result, ctx.userId);
  return { operation: applied.operation, result };
}

/** What may still be refunded of a payment: captured, minus refunds done or under way. */
export async function refundableOf(tx: Tx, payment: OperationRow): Promise<number> {
  return refundableMinor(toMinor(payment.captured_amount), toMinor(payment.refunded_amount) + (await pendingRefundsMinor(tx, payment.id, 0)));
}

/**
 * Refunds `amountMinor` of a completed payment: 400 on `amount` above what may still be refunded
 * (the payment row is locked first, so two refunds cannot both pass). A local provider refunds at
 * once; a remote one's refund is only recorded (pending, it counts against what may be refunded)
 * and `remote: true` tells the caller to send it once this transaction commits (remote.ts; the
 * reconciliation job sends any left behind). `reservationId` refunds one reservation's share of a
 * payment made for its whole order (a cancellation), never above what that reservation received.
 */
export async function refundPayment(
  tx: Tx,
  ctx: Omit<ProviderContext, 'db'>,
  paymentId: number,
  amountMinor: number,
  options: { idempotencyKey?: string | null; requestBody?: unknown; reference?: string; reservationId?: number } = {},
): Promise<{ operation: OperationRow; replayed: boolean; remote: boolean }> {
  const payment = await lockOperation(tx, paymentId);
  if (payment.kind === 'refund' || payment.status !== 'completed') throw fieldError('payment', 'payments.not_refundable');
  const provider = providerOrThrow(payment.provider);
  const share = options.reservationId !== undefined && payment.reservation_id === null ? options.reservationId : null;
  // A payment converted from funds in another currency is given back at its own rates: this
  // refund is the slice of it after what was refunded before (settle.ts posts the same slice).
  const rule = exchangeOf(payment);
  const refundedBefore = rule ? toMinor(payment.refunded_amount) + (await pendingRefundsMinor(tx, payment.id, 0)) : 0;
  const recorded = await recordOperation(tx, {
    kind: 'refund',
    provider: payment.provider,
    amountMinor,
    currencyId: payment.currency_id,
    agencyId: payment.agency_id,
    reservationId: share ?? payment.reservation_id,
    orderId: payment.order_id,
    parentId: payment.id,
    idempotencyKey: options.idempotencyKey ?? null,
    requestBody: options.requestBody,
    createdBy: ctx.userId,
    payload: options.reference ? { reference: options.reference } : {},
    exchange: rule && amountMinor > 0 ? { rule, fundsMinor: fundsSlice(refundedBefore, refundedBefore + amountMinor, rule) } : null,
  });
  if (recorded.replayed) return { ...recorded, remote: provider.remote === true };
  // Refunds done and those still under way (other than this one) count against what was captured.
  let limit = refundableMinor(toMinor(payment.captured_amount), toMinor(payment.refunded_amount) + (await pendingRefundsMinor(tx, payment.id, recorded.operation.id)));
  if (share !== null) limit = Math.min(limit, await heldFromPayment(tx, payment, share, recorded.operation.id));
  if (amountMinor > limit) throw fieldError('amount', 'payments.refund_above_captured', { max: fromMinor(limit) });
  if (provider.remote) return { operation: recorded.operation, replayed: false, remote: true };
  const result = await provider.refund({ ...ctx, db: tx }, recorded.operation, payment);
  const applied = await applyResult(tx, recorded.operation.id, result, ctx.userId);
  return { operation: applied.operation, replayed: false, remote: false };
}

async function pendingRefundsMinor(tx: Tx, paymentId: number, exceptId: number): Promise<number> {
  const row = await tx
    .selectFrom('payment_operations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('parent_id', '=', paymentId)
    .where('kind', '=', 'refund')
    .where('id', '<>', exceptId)
    .where('status', 'in', ['pending', 'processing', 'authorised'])
    .executeTakeFirstOrThrow();
  return toMinor(String(row.total));
}
