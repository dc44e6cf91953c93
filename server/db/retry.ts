/**
 * Runs a whole transaction again when PostgreSQL aborted it to break a deadlock or a serialization
 * conflict (errors.ts isTransientConflict). Writers take their locks in one global order (seats by
 * departure and category, ledger accounts by id, list-summary rows by key), which removes the
 * usual cycles; a few remain between tables whose orders cannot be merged into one (a checkout's
 * summary rows against another's ledger accounts), and those are answered by running again, not
 * by a 500. Only a unit that opens its own transaction may be retried — inside a caller's, the
 * caller's transaction is the one that was aborted — and only one whose retry is safe: the
 * checkout and the flight booking are (their Idempotency-Key and every write roll back together).
 */
import { isTransientConflict } from './errors.ts';

export const TRANSACTION_ATTEMPTS = 5;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `work` (one whole transaction, begun and committed inside it) tried up to `attempts` times while
 * it fails with a deadlock or serialization failure; any other error, or the last one, is thrown.
 */
export async function retryTransaction<T>(work: (attempt: number) => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(attempt);
    } catch (err) {
      if (attempt >= attempts || !isTransientConflict(err)) throw err;
      // A short random pause, growing with the attempt, so the two victims do not meet again in step.
      await pause(Math.floor(Math.random() * 20 * attempt));
    }
  }
}
