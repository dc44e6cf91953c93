/**
 * Gateways outside the transaction (docs/api-payments.md): a remote provider is called only while
 * no database transaction is open — the operation is recorded and committed first (pending), the
 * gateway is called, and its answer is recorded in a second transaction (settling the money when
 * it completes). On PGlite's single connection this is what lets the in-process sandbox gateway
 * answer at all; on PostgreSQL it keeps row locks from waiting on the network.
 *
 * Between the steps the operation is open, never lost: the webhook, the payer's return or the
 * reconciliation job (reconcile.ts) reads the gateway and moves it on. What an unanswered call
 * leaves behind depends on what the gateway may have done (ProviderCallError):
 * - starting a payment: failed either way — its hosted page was never handed to anyone, so nobody
 *   can pay it (a retry with the same Idempotency-Key answers this failed operation);
 * - a refund: failed when the gateway refused it; when it never reached the gateway, failed for
 *   the staff who asked (they see the 502 and may ask again) but pending again when nobody waits
 *   (a cancellation's refund, the job: `retryWhenDown`), so the job sends it later; when the
 *   gateway may have acted, left open for the job, which repeats it only where the gateway dedupes
 *   by our key (`retrySafeRefunds`), never twice elsewhere;
 * - reading an order: nothing changes.
 * A refund is claimed (pending → processing) in its own statement before the call, so two callers
 * (a retry and the job) never both send it.
 */
import type { Kysely, Transaction } from 'kysely';
import { isFinalOperation, type OperationStatus } from '../../../domain/payments/statuses.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { applyResult, type OperationRow } from './operations.ts';
import { ProviderCallError, type PaymentProvider, type ProviderContext, type ProviderResult } from './provider.ts';
import { providerOrThrow } from './registry.ts';

type Db = Kysely<Database>;
export type RemoteStep = 'initiate' | 'authorize' | 'refund' | 'cancel';
export type RemoteContext = Omit<ProviderContext, 'db'>;

/** 502 `gateway_unavailable`: the gateway is down or answered nonsense; trying later may work. */
export const gatewayUnavailable = () => new ApiError(502, { key: 'gateways.gateway_unavailable' }, 'gateway_unavailable');

export function assertOutsideTransaction(db: Db): void {
  if (db.isTransaction) throw new Error('a payment gateway is never called inside a database transaction');
}

export function readOperation(db: Db, id: number): Promise<OperationRow> {
  return db.selectFrom('payment_operations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function call(provider: PaymentProvider, ctx: ProviderContext, operation: OperationRow, step: RemoteStep, db: Db): Promise<ProviderResult> {
  if (step === 'initiate') return provider.initiate(ctx, operation);
  if (step === 'authorize') return provider.authorize(ctx, operation);
  if (step === 'cancel') return provider.cancel(ctx, operation);
  const payment = await readOperation(db, operation.parent_id ?? 0);
  return provider.refund(ctx, operation, payment);
}

/** pending → processing for the one caller that will send the refund; undefined when another has it. */
async function claimRefund(db: Db, id: number): Promise<OperationRow | undefined> {
  return db
    .updateTable('payment_operations')
    .set({ status: 'processing', updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** Gives a claimed refund that never reached the gateway back to the job (processing → pending). */
async function releaseRefund(db: Db, id: number, error: string): Promise<void> {
  await db.updateTable('payment_operations').set({ status: 'pending', error: error.slice(0, 2000), updated_at: new Date() }).where('id', '=', id).where('status', '=', 'processing').execute();
}

async function record(db: Db, id: number, result: ProviderResult, userId: number | null): Promise<OperationRow> {
  return (await db.transaction().execute((tx) => applyResult(tx, id, result, userId))).operation;
}

/**
 * Runs one gateway step of an operation outside any transaction and records the answer; answers
 * the operation as it then stands. A gateway without an answer is a 502 (after recording what that
 * means for the operation, see above); any other error (a crash) leaves the operation as it was.
 */
export async function runRemoteStep(db: Db, ctx: RemoteContext, operationId: number, step: RemoteStep, options: { retryWhenDown?: boolean } = {}): Promise<OperationRow> {
  assertOutsideTransaction(db);
  let operation = await readOperation(db, operationId);
  if (isFinalOperation(operation.status as OperationStatus)) return operation;
  const provider = providerOrThrow(operation.provider);
  if (!provider.remote) throw new Error(`${provider.code} is not a remote provider`);
  if (step === 'refund') {
    const claimed = await claimRefund(db, operationId);
    // Someone else sent it: only a gateway that dedupes by our key may hear it again.
    if (!claimed && !provider.retrySafeRefunds) return operation;
    operation = claimed ?? operation;
  }
  let result: ProviderResult;
  try {
    result = await call(provider, { ...ctx, db }, operation, step, db);
  } catch (err) {
    if (!(err instanceof ProviderCallError)) throw err;
    if (step === 'refund' && err.outcome === 'not_sent' && options.retryWhenDown) await releaseRefund(db, operationId, err.message);
    else if (step === 'initiate' || (step === 'refund' && err.outcome !== 'unknown')) await record(db, operationId, { status: 'failed', error: err.message }, ctx.userId);
    throw gatewayUnavailable();
  }
  return record(db, operationId, result, ctx.userId);
}

/**
 * Records a remote payment (the caller's `recordIn`, one transaction that commits), then starts it
 * at the gateway. A replayed Idempotency-Key answers the operation as it stands, with the hosted
 * page it was given, and calls nobody.
 */
export async function startRemotePayment(
  db: Db,
  ctx: RemoteContext,
  recordIn: (tx: Transaction<Database>) => Promise<{ operation: OperationRow; replayed: boolean }>,
): Promise<OperationRow> {
  assertOutsideTransaction(db);
  const recorded = await db.transaction().execute(recordIn);
  if (recorded.replayed) return recorded.operation;
  return runRemoteStep(db, ctx, recorded.operation.id, 'initiate');
}
