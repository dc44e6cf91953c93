/**
 * Pure choices of the hotel search and page (docs/api-hotels-booking.md), on top of priceStay:
 * the room types and plans a hotel prices, the cheapest way to lodge the asked rooms (a hotel's
 * "from" price in the results), and every room type × plan of one asked room (the hotel page).
 * Everything is priced by priceStay, so the search, the page, the cart and the checkout agree.
 */
import { toMinor } from '../money.ts';
import { priceStay, type HotelPricingData, type RoomRequest, type StayPrice } from './hotels.ts';

export interface StayAsk {
  checkin: string;
  checkout: string;
  bookingDate: string;
  rooms: readonly RoomRequest[];
}

/** The meal plans a hotel has a price for in the seasons loaded, ascending. */
export function pricedPlans(data: HotelPricingData): number[] {
  return [...new Set(data.contracts.flatMap((c) => c.prices.map((p) => p.meal_plan_id)))].sort((a, b) => a - b);
}

/** The room types with an occupancy for these guests, ascending. */
export function roomTypesFor(data: HotelPricingData, room: RoomRequest): number[] {
  return [...new Set(data.occupancies.filter((o) => o.adults === room.adults && o.children === room.children_ages.length).map((o) => o.room_type_id))].sort((a, b) => a - b);
}

export interface Lodging {
  meal_plan_id: number;
  room_type_ids: number[];
  price: StayPrice;
}

/**
 * The cheapest lodging of all the rooms on one plan each, over the plans asked (all when none):
 * per room the cheapest room type priced alone, then the whole stay priced together (which checks
 * that the hotel has enough rooms of a type asked twice). Null: nothing can be sold.
 */
export function cheapestLodging(data: HotelPricingData, ask: StayAsk, plans: readonly number[] = pricedPlans(data)): Lodging | null {
  let best: Lodging | null = null;
  for (const plan of plans) {
    const chosen: number[] = [];
    // Rooms of the same guests choose the same type: priced once (the search prices thousands).
    const byGuests = new Map<string, number | null>();
    for (const room of ask.rooms) {
      const guests = `${room.adults}-${room.children_ages.join('-')}`;
      if (!byGuests.has(guests)) {
        let cheapest: { type: number; minor: number } | null = null;
        for (const type of roomTypesFor(data, room)) {
          const alone = priceStay(data, { ...ask, rooms: [{ ...room, room_type_id: type, meal_plan_id: plan, supplements: [] }] });
          if (alone.ok && (!cheapest || alone.price.netMinor < cheapest.minor)) cheapest = { type, minor: alone.price.netMinor };
        }
        byGuests.set(guests, cheapest?.type ?? null);
      }
      const type = byGuests.get(guests);
      if (type === null || type === undefined) break;
      chosen.push(type);
    }
    if (chosen.length !== ask.rooms.length) continue;
    const whole = priceStay(data, { ...ask, rooms: ask.rooms.map((room, i) => ({ ...room, room_type_id: chosen[i], meal_plan_id: plan, supplements: [] })) });
    if (whole.ok && (!best || whole.price.netMinor < best.price.netMinor)) best = { meal_plan_id: plan, room_type_ids: chosen, price: whole.price };
  }
  return best;
}

/** Within the price range, both ends inclusive and optional (decimal strings). */
export function inPriceRange(minor: number, min?: string, max?: string): boolean {
  return (min === undefined || minor >= toMinor(min)) && (max === undefined || minor <= toMinor(max));
}
