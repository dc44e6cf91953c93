/**
 * The list summary's fold (migrations 0050, 0052): writes append their deltas to the daily summary
 * and its rollup as fresh rows, so concurrent bookings never wait for each other there; this job
 * folds each key's rows back into one, keeping the rows a list sums about one per key. One
 * statement (one transaction) a batch of keys, so
 * readers see equal sums before and after; any number of instances may run it (a row two folds
 * both reach is deleted once, and only the fold that deleted it counts it).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createPoller, type JobBatch, type Poller } from '../../jobs/poller.ts';

type Db = Kysely<Database>;

export const SUMMARY_FOLD_MS = 5_000;
const KEYS_PER_FOLD = 2_000;
/** A fold without a bound on its keys (seeds, after their bulk loads). */
export const FOLD_EVERY_KEY = 2_147_483_647;

/**
 * Folds the fresh rows of up to `maxKeys` keys of the daily summary (0050) and as many of the
 * rollup (0052); the larger of the two counts of keys folded.
 */
export async function foldListSummary(db: Db, maxKeys = KEYS_PER_FOLD): Promise<number> {
  const { rows } = await sql<{ folded: number }>`select greatest(reservation_list_summary_fold(${maxKeys}), reservation_list_rollup_fold(${maxKeys})) as folded`.execute(db);
  return rows[0].folded;
}

export interface SummaryFoldOptions {
  db: Db;
  log: { error: (details: object, message: string) => void };
  pollMs?: number;
}

export function createSummaryFoldWorker(options: SummaryFoldOptions): Poller<JobBatch> {
  return createPoller({
    intervalMs: options.pollMs ?? SUMMARY_FOLD_MS,
    // Again at once only after a full batch: bookings keep appending, and folding each one as it
    // comes would cost a statement a booking for nothing.
    run: async () => {
      const folded = await foldListSummary(options.db);
      return { done: folded >= KEYS_PER_FOLD ? folded : 0 };
    },
    onError: (err) => options.log.error({ err }, 'the reservation list summary fold could not run'),
  });
}
