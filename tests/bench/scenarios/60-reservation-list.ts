/**
 * The flight reservation list (GET /api/flights/reservations/) with 100 000 reservations
 * (SEED=bench): a page of 25 filtered by status and a departure window, newest first, at 50
 * connections, as staff (the whole network) and as operator2 of a second-level agency (its
 * subtree: itself and two agencies below, a tenth of the bookings). Each page is checked first
 * (filter, order, scope, count), and pages nobody asked for yet — the database query itself, past
 * the list's 5-second cache — are timed one at a time and reported.
 */
import { load, loadMetrics, login, percentile, round, type BenchContext, type Metric, type Scenario } from '../lib/harness.ts';
import { addDays, getJson } from '../lib/api.ts';
import { checkListPage, coldPages, type ListRow, type ListSpec } from '../lib/listPages.ts';
import { apiToSqlRatio } from '../lib/postgres.ts';

const LIST = '/api/flights/reservations/';
const CONNECTIONS = 50;

const today = new Date().toISOString().slice(0, 10);
const FROM = addDays(today, 30);
const TO = addDays(today, 120);
export const LIST_QUERY = `reservation_status=reserved&departure_date_start=${FROM}&departure_date_end=${TO}&ordering=-created&page_size=25`;

interface Row extends ListRow {
  status: string;
  start_date: string;
  outbound: { subcalendar: number; departure_date: string } | null;
}

const SPEC: ListSpec<Row> = {
  list: LIST,
  query: LIST_QUERY,
  pageSize: 25,
  checkRow: (r) => {
    if (r.status !== 'reserved') throw new Error(`reservation ${r.locator} is ${r.status}`);
    if (r.start_date < FROM || r.start_date > TO || r.outbound?.departure_date !== r.start_date) throw new Error(`reservation ${r.locator} departs on ${r.start_date}, outside ${FROM}…${TO}`);
  },
};
const ORDERINGS = ['departure_date', '-total', 'client_name'];

const scenario: Scenario = {
  name: 'reservation-list',
  description: `GET ${LIST}?${LIST_QUERY.replace(/\d{4}-\d\d-\d\d/g, 'D')} on 100 000 reservations, ${CONNECTIONS} connections (staff, then operator2's subtree)`,
  seed: 'bench',
  async run(ctx) {
    const metrics: Metric[] = [];
    const all = await getJson<{ count: number }>(ctx, ctx.adminAccess, `${LIST}?page_size=1`);
    if (all.count < 100_000) throw new Error(`the list holds ${all.count} reservations, expected at least 100 000`);
    metrics.push({ name: 'reservations in the database (staff sees all)', value: all.count, unit: 'reservations', target: { op: '>=', value: 100_000 } });

    const staff = await checkListPage(ctx, ctx.adminAccess, SPEC, null);
    metrics.push({ name: 'reservations matching the filter (staff)', value: staff.count, unit: 'rows' });
    const cold = await coldPages(ctx, ctx.adminAccess, SPEC, ORDERINGS, 11);
    metrics.push({ name: `uncached page, one at a time p50 (staff, ${cold.length} pages)`, value: round(percentile(cold, 50)), unit: 'ms' });
    metrics.push({ name: `uncached page, one at a time p95 (staff, ${cold.length} pages)`, value: round(percentile(cold, 95)), unit: 'ms' });
    const staffRun = await load(ctx, { url: `${ctx.baseURL}${LIST}?${LIST_QUERY}`, connections: CONNECTIONS, headers: { authorization: `Bearer ${ctx.adminAccess}` } });
    metrics.push(...loadMetrics('reservation list (staff)', staffRun, { op: '<', value: 50 }));
    metrics.push(...(await apiToSqlRatio(ctx, 'reservation list (staff)', `${LIST}?${LIST_QUERY}`, 'admin', CONNECTIONS)));

    const agent = (await login(ctx.baseURL, 'operator2')).access;
    // The agency list is scoped the same way (its own agency and those below).
    const subtree = await getJson<{ results: { id: number }[] }>(ctx, agent, '/api/agency/agencies/?state=all&page_size=1000');
    const agencies = new Set(subtree.results.map((a) => a.id));
    const scoped = await checkListPage(ctx, agent, SPEC, agencies);
    if (scoped.count >= staff.count) throw new Error(`operator2 sees ${scoped.count} of the ${staff.count} matches: the scope was not applied`);
    metrics.push({ name: 'reservations matching the filter (operator2, subtree)', value: scoped.count, unit: 'rows' });
    const coldScoped = await coldPages(ctx, agent, SPEC, ORDERINGS, 11);
    metrics.push({ name: `uncached page, one at a time p50 (operator2, ${coldScoped.length} pages)`, value: round(percentile(coldScoped, 50)), unit: 'ms' });
    metrics.push({ name: `uncached page, one at a time p95 (operator2, ${coldScoped.length} pages)`, value: round(percentile(coldScoped, 95)), unit: 'ms' });
    const scopedRun = await load(ctx, { url: `${ctx.baseURL}${LIST}?${LIST_QUERY}`, connections: CONNECTIONS, headers: { authorization: `Bearer ${agent}` } });
    metrics.push(...loadMetrics('reservation list (operator2, subtree)', scopedRun, { op: '<', value: 50 }));
    return metrics;
  },
};
export default scenario;
