/**
 * The flight reservation list as it opens, newest first within a departure window (migration
 * 0053): the page's ids must be found walking an index that carries the status and the departure,
 * so newer reservations outside the filter are skipped on the index, not read from the table one
 * by one. The plan of the statement the list sends is read with EXPLAIN ANALYZE after a VACUUM (a
 * table at rest: its visibility map set, as autovacuum keeps it).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservationListQuery } from '../../../domain/schemas/flightBooking.ts';
import { seedBenchServices } from '../../db/seed/benchServices.ts';
import { orderedPage } from '../../http/pagination.ts';
import type { AuthActor } from '../../security/actor.ts';
import { analysedPlan, planNodes, type PlanNode } from '../../testing/queryPlans.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { matchingReservations, reservationOrdering } from './query.ts';

const t = useTestApp();
const RESERVATIONS = 2_000;
/** The newest reservations, all departing after the window (a burst of bookings for a later flight). */
const LATER = 300;
const FROM = '2030-01-01';
const TO = '2030-03-31';
const PAGE = 25;

const staff = { id: 1, username: 'admin', type: 'admin', agency: { id: 1, level: 'agency_1st_level', path: '1.' } } as unknown as AuthActor;

beforeAll(async () => {
  await t.db.transaction().execute((tx) => seedBenchServices(tx, RESERVATIONS));
  // The general model's rows stand for flights here: the page's ids are read from `reservations`
  // alone when no filter reads the flight rows (query.ts matchingReservations).
  await sql`update reservations set service_type = 'flights', currency_id = 1,
    start_date = ${FROM}::date + (id % 90), status = case when id % 3 = 0 then 'cancelled' else 'reserved' end`.execute(t.db);
  await sql`update reservations set start_date = ${TO}::date + 30, status = 'reserved'
    where id in (select id from reservations order by created_at desc, id desc limit ${LATER})`.execute(t.db);
  await sql`vacuum analyze reservations`.execute(t.db);
});

/** Rows the plan read from the table `reservations` (a plain scan's rows and those its filter removed; an index-only scan's heap fetches). */
function tableRowsRead(plan: PlanNode): number {
  let read = 0;
  for (const node of planNodes(plan)) {
    if (node['Relation Name'] !== 'reservations') continue;
    read += node['Node Type'] === 'Index Only Scan' ? (node['Heap Fetches'] ?? 0) : (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'];
  }
  return read;
}

async function pagePlan(page: number): Promise<PlanNode> {
  const q = reservationListQuery.parse({ reservation_status: 'reserved', departure_date_start: FROM, departure_date_end: TO, currency: '1', ordering: '-created', page_size: String(PAGE), page: String(page) });
  const { page: _page, page_size: _size, ordering: _ordering, ...filters } = q;
  return analysedPlan(t.db, orderedPage(matchingReservations(t.db, staff, filters).select('r.id'), q, reservationOrdering).compile());
}

describe('flight reservation list, newest first within a departure window', () => {
  for (const page of [1, 3]) {
    it(`skips the newer reservations departing later on the index, page ${page}`, async () => {
      const plan = await pagePlan(page);
      const rows = [...planNodes(plan)].find((n) => n['Node Type'] === 'Limit')?.['Actual Rows'];
      expect(rows).toBe(PAGE);
      // Before 0053: the walk along created_at read the 300 later ones and every cancelled one.
      expect(tableRowsRead(plan)).toBeLessThanOrEqual(PAGE);
    });
  }
});
