/**
 * Calendars and dated departures as the administration reads them (docs/api-flights.md
 * 'Calendars', 'Subcalendars'): one query each with the seat inventory aggregated in SQL, and the
 * 'Flight calendar filter' of spec §3.
 */
import type { Language } from '../../../domain/constants.ts';
import { nameIn } from '../../db/catalogNames.ts';
import { sql, type SqlBool } from 'kysely';
import { shortTime } from '../../../domain/flights/schedule.ts';
import type { calendarListQuery, ScheduleStatus, subcalendarListQuery } from '../../../domain/schemas/flightInventory.ts';
import type { z } from '../../../domain/validation.ts';
import { notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate } from '../../http/pagination.ts';
import type { Db } from '../flightAdmin/crud.ts';
import { containsPattern } from '../nomenclators/service.ts';

export interface SubcalendarCategory {
  category: number;
  name: string;
  capacity: number;
  sold: number;
  group_reserved: number;
  free: number;
  groups: { agency_group: number; name: string; seats: number; sold: number }[];
}

/** The departure's seat categories, named in `lang` (Spanish when a category has no English name). */
const categoriesIn = (lang: Language) => sql<SubcalendarCategory[]>`(select coalesce(json_agg(json_build_object(
    'category', c.category_id, 'name', ${nameIn(lang, 'sc')}, 'capacity', c.capacity, 'sold', c.sold,
    'group_reserved', c.group_reserved, 'free', c.capacity - c.group_reserved - c.sold,
    'groups', (select coalesce(json_agg(json_build_object('agency_group', g.agency_group_id, 'name', ag.name, 'seats', g.seats, 'sold', g.sold) order by g.agency_group_id), '[]')
      from subcalendar_group_seats g join agency_groups ag on ag.id = g.agency_group_id
      where g.subcalendar_id = c.subcalendar_id and g.category_id = c.category_id)
  ) order by sc.sort, sc.id), '[]')
  from subcalendar_categories c join seat_categories sc on sc.id = c.category_id where c.subcalendar_id = s.id)`;

export function subcalendarQuery(db: Db, lang: Language = 'es') {
  return db
    .selectFrom('subcalendars as s')
    .innerJoin('flights as f', 'f.id', 's.flight_id')
    .innerJoin('airlines as a', 'a.id', 'f.airline_id')
    .innerJoin('flight_routes as r', 'r.id', 'f.route_id')
    .innerJoin('cities as o', 'o.id', 'r.origin_city_id')
    .innerJoin('cities as d', 'd.id', 'r.destination_city_id')
    .selectAll('s')
    .select([
      'f.airline_id',
      'a.name as airline_name',
      'f.route_id',
      'r.origin_city_id',
      'o.name as origin_city_name',
      'r.destination_city_id',
      'd.name as destination_city_name',
      'f.travel_minutes',
      'f.is_with_scales',
      categoriesIn(lang).as('categories'),
    ]);
}

type SubcalendarRow = Awaited<ReturnType<ReturnType<typeof subcalendarQuery>['executeTakeFirstOrThrow']>>;

export function toSubcalendarRecord(r: SubcalendarRow) {
  const capacity = r.categories.reduce((n, c) => n + c.capacity, 0);
  const sold = r.categories.reduce((n, c) => n + c.sold + c.groups.reduce((m, g) => m + g.sold, 0), 0);
  return {
    id: r.id,
    flight: r.flight_id,
    calendar: r.calendar_id,
    flight_number: r.flight_number,
    airline: r.airline_id,
    airline_name: r.airline_name,
    route: r.route_id,
    origin_city: r.origin_city_id,
    origin_city_name: r.origin_city_name,
    destination_city: r.destination_city_id,
    destination_city_name: r.destination_city_name,
    departure_date: r.departure_date,
    departure_time: shortTime(r.departure_time),
    arrival_date: r.arrival_date,
    arrival_time: shortTime(r.arrival_time),
    checkin_time: shortTime(r.checkin_time),
    travel_minutes: r.travel_minutes,
    is_with_scales: r.is_with_scales,
    schedule_status: r.schedule_status as ScheduleStatus,
    checkin_status: r.checkin_status as 'open' | 'closed',
    blocked: r.blocked,
    price_adult: r.price_adult,
    price_child: r.price_child,
    price_infant: r.price_infant,
    price_adult_oi: r.price_adult_oi,
    price_child_oi: r.price_child_oi,
    price_infant_oi: r.price_infant_oi,
    categories: r.categories,
    seats_total_capacity: capacity,
    // Seats sold through the general pool and through the groups' allocations.
    seats_total_sales: sold,
    seats_available: r.categories.reduce((n, c) => n + c.free + c.groups.reduce((m, g) => m + g.seats - g.sold, 0), 0),
  };
}
export type SubcalendarRecord = ReturnType<typeof toSubcalendarRecord>;

export async function getSubcalendar(db: Db, id: number, lang: Language = 'es'): Promise<SubcalendarRecord> {
  const row = await subcalendarQuery(db, lang).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toSubcalendarRecord(row);
}

export function listSubcalendars({ db, lang }: ServiceContext, url: string, q: z.infer<typeof subcalendarListQuery>) {
  let query = subcalendarQuery(db, lang);
  const { origin_city: origin, destination_city: destination } = q;
  if (q.type_flight === 'round_trip' && (origin !== undefined || destination !== undefined)) {
    // Round trip: the departures of both directions between the cities (or touching the one given).
    const pair = (from: number | undefined, to: number | undefined) =>
      sql<SqlBool>`(${from === undefined ? sql`true` : sql`r.origin_city_id = ${from}`} and ${to === undefined ? sql`true` : sql`r.destination_city_id = ${to}`})`;
    query = query.where(sql<SqlBool>`(${pair(origin, destination)} or ${pair(destination, origin)})`);
  } else {
    if (origin !== undefined) query = query.where('r.origin_city_id', '=', origin);
    if (destination !== undefined) query = query.where('r.destination_city_id', '=', destination);
  }
  if (q.active === true) query = query.where('s.schedule_status', '=', 'active').where('s.blocked', '=', false);
  if (q.active === false) query = query.where((eb) => eb.or([eb('s.schedule_status', '<>', 'active'), eb('s.blocked', '=', true)]));
  if (q.airline !== undefined) query = query.where('f.airline_id', '=', q.airline);
  if (q.flight_number) query = query.where('s.flight_number', 'ilike', containsPattern(q.flight_number));
  if (q.schedule_start) query = query.where('s.departure_date', '>=', q.schedule_start);
  if (q.schedule_end) query = query.where('s.departure_date', '<=', q.schedule_end);
  if (q.flight !== undefined) query = query.where('s.flight_id', '=', q.flight);
  if (q.calendar !== undefined) query = query.where('s.calendar_id', '=', q.calendar);
  if (q.schedule_status) query = query.where('s.schedule_status', '=', q.schedule_status);
  if (q.id__in) query = query.where('s.id', 'in', q.id__in);
  const fields = { id: 's.id', departure_date: 's.departure_date', departure_time: 's.departure_time', flight_number: 's.flight_number', airline_name: sql`lower(a.name)` };
  return paginate(db, { url }, query, q, { fields, default: ['departure_date', 'departure_time'], tiebreaker: 's.id' }, toSubcalendarRecord);
}

const capacitiesIn = (lang: Language) => sql<{ category: number; category_name: string; capacity: number }[]>`(select coalesce(json_agg(json_build_object(
    'category', sc.id, 'category_name', ${nameIn(lang, 'sc')}, 'capacity', (c.capacity ->> sc.id::text)::int) order by sc.sort, sc.id), '[]')
  from seat_categories sc where (c.capacity -> sc.id::text) is not null)`;

export function calendarQuery(db: Db, lang: Language = 'es') {
  return db
    .selectFrom('flight_calendars as c')
    .innerJoin('flights as f', 'f.id', 'c.flight_id')
    .innerJoin('flight_routes as r', 'r.id', 'f.route_id')
    .innerJoin('airlines as a', 'a.id', 'f.airline_id')
    .selectAll('c')
    .select([
      'f.number as flight_number',
      'f.route_id',
      'r.name as route_name',
      'a.name as airline_name',
      capacitiesIn(lang).as('capacities'),
      sql<number>`(select count(*)::int from subcalendars s where s.calendar_id = c.id)`.as('departures'),
      sql<number>`(select coalesce(sum(sc.sold), 0)::int from subcalendars s join subcalendar_categories sc on sc.subcalendar_id = s.id where s.calendar_id = c.id)`.as('sold'),
    ]);
}

type CalendarRow = Awaited<ReturnType<ReturnType<typeof calendarQuery>['executeTakeFirstOrThrow']>>;

export function toCalendarRecord(r: CalendarRow) {
  return {
    id: r.id,
    flight: r.flight_id,
    flight_number: r.flight_number,
    route: r.route_id,
    route_name: r.route_name,
    airline_name: r.airline_name,
    start_date: r.start_date,
    end_date: r.end_date,
    weekdays: r.weekdays,
    departure_time: shortTime(r.departure_time),
    arrival_time: shortTime(r.arrival_time),
    checkin_minutes_before: r.checkin_minutes_before,
    price_adult: r.price_adult,
    price_child: r.price_child,
    price_infant: r.price_infant,
    price_adult_oi: r.price_adult_oi,
    price_child_oi: r.price_child_oi,
    price_infant_oi: r.price_infant_oi,
    capacities: r.capacities,
    status: r.status as ScheduleStatus,
    departures: r.departures,
    sold: r.sold,
  };
}
export type CalendarRecord = ReturnType<typeof toCalendarRecord>;

export async function getCalendar(db: Db, id: number, lang: Language = 'es'): Promise<CalendarRecord> {
  const row = await calendarQuery(db, lang).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toCalendarRecord(row);
}

export function listCalendars({ db, lang }: ServiceContext, url: string, q: z.infer<typeof calendarListQuery>) {
  let query = calendarQuery(db, lang);
  if (q.flight !== undefined) query = query.where('c.flight_id', '=', q.flight);
  if (q.route !== undefined) query = query.where('f.route_id', '=', q.route);
  if (q.airline !== undefined) query = query.where('f.airline_id', '=', q.airline);
  if (q.status) query = query.where('c.status', '=', q.status);
  if (q.origin_city !== undefined) query = query.where('r.origin_city_id', '=', q.origin_city);
  if (q.destination_city !== undefined) query = query.where('r.destination_city_id', '=', q.destination_city);
  if (q.date_from) query = query.where('c.end_date', '>=', q.date_from);
  if (q.date_to) query = query.where('c.start_date', '<=', q.date_to);
  if (q.id__in) query = query.where('c.id', 'in', q.id__in);
  const fields = { id: 'c.id', start_date: 'c.start_date', end_date: 'c.end_date', flight_number: 'f.number' };
  return paginate(db, { url }, query, q, { fields, default: ['start_date'], tiebreaker: 'c.id' }, toCalendarRecord);
}
