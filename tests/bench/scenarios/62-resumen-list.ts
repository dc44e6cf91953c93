/**
 * The general reservation list of every service (GET /api/reservations/, the /resumen page) on
 * SEED=bench: 100 000 flight reservations and BENCH_SERVICE_RESERVATIONS of other services
 * (hotels, transfers, cars, excursions, packages, experiences: benchServices.ts), the page as the
 * /resumen list opens it — page size 10 (spec), newest first, currency USD — with its count and its
 * totals paid and unpaid, at CONNECTIONS connections, as staff (the whole network) and as operator2
 * (its subtree). p99 < 50 ms; on PostgreSQL (--pg) the answer caches are off. Each page is checked
 * first (mixed services, order, scope, page 2 continues page 1), and pages nobody asked for yet in
 * other orderings are timed one at a time and reported.
 */
import { BENCH_SERVICE_TYPES } from '../../../server/db/seed/benchServices.ts';
import { load, loadMetrics, login, percentile, round, type BenchContext, type Metric, type Scenario } from '../lib/harness.ts';
import { getJson } from '../lib/api.ts';
import { checkListPage, coldPages, type ListPage, type ListRow, type ListSpec } from '../lib/listPages.ts';
import { apiToSqlRatio } from '../lib/postgres.ts';

const LIST = '/api/reservations/';
export const LIST_QUERY = 'currency=1&ordering=-created&page_size=10';
const CONNECTIONS = 50;
const RESERVATIONS = 100_000;

interface Row extends ListRow {
  service_type: string;
}

const SPEC: ListSpec<Row> = { list: LIST, query: LIST_QUERY, pageSize: 10 };
const ORDERINGS = ['start_date', '-total', 'client_name'];

/** Reservations per service type through the list's own filter; every bench type and flights present. */
async function perService(ctx: BenchContext, access: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const type of ['flights', ...BENCH_SERVICE_TYPES]) {
    const page = await getJson<ListPage<Row>>(ctx, access, `${LIST}?currency=1&service_type=${type}&page_size=1`);
    if (page.count === 0) throw new Error(`no ${type} reservation in the list`);
    if (page.results[0].service_type !== type) throw new Error(`service_type=${type} lists a ${page.results[0].service_type}`);
    counts.set(type, page.count);
  }
  return counts;
}

const scenario: Scenario = {
  name: 'resumen-list',
  description: `GET ${LIST}?${LIST_QUERY} (the /resumen page) on ${RESERVATIONS.toLocaleString('en')}+ reservations of mixed services, ${CONNECTIONS} connections (staff, then operator2's subtree)`,
  seed: 'bench',
  async run(ctx) {
    const metrics: Metric[] = [];
    const all = await getJson<ListPage<Row>>(ctx, ctx.adminAccess, `${LIST}?currency=1&page_size=1`);
    metrics.push({ name: 'reservations in the general list (staff sees all)', value: all.count, unit: 'reservations', target: { op: '>=', value: RESERVATIONS } });
    const counts = await perService(ctx, ctx.adminAccess);
    const others = [...counts].filter(([type]) => type !== 'flights').reduce((sum, [, n]) => sum + n, 0);
    metrics.push({ name: 'flight reservations in the list', value: counts.get('flights') ?? 0, unit: 'reservations' });
    metrics.push({ name: `reservations of other services (${BENCH_SERVICE_TYPES.join(', ')})`, value: others, unit: 'reservations', target: { op: '>', value: 0 } });
    metrics.push({ name: 'service types in the list', value: counts.size, unit: 'types', target: { op: '>=', value: 1 + BENCH_SERVICE_TYPES.length } });

    await checkListPage(ctx, ctx.adminAccess, SPEC, null);
    const cold = await coldPages(ctx, ctx.adminAccess, SPEC, ORDERINGS, 11);
    metrics.push({ name: `uncached page, one at a time p50 (staff, ${cold.length} pages)`, value: round(percentile(cold, 50)), unit: 'ms' });
    metrics.push({ name: `uncached page, one at a time p95 (staff, ${cold.length} pages)`, value: round(percentile(cold, 95)), unit: 'ms' });
    const staffRun = await load(ctx, { url: `${ctx.baseURL}${LIST}?${LIST_QUERY}`, connections: CONNECTIONS, headers: { authorization: `Bearer ${ctx.adminAccess}` } });
    metrics.push(...loadMetrics('general list (staff)', staffRun, { op: '<', value: 50 }));
    metrics.push(...(await apiToSqlRatio(ctx, 'general list (staff)', `${LIST}?${LIST_QUERY}`, 'admin', CONNECTIONS)));

    const agent = (await login(ctx.baseURL, 'operator2')).access;
    const subtree = await getJson<{ results: { id: number }[] }>(ctx, agent, '/api/agency/agencies/?state=all&page_size=1000');
    const scoped = await checkListPage(ctx, agent, SPEC, new Set(subtree.results.map((a) => a.id)));
    if (scoped.count >= all.count) throw new Error(`operator2 sees ${scoped.count} of the ${all.count} reservations: the scope was not applied`);
    metrics.push({ name: 'reservations in the list (operator2, subtree)', value: scoped.count, unit: 'rows' });
    const coldScoped = await coldPages(ctx, agent, SPEC, ORDERINGS, 11);
    metrics.push({ name: `uncached page, one at a time p50 (operator2, ${coldScoped.length} pages)`, value: round(percentile(coldScoped, 50)), unit: 'ms' });
    metrics.push({ name: `uncached page, one at a time p95 (operator2, ${coldScoped.length} pages)`, value: round(percentile(coldScoped, 95)), unit: 'ms' });
    const scopedRun = await load(ctx, { url: `${ctx.baseURL}${LIST}?${LIST_QUERY}`, connections: CONNECTIONS, headers: { authorization: `Bearer ${agent}` } });
    metrics.push(...loadMetrics('general list (operator2, subtree)', scopedRun, { op: '<', value: 50 }));
    metrics.push(...(await apiToSqlRatio(ctx, 'general list (operator2, subtree)', `${LIST}?${LIST_QUERY}`, 'operator2', CONNECTIONS)));
    return metrics;
  },
};
export default scenario;
