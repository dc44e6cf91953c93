/**
 * The net price of a seat for one passenger type (issue 4, 'Search and booking'): the base price
 * of the route (or, with 'use configuration prices', of the dated schedule), then the one price rule
 * that applies with the highest priority, then the one promotion that applies with the highest
 * priority. The agency's sell price follows from pricing/markupChain.ts on top of this net.
 */
import type { PassengerType } from '../constants.ts';
import { toMinor } from '../money.ts';
import { percentOf } from '../pricing/markupChain.ts';

export type PaxPrices = Record<PassengerType, string>;

export interface RoutePrices {
  use_configuration_prices: boolean;
  one_way: PaxPrices;
  round_trip: PaxPrices;
}

/** Prices of a dated schedule (spec 'Flight schedule': priceAdult … and the OI round-trip ones). */
export interface SchedulePrices {
  one_way: PaxPrices;
  round_trip: PaxPrices;
}

export const PRICE_RULE_KINDS = ['percent', 'fixed', 'price'] as const;
export type PriceRuleKind = (typeof PRICE_RULE_KINDS)[number];
export const PROMOTION_KINDS = ['percent', 'fixed'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const TRIP_TYPES = ['one_way', 'round_trip'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** Conditions shared by price rules and promotions; null means 'any'. */
export interface RuleConditions {
  id: number;
  priority: number;
  route_id: number | null;
  date_from: string | null;
  date_to: string | null;
  /** ISO weekdays 1 (Monday) to 7 (Sunday); empty means every day. */
  weekdays: number[];
  passenger_type: PassengerType | null;
  category_id: number | null;
  agency_group_id: number | null;
  trip_type: TripType | null;
  active: boolean;
}

/** percent and fixed adjust the base (negative lowers it); price sets it. */
export interface PriceRule extends RuleConditions {
  kind: PriceRuleKind;
  value: string;
}

/** A promotion always lowers the price, by a percent or an amount. */
export interface PromotionRule extends RuleConditions {
  kind: PromotionKind;
  value: string;
}

export interface PricingContext {
  route_id: number;
  departure_date: string;
  category_id: number;
  /** Groups the buying agency belongs to (agency groups of issue 3). */
  agency_group_ids: readonly number[];
  trip_type: TripType;
}

export interface PaxNetPrice {
  passenger_type: PassengerType;
  baseMinor: number;
  ruleId: number | null;
  afterRuleMinor: number;
  promotionId: number | null;
  netMinor: number;
}

// The last day asked: a search asks the same departure day for every rule, passenger type,
// category and trip type of a departure, and building a Date was a few percent of a search.
let lastDate = '';
let lastWeekday = 0;

export function isoWeekday(date: string): number {
  if (date !== lastDate) {
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    lastWeekday = day === 0 ? 7 : day;
    lastDate = date;
  }
  return lastWeekday;
}

/** The conditions of a rule on the departure day: its date range and its weekdays. */
export type DayConditions = Pick<RuleConditions, 'date_from' | 'date_to' | 'weekdays'>;

export function appliesOnDay(rule: DayConditions, date: string): boolean {
  return (
    (rule.date_from === null || date >= rule.date_from) &&
    (rule.date_to === null || date <= rule.date_to) &&
    (rule.weekdays.length === 0 || rule.weekdays.includes(isoWeekday(date)))
  );
}

export function ruleMatches(rule: RuleConditions, ctx: PricingContext, pax: PassengerType): boolean {
  return (
    rule.active &&
    (rule.route_id === null || rule.route_id === ctx.route_id) &&
    appliesOnDay(rule, ctx.departure_date) &&
    (rule.passenger_type === null || rule.passenger_type === pax) &&
    (rule.category_id === null || rule.category_id === ctx.category_id) &&
    (rule.agency_group_id === null || ctx.agency_group_ids.includes(rule.agency_group_id)) &&
    (rule.trip_type === null || rule.trip_type === ctx.trip_type)
  );
}

/** Highest priority wins; on a tie the older rule (smaller id) does, so the answer is stable. */
export function winningRule<R extends RuleConditions>(rules: readonly R[], ctx: PricingContext, pax: PassengerType): R | null {
  let best: R | null = null;
  for (const rule of rules) {
    if (!ruleMatches(rule, ctx, pax)) continue;
    if (!best || rule.priority > best.priority || (rule.priority === best.priority && rule.id < best.id)) best = rule;
  }
  return best;
}

export function basePrices(route: RoutePrices, schedule: SchedulePrices, trip: TripType): PaxPrices {
  const source = route.use_configuration_prices ? schedule : route;
  return source[trip];
}

export function paxNetPrice(base: string, pax: PassengerType, ctx: PricingContext, rules: readonly PriceRule[], promotions: readonly PromotionRule[]): PaxNetPrice {
  const baseMinor = toMinor(base);
  const rule = winningRule(rules, ctx, pax);
  let afterRule = baseMinor;
  if (rule) {
    if (rule.kind === 'price') afterRule = toMinor(rule.value);
    else if (rule.kind === 'percent') afterRule = baseMinor + percentOf(baseMinor, rule.value);
    else afterRule = baseMinor + toMinor(rule.value);
  }
  afterRule = Math.max(afterRule, 0);
  const promotion = winningRule(promotions, ctx, pax);
  let net = afterRule;
  if (promotion) net -= promotion.kind === 'percent' ? percentOf(afterRule, promotion.value) : toMinor(promotion.value);
  return {
    passenger_type: pax,
    baseMinor,
    ruleId: rule?.id ?? null,
    afterRuleMinor: afterRule,
    promotionId: promotion?.id ?? null,
    netMinor: Math.max(net, 0),
  };
}
