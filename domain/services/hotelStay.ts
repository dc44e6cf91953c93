/**
 * priceStay: the price of a stay at one hotel, by the rules of hotels.ts' header. The search prices
 * thousands of rooms of one stay per request, so the work that does not depend on the room is done
 * once: a contract's price cells (occupancy × plan, amounts in minor units) once per contract
 * loaded, a stay's frame (its nights' seasons, minimum nights, currency) once per hotel and stay.
 * `priceRoom` is the one computation of a room; priceStay itemises it, `roomNetMinor` (the search's
 * choices, hotelBooking.ts) asks the same code for the total only.
 */
import { toMinor, toMinorKept } from '../money.ts';
import { daysBetween } from '../pricing/cancellation.ts';
import { applyOffers, offersDiscountMinor } from './hotelOffers.ts';
import type { ChildPrice, Contract, HotelPricingData, NightPrice, Occupancy, PricingError, PricingResult, RoomPrice, RoomRequest, StayRequest, Supplement } from './hotels.ts';

/** Spec §9: a passenger's age defaults to 30 (adults count so for supplements by age). */
export const PAX_DEFAULT_AGE = 30;
export const MAX_STAY_NIGHTS = 60;

/** The nights of a stay: every date from check-in up to the day before check-out. */
export function stayNights(checkin: string, checkout: string): string[] {
  return [...stayNightsShared(checkin, checkout)];
}

let lastStay: { checkin: string; checkout: string; nights: readonly string[] } | null = null;
function stayNightsShared(checkin: string, checkout: string): readonly string[] {
  if (lastStay?.checkin !== checkin || lastStay.checkout !== checkout) lastStay = { checkin, checkout, nights: computeStayNights(checkin, checkout) };
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

export function childNightMinor(bands: readonly ChildPrice[], age: number): number {
  const band = bands.find((b) => age >= b.min_age && age <= b.max_age);
  return band ? toMinorKept(band.price) : 0;
}

interface PriceCell {
  contractId: number;
  minor: number;
  bands: readonly ChildPrice[];
}

/** A contract's cells by occupancy, then plan; the first row of a pair wins (the database keeps one). */
const cellIndex = new WeakMap<Contract, Map<number, Map<number, PriceCell>>>();
function cellOf(contract: Contract, occupancyId: number, mealPlanId: number): PriceCell | undefined {
  let index = cellIndex.get(contract);
  if (!index) {
    index = new Map();
    for (const row of contract.prices) {
      let byPlan = index.get(row.occupancy_id);
      if (!byPlan) index.set(row.occupancy_id, (byPlan = new Map()));
      if (!byPlan.has(row.meal_plan_id)) byPlan.set(row.meal_plan_id, { contractId: contract.id, minor: toMinor(row.price), bands: row.child_prices });
    }
    cellIndex.set(contract, index);
  }
  return index.get(occupancyId)?.get(mealPlanId);
}

/** What a stay costs whatever the room: its nights, their seasons, the minimum nights, the currency. */
interface StayFrame {
  nights: readonly string[];
  contracts: readonly (Contract | undefined)[];
  minNights: number;
  currency: number | undefined;
  error?: PricingError;
}

/** The last frame of each hotel's seasons (the search asks one stay of each hotel many times). */
const frames = new WeakMap<readonly Contract[], { checkin: string; checkout: string; hotelMinNights: number; frame: StayFrame }>();
function stayFrame(data: HotelPricingData, checkin: string, checkout: string): StayFrame {
  const kept = frames.get(data.contracts);
  if (kept && kept.checkin === checkin && kept.checkout === checkout && kept.hotelMinNights === data.min_nights) return kept.frame;
  const frame = computeFrame(data, checkin, checkout);
  frames.set(data.contracts, { checkin, checkout, hotelMinNights: data.min_nights, frame });
  return frame;
}

function computeFrame(data: HotelPricingData, checkin: string, checkout: string): StayFrame {
  const nights = stayNightsShared(checkin, checkout);
  const contracts = nights.map((date) => contractOn(data.contracts, date));
  const frame: StayFrame = { nights, contracts, minNights: data.min_nights, currency: undefined };
  if (nights.length < 1 || nights.length > MAX_STAY_NIGHTS) return { ...frame, error: { code: 'invalid_dates' } };
  const seasons = new Set(contracts.filter((c): c is Contract => c !== undefined));
  frame.minNights = Math.max(data.min_nights, ...[...seasons].map((c) => c.min_nights));
  if (nights.length < frame.minNights) return { ...frame, error: { code: 'min_nights', min_nights: frame.minNights } };
  const currencies = new Set([...seasons].map((c) => c.currency_id));
  if (currencies.size > 1) return { ...frame, error: { code: 'currency_mismatch' } };
  frame.currency = [...currencies][0];
  return frame;
}

/** Enough rooms of the type on every night (spec §5 'At least one available room is needed in the period'). */
function availabilityGap(data: HotelPricingData, roomTypeId: number, nights: readonly string[], rooms: number): { date: string } | { onRequest: boolean } {
  const summed = data.stayAvailability;
  if (summed) {
    if (summed.checkin !== nights[0] || summed.nights !== nights.length) throw new Error('stayAvailability was summed up for another stay');
    const type = summed.roomTypes.get(roomTypeId);
    return !type || type.free < rooms ? { date: nights[0] } : { onRequest: type.onRequest };
  }
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

const inDates = (date: string, from: string | null, to: string | null) => (from === null || date >= from) && (to === null || date <= to);

/** Guests of the room the supplement counts: 1 per room, else those whose age is in its range. */
function supplementPersons(s: Supplement, adults: number, children: readonly number[]): number {
  if (s.per === 'room') return 1;
  let persons = PAX_DEFAULT_AGE >= s.min_age && PAX_DEFAULT_AGE <= s.max_age ? adults : 0;
  for (const age of children) if (age >= s.min_age && age <= s.max_age) persons++;
  return persons;
}

function supplementMinor(s: Supplement, nights: readonly string[], adults: number, children: readonly number[]): number {
  let times = 0;
  if (s.frequency === 'stay') times = inDates(nights[0], s.date_from, s.date_to) ? 1 : 0;
  else for (const d of nights) if (inDates(d, s.date_from, s.date_to)) times++;
  return toMinorKept(s.amount) * supplementPersons(s, adults, children) * times;
}

// Top-level rather than a closure in priceRoom: the search calls it thousands of times a request.
function supplementApplies(s: Supplement, room: { room_type_id: number; meal_plan_id: number }): boolean {
  return (s.room_type_id === null || s.room_type_id === room.room_type_id) && (s.meal_plan_id === null || s.meal_plan_id === room.meal_plan_id);
}

type PricedRoom = RoomRequest & { room_type_id: number; meal_plan_id: number };
interface StayAt {
  checkin: string;
  bookingDate: string;
}

/** The lists a lean quote never fills (never pushed to: `detail` guards every push). */
const NOTHING: never[] = [];

/** A hotel's occupancies by room type (the search matches thousands of rooms against them a request). */
const occupanciesByType = new WeakMap<readonly Occupancy[], Map<number, Occupancy[]>>();
function occupancyOf(occupancies: readonly Occupancy[], roomTypeId: number, adults: number, ages: readonly number[]): ReturnType<typeof matchOccupancy> {
  let byType = occupanciesByType.get(occupancies);
  if (!byType) {
    byType = new Map();
    for (const o of occupancies) byType.set(o.room_type_id, [...(byType.get(o.room_type_id) ?? []), o]);
    occupanciesByType.set(occupancies, byType);
  }
  return matchOccupancy(byType.get(roomTypeId) ?? [], roomTypeId, adults, ages);
}

/**
 * One room of the stay without the availability check: its nights, supplements and offers (every
 * room is priced alone; the rooms of one stay meet only in the availability check). `detail`
 * false (the search's choices) gives the same net alone, as a number: nothing itemised. The
 * itemised room's `onRequest` is left false: the availability check sets it.
 */
function quoteRoom(data: HotelPricingData, frame: StayFrame, stay: StayAt, room: PricedRoom, index: number, detail: true): RoomPrice | PricingError;
function quoteRoom(data: HotelPricingData, frame: StayFrame, stay: StayAt, room: PricedRoom, index: number, detail: false): number | PricingError;
function quoteRoom(data: HotelPricingData, frame: StayFrame, stay: StayAt, room: PricedRoom, index: number, detail: boolean): RoomPrice | number | PricingError {
  const occupancy = occupancyOf(data.occupancies, room.room_type_id, room.adults, room.children_ages);
  if ('error' in occupancy) {
    if (occupancy.error === 'no_occupancy') return { code: 'no_occupancy', room: index };
    return { code: 'child_age', room: index, min_age: occupancy.occupancy.min_age_accepted, max_age: occupancy.occupancy.max_age_accepted };
  }
  const { nights } = frame;
  const costs: number[] = new Array<number>(nights.length);
  // Itemised only when asked: the search's choices allocate nothing they do not use.
  const priced: NightPrice[] = detail ? [] : NOTHING;
  let accommodationMinor = 0;
  // The nights of one season share its cell and children's bands: looked up once per season.
  let season: Contract | undefined;
  let cell: PriceCell | undefined;
  let childrenMinor = 0;
  for (let n = 0; n < nights.length; n++) {
    const contract = frame.contracts[n];
    if (contract !== season || n === 0) {
      season = contract;
      cell = contract && cellOf(contract, occupancy.id, room.meal_plan_id);
      if (cell) {
        childrenMinor = 0;
        for (const age of room.children_ages) childrenMinor += childNightMinor(cell.bands, age);
      }
    }
    if (!cell) return { code: 'no_price', room: index, date: nights[n] };
    costs[n] = cell.minor + childrenMinor;
    accommodationMinor += costs[n];
    if (detail) priced.push({ date: nights[n], contract_id: cell.contractId, roomMinor: cell.minor, childrenMinor });
  }
  const chosen = room.supplements ?? [];
  for (const id of chosen) {
    const s = data.supplements.find((x) => x.id === id && supplementApplies(x, room));
    if (!s || s.mandatory) return { code: 'supplement', room: index, supplement: id };
  }
  const supplements: RoomPrice['supplements'] = detail ? [] : NOTHING;
  let supplementsMinor = 0;
  for (const s of data.supplements) {
    if (!supplementApplies(s, room) || !(s.mandatory || chosen.includes(s.id))) continue;
    const minor = supplementMinor(s, nights, room.adults, room.children_ages);
    if (minor <= 0 && s.mandatory) continue;
    if (s.currency_id !== frame.currency) return { code: 'currency_mismatch' };
    supplementsMinor += minor;
    if (detail) supplements.push({ id: s.id, name: s.name, mandatory: s.mandatory, amountMinor: minor });
  }
  if (!detail && data.offers.length === 0) return accommodationMinor + supplementsMinor;
  const ctx = { checkin: stay.checkin, bookingDate: stay.bookingDate, roomTypeId: room.room_type_id, mealPlanId: room.meal_plan_id };
  if (!detail) return accommodationMinor - offersDiscountMinor(data.offers, nights, costs, ctx) + supplementsMinor;
  const offers = applyOffers(data.offers, nights, costs, ctx);
  return {
    occupancy_id: occupancy.id,
    room_type_id: room.room_type_id,
    meal_plan_id: room.meal_plan_id,
    nights: priced,
    supplements,
    offers: offers.offers,
    accommodationMinor,
    discountMinor: offers.discountMinor,
    supplementsMinor,
    netMinor: accommodationMinor - offers.discountMinor + supplementsMinor,
    onRequest: false,
  };
}

/** The room priced, then checked for `roomsOfType` rooms of its type on every night. */
function priceRoom(data: HotelPricingData, frame: StayFrame, stay: StayAt, room: PricedRoom, index: number, roomsOfType: number): RoomPrice | PricingError {
  const quoted = quoteRoom(data, frame, stay, room, index, true);
  if (isError(quoted)) return quoted;
  const available = availabilityGap(data, room.room_type_id, frame.nights, roomsOfType);
  if ('date' in available) return { code: 'no_availability', room: index, date: available.date };
  quoted.onRequest = available.onRequest;
  return quoted;
}

const isError = (x: RoomPrice | PricingError): x is PricingError => 'code' in x;

/** How many rooms of each type a stay asks (what the availability check counts). */
export function roomsPerType(typeIds: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const type of typeIds) counts.set(type, (counts.get(type) ?? 0) + 1);
  return counts;
}

export function priceStay(data: HotelPricingData, request: StayRequest): PricingResult {
  const frame = stayFrame(data, request.checkin, request.checkout);
  if (request.rooms.length < 1) return { ok: false, error: { code: 'invalid_dates' } };
  if (frame.error) return { ok: false, error: frame.error };
  const counts = roomsPerType(request.rooms.map((r) => r.room_type_id));
  const rooms: RoomPrice[] = [];
  for (const [index, room] of request.rooms.entries()) {
    const priced = priceRoom(data, frame, request, room, index, counts.get(room.room_type_id) ?? 1);
    if (isError(priced)) return { ok: false, error: priced };
    rooms.push(priced);
  }
  const checkinSeason = contractOn(data.contracts, request.checkin);
  return {
    ok: true,
    price: {
      nights: frame.nights.length,
      currency_id: frame.currency as number,
      rooms,
      netMinor: rooms.reduce((t, r) => t + r.netMinor, 0),
      min_nights: frame.minNights,
      // The season of the check-in binds the cancellation (spec §3 'season_cancellation_policy').
      cancellation_policies: [...(checkinSeason?.cancellation_policies ?? [])],
      onRequest: rooms.some((r) => r.onRequest),
    },
  };
}

/**
 * The meal plans the stay may be priced on, ascending: those of the season of its first night
 * (every night needs a price, so no other plan prices); none when the stay cannot be priced at all.
 */
export function stayPlans(data: HotelPricingData, checkin: string, checkout: string): readonly number[] {
  const frame = stayFrame(data, checkin, checkout);
  const first = frame.contracts[0];
  return frame.error || !first ? [] : plansOf(first);
}

/** The meal plans a season has a price for, ascending (worked out once per season loaded). */
const contractPlans = new WeakMap<Contract, readonly number[]>();
export function plansOf(contract: Contract): readonly number[] {
  let plans = contractPlans.get(contract);
  if (!plans) contractPlans.set(contract, (plans = [...new Set(contract.prices.map((p) => p.meal_plan_id))].sort((a, b) => a - b)));
  return plans;
}

/** A stay of one hotel as the search asks it of many room types and plans. */
export interface StayQuote {
  checkin: string;
  checkout: string;
  bookingDate: string;
}

/**
 * One room's net alone (priceStay's room, without the availability check), or null where
 * priceStay fails for it: the search's choices, which check the availability of the rooms
 * together by `typeAvailable`.
 */
export function roomNetMinor(data: HotelPricingData, stay: StayQuote, room: PricedRoom): number | null {
  const frame = stayFrame(data, stay.checkin, stay.checkout);
  if (frame.error) return null;
  const quoted = quoteRoom(data, frame, stay, room, 0, false);
  return typeof quoted === 'number' ? quoted : null;
}

/** priceStay's availability check: `rooms` rooms of the type on every night of the stay. */
export function typeAvailable(data: HotelPricingData, stay: StayQuote, roomTypeId: number, rooms: number): boolean {
  return !('date' in availabilityGap(data, roomTypeId, stayFrame(data, stay.checkin, stay.checkout).nights, rooms));
}
