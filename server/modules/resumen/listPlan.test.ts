/**
 * The general list's page sorted by amount or by client (migration 0049): the page's ids must be
 * read walking an index in that order and stopped at the page, not by reading and sorting every
 * reservation of the currency (staff's page 2 by amount: 60 ms at 166 000 reservations, 400 ms
 * cold). The plan of the statement the list sends is read with EXPLAIN ANALYZE. And its totals
 * (migration 0052): from the rollup without the day unless the filter has a check-in window.
 */
import { sql, type CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { sellerReservationListQuery } from '../../../domain/schemas/resumen.ts';
import { serviceContext } from '../../http/context.ts';
import type { AuthActor } from '../../security/actor.ts';
import { seedBenchServices } from '../../db/seed/benchServices.ts';
import { analysedPlan, planNodes, recording, type PlanNode } from '../../testing/queryPlans.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { orderedPage } from '../../http/pagination.ts';
import { generalOrdering, generalPageByAgency, generalReservations, walksByAgency } from './query.ts';
import { listGeneralReservations } from './service.ts';

const t = useTestApp();
const RESERVATIONS = 2_000;
const PAGE = 10;

beforeAll(async () => {
  await t.db.transaction().execute((tx) => seedBenchServices(tx, RESERVATIONS));
  await sql`analyze reservations`.execute(t.db);
});

/** The statements the list sends for staff. */
async function listStatements(query: string): Promise<CompiledQuery[]> {
  const { db, statements: captured } = recording(t.db);
  const actor = { id: 1, username: 'admin', type: 'admin', agency: { id: 1, level: 'agency_1st_level', path: '1.' } } as unknown as AuthActor;
  const url = `/api/reservations/?${query}`;
  const q = sellerReservationListQuery.parse(Object.fromEntries(new URL(url, 'http://local').searchParams));
  await listGeneralReservations(serviceContext(db, actor), url, q, 'scope');
  return captured;
}

/** The statement that picks the page's ids. */
async function pageStatement(query: string): Promise<CompiledQuery> {
  const captured = await listStatements(query);
  const page = captured.find((c) => /from "reservations" as "r"/.test(c.sql) && / limit /.test(c.sql) && / offset /.test(c.sql));
  if (!page) throw new Error(`no page statement among ${captured.length}`);
  return page;
}

/** Rows the plan read from `reservations` (every scan of it, all loops). */
async function reservationRowsRead(statement: CompiledQuery): Promise<number> {
  const scans = [...planNodes(await analysedPlan(t.db, statement))].filter((n) => n['Relation Name'] === 'reservations');
  expect(scans.length).toBeGreaterThan(0);
  return scans.reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0);
}

describe('general list page sorted by amount or client', () => {
  for (const ordering of ['-total', 'total', 'client_name', '-client_name']) {
    it(`reads the page's rows alone, ordering=${ordering}`, async () => {
      const statement = await pageStatement(`currency=1&ordering=${ordering}&page_size=${PAGE}&page=3`);
      // Before 0049: a scan of every reservation of the currency (about 2 000), then a sort.
      expect(await reservationRowsRead(statement)).toBeLessThanOrEqual(3 * PAGE + 5);
    });
  }
});

describe('general list totals', () => {
  it('sum the rollup without the day when the filter has no check-in window, the daily rows when it has one', async () => {
    const from = (statements: CompiledQuery[]) => statements.filter((c) => /reservation_list_(rollup|summary)/.test(c.sql)).map((c) => /reservation_list_rollup/.test(c.sql) ? 'rollup' : 'daily');
    expect(from(await listStatements('currency=1&service_type=hotels'))).toEqual(['rollup']);
    expect(from(await listStatements('currency=1&service_checkin_start_date=2026-01-01'))).toEqual(['daily']);
  });
});

describe("a second-level agency's page, walked agency by agency", () => {
  it('is the page of the whole subtree in every ordering, and reads only the first rows of each agency', async () => {
    const me = await t.db
      .selectFrom('users as u')
      .innerJoin('agencies as a', 'a.id', 'u.agency_id')
      .select(['u.id', 'u.username', 'a.id as agency', 'a.level', 'a.path'])
      .where('u.username', '=', 'operator2')
      .executeTakeFirstOrThrow();
    const actor = { id: me.id, username: me.username, type: 'operator', agency: { id: me.agency, level: 'agency_2nd_level', path: me.path } } as unknown as AuthActor;
    expect(me.level).toBe(2);
    expect(walksByAgency(actor, 'scope')).toBe(true);
    // Another subtree's reservations, all newer: one walk of the whole network's newest would read
    // them all before reaching this subtree's.
    const spain = await t.agencyId('Viajes Sol de España');
    const { rows: cols } = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_name = 'reservations' and column_name not in ('id', 'locator', 'agency_id', 'created_at') and is_generated = 'NEVER'`.execute(t.db);
    const list = sql.raw(cols.map((c) => `"${c.name}"`).join(', '));
    await sql`insert into reservations (locator, agency_id, created_at, ${list})
      select 'Q' || lpad(id::text, 5, '0'), ${spain}, now() + interval '1 day', ${list} from reservations where currency_id = 1`.execute(t.db);
    await sql`analyze reservations`.execute(t.db);
    const filters = { currency: 1 };
    const subtree = await generalReservations(t.db, actor, filters).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(subtree.n).toBeGreaterThan(100);
    for (const ordering of ['-created', 'created', '-total', 'client_name', 'start_date', '-locator', 'status']) {
      for (const page of [1, 2, 5]) {
        const params = { page, page_size: 7, ordering };
        const whole = (await orderedPage(generalReservations(t.db, actor, filters).select('r.id'), params, generalOrdering).execute()).map((r) => r.id);
        const walked = (await generalPageByAgency(t.db, actor, filters, params).execute()).map((r) => r.id);
        expect(walked, `${ordering} page ${page}`).toEqual(whole);
      }
    }
    // Newest first, page 2 of 7: each agency's index (agency, created) walked for its first 14 rows.
    const agencies = await t.db.selectFrom('agencies').select(sql<number>`count(*)::int`.as('n')).where('path', 'like', `${me.path}%`).executeTakeFirstOrThrow();
    const read = await reservationRowsRead(generalPageByAgency(t.db, actor, filters, { page: 2, page_size: 7, ordering: '-created' }).compile());
    expect(read).toBeLessThanOrEqual(agencies.n * 14);
    expect(read).toBeLessThan(subtree.n / 4);

    // Prepared once per connection, its generic plan walks the same way: the subtree's agencies by
    // their path index (not every agency), each agency's first rows only.
    const { sql: text, parameters } = generalPageByAgency(t.db, actor, filters, { page: 2, page_size: 7, ordering: '-created' }).compile();
    await t.db.connection().execute(async (db) => {
      await sql`set plan_cache_mode = force_generic_plan`.execute(db);
      try {
        await sql.raw(`prepare walked_page as ${text}`).execute(db);
        const literals = sql.join(parameters.map((p) => sql.lit(p as string | number)));
        const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (analyze, format json) execute walked_page(${literals})`.execute(db);
        const nodes = [...planNodes(rows[0]['QUERY PLAN'][0].Plan)];
        const agencyScans = nodes.filter((n) => n['Relation Name'] === 'agencies');
        expect(agencyScans.map((n) => n['Node Type'])).not.toContain('Seq Scan');
        expect(agencyScans.reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0)).toBe(agencies.n);
        const reservationsRead = nodes.filter((n) => n['Relation Name'] === 'reservations').reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0);
        expect(reservationsRead).toBeLessThanOrEqual(agencies.n * 14);
      } finally {
        await sql`deallocate all`.execute(db);
        await sql`reset plan_cache_mode`.execute(db);
      }
    });
  });
});
