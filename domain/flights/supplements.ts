/**
 * Airport supplements (spec §1 'airport supplements'; docs/api-flights.md): amounts an airport
 * charges per passenger (optionally only one passenger type) or per checked bag (optionally only
 * one luggage category). The admin's calculate-supplement and the booking's price both use this.
 * Amounts stay in their own currency: totals are per currency, never converted.
 */
import type { PassengerType } from '../constants.ts';
import { fromMinor, toMinor } from '../money.ts';

export const SUPPLEMENT_KINDS = ['per_passenger', 'per_bag'] as const;
export type SupplementKind = (typeof SUPPLEMENT_KINDS)[number];

export interface Supplement {
  id: number;
  kind: SupplementKind;
  /** null: every passenger type (per_passenger only). */
  passenger_type: PassengerType | null;
  /** null: every luggage category (per_bag only). */
  luggage_category_id: number | null;
  amount: string;
  currency_id: number;
  active: boolean;
}

export interface SupplementRequest {
  passengers: Record<PassengerType, number>;
  bags: readonly { luggage_category_id: number; count: number }[];
}

export interface SupplementLine {
  supplement: number;
  kind: SupplementKind;
  passenger_type: PassengerType | null;
  luggage_category: number | null;
  quantity: number;
  unit_amount: string;
  amount: string;
  currency: number;
}

export interface SupplementAnswer {
  lines: SupplementLine[];
  totals: { currency: number; amount: string }[];
}

function quantityFor(s: Supplement, request: SupplementRequest): number {
  if (s.kind === 'per_passenger') {
    const types = Object.keys(request.passengers) as PassengerType[];
    return types.filter((t) => s.passenger_type === null || s.passenger_type === t).reduce((n, t) => n + request.passengers[t], 0);
  }
  return request.bags.filter((b) => s.luggage_category_id === null || s.luggage_category_id === b.luggage_category_id).reduce((n, b) => n + b.count, 0);
}

export function calculateSupplements(supplements: readonly Supplement[], request: SupplementRequest): SupplementAnswer {
  const lines: SupplementLine[] = [];
  const totals = new Map<number, number>();
  for (const s of supplements) {
    if (!s.active) continue;
    const quantity = quantityFor(s, request);
    if (quantity === 0) continue;
    const minor = toMinor(s.amount) * quantity;
    totals.set(s.currency_id, (totals.get(s.currency_id) ?? 0) + minor);
    lines.push({
      supplement: s.id,
      kind: s.kind,
      passenger_type: s.passenger_type,
      luggage_category: s.luggage_category_id,
      quantity,
      unit_amount: fromMinor(toMinor(s.amount)),
      amount: fromMinor(minor),
      currency: s.currency_id,
    });
  }
  return {
    lines,
    totals: [...totals.entries()].sort(([a], [b]) => a - b).map(([currency, minor]) => ({ currency, amount: fromMinor(minor) })),
  };
}

/**
 * What one passenger of each type pays in per-passenger supplements at a departure airport, in
 * `currency`: the booking's own calculation for a single passenger, so that the price the search
 * shows per passenger, times the passengers, is what the booking charges.
 */
export function supplementPerPassenger(supplements: readonly Supplement[], currency: number): Record<PassengerType, string> {
  const one = (type: PassengerType) => {
    const passengers = { adult: 0, child: 0, infant: 0, [type]: 1 };
    return calculateSupplements(supplements, { passengers, bags: [] }).totals.find((t) => t.currency === currency)?.amount ?? '0.00';
  };
  return { adult: one('adult'), child: one('child'), infant: one('infant') };
}

/** A leg's seat prices with each passenger's supplements added: what step 1 shows is what is charged. */
export function pricesWithSupplements(seat: Record<PassengerType, string>, perPassenger: Record<PassengerType, string>): Record<PassengerType, string> {
  const add = (type: PassengerType) => fromMinor(toMinor(seat[type]) + toMinor(perPassenger[type]));
  return { adult: add('adult'), child: add('child'), infant: add('infant') };
}
