/**
 * Hotel availability administration (issue 11, docs/api-hotels.md 'Availability administration'):
 * who reads and who changes it, the defaults and bounds of a change, what a change does to a night,
 * and the runs a log row keeps. Pure: the server's service and the staff's grid use the same rules.
 */
import { isStaffType } from '../roles.ts';
import { hasAnyPermission, hasPermission, isFirstLevel, isType } from '../rules.ts';
import type { Actor } from '../session.ts';
import { AVAILABILITY_MODES, type AvailabilityMode } from './hotels.ts';

export { AVAILABILITY_MODES, type AvailabilityMode };

/** A mass change covers at most this many days (a leap year). */
export const MAX_RANGE_DAYS = 366;
/** At most this many rooms in a night's allotment. */
export const MAX_ALLOTMENT = 9999;
/** The grid of a hotel shows at most this many days at once. */
export const MAX_GRID_DAYS = 62;

/**
 * The provider's own staff: first-level admins, or first-level staff holding either availability
 * permission (spec §6) — the rule of the menu area 'hotel_admin'. Agencies never: their users may
 * hold the permission names, but availability is the provider's inventory.
 */
export function canSeeHotelAvailability(actor: Actor): boolean {
  if (!isFirstLevel(actor)) return false;
  return isType(actor, 'admin') || (isStaffType(actor.type) && hasAnyPermission(actor, ['[Availability] Hotel View', 'Admin Products Availability']));
}

/** Changing it takes 'Admin Products Availability' (or a first-level admin). */
export function canChangeHotelAvailability(actor: Actor): boolean {
  if (!isFirstLevel(actor)) return false;
  return isType(actor, 'admin') || (isStaffType(actor.type) && hasPermission(actor, 'Admin Products Availability'));
}

const DAY_MS = 86_400_000;
const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  return new Date(toMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both included (0 or less when end is before start). */
export function daysBetween(start: string, end: string): number {
  return Math.round((toMs(end) - toMs(start)) / DAY_MS) + 1;
}

/** Spec §9: the bulk change's end date defaults to the start plus one day. */
export const defaultEnd = (start: string): string => addDays(start, 1);

/** Every day from start to end, both included. */
export function dateRange(start: string, end: string): string[] {
  const n = daysBetween(start, end);
  return Array.from({ length: Math.max(n, 0) }, (_, i) => addDays(start, i));
}

export interface Night {
  allotment: number;
  sold: number;
  mode: AvailabilityMode;
}

export interface AvailabilityChange {
  allotment?: number;
  mode?: AvailabilityMode;
}

/** A night after the change; a night with no row yet starts empty in `cupon_sales`. */
export function applyChange(night: Night | null, change: AvailabilityChange): Night {
  return {
    allotment: change.allotment ?? night?.allotment ?? 0,
    sold: night?.sold ?? 0,
    mode: change.mode ?? night?.mode ?? 'cupon_sales',
  };
}

/** A change never leaves a `cupon_sales` night with more rooms sold than in its allotment. */
export function soldExceedsAllotment(night: Night): boolean {
  return night.mode === 'cupon_sales' && night.allotment < night.sold;
}

/** Rooms still sellable from the allotment (never negative: open sales may sell beyond it). */
export const freeRooms = (night: Pick<Night, 'allotment' | 'sold'>): number => Math.max(night.allotment - night.sold, 0);

/** Consecutive days with the same values, as a log row keeps them (`allotment`… null: no row). */
export interface Run {
  from: string;
  to: string;
  allotment: number | null;
  sold: number | null;
  mode: AvailabilityMode | null;
}

/** Folds days (in date order, one per day) into runs of equal values. */
export function runsOf(days: readonly { date: string; night: Night | null }[]): Run[] {
  const runs: Run[] = [];
  for (const { date, night } of days) {
    const last = runs[runs.length - 1];
    const same = last && addDays(last.to, 1) === date && last.allotment === (night?.allotment ?? null) && last.sold === (night?.sold ?? null) && last.mode === (night?.mode ?? null);
    if (same) last.to = date;
    else runs.push({ from: date, to: date, allotment: night?.allotment ?? null, sold: night?.sold ?? null, mode: night?.mode ?? null });
  }
  return runs;
}
