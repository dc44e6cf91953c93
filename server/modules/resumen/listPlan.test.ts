/**
 * The general list's page sorted by amount or by client (migration 0049): the page's ids must be
 * read walking an index in that order and stopped at the page, not by reading and sorting every
 * reservation of the currency (staff's page 2 by amount: 60 ms at 166 000 reservations, 400 ms
 * cold). The plan of the statement the list sends is read with EXPLAIN ANALYZE. And its totals
 * (migration 0052): from the rollup without the day unless the filter has a check-in window.
 */
import { sql, type CompiledQuery, type KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { sellerReservationListQuery } from '../../../domain/schemas/resumen.ts';
import { serviceContext } from '../../http/context.ts';
import type { AuthActor } from '../../security/actor.ts';
import { seedBenchServices } from '../../db/seed/benchServices.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { listGeneralReservations } from './service.ts';

const t = useTestApp();
const RESERVATIONS = 2_000;
const PAGE = 10;

beforeAll(async () => {
  await t.db.transaction().execute((tx) => seedBenchServices(tx, RESERVATIONS));
  await sql`analyze reservations`.execute(t.db);
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

function* nodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodes(child);
}

/** The statements the list sends for staff. */
async function listStatements(query: string): Promise<CompiledQuery[]> {
  const captured: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      captured.push(t.db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const actor = { id: 1, username: 'admin', type: 'admin', agency: { id: 1, level: 'agency_1st_level', path: '1.' } } as unknown as AuthActor;
  const url = `/api/reservations/?${query}`;
  const q = sellerReservationListQuery.parse(Object.fromEntries(new URL(url, 'http://local').searchParams));
  await listGeneralReservations(serviceContext(t.db.withPlugin(capture), actor), url, q, 'scope');
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
  const literals = sql.join(statement.parameters.map((p) => sql.lit(p as string | number)));
  return t.db.connection().execute(async (db) => {
    await sql.raw(`prepare general_page as ${statement.sql}`).execute(db);
    try {
      const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (analyze, format json) execute general_page(${literals})`.execute(db);
      const scans = [...nodes(rows[0]['QUERY PLAN'][0].Plan)].filter((n) => n['Relation Name'] === 'reservations');
      expect(scans.length).toBeGreaterThan(0);
      return scans.reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0);
    } finally {
      await sql`deallocate general_page`.execute(db);
    }
  });
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
