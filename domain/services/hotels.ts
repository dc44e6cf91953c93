/**
 * Pure pricing of a hotel stay (issue 11; docs/api-hotels.md 'Pricing'), used by the server (search,
 * quote, book, the staff's price preview) and the browser. Units:
 * - a price row (contract × occupancy × meal plan) is per room and night for the occupancy's adults;
 *   each child adds the `child_prices` band holding its age, per night (no band: the child is free);
 * - each night takes the contract (season) whose dates hold it, so a stay across two seasons is
 *   priced night by night; every night of a stay must be in one currency;
 * - minimum nights: the largest of the hotel's and those of the seasons the stay touches;
 * - supplements: mandatory ones always, optional ones when chosen; per person (whose age is in the
 *   supplement's range; adults count as PAX_DEFAULT_AGE) or per room; per night (the nights inside
 *   its dates) or per stay (once, when check-in is inside its dates);
 * - offers (hotelOffers.ts) lower the accommodation cost, then supplements are added;
 * - the agency's sell price follows from pricing/markupChain.ts on the total net.
 * Arithmetic in integer minor units. priceStay itself is in hotelStay.ts (re-exported here).
 */
import type { PolicySnapshot } from '../catalogNames.ts';
import { fromMinor, toMinor } from '../money.ts';
import { priceThroughChain, type ChainPrice, type ChainStep } from '../pricing/markupChain.ts';
import type { HotelOffer } from './hotelOffers.ts';

export { OFFER_KINDS, type HotelOffer, type OfferKind } from './hotelOffers.ts';
export { childNightMinor, contractOn, matchOccupancy, MAX_STAY_NIGHTS, PAX_DEFAULT_AGE, plansOf, priceStay, roomNetMinor, roomOccupancy, roomsPerType, stayNights, stayPlans, typeAvailable, type StayQuote } from './hotelStay.ts';

/** Spec §9: the hotel search starts with one room of 2 adults. */
export const DEFAULT_ROOMS: readonly RoomRequest[] = [{ adults: 2, children_ages: [] }];
export const MAX_ROOMS = 9;

export const HOTEL_PROVIDER_OWN = 'own';
export const SUPPLEMENT_PER = ['person', 'room'] as const;
export const SUPPLEMENT_FREQUENCY = ['night', 'stay'] as const;
export const AVAILABILITY_MODES = ['cupon_sales', 'open_sales', 'on_request', 'stop_sale'] as const;
export type AvailabilityMode = (typeof AVAILABILITY_MODES)[number];

export interface ChildPrice {
  min_age: number;
  max_age: number;
  price: string;
}

export interface Occupancy {
  id: number;
  room_type_id: number;
  adults: number;
  children: number;
  min_age_accepted: number;
  max_age_accepted: number;
}

export interface PriceRow {
  occupancy_id: number;
  meal_plan_id: number;
  price: string;
  child_prices: readonly ChildPrice[];
}

export interface Contract {
  id: number;
  start_date: string;
  end_date: string;
  currency_id: number;
  min_nights: number;
  cancellation_policies: readonly PolicySnapshot[];
  prices: readonly PriceRow[];
}

export interface Supplement {
  id: number;
  name: string;
  mandatory: boolean;
  per: (typeof SUPPLEMENT_PER)[number];
  frequency: (typeof SUPPLEMENT_FREQUENCY)[number];
  amount: string;
  currency_id: number;
  date_from: string | null;
  date_to: string | null;
  min_age: number;
  max_age: number;
  room_type_id: number | null;
  meal_plan_id: number | null;
}

/** One night of one room type as the availability slice stores it. */
export interface NightAvailability {
  mode: AvailabilityMode;
  allotment: number;
  sold: number;
}

/** Everything of one hotel the pricing needs (the server loads it; the browser gets it as JSON). */
export interface HotelPricingData {
  min_nights: number;
  occupancies: readonly Occupancy[];
  contracts: readonly Contract[];
  supplements: readonly Supplement[];
  offers: readonly HotelOffer[];
  /** room type id → date → night; absent: availability is not checked (the staff's preview). */
  availability?: ReadonlyMap<number, ReadonlyMap<string, NightAvailability>>;
  /**
   * The same for one stay only, summed up per room type by the search's query (one row per type
   * instead of one per night); checked instead of `availability`, and only for that stay.
   */
  stayAvailability?: StayAvailability;
}

/** A hotel's availability over one stay (check-in and nights), per room type sellable on every night. */
export interface StayAvailability {
  checkin: string;
  nights: number;
  /** Room types with a night of every date and none stop_sale. */
  roomTypes: ReadonlyMap<number, { /** Fewest rooms left on a cupon_sales night (Infinity: none). */ free: number; onRequest: boolean }>;
}

export interface RoomRequest {
  adults: number;
  children_ages: readonly number[];
  room_type_id?: number;
  meal_plan_id?: number;
  /** Optional supplements chosen for this room. */
  supplements?: readonly number[];
}

export interface StayRequest {
  checkin: string;
  checkout: string;
  bookingDate: string;
  rooms: readonly (RoomRequest & { room_type_id: number; meal_plan_id: number })[];
}

export interface NightPrice {
  date: string;
  contract_id: number;
  roomMinor: number;
  childrenMinor: number;
}

export interface RoomPrice {
  occupancy_id: number;
  room_type_id: number;
  meal_plan_id: number;
  nights: NightPrice[];
  supplements: { id: number; name: string; mandatory: boolean; amountMinor: number }[];
  offers: { id: number; name: string; discountMinor: number }[];
  accommodationMinor: number;
  discountMinor: number;
  supplementsMinor: number;
  netMinor: number;
  /** A night of this room type is on request: the booking waits for the coordinator. */
  onRequest: boolean;
}

export type PricingError =
  | { code: 'invalid_dates' }
  | { code: 'min_nights'; min_nights: number }
  | { code: 'no_occupancy'; room: number }
  | { code: 'child_age'; room: number; min_age: number; max_age: number }
  | { code: 'no_price'; room: number; date: string }
  | { code: 'currency_mismatch' }
  | { code: 'supplement'; room: number; supplement: number }
  | { code: 'no_availability'; room: number; date: string };

export interface StayPrice {
  nights: number;
  currency_id: number;
  rooms: RoomPrice[];
  netMinor: number;
  min_nights: number;
  cancellation_policies: PolicySnapshot[];
  onRequest: boolean;
}

export type PricingResult = { ok: true; price: StayPrice } | { ok: false; error: PricingError };

/** Bands in one form (ages ascending, prices with two decimals), so stored and sent grids compare equal. */
export function normalizeChildPrices(bands: readonly ChildPrice[]): ChildPrice[] {
  return [...bands].sort((a, b) => a.min_age - b.min_age).map((b) => ({ min_age: b.min_age, max_age: b.max_age, price: fromMinor(toMinor(b.price)) }));
}

/** The agency's price: the stay's net through the markup chain (as flights use it). */
export function sellPrice(price: StayPrice, chain: readonly ChainStep[]): ChainPrice {
  return priceThroughChain(price.netMinor, chain);
}

/** A room's price as the API sends it (decimal strings). */
export function roomPriceJson(room: RoomPrice) {
  return {
    occupancy: room.occupancy_id,
    room_type: room.room_type_id,
    meal_plan: room.meal_plan_id,
    nights: room.nights.map((n) => ({ date: n.date, contract: n.contract_id, room: fromMinor(n.roomMinor), children: fromMinor(n.childrenMinor), net: fromMinor(n.roomMinor + n.childrenMinor) })),
    supplements: room.supplements.map((s) => ({ id: s.id, name: s.name, mandatory: s.mandatory, amount: fromMinor(s.amountMinor) })),
    offers: room.offers.map((o) => ({ id: o.id, name: o.name, discount: fromMinor(o.discountMinor) })),
    accommodation: fromMinor(room.accommodationMinor),
    discount: fromMinor(room.discountMinor),
    supplements_total: fromMinor(room.supplementsMinor),
    net: fromMinor(room.netMinor),
    on_request: room.onRequest,
  };
}
