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
import { toMinorKept } from '../money.ts';
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

/**
 * Discount of each night under one offer (0 outside its stay window). A room's nights come as two
 * arrays, dates and costs (room plus children, minor units), as priceStay holds them.
 */
function nightDiscounts(offer: HotelOffer, dates: readonly string[], costs: readonly number[]): number[] {
  const out = new Array<number>(costs.length).fill(0);
  if (offer.kind === 'free_nights') {
    const stay = offer.stay_nights ?? 0;
    const pay = offer.pay_nights ?? stay;
    if (stay <= 0 || pay >= stay) return out;
    const eligible: number[] = [];
    for (let i = 0; i < dates.length; i++) if (inRange(dates[i], offer.stay_from, offer.stay_to)) eligible.push(i);
    const free = Math.floor(eligible.length / stay) * (stay - pay);
    // The cheapest nights go free; on equal cost the later night, so the answer is stable.
    const cheapest = eligible.sort((a, b) => costs[a] - costs[b] || b - a).slice(0, free);
    for (const i of cheapest) out[i] = costs[i];
    return out;
  }
  const hundredths = toMinorKept(offer.percent ?? '0');
  for (let i = 0; i < dates.length; i++) if (inRange(dates[i], offer.stay_from, offer.stay_to)) out[i] = percentOfHundredths(costs[i], hundredths);
  return out;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The stack of combinable offers: free nights first, then the percents on what is left. */
function stack(offers: readonly HotelOffer[], dates: readonly string[], costs: readonly number[]): AppliedOffers {
  const ordered = [...offers].sort((a, b) => Number(b.kind === 'free_nights') - Number(a.kind === 'free_nights') || a.id - b.id);
  let current = costs;
  const applied: AppliedOffers['offers'] = [];
  for (const offer of ordered) {
    const discounts = nightDiscounts(offer, dates, current);
    const discountMinor = sum(discounts);
    if (discountMinor <= 0) continue;
    applied.push({ id: offer.id, name: offer.name, discountMinor });
    current = current.map((cost, i) => cost - discounts[i]);
  }
  return { offers: applied, discountMinor: sum(applied.map((o) => o.discountMinor)) };
}

/** sum(nightDiscounts(...)) without the per-night array where it can (every percent; free nights that free none). */
function discountSum(offer: HotelOffer, dates: readonly string[], costs: readonly number[]): number {
  if (offer.kind === 'free_nights') {
    const stay = offer.stay_nights ?? 0;
    if (stay <= 0 || (offer.pay_nights ?? stay) >= stay) return 0;
    let eligible = 0;
    for (const date of dates) if (inRange(date, offer.stay_from, offer.stay_to)) eligible++;
    return eligible < stay ? 0 : sum(nightDiscounts(offer, dates, costs));
  }
  const hundredths = toMinorKept(offer.percent ?? '0');
  let total = 0;
  for (let i = 0; i < dates.length; i++) if (inRange(dates[i], offer.stay_from, offer.stay_to)) total += percentOfHundredths(costs[i], hundredths);
  return total;
}

export function applyOffers(offers: readonly HotelOffer[], dates: readonly string[], costs: readonly number[], ctx: OfferContext): AppliedOffers {
  let best: { offer: HotelOffer; discountMinor: number } | null = null;
  let worthStacking = 0;
  for (const offer of offers) {
    if (!offerQualifies(offer, ctx)) continue;
    const discountMinor = discountSum(offer, dates, costs);
    if (offer.combinable && discountMinor > 0) worthStacking++;
    if (discountMinor > (best?.discountMinor ?? 0) || (best !== null && discountMinor === best.discountMinor && discountMinor > 0 && offer.id < best.offer.id)) best = { offer, discountMinor };
  }
  const single: AppliedOffers = best ? { offers: [{ id: best.offer.id, name: best.offer.name, discountMinor: best.discountMinor }], discountMinor: best.discountMinor } : { offers: [], discountMinor: 0 };
  // A stack wins only with two offers or more that lower the price in it. Costs are never negative
  // (prices are checked >= 0), so an offer worth nothing alone is worth nothing in a stack either,
  // where the costs are lower: fewer than two worth something alone cannot make a winning stack.
  if (worthStacking < 2) return single;
  const combined = stack(
    offers.filter((o) => o.combinable && offerQualifies(o, ctx)),
    dates,
    costs,
  );
  return combined.offers.length > 1 && combined.discountMinor > single.discountMinor ? combined : single;
}

/**
 * applyOffers(...).discountMinor, for the search's choices: the best single offer's amount needs no
 * winner picked (ties only choose which offer to name), and where a stack could win applyOffers
 * itself decides.
 */
export function offersDiscountMinor(offers: readonly HotelOffer[], dates: readonly string[], costs: readonly number[], ctx: OfferContext): number {
  let best = 0;
  let worthStacking = 0;
  for (const offer of offers) {
    if (!offerQualifies(offer, ctx)) continue;
    const discountMinor = discountSum(offer, dates, costs);
    if (offer.combinable && discountMinor > 0) worthStacking++;
    if (discountMinor > best) best = discountMinor;
  }
  return worthStacking < 2 ? best : applyOffers(offers, dates, costs, ctx).discountMinor;
}
