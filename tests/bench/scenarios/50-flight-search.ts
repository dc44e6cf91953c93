/**
 * Flight search (GET /api/flights/search/flights-open/) over a year of schedules (SEED=bench: over
 * 50 000 departures) as operator3, an operator of a third-level agency (its markup chain has three
 * steps), at 20 connections. Consecutive requests ask different things, QUERIES of them in turn: the
 * 72 city pairs, dates over the coming year, one or two adults, a child now and then, a quarter of
 * them round trips. The answers of a sample are checked first (departures found, each with seats and
 * prices for the party). The search keeps its answers a few seconds (server/modules/flightSearch/
 * cache.ts), so queries asked nowhere before — three adults, which the rotation never asks — are
 * also timed one at a time and reported: the cost of an answer computed anew.
 */
import { login, loadMetrics, loadSampled, percentile, round, type BenchContext, type Scenario } from '../lib/harness.ts';
import { apiToSqlRatio } from '../lib/postgres.ts';
import { getJson } from '../lib/api.ts';

const SEARCH = '/api/flights/search/flights-open/';
const CONNECTIONS = 20;
/** Distinct queries cycled through during the run. */
const QUERIES = 500;

interface City {
  id: number;
  code: string;
}

interface Option {
  id: number;
  departure_date: string;
  origin: { id: number };
  destination: { id: number };
  categories: { id: number; seats_available: number; prices: { one_way: { adult: string }; round_trip: { adult: string } } }[];
}

interface Answer {
  outbound: Option[];
  inbound: Option[];
}

interface Query {
  path: string;
  origin: number;
  destination: number;
  date: string;
  back: string | null;
  seats: number;
}


const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The queries: pairs and dates spread by co-prime strides, so neighbours differ in both. */
function queries(cities: City[], adultsBase = 1, count = QUERIES): Query[] {
  const pairs = cities.flatMap((o) => cities.filter((d) => d.id !== o.id).map((d) => [o.id, d.id] as const));
  const today = new Date().toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => {
    const [origin, destination] = pairs[(i * 31) % pairs.length];
    // From the day after tomorrow (today's may be inside the route's margin) to 11 months ahead.
    const date = addDays(today, 2 + ((i * 37) % 330));
    const back = i % 4 === 0 ? addDays(date, 3 + (i % 9)) : null;
    const adults = adultsBase + (i % 3 === 0 ? 1 : 0);
    const children = i % 5 === 0 ? 1 : 0;
    const params = new URLSearchParams({ origin: String(origin), destination: String(destination), departure_date: date, adults: String(adults), children: String(children) });
    if (back) params.set('return_date', back);
    return { path: `${SEARCH}?${params}`, origin, destination, date, back, seats: adults + children };
  });
}

/** Every option of the answer flies that way on that day, with a category the party fits in, priced. */
function checkAnswer(q: Query, answer: Answer): number {
  const legs: [Option[], number, number, string][] = [[answer.outbound, q.origin, q.destination, q.date]];
  if (q.back) legs.push([answer.inbound, q.destination, q.origin, q.back]);
  for (const [options, from, to, date] of legs) {
    if (options.length === 0) throw new Error(`no departure found for ${q.path}`);
    for (const o of options) {
      if (o.origin.id !== from || o.destination.id !== to || o.departure_date !== date) throw new Error(`departure ${o.id} does not match ${q.path}`);
      const fits = o.categories.filter((c) => c.seats_available >= q.seats);
      if (fits.length === 0) throw new Error(`departure ${o.id} has no category with ${q.seats} seats`);
      if (!fits.every((c) => Number(c.prices.one_way.adult) > 0 && Number(c.prices.round_trip.adult) > 0)) throw new Error(`departure ${o.id} has a category without prices`);
    }
  }
  return answer.outbound.length + answer.inbound.length;
}

const scenario: Scenario = {
  name: 'flight-search',
  description: `GET ${SEARCH} over a year of schedules, ${QUERIES} varied queries, ${CONNECTIONS} connections (operator3, third-level agency)`,
  seed: 'bench',
  async run(ctx) {
    const access = (await login(ctx.baseURL, 'operator3')).access;
    const departures = await getJson<{ count: number }>(ctx, ctx.adminAccess, '/api/admin-flights/subcalendar/?page_size=1');
    if (departures.count < 50_000) throw new Error(`the database holds ${departures.count} departures, expected at least 50 000`);
    const cities = (await getJson<{ results: City[] }>(ctx, access, '/api/flights/cities-all/?page_size=100')).results;
    const list = queries(cities);

    let options = 0;
    const sample = list.slice(0, 40);
    for (const q of sample) options += checkAnswer(q, await getJson<Answer>(ctx, access, q.path));

    // Answers computed anew, one at a time: three or four adults, never asked by the rotation.
    const fresh: number[] = [];
    for (const q of queries(cities, 3, 40)) {
      const t0 = performance.now();
      checkAnswer(q, await getJson<Answer>(ctx, access, q.path));
      fresh.push(performance.now() - t0);
    }
    fresh.sort((a, b) => a - b);

    let next = 0;
    const run = await loadSampled(ctx, { url: `${ctx.baseURL}${SEARCH}`, connections: CONNECTIONS, headers: { authorization: `Bearer ${access}` } }, () => list[next++ % list.length].path);
    const [requestsPerSecond, p50, p99, failed, ...cpu] = loadMetrics('flight search', run.result);
    // One round trip of the rotation (two legs): the same SQL on PostgreSQL runs.
    const ratio = await apiToSqlRatio(ctx, 'flight search (a round trip)', list[0].path, 'operator3');
    return [
      { name: 'departures in the database', value: departures.count, unit: 'subcalendars', target: { op: '>=', value: 50_000 } },
      { name: `options per answer (${sample.length} answers checked)`, value: round(options / sample.length), unit: 'departures' },
      { name: `uncached search, one at a time p50 (${fresh.length} queries)`, value: round(percentile(fresh, 50)), unit: 'ms' },
      { name: `uncached search, one at a time p95 (${fresh.length} queries)`, value: round(percentile(fresh, 95)), unit: 'ms' },
      requestsPerSecond,
      p50,
      { name: 'flight search latency p95', value: percentile(run.latencies, 95), unit: 'ms', target: { op: '<', value: 50 } },
      p99,
      failed,
      ...cpu,
      ...ratio,
    ];
  },
};
export default scenario;
