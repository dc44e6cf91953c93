/**
 * The race for the last seats: a departure of the bench schedules is left with exactly 20 free
 * economy seats (its capacity set through the administration API), then 200 bookings of one adult
 * each are sent at once by operator3 (POST /api/flights/reservation/, one price token, a distinct
 * Idempotency-Key and passenger each). Exactly 20 must be booked and 180 refused with 409 no_seats;
 * the departure's seats sold and the reservation list must both grow by exactly 20. Throughput
 * (bookings and attempts per second over the burst) and each attempt's latency are reported. On
 * PGlite every query runs on one connection, so the bookings serialise; on PostgreSQL the row locks
 * of the inventory do.
 */
import { login, percentile, round, type BenchContext, type Scenario } from '../lib/harness.ts';

const SEATS = 20;
const ATTEMPTS = 200;

interface Option {
  id: number;
  flight_number: string;
  departure_date: string;
  categories: { id: number; code: string; seats_available: number }[];
}

interface Departure {
  id: number;
  categories: { category: number; capacity: number; sold: number; group_reserved: number; free: number }[];
}

async function call<T>(ctx: BenchContext, access: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: T }> {
  const res = await fetch(`${ctx.baseURL}${url}`, {
    method,
    headers: { authorization: `Bearer ${access}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

async function ok<T>(ctx: BenchContext, access: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await call<T>(ctx, access, method, url, body);
  if (res.status >= 300) throw new Error(`${method} ${url}: HTTP ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function passenger(run: string, i: number) {
  return {
    type: 'adult',
    first_name: ['Ana', 'Luis', 'Marta', 'Jorge', 'Elena'][i % 5],
    last_name: 'Carrera Asientos',
    date_of_birth: '1984-03-15',
    gender: i % 2 ? 'female' : 'male',
    nationality: 1,
    passport: `R${run}${String(i).padStart(3, '0')}`,
    passport_expiry: '2099-12-31',
    passport_country: 1,
    email: `carrera${i}@bench.example`,
    phone: '+5350000000',
    address: 'Calle 1',
    zip_code: '10400',
    country: 1,
  };
}

const scenario: Scenario = {
  name: 'flight-booking',
  description: `${ATTEMPTS} simultaneous POST /api/flights/reservation/ for a departure with ${SEATS} free seats (operator3)`,
  seed: 'bench',
  async run(ctx) {
    const access = (await login(ctx.baseURL, 'operator3')).access;
    const cities = (await ok<{ results: { id: number }[] }>(ctx, access, 'GET', '/api/flights/cities-all/?page_size=100')).results;
    const date = addDays(new Date().toISOString().slice(0, 10), 200);
    const search = (await ok<{ outbound: Option[] }>(ctx, access, 'GET', `/api/flights/search/flights-open/?origin=${cities[0].id}&destination=${cities[1].id}&departure_date=${date}`)).outbound;
    const option = search.find((o) => o.categories.some((c) => c.code === 'ECO'));
    if (!option) throw new Error(`no departure with economy seats from city ${cities[0].id} to ${cities[1].id} on ${date}`);
    const economy = option.categories.find((c) => c.code === 'ECO')?.id ?? 0;

    // Leave exactly SEATS free in economy: capacity = what is sold or held for groups + SEATS.
    const before = await ok<Departure>(ctx, ctx.adminAccess, 'GET', `/api/admin-flights/subcalendar/${option.id}/`);
    const eco = before.categories.find((c) => c.category === economy);
    if (!eco) throw new Error(`departure ${option.id} has no economy category`);
    await ok(ctx, ctx.adminAccess, 'POST', '/api/admin-flights/dependentschedule/update_capacity_dependent_schedule/', {
      subcalendar: option.id,
      capacities: [{ category: economy, capacity: eco.sold + eco.group_reserved + SEATS }],
    });
    const listUrl = `/api/flights/reservations/?numbers_flight_outbound=${option.flight_number}&departure_date_start=${option.departure_date}&departure_date_end=${option.departure_date}&page_size=1`;
    const listedBefore = (await ok<{ count: number }>(ctx, ctx.adminAccess, 'GET', listUrl)).count;
    const set = await ok<Departure>(ctx, ctx.adminAccess, 'GET', `/api/admin-flights/subcalendar/${option.id}/`);
    const setFree = set.categories.find((c) => c.category === economy)?.free;
    if (setFree !== SEATS) throw new Error(`departure ${option.id} has ${setFree} free economy seats, expected ${SEATS}`);
    // The search keeps its answers a few seconds and an administration change does not clear them:
    // ask for a party it has not been asked for yet (two adults) to see the seats as they are now.
    const offered = (await ok<{ outbound: Option[] }>(ctx, access, 'GET', `/api/flights/search/flights-open/?origin=${cities[0].id}&destination=${cities[1].id}&departure_date=${date}&adults=2`)).outbound;
    const free = offered.find((o) => o.id === option.id)?.categories.find((c) => c.id === economy)?.seats_available;
    if (free !== SEATS) throw new Error(`the search offers ${free} economy seats on departure ${option.id}, expected ${SEATS}`);

    const selection = { outbound: option.id, category: economy, adults: 1, children: 0, infants: 0 };
    const { price_token } = await ok<{ price_token: string }>(ctx, access, 'POST', '/api/flights/v2/price-calculation/', selection);
    const run = Date.now().toString(36).toUpperCase();
    const t0 = performance.now();
    const attempts = await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, i) => {
        const started = performance.now();
        const res = await call<{ id?: number; code?: string }>(ctx, access, 'POST', '/api/flights/reservation/', { ...selection, passengers: [passenger(run, i)], price_token }, { 'idempotency-key': `bench-race-${run}-${i}` });
        return { ...res, ms: performance.now() - started, done: performance.now() - t0 };
      }),
    );
    const wall = performance.now() - t0;

    const booked = attempts.filter((a) => a.status === 201);
    const refused = attempts.filter((a) => a.status === 409 && a.json.code === 'no_seats');
    const other = attempts.filter((a) => a.status !== 201 && !(a.status === 409 && a.json.code === 'no_seats'));
    if (other.length > 0) throw new Error(`${other.length} answers were neither 201 nor 409 no_seats, e.g. HTTP ${other[0].status} ${JSON.stringify(other[0].json)}`);
    const ids = new Set(booked.map((a) => a.json.id));
    const after = await ok<Departure>(ctx, ctx.adminAccess, 'GET', `/api/admin-flights/subcalendar/${option.id}/`);
    const ecoAfter = after.categories.find((c) => c.category === economy);
    const listedAfter = (await ok<{ count: number }>(ctx, ctx.adminAccess, 'GET', listUrl)).count;
    const latencies = attempts.map((a) => a.ms).sort((a, b) => a - b);
    const lastBooking = Math.max(...booked.map((a) => a.done));

    return [
      { name: `bookings accepted (${ATTEMPTS} attempts, ${SEATS} seats)`, value: booked.length, unit: 'bookings', target: { op: '=', value: SEATS } },
      { name: 'attempts refused with 409 no_seats', value: refused.length, unit: 'attempts', target: { op: '=', value: ATTEMPTS - SEATS } },
      { name: 'distinct reservations created', value: ids.size, unit: 'reservations', target: { op: '=', value: SEATS } },
      { name: 'economy seats sold on the departure, increase', value: (ecoAfter?.sold ?? 0) - eco.sold, unit: 'seats', target: { op: '=', value: SEATS } },
      { name: 'economy seats free on the departure afterwards', value: ecoAfter?.free ?? -1, unit: 'seats', target: { op: '=', value: 0 } },
      { name: 'reservations listed on the departure, increase', value: listedAfter - listedBefore, unit: 'reservations', target: { op: '=', value: SEATS } },
      { name: 'burst duration (all answers)', value: round(wall), unit: 'ms' },
      { name: 'booking throughput (accepted, until the last one)', value: round((booked.length * 1000) / lastBooking), unit: 'bookings/s' },
      { name: 'attempt throughput (all answers)', value: round((ATTEMPTS * 1000) / wall), unit: 'attempts/s' },
      { name: 'booking attempt latency p50', value: round(percentile(latencies, 50)), unit: 'ms' },
      { name: 'booking attempt latency p95', value: round(percentile(latencies, 95)), unit: 'ms' },
      { name: 'booking attempt latency p99', value: round(percentile(latencies, 99)), unit: 'ms' },
      { name: 'accepted booking latency p50', value: round(percentile(booked.map((a) => a.ms).sort((a, b) => a - b), 50)), unit: 'ms' },
    ];
  },
};
export default scenario;
