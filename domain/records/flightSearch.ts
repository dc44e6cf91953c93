/**
 * Answers of the flight search and the price calculation (docs/api-flights.md 'Search'), as zod
 * schemas: the routes serialise with them (so OpenAPI describes them) and the types are inferred.
 * Money is a decimal string with its currency id, dates YYYY-MM-DD, times HH:MM:SS.
 */
import { PASSENGER_TYPES } from '../constants.ts';
import { TRIP_TYPES } from '../flights/pricing.ts';
import { cancellationPolicySchema } from '../pricing/cancellation.ts';
import { z } from '../validation.ts';

const int = z.number().int();
const money = z.string();

export const paxPricesRecord = z.object({ adult: money, child: money, infant: money });

export const placeRef = z.object({ id: int, name: z.string(), code: z.string(), airport: z.string() });
export type PlaceRef = z.infer<typeof placeRef>;

export const optionCategory = z.object({
  id: int,
  name: z.string(),
  code: z.string(),
  seats_available: int,
  prices: z.object({ one_way: paxPricesRecord, round_trip: paxPricesRecord }),
});
export type OptionCategory = z.infer<typeof optionCategory>;

export const termsRecord = z.object({ name: z.string(), description: z.string() });
export type Terms = z.infer<typeof termsRecord>;


/** A dated departure in the search (spec 'Flight schedule'); `id` is the subcalendar. */
export const flightOptionRecord = z.object({
  id: int,
  flight: int,
  flight_number: z.string(),
  airline: z.object({ id: int, name: z.string(), code: z.string(), logo: z.string().nullable() }),
  departure_date: z.string(),
  departure_time: z.string(),
  arrival_date: z.string(),
  arrival_time: z.string(),
  checkin_time: z.string(),
  travel_minutes: int,
  distance_km: z.number(),
  is_with_scales: z.boolean(),
  schedule_status: z.string(),
  blocked: z.boolean(),
  origin: placeRef,
  destination: placeRef,
  categories: z.array(optionCategory).describe('each category’s prices include `supplements`'),
  supplements: paxPricesRecord.describe('the departure airport’s per-passenger supplements, included in every category’s prices'),
  seats_available: int,
  seats_total_sales: int,
  seats_total_capacity: int,
  currency: int,
  cancellation_policy: z.array(cancellationPolicySchema),
  terms: z.array(termsRecord).describe('the flight’s terms, or every flight terms of the catalogue when it names none'),
});
export type FlightOptionRecord = z.infer<typeof flightOptionRecord>;

/** GET flights/search/flights-open/. */
export const flightSearchAnswer = z.object({ outbound: z.array(flightOptionRecord), inbound: z.array(flightOptionRecord) });
export type FlightSearchAnswer = z.infer<typeof flightSearchAnswer>;

/** GET flights/search/flights-open/get_bookable_days/. */
export const bookableDaysAnswer = z.object({ days: z.array(z.string()) });

export const supplementLineRecord = z.object({
  airport: z.string(),
  passenger_type: z.enum(PASSENGER_TYPES).nullable(),
  amount: money,
  quantity: int,
  total: money,
});
export type SupplementLineRecord = z.infer<typeof supplementLineRecord>;

const direction = z.enum(['outbound', 'inbound']);

/** POST flights/v2/price-calculation/ (and `price` of a 409 price_changed). */
export const priceQuoteRecord = z.object({
  currency: int,
  trip_type: z.enum(TRIP_TYPES),
  per_passenger: paxPricesRecord,
  legs: z.array(z.object({ direction, subcalendar: int, per_passenger: paxPricesRecord })),
  supplements: money,
  supplement_lines: z.array(supplementLineRecord),
  taxes: money,
  total: money,
  price_token: z.string(),
  expires_at: z.string(),
});
export type PriceQuoteRecord = z.infer<typeof priceQuoteRecord>;
