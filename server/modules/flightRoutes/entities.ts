/**
 * Routes (spec §3 'Route') and flights as administration entities (docs/api-flights.md).
 * A flight flies a route between an airport of the route's origin city and one of its destination.
 */
import { sql } from 'kysely';
import { shortTime } from '../../../domain/flights/schedule.ts';
import type { flightListQuery, flightUpdateBody, routeListQuery, routeUpdateBody } from '../../../domain/schemas/flightAdmin.ts';
import type { z } from '../../../domain/validation.ts';
import { fieldError, FieldErrors } from '../../http/errors.ts';
import { checkRefs, entityService, pick, type Db, type UsedBy } from '../flightAdmin/crud.ts';
import { containsPattern } from '../nomenclators/service.ts';

type In<T extends z.ZodType> = z.infer<T>;

export const PRICE_COLUMNS = { price_adult: 'price_adult', price_child: 'price_child', price_infant: 'price_infant', price_adult_oi: 'price_adult_oi', price_child_oi: 'price_child_oi', price_infant_oi: 'price_infant_oi' } as const;
export const ROUTE_SETTINGS = { enabled: 'enabled', use_configuration_prices: 'use_configuration_prices', ...PRICE_COLUMNS, sort: 'sort', margin_minutes: 'margin_minutes' } as const;

/** Price and promotion rules and visible luggage of a route keep it (flights do through their key). */
export const ROUTE_USED_BY: readonly UsedBy[] = [
  ['flight_price_rules', 'route_id'],
  ['promotion_price_rules', 'route_id'],
  ['visible_luggage_categories', 'route_id'],
];

const flightIds = sql<number[]>`coalesce((select array_agg(f.id order by f.id) from flights f where f.route_id = r.id), '{}')`;

/**
 * A route's flights fly between airports of its cities (docs/api-flights.md 'Flights'): moving a
 * route to other cities is 400 on each city its flights' airports would leave.
 */
async function checkFlightCities(db: Db, routeId: number, origin: number, destination: number): Promise<void> {
  const cities = await db
    .selectFrom('flights as f')
    .innerJoin('airports as oa', 'oa.id', 'f.origin_airport_id')
    .innerJoin('airports as da', 'da.id', 'f.destination_airport_id')
    .select(['oa.city_id as origin', 'da.city_id as destination'])
    .where('f.route_id', '=', routeId)
    .execute();
  const fields: Record<string, { key: string }[]> = {};
  if (cities.some((c) => c.origin !== origin)) fields.origin_city = [{ key: 'validation.route_flights_airports' }];
  if (cities.some((c) => c.destination !== destination)) fields.destination_city = [{ key: 'validation.route_flights_airports' }];
  if (Object.keys(fields).length > 0) throw new FieldErrors(fields);
}

export const routes = entityService({
  entity: 'route',
  table: 'flight_routes',
  idColumn: 'r.id',
  base: (db) =>
    db
      .selectFrom('flight_routes as r')
      .innerJoin('cities as o', 'o.id', 'r.origin_city_id')
      .innerJoin('cities as d', 'd.id', 'r.destination_city_id')
      .selectAll('r')
      .select(['o.name as origin_city_name', 'd.name as destination_city_name', flightIds.as('flights')]),
  toRecord: (r) => ({
    id: r.id,
    name: r.name,
    origin_city: r.origin_city_id,
    origin_city_name: r.origin_city_name,
    destination_city: r.destination_city_id,
    destination_city_name: r.destination_city_name,
    enabled: r.enabled,
    use_configuration_prices: r.use_configuration_prices,
    price_adult: r.price_adult,
    price_child: r.price_child,
    price_infant: r.price_infant,
    price_adult_oi: r.price_adult_oi,
    price_child_oi: r.price_child_oi,
    price_infant_oi: r.price_infant_oi,
    sort: r.sort,
    margin_minutes: r.margin_minutes,
    flights: r.flights,
  }),
  filter: (query, q: In<typeof routeListQuery>) => {
    let out = query;
    if (q.search) out = out.where('r.name', 'ilike', containsPattern(q.search));
    if (q.origin_city !== undefined) out = out.where('r.origin_city_id', '=', q.origin_city);
    if (q.destination_city !== undefined) out = out.where('r.destination_city_id', '=', q.destination_city);
    if (q.enabled !== undefined) out = out.where('r.enabled', '=', q.enabled);
    return out;
  },
  ordering: {
    fields: { id: 'r.id', sort: 'r.sort', name: sql`lower(r.name)`, origin_city_name: sql`lower(o.name)`, destination_city_name: sql`lower(d.name)`, enabled: 'r.enabled' },
    default: ['sort', 'name'],
    tiebreaker: 'r.id',
  },
  columns: async (db, body: In<typeof routeUpdateBody>, current) => {
    await checkRefs(db, { origin_city: ['cities', body.origin_city], destination_city: ['cities', body.destination_city] });
    const origin = body.origin_city ?? current?.origin_city;
    const destination = body.destination_city ?? current?.destination_city;
    if (origin === destination) throw fieldError('destination_city', 'validation.same_city');
    if (current && origin !== undefined && destination !== undefined && (origin !== current.origin_city || destination !== current.destination_city)) {
      await checkFlightCities(db, current.id, origin, destination);
    }
    return pick(body, { name: 'name', origin_city: 'origin_city_id', destination_city: 'destination_city_id', ...ROUTE_SETTINGS });
  },
  touch: true,
  usedBy: ROUTE_USED_BY,
});

/** The airports must be in the route's cities: 400 on each airport that is not. */
async function checkAirports(db: Db, routeId: number, origin: number, destination: number): Promise<void> {
  const route = await db.selectFrom('flight_routes').select(['origin_city_id', 'destination_city_id']).where('id', '=', routeId).executeTakeFirstOrThrow();
  const airports = await db.selectFrom('airports').select(['id', 'city_id']).where('id', 'in', [origin, destination]).execute();
  const cityOf = (airport: number) => airports.find((a) => a.id === airport)?.city_id;
  const fields: Record<string, { key: string }[]> = {};
  if (cityOf(origin) !== route.origin_city_id) fields.origin_airport = [{ key: 'validation.airport_city_mismatch' }];
  if (cityOf(destination) !== route.destination_city_id) fields.destination_airport = [{ key: 'validation.airport_city_mismatch' }];
  if (Object.keys(fields).length > 0) throw new FieldErrors(fields);
}

export const flights = entityService({
  entity: 'flight',
  table: 'flights',
  idColumn: 'f.id',
  base: (db) =>
    db
      .selectFrom('flights as f')
      .innerJoin('airlines as a', 'a.id', 'f.airline_id')
      .innerJoin('flight_routes as r', 'r.id', 'f.route_id')
      .innerJoin('airports as oa', 'oa.id', 'f.origin_airport_id')
      .innerJoin('airports as da', 'da.id', 'f.destination_airport_id')
      .selectAll('f')
      .select([
        'a.name as airline_name',
        'r.name as route_name',
        'r.origin_city_id',
        'r.destination_city_id',
        'oa.iata as origin_airport_iata',
        'da.iata as destination_airport_iata',
        sql<number>`(select count(*)::int from flight_calendars c where c.flight_id = f.id)`.as('calendars_count'),
      ]),
  toRecord: (r) => ({
    id: r.id,
    number: r.number,
    airline: r.airline_id,
    airline_name: r.airline_name,
    route: r.route_id,
    route_name: r.route_name,
    origin_city: r.origin_city_id,
    destination_city: r.destination_city_id,
    origin_airport: r.origin_airport_id,
    origin_airport_iata: r.origin_airport_iata,
    destination_airport: r.destination_airport_id,
    destination_airport_iata: r.destination_airport_iata,
    departure_time: shortTime(r.departure_time),
    arrival_time: shortTime(r.arrival_time),
    travel_minutes: r.travel_minutes,
    distance_km: r.distance_km,
    is_with_scales: r.is_with_scales,
    active: r.active,
    cancellation_policy: r.cancellation_policy_id,
    term_conditions: r.term_conditions_id,
    calendars_count: r.calendars_count,
  }),
  filter: (query, q: In<typeof flightListQuery>) => {
    let out = query;
    if (q.search) out = out.where('f.number', 'ilike', containsPattern(q.search));
    if (q.airline !== undefined) out = out.where('f.airline_id', '=', q.airline);
    if (q.route !== undefined) out = out.where('f.route_id', '=', q.route);
    if (q.origin_city !== undefined) out = out.where('r.origin_city_id', '=', q.origin_city);
    if (q.destination_city !== undefined) out = out.where('r.destination_city_id', '=', q.destination_city);
    if (q.active !== undefined) out = out.where('f.active', '=', q.active);
    return out;
  },
  ordering: { fields: { id: 'f.id', number: 'f.number', departure_time: 'f.departure_time', airline_name: sql`lower(a.name)`, route_name: sql`lower(r.name)` }, default: ['number'], tiebreaker: 'f.id' },
  columns: async (db, body: In<typeof flightUpdateBody>, current) => {
    await checkRefs(db, {
      airline: ['airlines', body.airline],
      route: ['flight_routes', body.route],
      origin_airport: ['airports', body.origin_airport],
      destination_airport: ['airports', body.destination_airport],
      cancellation_policy: ['cancellation_policies', body.cancellation_policy],
      term_conditions: ['term_conditions', body.term_conditions],
    });
    const route = body.route ?? current?.route;
    const origin = body.origin_airport ?? current?.origin_airport;
    const destination = body.destination_airport ?? current?.destination_airport;
    if ((body.route ?? body.origin_airport ?? body.destination_airport) !== undefined && route && origin && destination) await checkAirports(db, route, origin, destination);
    return pick(body, {
      number: 'number',
      airline: 'airline_id',
      route: 'route_id',
      origin_airport: 'origin_airport_id',
      destination_airport: 'destination_airport_id',
      departure_time: 'departure_time',
      arrival_time: 'arrival_time',
      travel_minutes: 'travel_minutes',
      distance_km: 'distance_km',
      is_with_scales: 'is_with_scales',
      active: 'active',
      cancellation_policy: 'cancellation_policy_id',
      term_conditions: 'term_conditions_id',
    });
  },
  touch: true,
});
