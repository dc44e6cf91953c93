/**
 * Dated departures (subcalendars) with what pricing, booking and the answers need: the flight,
 * its route and prices, airline, airports and cities. One query for the search, the price
 * calculation and the booking, so they judge a departure alike.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A column of one row of a small catalogue table, by id: a sub-select (see `legQuery`). */
const lookup = (table: 'airlines' | 'airports' | 'cities', column: string, id: string) => sql<string>`(select ${sql.ref(`x.${column}`)} from ${sql.table(table)} x where x.id = ${sql.ref(id)})`;

/**
 * The leg's columns over `subcalendars as s` joined to its flight `f` and route `r`. The names of
 * the airline, airports and cities are sub-selects by primary key rather than five more joins: the
 * result is the same (every one of those references is a not-null foreign key), but planning an
 * eight-table join cost ten times the query itself on the embedded database, on every search,
 * price calculation and booking.
 */
export function legQuery(db: Db) {
  return db
    .selectFrom('subcalendars as s')
    .innerJoin('flights as f', 'f.id', 's.flight_id')
    .innerJoin('flight_routes as r', 'r.id', 'f.route_id')
    .select([
      's.id',
      's.flight_id',
      's.departure_date',
      's.departure_time',
      's.arrival_date',
      's.arrival_time',
      's.checkin_time',
      's.flight_number',
      's.schedule_status',
      's.checkin_status',
      's.blocked',
      'f.route_id',
      'f.travel_minutes',
      'f.distance_km',
      'f.is_with_scales',
      'f.active as flight_active',
      'f.cancellation_policy_id',
      'f.term_conditions_id',
      'f.origin_airport_id',
      'f.destination_airport_id',
      'r.enabled as route_enabled',
      'r.use_configuration_prices',
      'r.margin_minutes',
      'r.origin_city_id',
      'r.destination_city_id',
      'f.airline_id as airline_id',
      lookup('airlines', 'name', 'f.airline_id').as('airline_name'),
      lookup('airlines', 'code', 'f.airline_id').as('airline_code'),
      sql<string | null>`(select al.logo from airlines al where al.id = f.airline_id)`.as('airline_logo'),
      lookup('airports', 'iata', 'f.origin_airport_id').as('origin_iata'),
      lookup('airports', 'iata', 'f.destination_airport_id').as('destination_iata'),
      lookup('cities', 'name', 'r.origin_city_id').as('origin_city_name'),
      lookup('cities', 'code', 'r.origin_city_id').as('origin_city_code'),
      lookup('cities', 'name', 'r.destination_city_id').as('destination_city_name'),
      lookup('cities', 'code', 'r.destination_city_id').as('destination_city_code'),
      sql<PaxSet>`json_build_object('adult', r.price_adult::text, 'child', r.price_child::text, 'infant', r.price_infant::text)`.as('route_prices'),
      sql<PaxSet>`json_build_object('adult', r.price_adult_oi::text, 'child', r.price_child_oi::text, 'infant', r.price_infant_oi::text)`.as('route_prices_oi'),
      sql<PaxSet>`json_build_object('adult', s.price_adult::text, 'child', s.price_child::text, 'infant', s.price_infant::text)`.as('schedule_prices'),
      sql<PaxSet>`json_build_object('adult', s.price_adult_oi::text, 'child', s.price_child_oi::text, 'infant', s.price_infant_oi::text)`.as('schedule_prices_oi'),
      // Bookable: live, and leaving later than now plus the route's margin (clock times read as UTC).
      sql<boolean>`(s.schedule_status = 'active' and not s.blocked and f.active and r.enabled
        and s.departure_date + s.departure_time - make_interval(mins => r.margin_minutes) > (now() at time zone 'UTC'))`.as('bookable'),
    ]);
}

interface PaxSet {
  adult: string;
  child: string;
  infant: string;
}

export type LegRow = Awaited<ReturnType<ReturnType<typeof legQuery>['executeTakeFirstOrThrow']>>;

export async function loadLegs(db: Db, ids: readonly number[]): Promise<Map<number, LegRow>> {
  if (ids.length === 0) return new Map();
  const rows = await legQuery(db).where('s.id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The inbound leg must join the outbound's cities the other way and leave after it lands. */
export function isReturnOf(inbound: LegRow, outbound: LegRow): boolean {
  return (
    inbound.origin_city_id === outbound.destination_city_id &&
    inbound.destination_city_id === outbound.origin_city_id &&
    `${inbound.departure_date} ${inbound.departure_time}` > `${outbound.arrival_date} ${outbound.arrival_time}`
  );
}
