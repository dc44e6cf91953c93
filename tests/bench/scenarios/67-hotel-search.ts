/**
 * Hotel search (GET /api/hotels/search/, issue 11: p95 < 100 ms at 20 connections) over SEED=bench's
 * 2 000 hotels with a year of availability (server/db/seed/benchHotels.ts), as operator3 (a third-level
 * agency: its markup chain has three steps). Consecutive requests ask different things, QUERIES of
 * them in turn: every destination, one or two rooms (2 adults, 1–3 adults, children of 0–12), 2 to 7
 * nights from the day after tomorrow to ten months ahead, now and then a category or meal plan, the
 * price order and a page of 20. A stay shorter than a season's minimum nights (the demo seasons of
 * hotelDetails.ts) is lengthened to it, so every query has hotels to show. The answers of a sample
 * are checked first (hotels found, each priced for the asked nights and destination). The search has
 * no answer cache: every request prices its candidates anew. The integrated provider's availability
 * answers are kept for HOTEL_PROVIDER_SEARCH_KEEP_S as in production (docs/api-hotel-provider.md):
 * each of the QUERIES asks the sandbox once a minute, not on every search.
 */
import { addDays, getJson, ok } from '../lib/api.ts';
import { login, loadMetrics, loadSampled, percentile, round, type Scenario } from '../lib/harness.ts';
import { demoSeasons } from '../../../server/db/seed/hotelDetails.ts';

const SEARCH = '/api/hotels/search/';
const CONNECTIONS = 20;
/** Distinct queries cycled through during the run. */
const QUERIES = 500;
const ROOMS = ['2', '2,2', '2-7', '2,2-5', '2-4-9', '1', '3', '2,2-3-11', '2-1', '2,1'];

interface Result {
  id: number;
  destination: number;
  nights: number;
  price: string;
  rooms: { room_type: number }[];
}

interface Query {
  path: string;
  destination: number;
  nights: number;
  rooms: number;
}

/** The largest minimum nights of the demo seasons the stay touches (the hotels' own are 1). */
function seasonMinNights(checkin: string, nights: number, today: string): number {
  const checkout = addDays(checkin, nights);
  return Math.max(1, ...demoSeasons(today).filter((s) => s.start < checkout && s.end >= checkin).map((s) => s.minNights));
}

/** Destinations, room sets, dates and lengths spread by co-prime strides, so neighbours differ in all. */
function queries(destinations: readonly number[], plans: readonly number[]): Query[] {
  const today = new Date().toISOString().slice(0, 10);
  return Array.from({ length: QUERIES }, (_, i) => {
    const destination = destinations[(i * 7) % destinations.length];
    const rooms = ROOMS[(i * 3) % ROOMS.length];
    const checkin = addDays(today, 2 + ((i * 37) % 300));
    let nights = 2 + ((i * 5) % 6);
    nights = Math.max(nights, seasonMinNights(checkin, nights, today));
    const params = new URLSearchParams({ checkin, checkout: addDays(checkin, nights), rooms, destination: String(destination), page_size: '20' });
    if (i % 6 === 0) params.set('category', String(3 + (i % 3)));
    if (i % 8 === 1) params.set('plan', String(plans[i % plans.length]));
    return { path: `${SEARCH}?${params}`, destination, nights, rooms: rooms.split(',').length };
  });
}

/** The answer has hotels, each in the destination, priced for the asked nights and rooms. */
function checkAnswer(q: Query, answer: { count: number; results: Result[] }): number {
  if (answer.count === 0 || answer.results.length === 0) throw new Error(`no hotel found for ${q.path}`);
  for (const r of answer.results) {
    if (r.destination !== q.destination) throw new Error(`hotel ${r.id} is not in destination ${q.destination} (${q.path})`);
    if (r.nights !== q.nights || r.rooms.length !== q.rooms) throw new Error(`hotel ${r.id} is priced for ${r.nights} nights and ${r.rooms.length} rooms (${q.path})`);
    if (!(Number(r.price) > 0)) throw new Error(`hotel ${r.id} has no price (${q.path})`);
  }
  return answer.count;
}

const scenario: Scenario = {
  name: 'hotel-search',
  description: `GET ${SEARCH} over 2 000 hotels × a year of availability, ${QUERIES} varied queries, ${CONNECTIONS} connections (operator3, third-level agency)`,
  seed: 'bench',
  async run(ctx) {
    const access = (await login(ctx.baseURL, 'operator3')).access;
    const hotels = await getJson<{ count: number }>(ctx, ctx.adminAccess, '/api/admin-hotels/hotel/?page_size=1');
    if (hotels.count < 2_000) throw new Error(`the database holds ${hotels.count} hotels, expected at least 2 000`);
    const destinations = (await getJson<{ results: { id: number }[] }>(ctx, access, '/api/nomenclator/destinations/?page_size=100')).results.map((d) => d.id);
    const plans = (await getJson<{ results: { id: number; code: string }[] }>(ctx, access, '/api/nomenclator/meal_plans/?page_size=100')).results.filter((p) => ['BB', 'HB', 'AI'].includes(p.code)).map((p) => p.id);
    if (destinations.length === 0 || plans.length === 0) throw new Error('no destinations or meal plans to search');
    const list = queries(destinations, plans);

    // A sample answered one at a time: checked, and timed alone (no other request queued). The
    // first time, every hotel's catalogue is read from the database (searchCatalogue.ts).
    const sample = list.slice(0, 40);
    const oneAtATime = async (): Promise<{ times: number[]; found: number }> => {
      const times: number[] = [];
      let found = 0;
      for (const q of sample) {
        const t0 = performance.now();
        const answer = await getJson<{ count: number; results: Result[] }>(ctx, access, q.path);
        times.push(performance.now() - t0);
        found += checkAnswer(q, answer);
      }
      return { times: times.sort((a, b) => a - b), found };
    };
    const { times: alone, found } = await oneAtATime();

    let next = 0;
    // Every query once first: each instance of the server has then read its catalogues, as in use.
    const paths = list.map((q) => q.path);
    const run = await loadSampled(ctx, { url: `${ctx.baseURL}${SEARCH}`, connections: CONNECTIONS, headers: { authorization: `Bearer ${access}` } }, () => list[next++ % list.length].path, paths);
    const [requestsPerSecond, p50, p99, failed, ...cpu] = loadMetrics('hotel search', run.result);
    // Staff save one hotel's price (unchanged: the write is what counts), then the sample again:
    // only that hotel's catalogue is read anew (migration 0054), the others' stay kept.
    const warm = (await oneAtATime()).times;
    const price = (await getJson<{ results: { id: number; price: string }[] }>(ctx, ctx.adminAccess, '/api/admin-hotels/price/?page_size=1')).results[0];
    await ok(ctx, ctx.adminAccess, 'PATCH', `/api/admin-hotels/price/${price.id}/`, { price: price.price });
    const afterWrite = (await oneAtATime()).times;
    return [
      { name: 'hotels in the database', value: hotels.count, unit: 'hotels', target: { op: '>=', value: 2_000 } },
      { name: `hotels found per query (${sample.length} answers checked)`, value: round(found / sample.length), unit: 'hotels' },
      { name: `search one at a time p50 (${alone.length} queries)`, value: round(percentile(alone, 50)), unit: 'ms' },
      { name: `search one at a time p95 (${alone.length} queries)`, value: round(percentile(alone, 95)), unit: 'ms' },
      { name: `the same, catalogues kept: p50`, value: round(percentile(warm, 50)), unit: 'ms' },
      { name: `the same right after staff saved one hotel's price: p50`, value: round(percentile(afterWrite, 50)), unit: 'ms' },
      { name: `the same right after staff saved one hotel's price: p95`, value: round(percentile(afterWrite, 95)), unit: 'ms' },
      requestsPerSecond,
      p50,
      { name: 'hotel search latency p95', value: percentile(run.latencies, 95), unit: 'ms', target: { op: '<', value: 100 } },
      p99,
      failed,
      ...cpu,
    ];
  },
};
export default scenario;
