/**
 * The reconciliation job of remote (card gateway) operations: whatever a webhook or the payer's
 * return did not finish is finished here by asking the gateway, outside any transaction
 * (remote.ts). An operation is looked at once it has been still for GRACE_MS (longer than a
 * gateway call may take, so a request in flight is never raced):
 * - a payment the gateway never acknowledged (no order id): nobody was given its hosted page, so
 *   it fails;
 * - a payment with an order: the order is read (`authorize`) and its state recorded; one still
 *   unpaid after ABANDON_MS is cancelled at the gateway;
 * - a refund not sent yet is sent; one sent without an answer is sent again only where the
 *   gateway dedupes by our key (Revolut's Idempotency-Key); elsewhere (PayFacto, whose refunds
 *   are not idempotent) it stays `processing` for the staff to check, never sent twice.
 * No row lock is held across the calls: two instances running it read the same order (harmless,
 * applyResult is idempotent under the row's lock) and the refund's claim lets only one send it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createPoller, type JobBatch, type Poller } from '../../jobs/poller.ts';
import { reservationsChanged } from '../reservations/cache.ts';
import { applyResult, type OperationRow } from './operations.ts';
import { findProvider, providerCodes } from './registry.ts';
import { runRemoteStep, type RemoteContext, type RemoteStep } from './remote.ts';

type Db = Kysely<Database>;

export const GRACE_MS = 2 * 60_000;
export const ABANDON_MS = 24 * 3_600_000;
export const RECONCILE_POLL_MS = 60_000;
const BATCH = 20;

export interface ReconcileRun extends JobBatch {
  moved: number;
  failed: number;
  errors: number;
}

export interface ReconcilerOptions {
  db: Db;
  /** This server's public origin (return URLs, the sandbox gateway). */
  origin?: string;
  clock?: () => Date;
  onError?: (err: unknown) => void;
  pollMs?: number;
}

/** The step that moves `op` on now, or null (nothing to do yet, or left for the staff). */
function stepFor(op: OperationRow, now: Date): RemoteStep | 'fail' | null {
  const provider = findProvider(op.provider);
  if (!provider?.remote) return null;
  if (op.kind === 'refund') {
    if (op.status === 'pending') return 'refund';
    return provider.retrySafeRefunds ? 'refund' : null;
  }
  if (op.external_id === null) return 'fail';
  return now.getTime() - new Date(op.created_at).getTime() > ABANDON_MS ? 'cancel' : 'authorize';
}

async function touch(db: Db, op: OperationRow, now: Date): Promise<void> {
  // Still open after the step: looked at again after another GRACE_MS, not at every poll.
  await db.updateTable('payment_operations').set({ updated_at: now }).where('id', '=', op.id).where('status', '=', op.status).execute();
}

export async function reconcileOnce(db: Db, options: { origin?: string; now: Date; onError?: (err: unknown) => void }): Promise<ReconcileRun> {
  const { now } = options;
  const run: ReconcileRun = { done: 0, moved: 0, failed: 0, errors: 0 };
  const remote = providerCodes().filter((code) => findProvider(code)?.remote);
  if (remote.length === 0) return run;
  const due = await db
    .selectFrom('payment_operations')
    .selectAll()
    .where('status', 'in', ['pending', 'processing', 'authorised'])
    .where('provider', 'in', remote)
    .where('updated_at', '<=', new Date(now.getTime() - GRACE_MS))
    .orderBy('updated_at')
    .limit(BATCH)
    .execute();
  for (const op of due) {
    const step = stepFor(op, now);
    run.done++;
    if (step === null) {
      await touch(db, op, now);
      continue;
    }
    const ctx: RemoteContext = { userId: null, agencyId: op.agency_id, lang: 'es', origin: options.origin };
    try {
      const after =
        step === 'fail'
          ? (await db.transaction().execute((tx) => applyResult(tx, op.id, { status: 'failed', error: 'the gateway never acknowledged the payment' }, null))).operation
          : await runRemoteStep(db, ctx, op.id, step, { retryWhenDown: true });
      if (after.status === op.status) await touch(db, after, now);
      else if (after.status === 'failed' || after.status === 'cancelled') run.failed++;
      else run.moved++;
    } catch (err) {
      run.errors++;
      options.onError?.(err);
      await touch(db, op, now);
    }
  }
  if (run.moved + run.failed > 0) await reservationsChanged(db);
  return run;
}

export function createPaymentReconciler(options: ReconcilerOptions): Poller<ReconcileRun> {
  const clock = options.clock ?? (() => new Date());
  return createPoller({
    intervalMs: options.pollMs ?? RECONCILE_POLL_MS,
    // Keep polling while batches come back full; a batch of operations only touched is not work.
    run: async () => {
      const result = await reconcileOnce(options.db, { origin: options.origin, now: clock(), onError: options.onError });
      return { ...result, done: result.done >= BATCH ? result.done : 0 };
    },
    onError: options.onError ?? (() => undefined),
  });
}
