/**
 * A staff price change of a booked reservation (issue 9 'price change (staff, with history)'): who
 * may, what totals are refused, and how the frozen breakdown follows. The server checks and
 * applies these; the browser's dialog shows the same limits before sending.
 *
 * The difference goes to the provider's net (docs/decisions.md): each level above the buyer keeps
 * the margin and markup it booked, so no agency's earnings move without its own action; the net,
 * every level's cost and price, the seat sell and the total shift by the difference, recorded as
 * `adjustment` beside the per-passenger prices as booked (they stay what the catalogue priced).
 */
import { fromMinor, isDecimalString, toMinor } from '../money.ts';
import { hasPermission, isFirstLevel } from '../rules.ts';
import { isStaffType } from '../roles.ts';
import type { Actor } from '../session.ts';

/** Staff of the first level (the provider) holding 'Reservation with Change'. */
export function canChangeReservationPrice(actor: Actor): boolean {
  return isFirstLevel(actor) && isStaffType(actor.type) && hasPermission(actor, 'Reservation with Change');
}

export interface PriceChangeState {
  status: string;
  totalMinor: number;
  paidMinor: number;
  /** The lowest total the breakdown allows (priceFloorMinor). */
  floorMinor: number;
}

/** Why a new total is refused: a message key of domain/messages and its parameters. */
export interface PriceRefusal {
  field: 'total' | 'non_field_errors';
  key: string;
  params?: Record<string, string>;
}

/**
 * The refusal of `newMinor` for a reservation in `state`, or null when it may be set: never on a
 * cancelled reservation, never the same total, never below what is paid (refund first), never below
 * what the levels earn plus supplements and taxes (the provider's net would be negative).
 */
export function priceChangeRefusal(state: PriceChangeState, newMinor: number): PriceRefusal | null {
  if (state.status === 'cancelled') return { field: 'non_field_errors', key: 'resumen.price.cancelled' };
  if (newMinor === state.totalMinor) return { field: 'total', key: 'resumen.price.unchanged' };
  if (newMinor < state.paidMinor) return { field: 'total', key: 'resumen.price.below_paid', params: { paid: fromMinor(state.paidMinor) } };
  if (newMinor < state.floorMinor) return { field: 'total', key: 'resumen.price.below_floor', params: { min: fromMinor(state.floorMinor) } };
  return null;
}

interface Breakdown {
  net?: unknown;
  sell?: unknown;
  total?: unknown;
  adjustment?: unknown;
  levels?: unknown;
}

const money = (value: unknown): number | null => (typeof value === 'string' && isDecimalString(value) ? toMinor(value) : null);

function asBreakdown(frozen: unknown): Breakdown | null {
  return frozen && typeof frozen === 'object' && !Array.isArray(frozen) ? (frozen as Breakdown) : null;
}

/**
 * The lowest total a reservation may be given: the provider's seat net may fall to zero, no lower.
 * With a breakdown that names its net (flights) that is total − net; a service that freezes none
 * takes its reservation's net (what the provider receives) instead.
 */
export function priceFloorMinor(totalMinor: number, frozen: unknown, reservationNetMinor: number): number {
  const net = money(asBreakdown(frozen)?.net);
  return Math.max(0, totalMinor - (net ?? reservationNetMinor));
}

/** The frozen breakdown with the provider's net (and so every level's cost and price) moved by `deltaMinor`. */
export function shiftBreakdown(frozen: unknown, deltaMinor: number): unknown {
  const b = asBreakdown(frozen);
  if (!b) return frozen;
  const shift = (value: unknown) => {
    const minor = money(value);
    return minor === null ? value : fromMinor(minor + deltaMinor);
  };
  const levels = Array.isArray(b.levels)
    ? b.levels.map((level: unknown) => {
        const l = asBreakdown(level) as (Breakdown & { cost?: unknown; price?: unknown }) | null;
        return l ? { ...l, cost: shift(l.cost), price: shift(l.price) } : level;
      })
    : b.levels;
  const adjustment = (money(b.adjustment) ?? 0) + deltaMinor;
  return { ...b, net: shift(b.net), sell: shift(b.sell), total: shift(b.total), levels, adjustment: fromMinor(adjustment) };
}
