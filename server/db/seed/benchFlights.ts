/**
 * SEED=bench (benchmarks only), on top of the demo data and the bench network: a year of own
 * charter schedules between every pair of the demo cities (BENCH_FLIGHTS_PER_PAIR daily flights
 * each way, over 50 000 departures) and BENCH_RESERVATIONS flight reservations with their
 * passengers, spread over the agencies of the network. The departures come from the same code as
 * the administration (generateDepartures + insertDepartures); the reservations are written
 * set-based (INSERT … SELECT over generate_series) so the whole load takes seconds, and their seats
 * are counted into the departures' `sold`, so the inventory agrees with the bookings. Then
 * BENCH_SERVICE_RESERVATIONS reservations of other services (hotels, transfers, cars, …) in the
 * general model only (benchServices.ts), so the general list (/resumen) holds mixed services.
 */
import { sql, type Kysely } from 'kysely';
import { addDays, generateDepartures, timeOfMinutes } from '../../../domain/flights/schedule.ts';
import { insertDepartures } from '../../modules/flightSchedules/inventory.ts';
import type { Database } from '../schema.ts';
import { seedBenchReservations } from './benchReservations.ts';
import { seedBenchServices } from './benchServices.ts';
import { FOLD_EVERY_KEY } from '../../jobs/foldWorker.ts';
import { foldListSummary } from '../../modules/reservations/summaryCompaction.ts';
import { flightRow, routePrices } from './flights.ts';

type Db = Kysely<Database>;

/** Daily bench flights per ordered pair of cities (9 cities: 72 pairs, 144 flights, 52 560 departures a year). */
export const BENCH_FLIGHTS_PER_PAIR = 2;
/** Number prefix of the bench flights (the demo ones run from 150 to 451). */
const BENCH_NUMBER_BASE = 7000;
/** Economy, premium and first class, as the demo departures. */
const CAPACITIES: Record<string, number> = { ECO: 150, STDP: 30, FIRST: 12 };

export interface BenchFlight {
  id: number;
  reverseId: number;
}

/** Routes for the pairs the demo lacks, then the bench flights, their calendars and a year of departures. */
async function seedBenchSchedules(db: Db, today: string): Promise<BenchFlight[]> {
  const cities = await db.selectFrom('cities as c').innerJoin('airports as a', 'a.city_id', 'c.id').select(['c.id', 'c.code', 'a.id as airport_id']).orderBy('c.id').execute();
  const airlines = await db.selectFrom('airlines').select(['id', 'code']).orderBy('id').execute();
  const existing = await db.selectFrom('flight_routes').select(['id', 'origin_city_id', 'destination_city_id']).execute();
  const categories = await db.selectFrom('seat_categories').select(['id', 'code']).execute();
  const capacities = categories.filter((c) => CAPACITIES[c.code] !== undefined).map((c) => ({ category: c.id, capacity: CAPACITIES[c.code] }));
  const terms = await db.selectFrom('term_conditions').select('id').where('service_type', '=', 'flights').orderBy('id').executeTakeFirst();

  const pairs = cities.flatMap((o, i) => cities.filter((d) => d.id !== o.id).map((d, j) => ({ o, d, i, j, adult: 120 + ((i * 7 + j * 13) % 20) * 10, minutes: 60 + ((i * 17 + j * 29) % 150) })));
  const missing = pairs.filter((p) => !existing.some((r) => r.origin_city_id === p.o.id && r.destination_city_id === p.d.id));
  const added =
    missing.length === 0
      ? []
      : await db
          .insertInto('flight_routes')
          .values(missing.map((p, k) => ({ name: `${p.o.code} - ${p.d.code}`, origin_city_id: p.o.id, destination_city_id: p.d.id, sort: 100 + k, margin_minutes: 60, ...routePrices(p.adult) })))
          .returning(['id', 'origin_city_id', 'destination_city_id'])
          .execute();
  const routes = [...existing, ...added];
  const routeOf = (o: number, d: number) => routes.find((r) => r.origin_city_id === o && r.destination_city_id === d)?.id ?? 0;

  // Slot s of pair (o, d) leaves at a different hour than its neighbours, so a day's search lists several times.
  const legs = pairs.flatMap((p, k) =>
    Array.from({ length: BENCH_FLIGHTS_PER_PAIR }, (_, slot) => {
      const departure = timeOfMinutes(6 * 60 + slot * 9 * 60 + (k % 12) * 25);
      const airline = airlines[(k + slot) % airlines.length];
      return { ...p, slot, key: `${p.o.id}:${p.d.id}:${slot}`, departure, airline, number: `${airline.code}${BENCH_NUMBER_BASE + k * BENCH_FLIGHTS_PER_PAIR + slot}` };
    }),
  );
  const flights = await db
    .insertInto('flights')
    .values(
      legs.map((l) =>
        flightRow({
          number: l.number,
          airlineId: l.airline.id,
          routeId: routeOf(l.o.id, l.d.id),
          originAirportId: l.o.airport_id,
          destinationAirportId: l.d.airport_id,
          departure: l.departure,
          minutes: l.minutes,
          termsId: terms?.id ?? null,
        }),
      ),
    )
    .returning(['id', 'arrival_time'])
    .execute();
  const lastDay = addDays(today, 364);
  const plans = legs.map((l, i) => ({
    start_date: today,
    end_date: lastDay,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    departure_time: l.departure,
    arrival_time: flights[i].arrival_time,
    checkin_minutes_before: 180,
  }));
  const capacityJson = JSON.stringify(Object.fromEntries(capacities.map((c) => [String(c.category), c.capacity])));
  const calendars = await db
    .insertInto('flight_calendars')
    .values(plans.map((plan, i) => ({ flight_id: flights[i].id, ...plan, capacity: capacityJson, ...routePrices(legs[i].adult) })))
    .returning('id')
    .execute();
  await insertDepartures(
    db,
    legs.map((l, i) => ({
      flightId: flights[i].id,
      calendarId: calendars[i].id,
      flightNumber: l.number,
      prices: routePrices(l.adult),
      capacities,
      departures: generateDepartures({ ...plans[i], travel_minutes: l.minutes }),
    })),
  );
  const idOf = new Map(legs.map((l, i) => [l.key, flights[i].id]));
  return legs.map((l, i) => ({ id: flights[i].id, reverseId: idOf.get(`${l.d.id}:${l.o.id}:${l.slot}`) ?? 0 }));
}

export async function seedBenchFlights(db: Db, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  const flights = await seedBenchSchedules(db, today);
  await seedBenchReservations(db, flights);
  // The general list's other services (issue 9): reservations of the general model alone.
  await seedBenchServices(db);
  // The bulk inserts appended the list summary's deltas statement by statement: folded here, the
  // lists read one row per key from the start instead of after the fold job's first rounds.
  await foldListSummary(db, FOLD_EVERY_KEY);
}

/** Fresh planner statistics after the bulk load (PGlite runs no autovacuum). */
export async function analyzeBenchFlights(db: Db): Promise<void> {
  for (const table of [
    'flight_routes',
    'flights',
    'flight_calendars',
    'subcalendars',
    'subcalendar_categories',
    'reservations',
    'reservation_list_summary',
    'flight_reservations',
    'reservation_passengers',
    'reservation_history',
    'passengers',
    'sellers',
  ]) {
    await sql`analyze ${sql.table(table)}`.execute(db);
  }
}
