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
 * Arithmetic in integer minor units.
 */
import type { PolicySnapshot } from '../catalogNames.ts';
import { fromMinor, toMinor } from '../money.ts';
import { daysBetween } from '../pricing/cancellation.ts';
import { priceThroughChain, type ChainPrice, type ChainStep } from '../pricing/markupChain.ts';
import { applyOffers, type HotelOffer } from './hotelOffers.ts';

export { OFFER_KINDS, type HotelOffer, type OfferKind } from './hotelOffers.ts';

/** Spec §9: the hotel search starts with one room of 2 adults; a passenger's age defaults to 30. */
export const DEFAULT_ROOMS: readonly RoomRequest[] = [{ adults: 2, children_ages: [] }];
export const PAX_DEFAULT_AGE = 30;
export const MAX_STAY_NIGHTS = 60;
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

/** The nights of a stay: every date from check-in up to the day before check-out. */
export function stayNights(checkin: string, checkout: string): string[] {
  return [...stayNightsShared(checkin, checkout)];
}

/** The search prices thousands of rooms of one stay: its nights are worked out once (read-only). */
let lastStay: { key: string; nights: readonly string[] } | null = null;
function stayNightsShared(checkin: string, checkout: string): readonly string[] {
  const key = `${checkin}/${checkout}`;
  if (lastStay?.key !== key) lastStay = { key, nights: computeStayNights(checkin, checkout) };
  return lastStay.nights;
}

function computeStayNights(checkin: string, checkout: string): string[] {
  const count = daysBetween(checkin, checkout);
  const out: string[] = [];
  const start = Date.parse(`${checkin}T00:00:00Z`);
  for (let i = 0; i < count; i++) out.push(new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return out;
}

export function contractOn(contracts: readonly Contract[], date: string): Contract | undefined {
  // Seasons of a hotel do not overlap (the API refuses it); the latest start wins if they ever do.
  let found: Contract | undefined;
  for (const c of contracts) if (c.start_date <= date && date <= c.end_date && (!found || c.start_date > found.start_date)) found = c;
  return found;
}

/** The occupancy of a room type for these guests: same adults and children, every age accepted. */
export function matchOccupancy(occupancies: readonly Occupancy[], roomTypeId: number, adults: number, ages: readonly number[]): Occupancy | { error: 'no_occupancy' } | { error: 'child_age'; occupancy: Occupancy } {
  const occupancy = occupancies.find((o) => o.room_type_id === roomTypeId && o.adults === adults && o.children === ages.length);
  if (!occupancy) return { error: 'no_occupancy' };
  if (ages.some((a) => a < occupancy.min_age_accepted || a > occupancy.max_age_accepted)) return { error: 'child_age', occupancy };
  return occupancy;
}

/** Bands in one form (ages ascending, prices with two decimals), so stored and sent grids compare equal. */
export function normalizeChildPrices(bands: readonly ChildPrice[]): ChildPrice[] {
  return [...bands].sort((a, b) => a.min_age - b.min_age).map((b) => ({ min_age: b.min_age, max_age: b.max_age, price: fromMinor(toMinor(b.price)) }));
}

/**
 * Minor units of the amounts pricing reads again and again (child bands, supplements: a few distinct
 * values across a search's thousands of rooms), parsed once; bounded, as any cache.
 */
const parsedAmounts = new Map<string, number>();
function amountMinor(amount: string): number {
  let minor = parsedAmounts.get(amount);
  if (minor === undefined) {
    minor = toMinor(amount);
    if (parsedAmounts.size >= 10_000) parsedAmounts.clear();
    parsedAmounts.set(amount, minor);
  }
  return minor;
}

export function childNightMinor(bands: readonly ChildPrice[], age: number): number {
  const band = bands.find((b) => age >= b.min_age && age <= b.max_age);
  return band ? amountMinor(band.price) : 0;
}

/** A contract's price rows by occupancy and plan, with the price in minor units, built once per contract loaded. */
const priceIndex = new WeakMap<Contract, Map<string, { row: PriceRow; minor: number }>>();
function priceRowOf(contract: Contract, occupancyId: number, mealPlanId: number): { row: PriceRow; minor: number } | undefined {
  let index = priceIndex.get(contract);
  if (!index) {
    index = new Map();
    // The first row of a pair wins, as `find` did (the database keeps one per pair).
    for (const row of contract.prices) {
      const key = `${row.occupancy_id}:${row.meal_plan_id}`;
      if (!index.has(key)) index.set(key, { row, minor: toMinor(row.price) });
    }
    priceIndex.set(contract, index);
  }
  return index.get(`${occupancyId}:${mealPlanId}`);
}

const inDates = (date: string, from: string | null, to: string | null) => (from === null || date >= from) && (to === null || date <= to);

function supplementMinor(s: Supplement, nights: readonly string[], ages: readonly number[]): number {
  const persons = s.per === 'room' ? 1 : ages.filter((age) => age >= s.min_age && age <= s.max_age).length;
  const times = s.frequency === 'stay' ? (inDates(nights[0], s.date_from, s.date_to) ? 1 : 0) : nights.filter((d) => inDates(d, s.date_from, s.date_to)).length;
  return amountMinor(s.amount) * persons * times;
}

/** Enough rooms of the type on every night (spec §5 'At least one available room is needed in the period'). */
function availabilityGap(data: HotelPricingData, roomTypeId: number, nights: readonly string[], rooms: number): { date: string } | { onRequest: boolean } {
  if (!data.availability) return { onRequest: false };
  const byDate = data.availability.get(roomTypeId);
  let onRequest = false;
  for (const date of nights) {
    const night = byDate?.get(date);
    if (!night || night.mode === 'stop_sale') return { date };
    if (night.mode === 'cupon_sales' && night.allotment - night.sold < rooms) return { date };
    if (night.mode === 'on_request') onRequest = true;
  }
  return { onRequest };
}

export function priceStay(data: HotelPricingData, request: StayRequest): PricingResult {
  const nights = stayNightsShared(request.checkin, request.checkout);
  if (nights.length < 1 || nights.length > MAX_STAY_NIGHTS || request.rooms.length < 1) return { ok: false, error: { code: 'invalid_dates' } };
  const seasons = new Map<number, Contract>();
  const nightContracts = nights.map((date) => contractOn(data.contracts, date));
  for (const c of nightContracts) if (c) seasons.set(c.id, c);
  const minNights = Math.max(data.min_nights, ...[...seasons.values()].map((c) => c.min_nights));
  if (nights.length < minNights) return { ok: false, error: { code: 'min_nights', min_nights: minNights } };
  const currencies = new Set([...seasons.values()].map((c) => c.currency_id));
  if (currencies.size > 1) return { ok: false, error: { code: 'currency_mismatch' } };
  const roomsOfType = new Map<number, number>();
  for (const r of request.rooms) roomsOfType.set(r.room_type_id, (roomsOfType.get(r.room_type_id) ?? 0) + 1);

  const rooms: RoomPrice[] = [];
  for (const [index, room] of request.rooms.entries()) {
    const occupancy = matchOccupancy(data.occupancies, room.room_type_id, room.adults, room.children_ages);
    if ('error' in occupancy) {
      if (occupancy.error === 'no_occupancy') return { ok: false, error: { code: 'no_occupancy', room: index } };
      return { ok: false, error: { code: 'child_age', room: index, min_age: occupancy.occupancy.min_age_accepted, max_age: occupancy.occupancy.max_age_accepted } };
    }
    const priced: NightPrice[] = [];
    for (const [n, date] of nights.entries()) {
      const contract = nightContracts[n];
      const price = contract && priceRowOf(contract, occupancy.id, room.meal_plan_id);
      if (!contract || !price) return { ok: false, error: { code: 'no_price', room: index, date } };
      const childrenMinor = room.children_ages.reduce((total, age) => total + childNightMinor(price.row.child_prices, age), 0);
      priced.push({ date, contract_id: contract.id, roomMinor: price.minor, childrenMinor });
    }
    const currency = [...currencies][0];
    const ages = [...Array.from({ length: room.adults }, () => PAX_DEFAULT_AGE), ...room.children_ages];
    const applicable = data.supplements.filter((s) => (s.room_type_id === null || s.room_type_id === room.room_type_id) && (s.meal_plan_id === null || s.meal_plan_id === room.meal_plan_id));
    for (const chosen of room.supplements ?? []) {
      const s = applicable.find((x) => x.id === chosen);
      if (!s || s.mandatory) return { ok: false, error: { code: 'supplement', room: index, supplement: chosen } };
    }
    const supplements = applicable
      .filter((s) => s.mandatory || (room.supplements ?? []).includes(s.id))
      .map((s) => ({ s, amountMinor: supplementMinor(s, nights, ages) }))
      .filter((x) => x.amountMinor > 0 || !x.s.mandatory);
    if (supplements.some((x) => x.s.currency_id !== currency)) return { ok: false, error: { code: 'currency_mismatch' } };
    const available = availabilityGap(data, room.room_type_id, nights, roomsOfType.get(room.room_type_id) ?? 1);
    if ('date' in available) return { ok: false, error: { code: 'no_availability', room: index, date: available.date } };
    const costs = priced.map((n) => ({ date: n.date, costMinor: n.roomMinor + n.childrenMinor }));
    const offers = applyOffers(data.offers, costs, { checkin: request.checkin, bookingDate: request.bookingDate, roomTypeId: room.room_type_id, mealPlanId: room.meal_plan_id });
    const accommodationMinor = costs.reduce((t, n) => t + n.costMinor, 0);
    const supplementsMinor = supplements.reduce((t, x) => t + x.amountMinor, 0);
    rooms.push({
      occupancy_id: occupancy.id,
      room_type_id: room.room_type_id,
      meal_plan_id: room.meal_plan_id,
      nights: priced,
      supplements: supplements.map((x) => ({ id: x.s.id, name: x.s.name, mandatory: x.s.mandatory, amountMinor: x.amountMinor })),
      offers: offers.offers,
      accommodationMinor,
      discountMinor: offers.discountMinor,
      supplementsMinor,
      netMinor: accommodationMinor - offers.discountMinor + supplementsMinor,
      onRequest: available.onRequest,
    });
  }
  const checkinSeason = contractOn(data.contracts, request.checkin);
  return {
    ok: true,
    price: {
      nights: nights.length,
      currency_id: [...currencies][0],
      rooms,
      netMinor: rooms.reduce((t, r) => t + r.netMinor, 0),
      min_nights: minNights,
      // The season of the check-in binds the cancellation (spec §3 'season_cancellation_policy').
      cancellation_policies: [...(checkinSeason?.cancellation_policies ?? [])],
      onRequest: rooms.some((r) => r.onRequest),
    },
  };
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
