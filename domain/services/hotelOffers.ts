/**
 * Hotel offers (docs/api-hotels.md 'Offers'): which offers apply to a room of a stay and how they
 * combine. Offers lower the accommodation cost only (room and children), never supplements.
 * - `percent`: a percent off the nights inside the offer's stay window, when booked inside its
 *   booking window.
 * - `early_booking`: the same, when booked at least `min_days_before` days before check-in.
 * - `free_nights` (7×6): for every whole block of `stay_nights` nights inside the stay window,
 *   `stay_nights - pay_nights` of them are free, the cheapest ones.
 * Combination: every offer is worth its discount alone; the combinable ones together are worth
 * their stack (free nights first, then each percent on what is left, in id order). The larger of
 * the best single offer and the stack wins; on a tie the single offer does (fewer to explain).
 */
import { toMinor } from '../money.ts';
import { percentOfHundredths } from '../pricing/markupChain.ts';
import { daysBetween } from '../pricing/cancellation.ts';

export const OFFER_KINDS = ['percent', 'early_booking', 'free_nights'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export interface HotelOffer {
  id: number;
  name: string;
  kind: OfferKind;
  /** Decimal string; null for free_nights. */
  percent: string | null;
  stay_nights: number | null;
  pay_nights: number | null;
  min_days_before: number | null;
  stay_from: string | null;
  stay_to: string | null;
  booking_from: string | null;
  booking_to: string | null;
  room_type_id: number | null;
  meal_plan_id: number | null;
  combinable: boolean;
}

/** One night of a room: its date and accommodation cost (room plus children) in minor units. */
export interface NightCost {
  date: string;
  costMinor: number;
}

export interface OfferContext {
  checkin: string;
  /** The day the booking is made ('today' of the caller; tests pin it). */
  bookingDate: string;
  roomTypeId: number;
  mealPlanId: number;
}

export interface AppliedOffers {
  offers: { id: number; name: string; discountMinor: number }[];
  discountMinor: number;
}

const inRange = (date: string, from: string | null, to: string | null) => (from === null || date >= from) && (to === null || date <= to);

/** Days from the booking to the check-in; the search asks it of one stay thousands of times (read-only memo). */
let lastAhead: { bookingDate: string; checkin: string; days: number } | null = null;
function daysAhead(ctx: OfferContext): number {
  if (lastAhead?.bookingDate !== ctx.bookingDate || lastAhead.checkin !== ctx.checkin) lastAhead = { bookingDate: ctx.bookingDate, checkin: ctx.checkin, days: daysBetween(ctx.bookingDate, ctx.checkin) };
  return lastAhead.days;
}

/** Whether the offer may apply to this room and booking at all (its nights are checked later). */
export function offerQualifies(offer: HotelOffer, ctx: OfferContext): boolean {
  if (offer.room_type_id !== null && offer.room_type_id !== ctx.roomTypeId) return false;
  if (offer.meal_plan_id !== null && offer.meal_plan_id !== ctx.mealPlanId) return false;
  if (!inRange(ctx.bookingDate, offer.booking_from, offer.booking_to)) return false;
  if (offer.kind === 'early_booking' && daysAhead(ctx) < (offer.min_days_before ?? 0)) return false;
  return true;
}

/** Discount of each night under one offer (0 outside its stay window). */
function nightDiscounts(offer: HotelOffer, nights: readonly NightCost[]): number[] {
  const eligible = nights.map((n, i) => ({ i, cost: n.costMinor, ok: inRange(n.date, offer.stay_from, offer.stay_to) })).filter((n) => n.ok);
  const out = nights.map(() => 0);
  if (offer.kind === 'free_nights') {
    const stay = offer.stay_nights ?? 0;
    const pay = offer.pay_nights ?? stay;
    if (stay <= 0 || pay >= stay) return out;
    const free = Math.floor(eligible.length / stay) * (stay - pay);
    // The cheapest nights go free; on equal cost the later night, so the answer is stable.
    const cheapest = [...eligible].sort((a, b) => a.cost - b.cost || b.i - a.i).slice(0, free);
    for (const n of cheapest) out[n.i] = n.cost;
    return out;
  }
  const hundredths = toMinor(offer.percent ?? '0');
  for (const n of eligible) out[n.i] = percentOfHundredths(n.cost, hundredths);
  return out;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The stack of combinable offers: free nights first, then the percents on what is left. */
function stack(offers: readonly HotelOffer[], nights: readonly NightCost[]): AppliedOffers {
  const ordered = [...offers].sort((a, b) => Number(b.kind === 'free_nights') - Number(a.kind === 'free_nights') || a.id - b.id);
  let current = nights.map((n) => ({ ...n }));
  const applied: AppliedOffers['offers'] = [];
  for (const offer of ordered) {
    const discounts = nightDiscounts(offer, current);
    const discountMinor = sum(discounts);
    if (discountMinor <= 0) continue;
    applied.push({ id: offer.id, name: offer.name, discountMinor });
    current = current.map((n, i) => ({ ...n, costMinor: n.costMinor - discounts[i] }));
  }
  return { offers: applied, discountMinor: sum(applied.map((o) => o.discountMinor)) };
}

export function applyOffers(offers: readonly HotelOffer[], nights: readonly NightCost[], ctx: OfferContext): AppliedOffers {
  const qualifying = offers.filter((o) => offerQualifies(o, ctx));
  let best: AppliedOffers = { offers: [], discountMinor: 0 };
  for (const offer of qualifying) {
    const discountMinor = sum(nightDiscounts(offer, nights));
    if (discountMinor > best.discountMinor || (discountMinor === best.discountMinor && discountMinor > 0 && best.offers.length === 1 && offer.id < best.offers[0].id)) {
      best = { offers: [{ id: offer.id, name: offer.name, discountMinor }], discountMinor };
    }
  }
  const combined = stack(
    qualifying.filter((o) => o.combinable),
    nights,
  );
  return combined.offers.length > 1 && combined.discountMinor > best.discountMinor ? combined : best;
}
