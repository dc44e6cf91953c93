/**
 * Tables that writers append to so that concurrent writes never wait for each other on one row —
 * the reservation list's summary (migrations 0050, 0052), the hotels' availability versions
 * (0055) — and that a background job folds back, each key's rows into one. Each fold is one
 * statement (one transaction) a batch of keys, so readers see equal sums before and after; any
 * number of instances may run them (a row two folds both reach is deleted once, and only the fold
 * that deleted it counts it).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createPoller, type JobBatch, type Poller } from './poller.ts';

type Db = Kysely<Database>;

export const FOLD_MS = 5_000;
/** Keys one fold statement takes at most. */
export const KEYS_PER_FOLD = 2_000;
/** A fold without a bound on its keys (seeds, after their bulk loads). */
export const FOLD_EVERY_KEY = 2_147_483_647;

/** One table's fold: how many keys it folded, at most `maxKeys`. */
export interface Fold {
  name: string;
  run: (db: Db, maxKeys: number) => Promise<number>;
}

export interface FoldWorkerOptions {
  db: Db;
  folds: readonly Fold[];
  log: { error: (details: object, message: string) => void };
  pollMs?: number;
}

export function createFoldWorker(options: FoldWorkerOptions): Poller<JobBatch> {
  return createPoller({
    intervalMs: options.pollMs ?? FOLD_MS,
    // Again at once only after a full batch: writers keep appending, and folding each row as it
    // comes would cost a statement a write for nothing.
    run: async () => {
      let full = 0;
      for (const fold of options.folds) {
        try {
          const folded = await fold.run(options.db, KEYS_PER_FOLD);
          if (folded >= KEYS_PER_FOLD) full += folded;
        } catch (err) {
          // One table's failure does not keep the others unfolded.
          options.log.error({ err }, `the ${fold.name} fold could not run`);
        }
      }
      return { done: full };
    },
    onError: (err) => options.log.error({ err }, 'a fold of appended rows could not run'),
  });
}
