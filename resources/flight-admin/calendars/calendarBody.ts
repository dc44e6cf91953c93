/**
 * Calendar form values → bodies of POST flight/{id}/add_schedule/ (addScheduleBody) and PATCH
 * schedule/{id}/ (calendarUpdateBody). With 'use the route's prices' the six prices are left out
 * and the server takes the route's.
 */
import { calendarDates, MAX_CALENDAR_DAYS, daysBetween } from '../../../domain/flights/schedule.ts';
import { PRICE_FIELDS } from '../../../domain/schemas/flightAdmin.ts';
import { addScheduleBody, calendarUpdateBody } from '../../../domain/schemas/flightInventory.ts';
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import type { Values } from '../../../src/forms/formValues.ts';
import { bodyOf } from '../common/body.ts';

const CALENDAR_FIELDS = ['start_date', 'end_date', 'weekdays', 'departure_time', 'arrival_time', 'checkin_minutes_before'] as const;

function capacitiesOf(values: Values): { category: unknown; capacity: unknown }[] {
  const rows = Array.isArray(values.capacities) ? (values.capacities as Values[]) : [];
  return rows.filter((row) => row && (row.category ?? null) !== null).map((row) => ({ category: row.category, capacity: row.capacity ?? 0 }));
}

export function calendarCreateBody(values: Values): Values {
  const body = bodyOf(values, values.use_route_prices ? CALENDAR_FIELDS : [...CALENDAR_FIELDS, ...PRICE_FIELDS]);
  body.weekdays = Array.isArray(values.weekdays) ? values.weekdays : [];
  body.capacities = capacitiesOf(values);
  return body;
}

export function calendarEditBody(values: Values): Values {
  const body = bodyOf(values, [...CALENDAR_FIELDS, ...PRICE_FIELDS, 'status']);
  const capacities = capacitiesOf(values);
  if (capacities.length > 0) body.capacities = capacities;
  return body;
}

const create = zodValidate(addScheduleBody);
const update = zodValidate(calendarUpdateBody);
/** The flight is not in the add_schedule body (it is in the path), so it is checked apart. */
export const validateCalendarCreate = (values: Values) => {
  const errors = create(calendarCreateBody(values));
  return values.flight ? errors : { ...errors, flight: { message: 'ra.validation.required', args: {} } };
};
export const validateCalendarUpdate = (values: Values) => update(calendarEditBody(values));

/** How many departures the range and weekdays give (before the server skips dates already flown). */
export function plannedDepartures(values: Values): number | null {
  const start = typeof values.start_date === 'string' ? values.start_date : '';
  const end = typeof values.end_date === 'string' ? values.end_date : '';
  const weekdays = Array.isArray(values.weekdays) ? (values.weekdays as number[]) : [];
  if (!start || !end || start > end || weekdays.length === 0 || daysBetween(start, end) >= MAX_CALENDAR_DAYS) return null;
  return calendarDates(start, end, weekdays).length;
}

export const CALENDAR_DEFAULTS: Values = { weekdays: [], checkin_minutes_before: 180, use_route_prices: true, capacities: [{ category: null, capacity: 0 }] };
