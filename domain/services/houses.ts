/**
 * Private houses (issue 11, docs/api-houses.md 'Pricing'): the pure rules of a stay, used by the
 * search, the detail's price, the request's creation (server) and the request form (browser).
 *
 * A house is rented whole (`full_house`) or by private rooms; each night takes the season holding
 * it (full-house price, or the room price times the rooms asked); breakfast is included (free),
 * optional (its price per guest and night when asked) or not offered; supplements are mandatory or
 * chosen, per person or per booking, per night or once per stay. The agency's price is the net
 * through the markup chain (`sellPrice`), as every service.
 */
import { fromMinor, toMinor } from '../money.ts';
import { priceThroughChain, type ChainPrice, type ChainStep } from '../pricing/markupChain.ts';

export const PROPERTY_TYPES = ['house', 'apartment', 'villa', 'colonial_house'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const ACCOMMODATION_TYPES = ['casa_particular', 'hostal', 'boutique'] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];
/** Spec §3 House booking 'type (default private_room)'. */
export const RENT_TYPES = ['private_room', 'full_house'] as const;
export type RentType = (typeof RENT_TYPES)[number];
export const DEFAULT_RENT_TYPE: RentType = 'private_room';
export const BREAKFAST_MODES = ['none', 'included', 'optional'] as const;
export type BreakfastMode = (typeof BREAKFAST_MODES)[number];
export const HOUSE_SUPPLEMENT_PER = ['person', 'booking'] as const;
export const HOUSE_SUPPLEMENT_FREQUENCY = ['night', 'stay'] as const;
export const MAX_HOUSE_NIGHTS = 60;
export const MAX_HOUSE_GUESTS = 20;
/** Spec §9 default: 2 adults. */
export const DEFAULT_HOUSE_ADULTS = 2;
/** Spec §3 House filter: country, default 1 (Cuba, the first country of the nomenclator). */
export const DEFAULT_HOUSE_COUNTRY = 1;
/** An adult's age when none is given (as hotels count adults). */
export const ADULT_AGE = 30;
export const ADULT_MIN_AGE = 18;

export interface HouseRoom {
  id: number;
  name: string;
  capacity: number;
}

export interface HouseSeason {
  id: number;
  start_date: string;
  end_date: string;
  /** Per night for the whole house; null: not rented whole in this season. */
  full_house_price: string | null;
  /** Per room and night; null: no rooms rented in this season. */
  room_price: string | null;
  min_nights: number | null;
}

export interface HouseSupplement {
  id: number;
  name: string;
  mandatory: boolean;
  per: (typeof HOUSE_SUPPLEMENT_PER)[number];
  frequency: (typeof HOUSE_SUPPLEMENT_FREQUENCY)[number];
  amount: string;
}

export interface HousePricingData {
  full_house: boolean;
  private_rooms: boolean;
  breakfast: BreakfastMode;
  breakfast_price: string;
  min_nights: number;
  rooms: readonly HouseRoom[];
  seasons: readonly HouseSeason[];
  supplements: readonly HouseSupplement[];
}

export interface HouseStayRequest {
  checkin: string;
  checkout: string;
  type: RentType;
  /** Room ids (private rooms); ignored for a full house. */
  rooms: readonly number[];
  /** Every guest's age (adults count as ADULT_AGE or their age). */
  ages: readonly number[];
  breakfast: boolean;
  /** Optional supplements chosen. */
  supplements: readonly number[];
}

export type HousePricingError =
  | { code: 'invalid_dates' }
  | { code: 'min_nights'; min_nights: number }
  | { code: 'rent_type' }
  | { code: 'no_rooms' }
  | { code: 'unknown_room' }
  | { code: 'capacity'; capacity: number }
  | { code: 'no_guests' }
  | { code: 'no_price'; date: string }
  | { code: 'breakfast' }
  | { code: 'supplement' }
  | { code: 'not_available' };

export interface HouseNightPrice {
  date: string;
  season: number;
  minor: number;
}

export interface HouseSupplementPrice {
  id: number;
  name: string;
  mandatory: boolean;
  minor: number;
}

export interface HouseStayPrice {
  nights: HouseNightPrice[];
  accommodationMinor: number;
  breakfastMinor: number;
  supplements: HouseSupplementPrice[];
  netMinor: number;
  capacity: number;
}

export type HousePricingResult = { ok: true; price: HouseStayPrice } | { ok: false; error: HousePricingError };

const DAY = 24 * 3600 * 1000;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Every night of a stay: check-in to the day before check-out; empty when the dates are wrong. */
export function houseNights(checkin: string, checkout: string): string[] {
  if (!ISO.test(checkin) || !ISO.test(checkout)) return [];
  const start = Date.parse(`${checkin}T00:00:00Z`);
  const end = Date.parse(`${checkout}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return [];
  const out: string[] = [];
  for (let t = start; t < end && out.length <= MAX_HOUSE_NIGHTS; t += DAY) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** Two stays share a night when each starts before the other ends (check-out day is free). */
export function staysOverlap(a: { checkin: string; checkout: string }, b: { checkin: string; checkout: string }): boolean {
  return a.checkin < b.checkout && b.checkin < a.checkout;
}

/** A confirmed stay that holds rooms of the house (a full-house one holds every room). */
export interface HeldStay {
  checkin: string;
  checkout: string;
  full_house: boolean;
  rooms: readonly number[];
}

/**
 * The rooms free for a stay, given the confirmed stays of the house: a full-house stay that
 * overlaps takes them all; a room stay takes its rooms.
 */
export function freeRooms(rooms: readonly HouseRoom[], held: readonly HeldStay[], stay: { checkin: string; checkout: string }): HouseRoom[] {
  const overlapping = held.filter((h) => staysOverlap(h, stay));
  if (overlapping.some((h) => h.full_house)) return [];
  const taken = new Set(overlapping.flatMap((h) => h.rooms));
  return rooms.filter((r) => !taken.has(r.id));
}

/** Whether the stay asked can be taken now that `held` is confirmed (whole house: no overlap at all). */
export function isAvailable(rooms: readonly HouseRoom[], held: readonly HeldStay[], request: { checkin: string; checkout: string; type: RentType; rooms: readonly number[] }): boolean {
  if (request.type === 'full_house') return !held.some((h) => staysOverlap(h, request));
  const free = new Set(freeRooms(rooms, held, request).map((r) => r.id));
  return request.rooms.every((id) => free.has(id));
}

function seasonOn(seasons: readonly HouseSeason[], date: string): HouseSeason | undefined {
  return seasons.find((s) => s.start_date <= date && date <= s.end_date);
}

/** The price of a stay in the house's currency, or the first rule it breaks. */
export function priceHouseStay(data: HousePricingData, request: HouseStayRequest): HousePricingResult {
  const nights = houseNights(request.checkin, request.checkout);
  if (nights.length === 0 || nights.length > MAX_HOUSE_NIGHTS) return { ok: false, error: { code: 'invalid_dates' } };
  const full = request.type === 'full_house';
  if (full ? !data.full_house : !data.private_rooms) return { ok: false, error: { code: 'rent_type' } };
  if (request.ages.length === 0) return { ok: false, error: { code: 'no_guests' } };

  let rooms: HouseRoom[];
  if (full) rooms = [...data.rooms];
  else {
    if (request.rooms.length === 0) return { ok: false, error: { code: 'no_rooms' } };
    const byId = new Map(data.rooms.map((r) => [r.id, r]));
    if (request.rooms.some((id) => !byId.has(id)) || new Set(request.rooms).size !== request.rooms.length) return { ok: false, error: { code: 'unknown_room' } };
    rooms = request.rooms.map((id) => byId.get(id) as HouseRoom);
  }
  const capacity = rooms.reduce((sum, r) => sum + r.capacity, 0);
  if (request.ages.length > capacity) return { ok: false, error: { code: 'capacity', capacity } };

  const priced: HouseNightPrice[] = [];
  let minNights = data.min_nights;
  for (const date of nights) {
    const season = seasonOn(data.seasons, date);
    const unit = season ? (full ? season.full_house_price : season.room_price) : null;
    if (!season || unit === null) return { ok: false, error: { code: 'no_price', date } };
    minNights = Math.max(minNights, season.min_nights ?? 1);
    priced.push({ date, season: season.id, minor: full ? toMinor(unit) : toMinor(unit) * rooms.length });
  }
  if (nights.length < minNights) return { ok: false, error: { code: 'min_nights', min_nights: minNights } };

  const guests = request.ages.length;
  let breakfastMinor = 0;
  if (request.breakfast) {
    if (data.breakfast === 'none') return { ok: false, error: { code: 'breakfast' } };
    if (data.breakfast === 'optional') breakfastMinor = toMinor(data.breakfast_price) * guests * nights.length;
  }

  const byId = new Map(data.supplements.map((s) => [s.id, s]));
  if (request.supplements.some((id) => !byId.get(id) || byId.get(id)?.mandatory)) return { ok: false, error: { code: 'supplement' } };
  const chosen = new Set(request.supplements);
  const supplements = data.supplements
    .filter((s) => s.mandatory || chosen.has(s.id))
    .map((s) => ({ id: s.id, name: s.name, mandatory: s.mandatory, minor: toMinor(s.amount) * (s.per === 'person' ? guests : 1) * (s.frequency === 'night' ? nights.length : 1) }));

  const accommodationMinor = priced.reduce((sum, n) => sum + n.minor, 0);
  const netMinor = accommodationMinor + breakfastMinor + supplements.reduce((sum, s) => sum + s.minor, 0);
  return { ok: true, price: { nights: priced, accommodationMinor, breakfastMinor, supplements, netMinor, capacity } };
}

/** The agency's price: the stay's net through the markup chain. */
export function houseSellPrice(price: HouseStayPrice, chain: readonly ChainStep[]): ChainPrice {
  return priceThroughChain(price.netMinor, chain);
}

/** Adults and children of a guest list (a child is under ADULT_MIN_AGE). */
export function countGuests(ages: readonly number[]): { adults: number; children: number } {
  const children = ages.filter((a) => a < ADULT_MIN_AGE).length;
  return { adults: ages.length - children, children };
}

/** The breakdown as the API sends it (decimal strings). */
export function housePriceJson(price: HouseStayPrice) {
  return {
    nights: price.nights.map((n) => ({ date: n.date, season: n.season, amount: fromMinor(n.minor) })),
    accommodation: fromMinor(price.accommodationMinor),
    breakfast: fromMinor(price.breakfastMinor),
    supplements: price.supplements.map((s) => ({ id: s.id, name: s.name, mandatory: s.mandatory, amount: fromMinor(s.minor) })),
    net: fromMinor(price.netMinor),
  };
}
