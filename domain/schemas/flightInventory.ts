/**
 * Bodies and filters of flight calendars, dated departures (subcalendars), their seat inventory and
 * the administration history (docs/api-flights.md 'Administration API in detail').
 */
import { daysBetween, MAX_CALENDAR_DAYS } from '../flights/schedule.ts';
import { z } from '../validation.ts';
import { id, isoDate, listQuery, optionalText } from './common.ts';
import { bool, clockTime, flightNumber, idIn, idList, int, priceFields, queryBool, weekdays } from './flightAdmin.ts';

export const SCHEDULE_STATUSES = ['active', 'cancelled', 'closed'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
/** At most this many departures in one bulk request. */
export const MAX_BULK_SUBCALENDARS = 5000;
export const MAX_SEATS = 1000;

/** Seats per category: each category once. */
export const capacities = z
  .array(z.strictObject({ category: id, capacity: int(0, MAX_SEATS) }))
  .max(20)
  .refine((list) => new Set(list.map((c) => c.category)).size === list.length, { error: 'validation.duplicate_items' });

type Range = { start_date?: string; end_date?: string };
const rangeChecks = (body: Range, ctx: z.RefinementCtx) => {
  if (!body.start_date || !body.end_date) return;
  if (body.start_date > body.end_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.date_order' });
  else if (daysBetween(body.start_date, body.end_date) >= MAX_CALENDAR_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.calendar_too_long', params: { days: MAX_CALENDAR_DAYS } });
  }
};

const calendarFields = {
  start_date: isoDate,
  end_date: isoDate,
  weekdays: weekdays.refine((days) => days.length > 0, { error: 'validation.required' }),
  departure_time: clockTime.optional(),
  arrival_time: clockTime.optional(),
  checkin_minutes_before: int(0, 1440).optional(),
  ...priceFields,
  capacities: capacities.refine((list) => list.length > 0, { error: 'validation.required' }),
};

/** POST flight/{id}/add_schedule/. */
export const addScheduleBody = z.strictObject(calendarFields).superRefine(rangeChecks);
/** POST schedule/: the same with the flight in the body. */
export const calendarCreateBody = z.strictObject({ flight: id, ...calendarFields }).superRefine(rangeChecks);
const calendarEditFields = { ...calendarFields, status: z.enum(SCHEDULE_STATUSES) };
const calendarEditShape = z.strictObject({ ...calendarFields, status: z.enum(SCHEDULE_STATUSES) }).partial();
/** PATCH schedule/{id}/. */
export const calendarUpdateBody = calendarEditShape.superRefine(rangeChecks);
/** PATCH flight/{id}/schedule/: names the calendar of that flight. */
export const flightScheduleBody = calendarEditShape.extend({ calendar: id }).superRefine(rangeChecks);
export const calendarListQuery = listQuery.extend({
  flight: id.optional(),
  route: id.optional(),
  airline: id.optional(),
  status: z.enum(SCHEDULE_STATUSES).optional(),
  origin_city: id.optional(),
  destination_city: id.optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  id__in: idIn.optional(),
});
export const bulkDeleteCalendarsBody = z.strictObject({ ids: idList(1000) });

/** POST subcalendar/: one extra departure outside any calendar. */
export const subcalendarCreateBody = z.strictObject({
  flight: id,
  departure_date: isoDate,
  departure_time: clockTime.optional(),
  arrival_time: clockTime.optional(),
  checkin_minutes_before: int(0, 1440).optional(),
  ...priceFields,
  capacities: capacities.refine((list) => list.length > 0, { error: 'validation.required' }),
});
/** PATCH subcalendar/{id}/ and flights/schedule/{id}/schedule_only/: that departure only. */
export const subcalendarUpdateBody = z.strictObject({
  departure_time: clockTime.optional(),
  arrival_time: clockTime.optional(),
  arrival_date: isoDate.optional(),
  checkin_time: clockTime.optional(),
  flight_number: flightNumber.optional(),
  schedule_status: z.enum(SCHEDULE_STATUSES).optional(),
  blocked: bool.optional(),
  ...priceFields,
});

export const TYPE_FLIGHTS = ['one_way', 'round_trip'] as const;
/** Spec §3 'Flight calendar filter', plus the flight, calendar and status. */
export const subcalendarListQuery = listQuery.extend({
  origin_city: id.optional(),
  destination_city: id.optional(),
  active: queryBool.optional(),
  type_flight: z.enum(TYPE_FLIGHTS).optional(),
  airline: id.optional(),
  flight_number: optionalText(10),
  schedule_start: isoDate.optional(),
  schedule_end: isoDate.optional(),
  flight: id.optional(),
  calendar: id.optional(),
  schedule_status: z.enum(SCHEDULE_STATUSES).optional(),
  id__in: idIn.optional(),
});

// Bulk operations on departures (dependentschedulesbulk/{action}/).
const departures = idList(MAX_BULK_SUBCALENDARS);
export const BULK_ACTIONS = ['add-category', 'add-agency-category', 'seats', 'update-number-flight', 'update-schedule-status', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const bulkAddCategoryBody = z.strictObject({ subcalendars: departures, category: id, capacity: int(0, MAX_SEATS) });
export const bulkAgencyCategoryBody = z.strictObject({ subcalendars: departures, category: id, agency_group: id, seats: int(0, MAX_SEATS) });
export const bulkSeatsBody = z.strictObject({ subcalendars: departures, category: id, capacity: int(0, MAX_SEATS) });
export const bulkFlightNumberBody = z.strictObject({ subcalendars: departures, flight_number: flightNumber });
export const bulkStatusBody = z.strictObject({ subcalendars: departures, schedule_status: z.enum(SCHEDULE_STATUSES) });
export const bulkDeleteBody = z.strictObject({ subcalendars: departures });

/** dependentschedule/update_capacity_dependent_schedule/: one departure's whole inventory. */
export const groupSeats = z
  .array(z.strictObject({ category: id, agency_group: id, seats: int(0, MAX_SEATS) }))
  .max(50)
  .refine((list) => new Set(list.map((g) => `${g.category}:${g.agency_group}`)).size === list.length, { error: 'validation.duplicate_items' });
export const updateCapacityBody = z.strictObject({ subcalendar: id, capacities: capacities.optional(), groups: groupSeats.optional() });

// History.
const historyFilters = { user: id.optional(), action: optionalText(40), date_from: isoDate.optional(), date_to: isoDate.optional() };
export const historyQuery = listQuery.extend(historyFilters);
export const subcategoryHistoryQuery = listQuery.extend({ ...historyFilters, subcalendar: id, category: id.optional() });
export const groupSeatsHistoryQuery = listQuery.extend({ ...historyFilters, subcalendar: id, agency_group: id.optional() });
export const ruleHistoryQuery = listQuery.extend({ ...historyFilters, rule: id.optional() });
