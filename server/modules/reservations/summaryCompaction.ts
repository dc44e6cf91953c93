/**
 * The list summary's fold (migrations 0050, 0052): writes append their deltas to the daily summary
 * and its rollup as fresh rows, so concurrent bookings never wait for each other there; the fold
 * worker (jobs/foldWorker.ts) folds each key's rows back into one, keeping the rows a list sums
 * about one per key.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { KEYS_PER_FOLD, type Fold } from '../../jobs/foldWorker.ts';

type Db = Kysely<Database>;

/**
 * Folds the fresh rows of up to `maxKeys` keys of the daily summary (0050) and as many of the
 * rollup (0052); the larger of the two counts of keys folded.
 */
export async function foldListSummary(db: Db, maxKeys = KEYS_PER_FOLD): Promise<number> {
  const { rows } = await sql<{ folded: number }>`select greatest(reservation_list_summary_fold(${maxKeys}), reservation_list_rollup_fold(${maxKeys})) as folded`.execute(db);
  return rows[0].folded;
}

export const LIST_SUMMARY_FOLD: Fold = { name: 'reservation list summary', run: foldListSummary };
