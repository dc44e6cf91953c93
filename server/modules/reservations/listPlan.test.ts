/**
 * The flight reservation list as it opens, newest first within a departure window (migration
 * 0053): the page's ids must be found walking an index that carries the status and the departure,
 * so newer reservations outside the filter are skipped on the index, not read from the table one
 * by one. A second-level agency's page is planned for its own agencies, so it is walked the same
 * way instead of every match of its subtree being read and sorted. The plan of the statement the
 * list sends is read with EXPLAIN ANALYZE after a VACUUM (a table at rest: its visibility map set,
 * as autovacuum keeps it).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservationListQuery } from '../../../domain/schemas/flightBooking.ts';
import { seedBenchServices } from '../../db/seed/benchServices.ts';
import { orderedPage } from '../../http/pagination.ts';
import { scopeAgencyIds, seesFewAgencies } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { analysedPlan, planNodes, vacuumAtRest, type PlanNode } from '../../testing/queryPlans.ts';
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
  await vacuumAtRest(t.db, 'reservations');
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

/** Index entries and table rows the plan read from `reservations` (each scan's rows and those its filter removed). */
function entriesRead(plan: PlanNode): number {
  let read = 0;
  for (const node of planNodes(plan)) {
    if (node['Relation Name'] === 'reservations') read += (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'];
  }
  return read;
}

/** The plan of the page's ids as the list sends them (service.ts listReservationsJson). */
async function pagePlan(page: number, actor: AuthActor = staff): Promise<PlanNode> {
  const q = reservationListQuery.parse({ reservation_status: 'reserved', departure_date_start: FROM, departure_date_end: TO, currency: '1', ordering: '-created', page_size: String(PAGE), page: String(page) });
  const { page: _page, page_size: _size, ordering: _ordering, ...filters } = q;
  const agencies = seesFewAgencies(actor) ? await scopeAgencyIds(t.db, actor) : undefined;
  return analysedPlan(t.db, orderedPage(matchingReservations(t.db, actor, filters, agencies).select('r.id'), q, reservationOrdering).compile());
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

describe("a second-level agency's flight reservation list", () => {
  let agency: AuthActor;
  let matches: number;

  beforeAll(async () => {
    const { rows } = await sql<{ id: number; path: string }>`select a.id, a.path from agencies a
      where a.level = 2 and exists (select 1 from agencies c where c.parent_id = a.id) order by a.id limit 1`.execute(t.db);
    const [{ id, path }] = rows;
    agency = { id: 2, username: 'agency.admin', type: 'admin', agency: { id, level: 'agency_2nd_level', path } } as unknown as AuthActor;
    // Half of the reservations, the newest among them, belong to its agencies, all within the window.
    await sql`with subtree as (select array_agg(a.id order by a.id) as ids from agencies a where a.path like ${`${path}%`}),
      newest as (select id from reservations order by created_at desc, id desc limit ${LATER})
      update reservations r set agency_id = subtree.ids[1 + r.id % array_length(subtree.ids, 1)], start_date = ${FROM}::date + (r.id % 90)
      from subtree where r.id % 2 = 0 or r.id in (select id from newest)`.execute(t.db);
    // The statistics of the bench's network (10 000 agencies, ten reservations each on average), by
    // which a sub-select's agencies are costed; its own agencies stay among the most common values.
    await sql`alter table reservations alter column agency_id set (n_distinct = 10000)`.execute(t.db);
    await vacuumAtRest(t.db, 'reservations');
    const counted = await sql<{ n: number }>`select count(*)::int as n from reservations r join agencies a on a.id = r.agency_id
      where a.path like ${`${path}%`} and r.status = 'reserved' and r.start_date between ${FROM} and ${TO}`.execute(t.db);
    matches = counted.rows[0].n;
  });

  it('walks to its page instead of reading and sorting every match of its subtree', async () => {
    expect(seesFewAgencies(agency)).toBe(true);
    const plan = await pagePlan(1, agency);
    expect([...planNodes(plan)].find((n) => n['Node Type'] === 'Limit')?.['Actual Rows']).toBe(PAGE);
    expect(matches).toBeGreaterThan(20 * PAGE);
    // Given as a sub-select on the agencies' paths, each agency was costed as an average one: every match was read and sorted.
    expect(entriesRead(plan)).toBeLessThanOrEqual(4 * PAGE);
  });
});
