/**
 * Departures as check-in and manifests see them: a subcalendar with its flight, cities and the
 * passengers of live (not cancelled) reservations on it, outbound or inbound, within the caller's
 * scope. Shared by the check-in list, the manifests and their exports and the EDIFACT report.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Gender } from '../../../domain/constants.ts';
import type { ManifestPassengerRecord } from '../../../domain/records/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import { agencyScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';

type Db = Kysely<Database>;

/** `passengers p` of live reservations on departure `s` in scope, as a SQL condition. */
export function onDeparture(actor: AuthActor, subcalendar = sql`s.id`) {
  return sql<SqlBool>`exists (select 1 from reservations r join flight_reservations fr on fr.reservation_id = r.id
    where r.id = p.reservation_id and r.status = 'reserved' and ${subcalendar} in (fr.outbound_subcalendar_id, fr.inbound_subcalendar_id)
    and ${agencyScope(actor, 'r.agency_id')})`;
}

/** Passengers of live reservations on `s` in scope, and how many have checked in there. */
export function passengerCounts(actor: AuthActor) {
  return [
    sql<number>`(select count(*)::int from reservation_passengers p where ${onDeparture(actor)})`.as('passengers'),
    sql<number>`(select count(*)::int from reservation_passengers p join passenger_checkins pc on pc.reservation_passenger_id = p.id and pc.subcalendar_id = s.id
      where ${onDeparture(actor)})`.as('checked_in'),
  ];
}

/**
 * Whether the check-in of `s` was ever closed by hand (its admin history says so): a departure
 * starts 'closed' before check-in opens, so the status alone cannot tell 'not yet' from 'over'.
 */
export const checkinClosedOnce = sql<boolean>`exists (select 1 from admin_history h where h.entity = 'subcalendar' and h.entity_id = s.id
  and h.action = 'checkin_status' and h.after ->> 'checkin_status' = 'closed')`;

/** Free seats of a departure in every pool (general and groups'). */
export const freeSeats = sql<number>`(coalesce((select sum(sc.capacity - sc.group_reserved - sc.sold) from subcalendar_categories sc where sc.subcalendar_id = s.id), 0)
  + coalesce((select sum(gs.seats - gs.sold) from subcalendar_group_seats gs where gs.subcalendar_id = s.id), 0))::int`;

/** Subcalendars `s` with flight, route, cities and airports. */
export function departureQuery(db: Db) {
  return db
    .selectFrom('subcalendars as s')
    .innerJoin('flights as f', 'f.id', 's.flight_id')
    .innerJoin('flight_routes as rt', 'rt.id', 'f.route_id')
    .innerJoin('cities as oc', 'oc.id', 'rt.origin_city_id')
    .innerJoin('cities as dc', 'dc.id', 'rt.destination_city_id')
    .innerJoin('airlines as al', 'al.id', 'f.airline_id')
    .innerJoin('airports as oa', 'oa.id', 'f.origin_airport_id')
    .innerJoin('airports as da', 'da.id', 'f.destination_airport_id');
}

export interface DepartureFilters {
  date?: string;
  date_start?: string;
  date_end?: string;
  origin?: number;
  destination?: number;
  flight_number?: string;
  checkin_status?: string;
}

export function filterDepartures<Q extends ReturnType<typeof departureQuery>>(q: Q, f: DepartureFilters): Q {
  let out = q;
  if (f.date) out = out.where('s.departure_date', '=', f.date) as Q;
  if (f.date_start) out = out.where('s.departure_date', '>=', f.date_start) as Q;
  if (f.date_end) out = out.where('s.departure_date', '<=', f.date_end) as Q;
  if (f.origin !== undefined) out = out.where('rt.origin_city_id', '=', f.origin) as Q;
  if (f.destination !== undefined) out = out.where('rt.destination_city_id', '=', f.destination) as Q;
  if (f.flight_number) out = out.where('s.flight_number', 'ilike', `%${f.flight_number.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) as Q;
  if (f.checkin_status) out = out.where('s.checkin_status', '=', f.checkin_status) as Q;
  return out;
}

export const departureOrdering = {
  fields: { date: 's.departure_date', departure_date: 's.departure_date', time: 's.departure_time', flight_number: 's.flight_number' },
  default: ['date', 'time'],
  tiebreaker: 's.id',
};

/** The passengers of one departure in scope, by locator and list position. */
export async function departurePassengers(db: Db, actor: AuthActor, subcalendarId: number, lang: 'es' | 'en') {
  const rows = await db
    .selectFrom('reservation_passengers as p')
    .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
    .innerJoin('agencies as a', 'a.id', 'r.agency_id')
    .leftJoin('countries as n', 'n.id', 'p.nationality_id')
    .leftJoin('countries as pc2', 'pc2.id', 'p.passport_country_id')
    .leftJoin('passenger_checkins as pc', (join) => join.onRef('pc.reservation_passenger_id', '=', 'p.id').on('pc.subcalendar_id', '=', subcalendarId))
    .select([
      'p.id',
      'p.reservation_id',
      'r.locator',
      'a.name as agency_name',
      'p.first_name',
      'p.middle_name',
      'p.last_name',
      'p.type',
      'p.passport',
      'p.gender',
      'p.date_of_birth',
      'p.nationality_id',
      'p.passport_expiry',
      'pc2.code as passport_country_code',
      'p.primary_document',
      'p.secondary_document',
      'n.code as nationality_code',
      lang === 'en' ? 'n.name_en as nationality' : 'n.name_es as nationality',
      'pc.checked_in_at',
    ])
    .where(onDeparture(actor, sql`${subcalendarId}::int`))
    .orderBy('r.locator')
    .orderBy('p.position')
    .execute();
  return rows;
}

export type DeparturePassenger = Awaited<ReturnType<typeof departurePassengers>>[number];

export function toManifestPassenger(p: DeparturePassenger): ManifestPassengerRecord {
  return {
    id: p.id,
    locator: p.locator,
    agency_name: p.agency_name,
    first_name: p.first_name,
    middle_name: p.middle_name,
    last_name: p.last_name,
    type: p.type as ManifestPassengerRecord['type'],
    passport: p.passport,
    nationality: p.nationality ?? '',
    date_of_birth: p.date_of_birth,
    gender: p.gender as Gender,
    checkin_status: p.checked_in_at ? 'checked_in' : 'pending',
  };
}
