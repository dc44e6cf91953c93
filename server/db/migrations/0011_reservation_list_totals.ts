/**
 * Found by the reservation-list benchmark on PostgreSQL with the answer caches off (npm run bench --
 * --pg): every page also counts and sums the reservations of its filter (status, currency, a
 * departure window: 23 000 of 100 000 for staff), and that aggregate was 90 % of the page. It read
 * every reservation of the window from the table (bitmap heap scan, 2 700 pages) to filter by
 * status and currency and sum the totals by commercial status; with the filter's columns as keys
 * and the summed ones included, it is an index-only scan (EXPLAIN ANALYZE on the bench database:
 * 138 ms → 83 ms on a loaded 2-core machine, Heap Fetches 1).
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [`create index reservations_list_totals_idx on reservations (service_type, status, currency_id, start_date) include (commercial_status, total)`];

const down = ['drop index reservations_list_totals_idx'];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
