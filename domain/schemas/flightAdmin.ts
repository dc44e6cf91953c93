/**
 * Bodies and list filters of the flight administration (docs/api-flights.md 'Administration API in
 * detail'): airlines, cities, airports, seat and luggage categories, visible luggage, routes,
 * flights, price and promotion rules, airport supplements. Calendars and departures are in
 * flightInventory.ts. Shared by the server (validation) and the admin screens (forms).
 */
import { PASSENGER_TYPES } from '../constants.ts';
import { CURRENCIES } from '../currencies.ts';
import { PRICE_RULE_KINDS, PROMOTION_KINDS, TRIP_TYPES } from '../flights/pricing.ts';
import { isTime } from '../flights/schedule.ts';
import { SUPPLEMENT_KINDS } from '../flights/supplements.ts';
import { z } from '../validation.ts';
import { id, idIn, isoDate, listQuery, MAX_ID, optionalText, text, toNumber } from './common.ts';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const SIGNED = /^-?\d{1,12}(\.\d{1,2})?$/;

const decimalText = z.union([z.string().max(20), z.number()]).transform((v) => (typeof v === 'number' ? String(v) : v.trim()));

/** A price: zero or more, at most two decimals, as a decimal string. */
export const price = decimalText.refine((v) => MONEY.test(v), { error: 'validation.invalid_amount' });
/** A rule value: may be negative (a rule can lower the base price). */
export const signedDecimal = decimalText.refine((v) => SIGNED.test(v), { error: 'validation.invalid_number' });

export const int = (min: number, max: number) => z.preprocess(toNumber, z.number().int().min(min).max(max));
export const bool = z.boolean();
/** 'HH:MM' or 'HH:MM:SS', kept as 'HH:MM:SS' (the column's text form). */
export const clockTime = z
  .string()
  .trim()
  .max(8)
  .refine(isTime, { error: 'validation.invalid_time' })
  .transform((v) => (v.length === 5 ? `${v}:00` : v));
export const weekdays = z
  .array(int(1, 7))
  .max(7)
  .refine((days) => new Set(days).size === days.length, { error: 'validation.duplicate_items' })
  .transform((days) => [...days].sort((a, b) => a - b));
export const currencyId = z.preprocess(toNumber, z.number().int().refine((v) => CURRENCIES.some((c) => c.id === v), { error: 'validation.invalid_choice' }));
export const nullableId = id.nullable();
/** Ids of a bulk operation: 1 to `max`, repeated ones counted once. */
export const idList = (max: number) =>
  z
    .array(id)
    .min(1)
    .max(max)
    .transform((ids) => [...new Set(ids)]);

export { idIn };
export const queryBool = z.enum(['true', 'false']).transform((v) => v === 'true');
export const search = optionalText(100);

export const PRICE_FIELDS = ['price_adult', 'price_child', 'price_infant', 'price_adult_oi', 'price_child_oi', 'price_infant_oi'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];
export const priceFields = {
  price_adult: price.optional(),
  price_child: price.optional(),
  price_infant: price.optional(),
  price_adult_oi: price.optional(),
  price_child_oi: price.optional(),
  price_infant_oi: price.optional(),
};

const upperCode = (min: number, max: number) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9]{${min},${max}}$`), { error: 'validation.invalid_code' });

/**
 * Issue 8: a catalogue name's English twin (domain/catalogNames.ts). Optional and trimmed; blank
 * or null clears it, so the Spanish name shows in English too.
 */
export const englishName = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

// Airlines, cities, airports, categories.
export const airlineBody = z.strictObject({ name: text(100), code: upperCode(2, 3), logo: z.string().trim().max(255).nullable().optional(), active: bool.optional() });
export const airlineUpdateBody = airlineBody.partial();
export const airlineListQuery = listQuery.extend({ search, active: queryBool.optional(), id__in: idIn.optional() });

export const cityBody = z.strictObject({ name: text(100), code: upperCode(3, 3), country: id });
export const cityUpdateBody = cityBody.partial();
export const cityListQuery = listQuery.extend({ search, country: id.optional(), id__in: idIn.optional() });

export const airportBody = z.strictObject({ name: text(150), iata: upperCode(3, 3), city: id });
export const airportUpdateBody = airportBody.partial();
export const airportListQuery = listQuery.extend({ search, city: id.optional(), id__in: idIn.optional() });

export const seatCategoryBody = z.strictObject({ name: text(50), name_en: englishName(50), code: upperCode(1, 10), sort: int(0, 1000).optional(), visible: bool.optional() });
export const seatCategoryUpdateBody = seatCategoryBody.partial();
export const seatCategoryListQuery = listQuery.extend({ search, visible: queryBool.optional(), id__in: idIn.optional() });

export const luggageCategoryBody = z.strictObject({ name: text(100), name_en: englishName(100), weight_lbs: int(1, 1000), price: price.optional(), currency: currencyId.optional(), visible: bool.optional() });
export const luggageCategoryUpdateBody = luggageCategoryBody.partial();
export const luggageCategoryListQuery = listQuery.extend({ search, visible: queryBool.optional(), id__in: idIn.optional() });

export const visibleLuggageBody = z.strictObject({ luggage_category: id, route: nullableId.optional(), airline: nullableId.optional(), visible: bool.optional() });
export const visibleLuggageUpdateBody = visibleLuggageBody.partial();
export const visibleLuggageAssignBody = z.strictObject({
  luggage_categories: idList(100),
  routes: z.array(id).max(1000).optional(),
  airline: nullableId.optional(),
  visible: bool.optional(),
});
export const visibleLuggageBulkBody = z.strictObject({ ids: idList(1000), visible: bool });
export const visibleLuggageListQuery = listQuery.extend({
  luggage_category: id.optional(),
  route: id.optional(),
  airline: id.optional(),
  visible: queryBool.optional(),
  id__in: idIn.optional(),
});

// Routes.
const routeSettings = { enabled: bool.optional(), use_configuration_prices: bool.optional(), ...priceFields, sort: int(0, 100000).optional(), margin_minutes: int(0, 1440).optional() };
const differentCities = (body: { origin_city?: number; destination_city?: number }, ctx: z.RefinementCtx) => {
  if (body.origin_city !== undefined && body.origin_city === body.destination_city) {
    ctx.addIssue({ code: 'custom', path: ['destination_city'], message: 'validation.same_city' });
  }
};
export const routeBody = z.strictObject({ name: text(150), origin_city: id, destination_city: id, ...routeSettings }).superRefine(differentCities);
export const routeUpdateBody = z.strictObject({ name: text(150), origin_city: id, destination_city: id, ...routeSettings }).partial().superRefine(differentCities);
export const routeBulkUpdateBody = z.strictObject({ ids: idList(1000), ...routeSettings });
export const idsBody = z.strictObject({ ids: idList(1000) });
export const routeConfigurationBody = z.strictObject({ use_configuration_prices: bool, ...priceFields, margin_minutes: int(0, 1440).optional() });
export const dateRangeBody = z
  .strictObject({ start_date: isoDate.optional(), end_date: isoDate.optional() })
  .refine((b) => !b.start_date || !b.end_date || b.start_date <= b.end_date, { path: ['end_date'], error: 'validation.date_order' });
export const routeListQuery = listQuery.extend({
  search,
  origin_city: id.optional(),
  destination_city: id.optional(),
  enabled: queryBool.optional(),
  id__in: idIn.optional(),
});

// Flights.
const flightNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/, { error: 'validation.invalid_flight_number' });
export { flightNumber };
const flightFields = {
  number: flightNumber,
  airline: id,
  route: id,
  origin_airport: id,
  destination_airport: id,
  departure_time: clockTime,
  arrival_time: clockTime,
  travel_minutes: int(1, 2880),
  distance_km: int(0, 20000).optional(),
  is_with_scales: bool.optional(),
  active: bool.optional(),
  cancellation_policy: nullableId.optional(),
  term_conditions: nullableId.optional(),
};
export const flightBody = z.strictObject(flightFields);
export const flightUpdateBody = z.strictObject(flightFields).partial();
export const flightListQuery = listQuery.extend({
  search,
  airline: id.optional(),
  route: id.optional(),
  origin_city: id.optional(),
  destination_city: id.optional(),
  active: queryBool.optional(),
  id__in: idIn.optional(),
});

// Price rules and promotions (domain/flights/pricing.ts RuleConditions).
/** The message key when a rule's value does not suit its kind, or null. */
export function ruleValueIssue(promotion: boolean, kind: string, value: string): string | null {
  const n = Number(value);
  if (promotion || kind === 'price') {
    if (n < 0) return 'validation.not_negative';
  }
  if (kind === 'percent' && (n < -100 || n > (promotion ? 100 : 1000))) return 'validation.invalid_rule_percent';
  return null;
}

const ruleFields = {
  name: text(150),
  name_en: englishName(150),
  priority: int(-1000, 1000).optional(),
  route: nullableId.optional(),
  date_from: isoDate.nullable().optional(),
  date_to: isoDate.nullable().optional(),
  weekdays: weekdays.optional(),
  passenger_type: z.enum(PASSENGER_TYPES).nullable().optional(),
  category: nullableId.optional(),
  agency_group: nullableId.optional(),
  trip_type: z.enum(TRIP_TYPES).nullable().optional(),
  value: signedDecimal,
  active: bool.optional(),
};

type RuleShape = { date_from?: string | null; date_to?: string | null; kind?: string; value?: string };
const ruleChecks = (promotion: boolean) => (body: RuleShape, ctx: z.RefinementCtx) => {
  if (body.date_from && body.date_to && body.date_from > body.date_to) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'validation.date_order' });
  if (body.kind !== undefined && body.value !== undefined && SIGNED.test(body.value)) {
    const issue = ruleValueIssue(promotion, body.kind, body.value);
    if (issue) ctx.addIssue({ code: 'custom', path: ['value'], message: issue });
  }
};
const priceRuleShape = z.strictObject({ ...ruleFields, kind: z.enum(PRICE_RULE_KINDS) });
const promotionShape = z.strictObject({ ...ruleFields, kind: z.enum(PROMOTION_KINDS), code: upperCode(1, 30).nullable().optional() });
export const priceRuleBody = priceRuleShape.superRefine(ruleChecks(false));
export const priceRuleUpdateBody = priceRuleShape.partial().superRefine(ruleChecks(false));
export const promotionRuleBody = promotionShape.superRefine(ruleChecks(true));
export const promotionRuleUpdateBody = promotionShape.partial().superRefine(ruleChecks(true));
export const ruleListQuery = listQuery.extend({
  search,
  route: id.optional(),
  active: queryBool.optional(),
  kind: z.enum(PRICE_RULE_KINDS).optional(),
  passenger_type: z.enum(PASSENGER_TYPES).optional(),
  category: id.optional(),
  agency_group: id.optional(),
  trip_type: z.enum(TRIP_TYPES).optional(),
  valid_on: isoDate.optional(),
  code: optionalText(30),
  id__in: idIn.optional(),
});

// Airport supplements.
type SupplementShape = { kind?: string; passenger_type?: string | null; luggage_category?: number | null };
const supplementChecks = (body: SupplementShape, ctx: z.RefinementCtx) => {
  if (body.kind === 'per_passenger' && body.luggage_category != null) ctx.addIssue({ code: 'custom', path: ['luggage_category'], message: 'validation.supplement_kind' });
  if (body.kind === 'per_bag' && body.passenger_type != null) ctx.addIssue({ code: 'custom', path: ['passenger_type'], message: 'validation.supplement_kind' });
};
const supplementShape = z.strictObject({
  airport: id,
  luggage_category: nullableId.optional(),
  passenger_type: z.enum(PASSENGER_TYPES).nullable().optional(),
  kind: z.enum(SUPPLEMENT_KINDS),
  amount: price,
  currency: currencyId.optional(),
  active: bool.optional(),
});
export const supplementBody = supplementShape.superRefine(supplementChecks);
export const supplementUpdateBody = supplementShape.partial().superRefine(supplementChecks);
export const supplementListQuery = listQuery.extend({
  airport: id.optional(),
  luggage_category: id.optional(),
  passenger_type: z.enum(PASSENGER_TYPES).optional(),
  kind: z.enum(SUPPLEMENT_KINDS).optional(),
  active: queryBool.optional(),
  id__in: idIn.optional(),
});
export const calculateSupplementBody = z.strictObject({
  airport: id,
  adults: int(0, 99),
  children: int(0, 99).optional(),
  infants: int(0, 99).optional(),
  bags: z
    .array(z.strictObject({ luggage_category: id, count: int(1, 99) }))
    .max(20)
    .optional(),
});
export const luggageTypesQuery = listQuery.extend({ airport: id.optional() });

// Catalogue GETs (flights/…).
export const catalogQuery = listQuery.extend({ search });
export const cityDestinationQuery = catalogQuery.extend({ origin: id.optional() });
export const supplementCatalogQuery = listQuery.extend({ airport: id.optional() });
