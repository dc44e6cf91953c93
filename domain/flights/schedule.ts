/**
 * The dated departures of a flight calendar (spec §3 'Flight schedule'): one per date of the range
 * that falls on one of the calendar's ISO weekdays, with the arrival date rolled over midnight and
 * the check-in time before departure. Pure: the admin service and the demo seed both use it.
 * Times are local clock times at each airport ('HH:MM' or 'HH:MM:SS'); dates 'YYYY-MM-DD'.
 */
import { isoWeekday } from './pricing.ts';

/** A calendar longer than this is refused: two years of departures is more than anyone plans. */
export const MAX_CALENDAR_DAYS = 731;
export const DEFAULT_CHECKIN_MINUTES = 180;
const DAY_MINUTES = 24 * 60;
const DAY_MS = 86_400_000;

export interface CalendarPlan {
  start_date: string;
  end_date: string;
  /** ISO weekdays 1 (Monday) … 7 (Sunday). */
  weekdays: readonly number[];
  departure_time: string;
  arrival_time: string;
  checkin_minutes_before: number;
  /**
   * The flight's travel time. With it the arrival date follows from the clock times even across
   * time zones (a westbound hop may land 'before' it took off); without it, an arrival time
   * earlier than the departure time means the next day.
   */
  travel_minutes?: number;
}

export interface Departure {
  departure_date: string;
  departure_time: string;
  arrival_date: string;
  arrival_time: string;
  checkin_time: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/;

export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** '07:05' or '07:05:00' → 425. */
export function minutesOfDay(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`Not a time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 425 → '07:05:00'; wraps around the day both ways. */
export function timeOfMinutes(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
}

/** '07:05:00' → '07:05', as the API shows times. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * How many days after departing the flight lands. With the travel time: the whole number of days
 * that best reconciles the two clocks (time-zone differences stay under 12 hours); without it: one
 * day when the arrival clock reads earlier than the departure clock.
 */
export function arrivalDayOffset(departureTime: string, arrivalTime: string, travelMinutes?: number): number {
  const dep = minutesOfDay(departureTime);
  const arr = minutesOfDay(arrivalTime);
  if (travelMinutes === undefined) return arr < dep ? 1 : 0;
  return Math.max(0, Math.round((dep + travelMinutes - arr) / DAY_MINUTES));
}

/** The check-in opening time: `minutesBefore` before departure, on the clock (it may be the day before). */
export function checkinTime(departureTime: string, minutesBefore: number): string {
  return timeOfMinutes(minutesOfDay(departureTime) - minutesBefore);
}

/** The dates of the range on the given weekdays, in order. */
export function calendarDates(start: string, end: string, weekdays: readonly number[]): string[] {
  const out: string[] = [];
  const days = daysBetween(start, end);
  if (days < 0) return out;
  const wanted = new Set(weekdays);
  const first = isoWeekday(start);
  for (let i = 0; i <= days; i++) {
    // Weekday by arithmetic: one Date per departure instead of one per day of the range.
    const weekday = ((first - 1 + i) % 7) + 1;
    if (wanted.has(weekday)) out.push(addDays(start, i));
  }
  return out;
}

/** One departure for a date, with the plan's clock times. */
export function departureOn(date: string, plan: Omit<CalendarPlan, 'start_date' | 'end_date' | 'weekdays'>): Departure {
  const offset = arrivalDayOffset(plan.departure_time, plan.arrival_time, plan.travel_minutes);
  return {
    departure_date: date,
    departure_time: timeOfMinutes(minutesOfDay(plan.departure_time)),
    arrival_date: addDays(date, offset),
    arrival_time: timeOfMinutes(minutesOfDay(plan.arrival_time)),
    checkin_time: checkinTime(plan.departure_time, plan.checkin_minutes_before),
  };
}

export function generateDepartures(plan: CalendarPlan): Departure[] {
  return calendarDates(plan.start_date, plan.end_date, plan.weekdays).map((date) => departureOn(date, plan));
}
