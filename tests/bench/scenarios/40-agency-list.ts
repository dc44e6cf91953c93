/**
 * The agency list (/agencias) on a network of 10 000 agencies: a page of 25 with a name filter and
 * an ordering, at 50 connections, as staff (the whole network) and as the administrator of a large
 * second-level agency (its subtree). Each run first checks that the page holds what it should.
 */
import { load, loadMetrics, login, round, type BenchContext, type Metric, type Scenario } from '../lib/harness.ts';
import { apiToSqlRatio } from '../lib/postgres.ts';

const LIST = '/api/agency/agencies/';
export const LIST_QUERY = 'name=viajes&ordering=-created&page_size=25';

interface Page {
  count: number;
  results: { id: number; name: string; level: string; children_count: number }[];
}

async function getJson<T>(ctx: BenchContext, access: string, url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${ctx.baseURL}${url}`, { ...init, headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json', ...init.headers } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function checkPage(ctx: BenchContext, access: string): Promise<Page> {
  const page = await getJson<Page>(ctx, access, `${LIST}?${LIST_QUERY}`);
  if (page.results.length !== 25 || page.count < 25) throw new Error(`expected a full page of 25, got ${page.results.length} of ${page.count}`);
  if (!page.results.every((a) => a.name.toLowerCase().includes('viajes'))) throw new Error('the filter was not applied');
  return page;
}

/** An administrator of the second-level agency with the most children, created through the API. */
async function subtreeAdmin(ctx: BenchContext): Promise<{ access: string; agency: string; children: number }> {
  const roots = await getJson<Page>(ctx, ctx.adminAccess, `${LIST}?parent=1&state=all&page_size=1000`);
  const big = roots.results.reduce((a, b) => (b.children_count > a.children_count ? b : a));
  const username = `bench.l2admin.${Date.now()}`;
  await getJson(ctx, ctx.adminAccess, '/api/agency/operators/', {
    method: 'POST',
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Admin',
      email: `${username}@bench.example`,
      username,
      agency: big.id,
      type: 'admin',
      groups: ['Agency and Operators View', 'Operator and Agency', 'Operator'],
      password: 'bench-clave-1',
      password2: 'bench-clave-1',
    }),
  });
  return { access: (await login(ctx.baseURL, username, 'bench-clave-1')).access, agency: big.name, children: big.children_count };
}

/**
 * Pages nobody asked for yet (cache misses: the database query itself), one at a time: the
 * remaining pages of the filter in two other orderings. Reported, not targeted.
 */
async function coldPages(ctx: BenchContext, access: string, pages: number): Promise<number[]> {
  const times: number[] = [];
  for (const ordering of ['name', '-owner']) {
    for (let page = 2; page <= pages; page++) {
      const t0 = performance.now();
      await getJson<Page>(ctx, access, `${LIST}?name=viajes&ordering=${ordering}&page_size=25&page=${page}`);
      times.push(performance.now() - t0);
    }
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

const scenario: Scenario = {
  name: 'agency-list',
  description: `GET ${LIST}?${LIST_QUERY} on 10 000 agencies, 50 connections (staff, then a second-level admin)`,
  seed: 'bench-network',
  async run(ctx) {
    const metrics: Metric[] = [];
    const staff = await checkPage(ctx, ctx.adminAccess);
    metrics.push({ name: `agencies matching the filter (staff)`, value: staff.count, unit: 'rows' });
    const cold = await coldPages(ctx, ctx.adminAccess, Math.min(30, Math.ceil(staff.count / 25)));
    metrics.push({ name: `uncached page, one at a time p50 (${cold.length} pages)`, value: round(percentile(cold, 50)), unit: 'ms' });
    metrics.push({ name: `uncached page, one at a time p95 (${cold.length} pages)`, value: round(percentile(cold, 95)), unit: 'ms' });
    const staffRun = await load(ctx, { url: `${ctx.baseURL}${LIST}?${LIST_QUERY}`, connections: 50, headers: { authorization: `Bearer ${ctx.adminAccess}` } });
    metrics.push(...loadMetrics('agency list (staff)', staffRun, { op: '<', value: 50 }));
    metrics.push(...(await apiToSqlRatio(ctx, 'agency list (staff)', `${LIST}?${LIST_QUERY}`, 'admin', 50)));

    const admin = await subtreeAdmin(ctx);
    const scoped = await checkPage(ctx, admin.access).catch(() => null);
    const query = scoped ? LIST_QUERY : 'ordering=-created&page_size=25';
    const scopedRun = await load(ctx, { url: `${ctx.baseURL}${LIST}?${query}`, connections: 50, headers: { authorization: `Bearer ${admin.access}` } });
    metrics.push({ name: `subtree of ${admin.agency} (level 2)`, value: admin.children + 1, unit: 'agencies' });
    metrics.push(...loadMetrics('agency list (level-2 admin)', scopedRun, { op: '<', value: 50 }));
    return metrics;
  },
};
export default scenario;
