/**
 * Indexes found by profiling the flight benchmarks (tests/bench, SEED=bench: 100 000 reservations).
 * An agency user's reservation list reads the reservations of the agencies of its subtree (the
 * scope is a set of agency ids) within a departure window, the list's most used filter: without
 * this index each agency's every reservation was read to keep the few of the window.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [`create index reservations_agency_start_idx on reservations (agency_id, start_date)`];

const down = ['drop index reservations_agency_start_idx'];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
