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
import { DerivedValues } from './derivedValues.ts';
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
  return nightDiscountsInto(offer, dates, costs, new Array<number>(costs.length));
}

/** nightDiscounts written into `out` (every night set): the stack reuses one list for its offers. */
function nightDiscountsInto(offer: HotelOffer, dates: readonly string[], costs: readonly number[], out: number[]): number[] {
  out.fill(0);
  if (offer.kind === 'free_nights') {
    const stay = offer.stay_nights ?? 0;
    const pay = offer.pay_nights ?? stay;
    if (stay <= 0 || pay >= stay) return out;
    const eligible: number[] = [];
    for (let i = 0; i < dates.length; i++) if (inRange(dates[i], offer.stay_from, offer.stay_to)) eligible.push(i);
    const free = Math.floor(eligible.length / stay) * (stay - pay);
    if (free === 0) return out;
    // The cheapest nights go free; on equal cost the later night, so the answer is stable.
    cheapestFirst(eligible, costs);
    for (let k = 0; k < free; k++) out[eligible[k]] = costs[eligible[k]];
    return out;
  }
  const hundredths = toMinorKept(offer.percent ?? '0');
  for (let i = 0; i < dates.length; i++) if (inRange(dates[i], offer.stay_from, offer.stay_to)) out[i] = percentOfHundredths(costs[i], hundredths);
  return out;
}

/**
 * Night indexes by cost, then the later night first: an insertion sort, as a stay has a few nights
 * and Array.prototype.sort allocates on every call (the search's offers sorted ~0.5 MB a request).
 */
function cheapestFirst(nights: number[], costs: readonly number[]): void {
  for (let i = 1; i < nights.length; i++) {
    const night = nights[i];
    let j = i - 1;
    while (j >= 0 && (costs[nights[j]] > costs[night] || (costs[nights[j]] === costs[night] && nights[j] < night))) {
      nights[j + 1] = nights[j];
      j--;
    }
    nights[j + 1] = night;
  }
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A hotel's offers in the stack's order, free nights first, then by id (sorted once per offers loaded). */
const stackOrders = new DerivedValues<readonly HotelOffer[], readonly HotelOffer[]>();
function inStackOrder(offers: readonly HotelOffer[]): readonly HotelOffer[] {
  let ordered = stackOrders.get(offers);
  if (!ordered) stackOrders.set(offers, (ordered = [...offers].sort((a, b) => Number(b.kind === 'free_nights') - Number(a.kind === 'free_nights') || a.id - b.id)));
  return ordered;
}

/**
 * The stack of the combinable offers that qualify: free nights first, then the percents on what is
 * left (inStackOrder). Its offers worth something are pushed to `applied` when given; the count and
 * the total come back either way (the search's choices want the total alone).
 */
function stack(offers: readonly HotelOffer[], dates: readonly string[], costs: readonly number[], ctx: OfferContext, applied: AppliedOffers['offers'] | null): { count: number; discountMinor: number } {
  const current = costs.slice();
  const discounts = new Array<number>(costs.length);
  let count = 0;
  let total = 0;
  for (const offer of inStackOrder(offers)) {
    if (!offer.combinable || !offerQualifies(offer, ctx)) continue;
    nightDiscountsInto(offer, dates, current, discounts);
    const discountMinor = sum(discounts);
    if (discountMinor <= 0) continue;
    count++;
    total += discountMinor;
    applied?.push({ id: offer.id, name: offer.name, discountMinor });
    for (let i = 0; i < current.length; i++) current[i] -= discounts[i];
  }
  return { count, discountMinor: total };
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
  const applied: AppliedOffers['offers'] = [];
  const combined = stack(offers, dates, costs, ctx, applied);
  return combined.count > 1 && combined.discountMinor > single.discountMinor ? { offers: applied, discountMinor: combined.discountMinor } : single;
}

/**
 * applyOffers(...).discountMinor, for the search's choices: the best single offer's amount needs no
 * winner picked (ties only choose which offer to name), nor the stack its offers named.
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
  if (worthStacking < 2) return best;
  const combined = stack(offers, dates, costs, ctx, null);
  return combined.count > 1 && combined.discountMinor > best ? combined.discountMinor : best;
}
