/**
 * Dated departures (subcalendars) with what pricing, booking and the answers need: the flight,
 * its route and prices, airline, airports and cities. One query for the search, the price
 * calculation and the booking, so they judge a departure alike.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The leg's columns over `subcalendars as s` joined as in `legQuery`. */
export function legQuery(db: Db) {
  return db
    .selectFrom('subcalendars as s')
    .innerJoin('flights as f', 'f.id', 's.flight_id')
    .innerJoin('flight_routes as r', 'r.id', 'f.route_id')
    .innerJoin('airlines as al', 'al.id', 'f.airline_id')
    .innerJoin('airports as oa', 'oa.id', 'f.origin_airport_id')
    .innerJoin('airports as da', 'da.id', 'f.destination_airport_id')
    .innerJoin('cities as oc', 'oc.id', 'r.origin_city_id')
    .innerJoin('cities as dc', 'dc.id', 'r.destination_city_id')
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
      'al.id as airline_id',
      'al.name as airline_name',
      'al.code as airline_code',
      'al.logo as airline_logo',
      'oa.iata as origin_iata',
      'da.iata as destination_iata',
      'oc.name as origin_city_name',
      'oc.code as origin_city_code',
      'dc.name as destination_city_name',
      'dc.code as destination_city_code',
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
