/**
 * Pure choices of the hotel search and page (docs/api-hotels-booking.md), on top of priceStay:
 * the room types and plans a hotel prices, the cheapest way to lodge the asked rooms (a hotel's
 * "from" price in the results), and every room type × plan of one asked room (the hotel page).
 * Everything is priced by priceStay's one room computation (hotelStay.ts), so the search, the page,
 * the cart and the checkout agree.
 */
import { DerivedValues } from './derivedValues.ts';
import { toMinor } from '../money.ts';
import { plansOf, priceStay, roomNetMinor, roomOccupancy, stayPlans, typeAvailable, type Occupancy, type HotelPricingData, type RoomRequest, type StayPrice } from './hotels.ts';

export interface StayAsk {
  checkin: string;
  checkout: string;
  bookingDate: string;
  rooms: readonly RoomRequest[];
}

/** The meal plans a hotel has a price for in the seasons loaded, ascending (worked out once per seasons loaded). */
const plansOfSeasons = new DerivedValues<HotelPricingData['contracts'], readonly number[]>();
export function pricedPlans(data: HotelPricingData): readonly number[] {
  let plans = plansOfSeasons.get(data.contracts);
  if (!plans) plansOfSeasons.set(data.contracts, (plans = [...new Set(data.contracts.flatMap(plansOf))].sort((a, b) => a - b)));
  return plans;
}

/** The room types with an occupancy for these guests, ascending (worked out once per occupancies loaded and guests). */
const typesOfGuests = new DerivedValues<HotelPricingData['occupancies'], Map<string, readonly number[]>>();
export function roomTypesFor(data: HotelPricingData, room: RoomRequest): readonly number[] {
  let byGuests = typesOfGuests.get(data.occupancies);
  if (!byGuests) typesOfGuests.set(data.occupancies, (byGuests = new Map()));
  const key = `${room.adults}-${room.children_ages.length}`;
  let types = byGuests.get(key);
  if (!types) byGuests.set(key, (types = [...new Set(data.occupancies.filter((o) => o.adults === room.adults && o.children === room.children_ages.length).map((o) => o.room_type_id))].sort((a, b) => a - b)));
  return types;
}

export interface Lodging {
  meal_plan_id: number;
  room_type_ids: number[];
  price: StayPrice;
}

/** The lodging cheapestLodging picks, with its net only (what the search sorts and filters by). */
export interface LodgingChoice {
  meal_plan_id: number;
  room_type_ids: number[];
  netMinor: number;
}

/**
 * The cheapest lodging of all the rooms on one plan each, over the plans asked (all when none):
 * per room the cheapest room type priced alone, then the whole stay together (which checks that
 * the hotel has enough rooms of a type asked twice). Null: nothing can be sold. As priceStay
 * prices every room alone and meets them only in the availability check, the whole stay's net is
 * the sum of its rooms' nets (roomNetMinor) once `typeAvailable` holds for each type's count.
 */
export function cheapestChoice(data: HotelPricingData, ask: StayAsk, plans: readonly number[] = pricedPlans(data)): LodgingChoice | null {
  let best: LodgingChoice | null = null;
  // A plan without a price on the first night prices no room: skipped, in the same order.
  const priceable = stayPlans(data, ask.checkin, ask.checkout);
  // Rooms of the same guests choose the same type: priced once (the search prices thousands). The
  // types with an occupancy for them and a room left do not depend on the plan: found once.
  // Each type a room of these guests may take, lodged once: its plan is set for each plan priced.
  // A type whose occupancy refuses these guests (a child's age) prices on no plan: left out.
  const guests: { lodgings: { room: ReturnType<typeof lodged>; occupancy: Occupancy }[] }[] = [];
  const guestsOf: number[] = [];
  const keys: string[] = [];
  for (const room of ask.rooms) {
    const key = `${room.adults}-${room.children_ages.join('-')}`;
    let at = keys.indexOf(key);
    if (at < 0) {
      at = keys.push(key) - 1;
      const lodgings = [];
      for (const type of roomTypesFor(data, room)) {
        const occupancy = typeAvailable(data, ask, type, 1) ? roomOccupancy(data, room, type) : null;
        if (occupancy) lodgings.push({ room: lodged(room, type, 0), occupancy });
      }
      guests.push({ lodgings });
    }
    guestsOf.push(at);
  }
  // Per guests, the cheapest type on the plan priced and its net (no object per candidate: the
  // search runs this for every hotel of a destination).
  const cheapestType: number[] = new Array<number>(guests.length);
  const cheapestMinor: number[] = new Array<number>(guests.length);
  for (const plan of plans) {
    if (!priceable.includes(plan)) continue;
    let lodgedAll = true;
    for (let g = 0; g < guests.length && lodgedAll; g++) {
      let type = -1;
      let minor = 0;
      for (const { room, occupancy } of guests[g].lodgings) {
        room.meal_plan_id = plan;
        const alone = roomNetMinor(data, ask, room, occupancy);
        if (alone !== null && (type < 0 || alone < minor)) {
          type = room.room_type_id;
          minor = alone;
        }
      }
      cheapestType[g] = type;
      cheapestMinor[g] = minor;
      lodgedAll = type >= 0;
    }
    if (!lodgedAll) continue;
    let whole = 0;
    for (const g of guestsOf) whole += cheapestMinor[g];
    if (best && whole >= best.netMinor) continue;
    const chosen = guestsOf.map((g) => cheapestType[g]);
    if (chosen.length > 1 && !sharedTypesAvailable(data, ask, chosen)) continue;
    best = { meal_plan_id: plan, room_type_ids: chosen, netMinor: whole };
  }
  return best;
}

/**
 * priceStay's check of the types chosen for several rooms (`roomsPerType`): a type chosen twice or
 * more needs that many rooms left. Counted in place: it runs once per plan of every hotel searched.
 */
function sharedTypesAvailable(data: HotelPricingData, ask: StayAsk, chosen: readonly number[]): boolean {
  for (let i = 0; i < chosen.length; i++) {
    if (chosen.indexOf(chosen[i]) !== i) continue;
    let count = 0;
    for (const type of chosen) if (type === chosen[i]) count++;
    if (count > 1 && !typeAvailable(data, ask, chosen[i], count)) return false;
  }
  return true;
}

/** The rooms of a lodging choose no optional supplement (shared: nothing adds to it). */
const NO_SUPPLEMENTS: readonly number[] = Object.freeze([]);

/**
 * An asked room lodged in a type on a plan, without optional supplements. Written out rather than
 * `{ ...room, room_type_id, ... }`: a spread that adds properties costs V8 (node 20) about 3.5 µs,
 * a hundred times a literal, and the search builds thousands of these a request.
 */
function lodged(room: RoomRequest, type: number, plan: number) {
  return { adults: room.adults, children_ages: room.children_ages, room_type_id: type, meal_plan_id: plan, supplements: NO_SUPPLEMENTS };
}

const lodgedRooms = (ask: StayAsk, plan: number, types: readonly number[]) => ask.rooms.map((room, i) => lodged(room, types[i], plan));

/** The choice itemised by priceStay (the search does it for the page it answers only). */
export function lodgingOf(data: HotelPricingData, ask: StayAsk, choice: LodgingChoice): Lodging {
  const priced = priceStay(data, { ...ask, rooms: lodgedRooms(ask, choice.meal_plan_id, choice.room_type_ids) });
  if (!priced.ok) throw new Error(`cheapestChoice and priceStay disagree: ${priced.error.code}`);
  return { meal_plan_id: choice.meal_plan_id, room_type_ids: choice.room_type_ids, price: priced.price };
}

export function cheapestLodging(data: HotelPricingData, ask: StayAsk, plans?: readonly number[]): Lodging | null {
  const choice = cheapestChoice(data, ask, plans);
  return choice && lodgingOf(data, ask, choice);
}

/** Within the price range, both ends inclusive and optional (decimal strings). */
export function inPriceRange(minor: number, min?: string, max?: string): boolean {
  return (min === undefined || minor >= toMinor(min)) && (max === undefined || minor <= toMinor(max));
}
