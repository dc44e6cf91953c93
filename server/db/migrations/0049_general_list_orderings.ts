/**
 * The general reservation list (/resumen, GET reservations/) always carries its currency filter
 * (the page's currency is always at hand) and is sorted by amount or client as often as by date.
 * Without an index in that order, staff's page 2 by amount read and sorted every reservation of the
 * currency: 60 ms at 166 000 reservations (SEED=bench), 400 ms cold. These indexes walk the order
 * and stop at the page: 0.2 ms. The creation and start date orderings already have theirs (0006,
 * 0007); the flight list's own filter (service, status, currency) has its own (0013). And one for
 * a small subtree's newest first, below.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  'create index reservations_general_total_idx on reservations (currency_id, total, id)',
  'create index reservations_general_client_idx on reservations (currency_id, lower(client_name), id)',
  // A second- or third-level agency's page is walked agency by agency (resumen/query.ts
  // generalPageByAgency): each agency's newest of the currency, read backwards and stopped. Without
  // it PostgreSQL read all of each agency's (5 000 apiece for operator2 on the bench) and sorted
  // them: 5.5 ms → 0.2 ms.
  'create index reservations_general_agency_created_idx on reservations (agency_id, currency_id, created_at, id)',
];

const down = ['drop index reservations_general_agency_created_idx', 'drop index reservations_general_client_idx', 'drop index reservations_general_total_idx'];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
