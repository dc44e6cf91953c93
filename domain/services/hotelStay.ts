/**
 * priceStay: the price of a stay at one hotel, by the rules of hotels.ts' header. The search prices
 * thousands of rooms of one stay per request, so the work that does not depend on the room is done
 * once: a contract's price cells (hotelCells.ts) once per contract loaded, a stay's frame (its
 * nights' seasons, minimum nights, currency) once per hotel and stay.
 * `priceRoom` is the one computation of a room; priceStay itemises it, `roomNetMinor` (the search's
 * choices, hotelBooking.ts) asks the same code for the total only.
 */
import { DerivedValues } from './derivedValues.ts';
import { toMinorKept } from '../money.ts';
import { daysBetween } from '../pricing/cancellation.ts';
import { applyOffers, offersDiscountMinor, type OfferContext } from './hotelOffers.ts';
import { cellOf, type PriceCell } from './hotelCells.ts';
import type { ChildPrice, Contract, HotelPricingData, NightPrice, Occupancy, PricingError, PricingResult, RoomPrice, RoomRequest, StayRequest, Supplement } from './hotels.ts';

/** Spec §9: a passenger's age defaults to 30 (adults count so for supplements by age). */
export const PAX_DEFAULT_AGE = 30;
export const MAX_STAY_NIGHTS = 60;

/** The nights of a stay: every date from check-in up to the day before check-out. */
export function stayNights(checkin: string, checkout: string): string[] {
  return [...stayNightsShared(checkin, checkout)];
}

let lastStay: { checkin: string; checkout: string; nights: readonly string[]; firstDay: number } | null = null;
function stayShared(checkin: string, checkout: string): { nights: readonly string[]; firstDay: number } {
  if (lastStay?.checkin !== checkin || lastStay.checkout !== checkout) lastStay = { checkin, checkout, nights: computeStayNights(checkin, checkout), firstDay: dayNumber(checkin) };
  return lastStay;
}
const stayNightsShared = (checkin: string, checkout: string): readonly string[] => stayShared(checkin, checkout).nights;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

function computeStayNights(checkin: string, checkout: string): string[] {
  const count = daysBetween(checkin, checkout);
  const out: string[] = [];
  const start = Date.parse(`${checkin}T00:00:00Z`);
  for (let i = 0; i < count; i++) out.push(new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return out;
}

/**
 * Each season's first and last day as day numbers, side by side in the order of `contracts`
 * (worked out once per seasons loaded): a stay's frame compares these numbers, held together,
 * rather than reading every season's two date strings, each an object of its own in memory.
 */
const seasonDays = new DerivedValues<readonly Contract[], Float64Array>();
function daysOfSeasons(contracts: readonly Contract[]): Float64Array {
  let days = seasonDays.get(contracts);
  if (!days) {
    days = new Float64Array(contracts.length * 2);
    for (let i = 0; i < contracts.length; i++) {
      days[2 * i] = dayNumber(contracts[i].start_date);
      days[2 * i + 1] = dayNumber(contracts[i].end_date);
    }
    seasonDays.set(contracts, days);
  }
  return days;
}

/**
 * The index of the season covering the day (a dayNumber) in daysOfSeasons, -1 for none. Seasons of
 * a hotel do not overlap (the API refuses it); the latest start wins if they ever do.
 */
function seasonIndexOn(days: Float64Array, day: number): number {
  let found = -1;
  for (let i = 0; i < days.length; i += 2) if (days[i] <= day && day <= days[i + 1] && (found < 0 || days[i] > days[found])) found = i;
  return found < 0 ? -1 : found / 2;
}

/** The season covering the date. */
export function contractOn(contracts: readonly Contract[], date: string): Contract | undefined {
  const at = seasonIndexOn(daysOfSeasons(contracts), dayNumber(date));
  return at < 0 ? undefined : contracts[at];
}

/** Whether two of the seasons share a day (the API refuses it; contractOn still answers then). */
const overlapping = new DerivedValues<readonly Contract[], boolean>();
function seasonsOverlap(contracts: readonly Contract[]): boolean {
  let overlap = overlapping.get(contracts);
  if (overlap === undefined) {
    overlap = false;
    for (let i = 0; i < contracts.length && !overlap; i++) {
      for (let j = i + 1; j < contracts.length; j++) {
        if (contracts[i].start_date <= contracts[j].end_date && contracts[j].start_date <= contracts[i].end_date) overlap = true;
      }
    }
    overlapping.set(contracts, overlap);
  }
  return overlap;
}

/** The occupancy of a room type for these guests: same adults and children, every age accepted. */
export function matchOccupancy(occupancies: readonly Occupancy[], roomTypeId: number, adults: number, ages: readonly number[]): Occupancy | { error: 'no_occupancy' } | { error: 'child_age'; occupancy: Occupancy } {
  // Loops rather than find/some with a closure: the search matches thousands of rooms a request.
  let occupancy: Occupancy | undefined;
  for (const o of occupancies) {
    if (o.room_type_id === roomTypeId && o.adults === adults && o.children === ages.length) {
      occupancy = o;
      break;
    }
  }
  if (!occupancy) return NO_OCCUPANCY;
  for (const age of ages) if (age < occupancy.min_age_accepted || age > occupancy.max_age_accepted) return { error: 'child_age', occupancy };
  return occupancy;
}
const NO_OCCUPANCY = { error: 'no_occupancy' } as const;

export function childNightMinor(bands: readonly ChildPrice[], age: number): number {
  for (const band of bands) if (age >= band.min_age && age <= band.max_age) return toMinorKept(band.price);
  return 0;
}

/** What a stay costs whatever the room: its nights, their seasons, the minimum nights, the currency. */
interface StayFrame {
  nights: readonly string[];
  contracts: readonly (Contract | undefined)[];
  minNights: number;
  currency: number | undefined;
  error?: PricingError;
}

/**
 * The last frame worked out: the search asks one stay of one hotel many times in a row (every type
 * and plan), then moves to the next hotel. One entry rather than one per hotel: a frame per hotel
 * kept in a WeakMap outlived each search and made V8's young collections walk them.
 */
let lastFrame: { contracts: readonly Contract[]; checkin: string; checkout: string; hotelMinNights: number; frame: StayFrame } | null = null;
function stayFrame(data: HotelPricingData, checkin: string, checkout: string): StayFrame {
  const kept = lastFrame;
  if (kept && kept.contracts === data.contracts && kept.checkin === checkin && kept.checkout === checkout && kept.hotelMinNights === data.min_nights) return kept.frame;
  const frame = computeFrame(data, checkin, checkout);
  lastFrame = { contracts: data.contracts, checkin, checkout, hotelMinNights: data.min_nights, frame };
  return frame;
}

/** The stay's frame for this hotel; written as loops, as it runs once per hotel of every search. */
function computeFrame(data: HotelPricingData, checkin: string, checkout: string): StayFrame {
  const { nights, firstDay } = stayShared(checkin, checkout);
  const contracts = new Array<Contract | undefined>(nights.length);
  const days = daysOfSeasons(data.contracts);
  // Without overlapping seasons the one covering a night is the only one: the previous night's
  // season is asked first (a stay's nights mostly share theirs).
  const unique = !seasonsOverlap(data.contracts);
  let minNights = data.min_nights;
  let currency: number | undefined;
  let mixed = false;
  let last: Contract | undefined;
  let lastAt = -1;
  for (let n = 0; n < nights.length; n++) {
    const day = firstDay + n;
    const at = unique && lastAt >= 0 && days[2 * lastAt] <= day && day <= days[2 * lastAt + 1] ? lastAt : seasonIndexOn(days, day);
    const c = at < 0 ? undefined : data.contracts[at];
    lastAt = at;
    contracts[n] = c;
    if (c === undefined || c === last) continue;
    last = c;
    if (c.min_nights > minNights) minNights = c.min_nights;
    if (currency === undefined) currency = c.currency_id;
    else if (c.currency_id !== currency) mixed = true;
  }
  if (nights.length < 1 || nights.length > MAX_STAY_NIGHTS) return { nights, contracts, minNights: data.min_nights, currency: undefined, error: { code: 'invalid_dates' } };
  if (nights.length < minNights) return { nights, contracts, minNights, currency: undefined, error: { code: 'min_nights', min_nights: minNights } };
  if (mixed) return { nights, contracts, minNights, currency: undefined, error: { code: 'currency_mismatch' } };
  return { nights, contracts, minNights, currency };
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

/**
 * The lean quote's nights' costs and offer context, reused from one quote to the next: the search
 * quotes thousands of rooms a request and these were a third of what it allocated. Safe because
 * offersDiscountMinor reads them synchronously and keeps neither (one list per stay length).
 */
const leanCostLists: number[][] = [];
const leanCosts = (nights: number): number[] => (leanCostLists[nights] ??= new Array<number>(nights));
const LEAN_OFFER_CONTEXT: OfferContext = { checkin: '', bookingDate: '', roomTypeId: 0, mealPlanId: 0 };

/** A hotel's occupancies by room type (the search matches thousands of rooms against them a request). */
const occupanciesByType = new DerivedValues<readonly Occupancy[], Map<number, Occupancy[]>>();
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
function quoteRoom(data: HotelPricingData, frame: StayFrame, stay: StayAt, room: PricedRoom, index: number, detail: false, matched: Occupancy | undefined): number | PricingError;
function quoteRoom(data: HotelPricingData, frame: StayFrame, stay: StayAt, room: PricedRoom, index: number, detail: boolean, matched?: Occupancy): RoomPrice | number | PricingError {
  const occupancy = matched ?? occupancyOf(data.occupancies, room.room_type_id, room.adults, room.children_ages);
  if ('error' in occupancy) {
    if (occupancy.error === 'no_occupancy') return { code: 'no_occupancy', room: index };
    return { code: 'child_age', room: index, min_age: occupancy.occupancy.min_age_accepted, max_age: occupancy.occupancy.max_age_accepted };
  }
  const { nights } = frame;
  // Each night's cost is for the offers alone: no list where none can apply.
  const costs: number[] = detail ? new Array<number>(nights.length) : data.offers.length > 0 ? leanCosts(nights.length) : NOTHING;
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
    const cost = cell.minor + childrenMinor;
    if (costs !== NOTHING) costs[n] = cost;
    accommodationMinor += cost;
    if (detail) priced.push({ date: nights[n], contract_id: cell.contractId, roomMinor: cell.minor, childrenMinor });
  }
  const chosen = room.supplements ?? NOTHING;
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
  if (!detail) {
    LEAN_OFFER_CONTEXT.checkin = stay.checkin;
    LEAN_OFFER_CONTEXT.bookingDate = stay.bookingDate;
    LEAN_OFFER_CONTEXT.roomTypeId = room.room_type_id;
    LEAN_OFFER_CONTEXT.mealPlanId = room.meal_plan_id;
    return accommodationMinor - offersDiscountMinor(data.offers, nights, costs, LEAN_OFFER_CONTEXT) + supplementsMinor;
  }
  const ctx = { checkin: stay.checkin, bookingDate: stay.bookingDate, roomTypeId: room.room_type_id, mealPlanId: room.meal_plan_id };
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
const contractPlans = new DerivedValues<Contract, readonly number[]>();
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
export function roomNetMinor(data: HotelPricingData, stay: StayQuote, room: PricedRoom, occupancy?: Occupancy): number | null {
  const frame = stayFrame(data, stay.checkin, stay.checkout);
  if (frame.error) return null;
  const quoted = quoteRoom(data, frame, stay, room, 0, false, occupancy);
  return typeof quoted === 'number' ? quoted : null;
}

/**
 * The occupancy that prices a room of these guests in the type, or null when none can (no
 * occupancy, or a child's age it does not accept): roomNetMinor takes it, so that the search's
 * choices match the guests once per type rather than once per plan.
 */
export function roomOccupancy(data: HotelPricingData, room: RoomRequest, roomTypeId: number): Occupancy | null {
  const occupancy = occupancyOf(data.occupancies, roomTypeId, room.adults, room.children_ages);
  return 'error' in occupancy ? null : occupancy;
}

/** priceStay's availability check: `rooms` rooms of the type on every night of the stay. */
export function typeAvailable(data: HotelPricingData, stay: StayQuote, roomTypeId: number, rooms: number): boolean {
  return !('date' in availabilityGap(data, roomTypeId, stayFrame(data, stay.checkin, stay.checkout).nights, rooms));
}
