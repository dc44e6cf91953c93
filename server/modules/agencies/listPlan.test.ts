/**
 * The agency list's page under a prepared statement's generic plan (what PostgreSQL picks after a
 * few runs of a statement prepared once per connection): the planner cannot see how many agencies
 * a 'contains' name filter matches, and for a one-piece statement it joined the parent and the
 * country and sorted every match before cutting the page. The page's columns must be read for the
 * page's rows only, whatever the plan.
 */
import { sql, type CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyListQuery } from '../../../domain/schemas/agencies.ts';
import { serviceContext } from '../../http/context.ts';
import { TtlCache } from '../../http/cache.ts';
import type { AuthActor } from '../../security/actor.ts';
import { planNodes, recording, type PlanNode } from '../../testing/queryPlans.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { listAgenciesJson } from './service.ts';

const t = useTestApp();
const MATCHES = 400;
const PAGE = 5;

beforeAll(async () => {
  await sql`insert into agencies (name, level, parent_id, path, country_id, created_at)
    select 'Viajes Plan ' || n, 2, 1, '1.', 2, timestamptz '2026-01-01' + make_interval(mins => n) from generate_series(1, ${MATCHES}) n`.execute(t.db);
  await sql`update agencies set path = '1.' || id || '.' where name like 'Viajes Plan %'`.execute(t.db);
  await sql`analyze agencies`.execute(t.db);
});

function uncached(): TtlCache {
  const cache = new TtlCache(0);
  cache.enabled = false;
  return cache;
}

/** The queries a list request builds, compiled (captured by a plugin; they run as usual). */
async function listStatements(url: string): Promise<CompiledQuery[]> {
  const { db, statements: captured } = recording(t.db);
  // Staff of the first-level agency: the scope reads only the type and the agency.
  const actor = { username: 'admin', type: 'admin', agency: { id: 1, level: 'agency_1st_level', path: '1.' } } as unknown as AuthActor;
  const query = agencyListQuery.parse(Object.fromEntries(new URL(url, 'http://local').searchParams));
  await listAgenciesJson(serviceContext(db, actor), uncached(), url, query);
  return captured;
}

describe('agency list page under a generic plan', () => {
  it('joins the parent and the country for the page rows only', async () => {
    const statements = await listStatements(`/api/agency/agencies/?name=plan&ordering=-created&page_size=${PAGE}`);
    // The plugin also sees the sub-selects as they are composed: the statement sent holds them all.
    // The longest is the records' statement, the one prepared once per connection (the ids before
    // it are planned for each request's values).
    const { sql: text, parameters } = statements.reduce((a, b) => (b.sql.length > a.sql.length ? b : a));
    await t.db.connection().execute(async (db) => {
      await sql`set plan_cache_mode = force_generic_plan`.execute(db);
      try {
        await sql.raw(`prepare agency_page as ${text}`).execute(db);
        // The page's ids go as one array: written as its text, which EXECUTE casts to the parameter's int[].
        const literals = sql.join(parameters.map((p) => sql.lit(Array.isArray(p) ? `{${p.join(',')}}` : (p as string | number | boolean))));
        const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (analyze, format json) execute agency_page(${literals})`.execute(db);
        const plan = rows[0]['QUERY PLAN'][0].Plan;
        // Before: a nested loop over all 400 matches, the parent and the country memoized per row.
        const joins = [...planNodes(plan)].filter((n) => /Nested Loop|Hash Join|Merge Join/.test(n['Node Type']));
        expect(joins.length).toBeGreaterThan(0);
        for (const n of joins) expect(n['Actual Rows'] * n['Actual Loops'], n['Node Type']).toBeLessThanOrEqual(PAGE);
      } finally {
        await sql`deallocate all`.execute(db);
        await sql`reset plan_cache_mode`.execute(db);
      }
    });
  });
});
