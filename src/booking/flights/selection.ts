/** The chosen flights of a draft: what step 1 showed per passenger and in total, and the request bodies. */
import type { PassengerType } from '../../../domain/constants.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { PaxPrices } from '../../../domain/flights/pricing.ts';
import type { FlightOptionRecord as FlightOption, OptionCategory as FlightOptionCategory, PriceQuoteRecord as PriceQuote } from '../../../domain/records/flightBooking.ts';
import type { FlightSearchParams, PriceCalculationBody } from '../../../dataProvider/flights.ts';
import type { FlightDraft, FlightSearchValues } from './draft.ts';

export const PAX_TYPES: PassengerType[] = ['adult', 'child', 'infant'];

/** A category's prices for the trip: the round-trip ones on each leg of a round trip. */
export function categoryPrices(category: FlightOptionCategory | undefined, roundTrip: boolean): PaxPrices | undefined {
  return category?.prices?.[roundTrip ? 'round_trip' : 'one_way'];
}

export function countsOf(search: FlightSearchValues): Record<PassengerType, number> {
  return { adult: search.adults, child: search.children, infant: search.infants };
}

export function searchParams(search: FlightSearchValues): FlightSearchParams {
  return {
    origin: search.origin ?? 0,
    destination: search.destination ?? 0,
    departure_date: search.departure_date,
    return_date: search.trip === 'round_trip' && search.return_date ? search.return_date : undefined,
    adults: search.adults,
    children: search.children,
    infants: search.infants,
    category: search.category ?? undefined,
  };
}

export function isRoundTrip(draft: Pick<FlightDraft, 'search'>): boolean {
  return draft.search.trip === 'round_trip';
}

/** True when every leg the trip needs is chosen, with a category. */
export function selectionComplete(draft: FlightDraft): boolean {
  return !!draft.outbound && (!isRoundTrip(draft) || !!draft.inbound) && draft.category !== null;
}

export interface Estimate {
  perPassenger: PaxPrices;
  total: string;
  currency: number;
}

/** The prices step 1 showed: each chosen leg's price of the category (supplements included), per passenger type, and the sum. */
export function estimate(draft: FlightDraft): Estimate | null {
  if (!selectionComplete(draft)) return null;
  const legs = [draft.outbound, draft.inbound].filter((leg) => leg !== null);
  const counts = countsOf(draft.search);
  const per: Record<PassengerType, number> = { adult: 0, child: 0, infant: 0 };
  for (const leg of legs) {
    const prices = categoryPrices(leg.categories.find((c) => c.id === draft.category), isRoundTrip(draft));
    if (!prices) return null;
    for (const type of PAX_TYPES) per[type] += toMinor(prices[type]);
  }
  const total = PAX_TYPES.reduce((sum, type) => sum + per[type] * counts[type], 0);
  return {
    perPassenger: { adult: fromMinor(per.adult), child: fromMinor(per.child), infant: fromMinor(per.infant) },
    total: fromMinor(total),
    currency: draft.outbound?.currency ?? 1,
  };
}

/** The server's total differs from the one step 1 showed (both with the airport supplements). */
export function quoteDiffers(quote: PriceQuote, before: Estimate): boolean {
  return toMinor(quote.total) !== toMinor(before.total);
}

/** The option has the category with a seat for every passenger who takes one. */
export function hasSeats(option: FlightOption, category: number | null, seatsNeeded: number): boolean {
  const chosen = option.categories.find((c) => c.id === category);
  return !!chosen && chosen.seats_available >= seatsNeeded;
}

/**
 * The option preselected on a leg (issue 8: 'Continuar' is then one press): the cheapest for the
 * family among those with the category and a seat for everyone, the earlier listed on a tie; null
 * when none can be booked.
 */
export function cheapestBookable(options: readonly FlightOption[], search: FlightSearchValues, category: number | null, seatsNeeded: number): FlightOption | null {
  const counts = countsOf(search);
  let best: { option: FlightOption; total: number } | null = null;
  for (const option of options) {
    if (!hasSeats(option, category, seatsNeeded)) continue;
    const prices = categoryPrices(option.categories.find((c) => c.id === category), search.trip === 'round_trip');
    if (!prices) continue;
    const total = PAX_TYPES.reduce((sum, type) => sum + toMinor(prices[type]) * counts[type], 0);
    if (!best || total < best.total) best = { option, total };
  }
  return best?.option ?? null;
}

export function priceBody(draft: FlightDraft): PriceCalculationBody {
  const code = draft.discount_code.trim();
  return {
    outbound: draft.outbound?.id ?? 0,
    ...(isRoundTrip(draft) && draft.inbound ? { inbound: draft.inbound.id } : {}),
    category: draft.category ?? 0,
    adults: draft.search.adults,
    children: draft.search.children,
    infants: draft.search.infants,
    ...(code ? { discount_code: code } : {}),
  };
}
