/**
 * Found by the agency-list benchmark on PostgreSQL with the answer caches off (npm run bench --
 * --pg agency-list): the list's 'contains' filters (`name_search like '%viajes%'`) read every
 * agency, once for the page and once more for its count, on every request.
 *
 * - A trigram index (pg_trgm) serves 'contains' on the stored lower-case name: the matches come
 *   from the index instead of a scan of the table. PGlite loads the extension in server/db/connect.ts.
 * - `(path text_pattern_ops, active)`: a subtree's count (`path like '1.4.%'` and the default
 *   'active' state) is an index-only scan: 5 pages instead of 280 heap pages for the largest
 *   second-level subtree of the bench network (700 agencies). Its page in `-created` order walks
 *   agencies_created_idx backwards and stops at 25 (a prefix range cannot give created order).
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  'create extension if not exists pg_trgm',
  'create index agencies_name_trgm_idx on agencies using gin (name_search gin_trgm_ops)',
  'create index agencies_path_active_idx on agencies (path text_pattern_ops, active)',
];

// The extension stays: other objects may use it by then, and unused it costs nothing.
const down = ['drop index agencies_path_active_idx', 'drop index agencies_name_trgm_idx'];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
