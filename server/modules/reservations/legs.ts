/**
 * A flight reservation's legs (its departures) as the API writes them (LegRecord): for records read
 * row by row (legRecords), and as JSON text kept per departure for the list's pages (keptLegJson).
 */
import { sql, type Expression, type Kysely } from 'kysely';
import type { LegRecord } from '../../../domain/records/flightBooking.ts';
import { jsonObject, type JsonMember } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';
import { sharedCache, wrapMany } from '../../http/cache.ts';
import { TOPICS } from '../../http/invalidation.ts';
import { REFERENCE_TTL_MS } from '../nomenclators/routes.ts';

type Db = Kysely<Database>;

/** The members of a leg (LegRecord, in its order) over the departure `s` and its joins in `legOf`. */
const LEG_MEMBERS: JsonMember[] = [
  ['subcalendar', sql`s.id`],
  ['flight_number', sql`s.flight_number`],
  ['airline', sql`al.name`],
  ['departure_date', sql`s.departure_date`],
  ['departure_time', sql`s.departure_time`],
  ['arrival_date', sql`s.arrival_date`],
  ['arrival_time', sql`s.arrival_time`],
  ['origin', sql`oc.name`],
  ['destination', sql`dc.name`],
  ['origin_id', sql`oc.id`],
  ['destination_id', sql`dc.id`],
];

/**
 * One departure as the API writes a leg, by subcalendar id: a sub-select of primary-key lookups,
 * JSON so dates and times read as the API writes them.
 */
export function legOf(subcalendar: Expression<number | null>) {
  return sql<LegRecord | null>`(select ${jsonObject(LEG_MEMBERS)}
    from subcalendars s join flights f on f.id = s.flight_id join airlines al on al.id = f.airline_id
      join flight_routes rt on rt.id = f.route_id join cities oc on oc.id = rt.origin_city_id join cities dc on dc.id = rt.destination_city_id
    where s.id = ${subcalendar})`;
}

/** The legs (departures) of a set of reservation rows, in one query for all of them. */
export async function legRecords(db: Db, rows: readonly { outbound_subcalendar_id: number; inbound_subcalendar_id: number | null }[]): Promise<Map<number, LegRecord>> {
  const ids = [...new Set(rows.flatMap((r) => (r.inbound_subcalendar_id === null ? [r.outbound_subcalendar_id] : [r.outbound_subcalendar_id, r.inbound_subcalendar_id])))];
  if (ids.length === 0) return new Map();
  const legs = await db
    .selectFrom('subcalendars as sc')
    .select(['sc.id', legOf(sql.ref('sc.id')).$notNull().as('leg')])
    .where('sc.id', 'in', ids)
    .execute();
  return new Map(legs.map((l) => [l.id, l.leg]));
}

/** Departures whose leg is kept (~300 bytes each): a year of schedules holds about 55 000. */
const LEGS_KEPT = 20_000;

/**
 * Each departure's leg as the JSON text legOf writes, kept per departure like the other catalogue
 * data: only the flight administration writes what a leg shows (the departure's number, days and
 * times, its flight's airline and route, the cities' names), and each of its writes clears them on
 * every instance through the bus (admin-flights/ publishes TOPICS.flightCatalog). A page of the
 * reservation list read its 25 reservations' two legs in six look-ups each, about half of its records'
 * time in PostgreSQL.
 */
export function keptLegJson(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const kept = sharedCache(db, { name: 'reservation-legs', ttlMs: REFERENCE_TTL_MS, maxEntries: LEGS_KEPT, topics: [TOPICS.flightCatalog] });
  return wrapMany(kept, ids, async (missing) => {
    const rows = await db
      .selectFrom('subcalendars as sc')
      .select(['sc.id', sql<string>`(${legOf(sql.ref('sc.id'))})::text`.as('leg')])
      .where(sql<boolean>`sc.id = any(${missing}::int[])`)
      .execute();
    return new Map(rows.map((r) => [r.id, r.leg]));
  });
}
