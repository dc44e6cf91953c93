/**
 * The provider's rates as our priced offers: one offer per room type × meal plan of a hotel that
 * has a rate for every room asked, its price in the shape priceStay gives for our own hotels
 * (domain/services/hotels.ts StayPrice: the caller applies the agency markup chain with sellPrice),
 * and its cancellation as our policies (domain/pricing/cancellation.ts).
 *
 * Rooms of the same guests travel as one APItude occupancy (`rooms: n`), so one rate covers them
 * all; its net is shared out between those rooms, each night by `dailyRates` when given.
 */
import type { PolicySnapshot } from '../../../domain/catalogNames.ts';
import { translate } from '../../../domain/i18n.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { daysBetween } from '../../../domain/pricing/cancellation.ts';
import { matchOccupancy, stayNights, type Occupancy, type RoomPrice, type RoomRequest, type StayPrice } from '../../../domain/services/hotels.ts';
import type { RateType, WireCancellationPolicy, WireHotel, WireOccupancy, WireRate } from './protocol.ts';

export interface ProviderStay {
  checkin: string;
  checkout: string;
  /** Spec §9 default: one room of 2 adults (DEFAULT_ROOMS). */
  rooms: readonly RoomRequest[];
}

export interface ProviderOffer {
  hotel_id: number;
  provider_code: string;
  room_type_id: number;
  room_code: string;
  room_name: string;
  meal_plan_id: number;
  board_code: string;
  board_name: string;
  /** ISO code of the provider's currency (price.currency_id is ours). */
  currency: string;
  price: StayPrice;
  /** The provider's rate of each room asked, in the order asked (rooms of the same guests share one). */
  rate_keys: string[];
  /** RECHECK: providerCheckRate before booking. */
  rate_type: RateType;
  /** Rooms the provider still has of this rate (the smallest), when it says. */
  allotment: number | null;
}

/** What a provider hotel maps to in our catalogue: room types by code, meal plans by code. */
export interface CatalogueMap {
  hotelId: number;
  roomTypes: ReadonlyMap<string, number>;
  mealPlans: ReadonlyMap<string, number>;
  currencies: ReadonlyMap<string, number>;
  occupancies: readonly Occupancy[];
}

export interface OccupancyGroup {
  adults: number;
  ages: number[];
  /** Indexes of the rooms asked with these guests. */
  rooms: number[];
}

/** Rooms of the same adults and children's ages, as APItude's occupancies. */
export function occupancyGroups(rooms: readonly RoomRequest[]): OccupancyGroup[] {
  const groups = new Map<string, OccupancyGroup>();
  rooms.forEach((room, index) => {
    const ages = [...room.children_ages].sort((a, b) => a - b);
    const key = `${room.adults}|${ages.join(',')}`;
    const group = groups.get(key) ?? { adults: room.adults, ages, rooms: [] };
    group.rooms.push(index);
    groups.set(key, group);
  });
  return [...groups.values()];
}

export function wireOccupancies(groups: readonly OccupancyGroup[]): WireOccupancy[] {
  return groups.map((g) => ({ rooms: g.rooms.length, adults: g.adults, children: g.ages.length, ...(g.ages.length ? { paxes: g.ages.map((age) => ({ type: 'CH' as const, age })) } : {}) }));
}

/** `total` in `parts` whole cents that add up to it (the first ones take the remainder). */
export function share(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => base + (i < total - base * parts ? 1 : 0));
}

function fits(rate: WireRate, g: OccupancyGroup): boolean {
  if (rate.rooms !== g.rooms.length || rate.adults !== g.adults || rate.children !== g.ages.length) return false;
  if (rate.childrenAges === undefined || g.ages.length === 0) return true;
  const ages = rate.childrenAges.split(',').map(Number).sort((a, b) => a - b);
  return ages.join(',') === g.ages.join(',');
}

/** Each room's nights: the rate's daily prices shared between its rooms, else its net spread evenly. */
function roomNights(rate: WireRate, nights: readonly string[], position: number): number[] {
  const rooms = rate.rooms;
  const daily = rate.dailyRates;
  if (daily && daily.length === nights.length && daily.reduce((t, d) => t + toMinor(d.dailyNet), 0) === toMinor(rate.net)) {
    return [...daily].sort((a, b) => a.offset - b.offset).map((d) => share(toMinor(d.dailyNet), rooms)[position]);
  }
  return share(share(toMinor(rate.net), rooms)[position], nights.length);
}

/**
 * APItude's policies (`amount` charged when cancelling from `from` on) as ours: for each date a
 * policy starts, what cancelling from that day costs the whole offer, as a fixed amount over the
 * days before check-in up to that date. Days, not hours: a policy starting during a day binds the
 * whole day (the agency is never told less than the provider will charge).
 */
export function policiesOf(rates: readonly { cancellationPolicies: readonly WireCancellationPolicy[] }[], checkin: string, currency: string): PolicySnapshot[] {
  const dates = [...new Set(rates.flatMap((r) => r.cancellationPolicies.map((p) => p.from.slice(0, 10))))].sort();
  return dates.map((date) => {
    const minor = rates.reduce((total, rate) => {
      const inForce = rate.cancellationPolicies.filter((p) => p.from.slice(0, 10) <= date).sort((a, b) => a.from.localeCompare(b.from));
      return total + (inForce.length ? toMinor(inForce[inForce.length - 1].amount) : 0);
    }, 0);
    const params = { date, amount: fromMinor(minor), currency };
    return {
      name: translate('es', 'hotel_provider.policy_name', params),
      name_en: translate('en', 'hotel_provider.policy_name', params),
      discount_type: 'fixed' as const,
      value: fromMinor(minor),
      min_days: 0,
      max_days: Math.max(daysBetween(date, checkin), 0),
    };
  });
}

/** The offers of one provider hotel for the stay, cheapest first. */
export function offersOf(hotel: WireHotel, map: CatalogueMap, stay: ProviderStay): ProviderOffer[] {
  const groups = occupancyGroups(stay.rooms);
  const nights = stayNights(stay.checkin, stay.checkout);
  const currencyId = map.currencies.get(hotel.currency);
  if (currencyId === undefined) return [];
  const offers: ProviderOffer[] = [];
  for (const room of hotel.rooms) {
    const roomTypeId = map.roomTypes.get(room.code);
    if (roomTypeId === undefined) continue;
    for (const board of [...new Set(room.rates.map((r) => r.boardCode))]) {
      const mealPlanId = map.mealPlans.get(board);
      if (mealPlanId === undefined) continue;
      const chosen = groups.map((g) =>
        room.rates.filter((r) => r.boardCode === board && fits(r, g)).sort((a, b) => toMinor(a.net) - toMinor(b.net))[0],
      );
      if (chosen.some((r) => r === undefined)) continue;
      const rateKeys: string[] = [];
      const rooms: RoomPrice[] = [];
      groups.forEach((g, gi) => {
        g.rooms.forEach((index, position) => {
          const rate = chosen[gi];
          const perNight = roomNights(rate, nights, position);
          const netMinor = perNight.reduce((t, n) => t + n, 0);
          const asked = stay.rooms[index];
          const occupancy = matchOccupancy(map.occupancies, roomTypeId, asked.adults, asked.children_ages);
          rateKeys[index] = rate.rateKey;
          rooms[index] = {
            // 0: our catalogue has no such occupancy for the room type; the provider accepts it.
            occupancy_id: 'id' in occupancy ? occupancy.id : 0,
            room_type_id: roomTypeId,
            meal_plan_id: mealPlanId,
            nights: nights.map((date, n) => ({ date, contract_id: 0, roomMinor: perNight[n], childrenMinor: 0 })),
            supplements: [],
            offers: [],
            accommodationMinor: netMinor,
            discountMinor: 0,
            supplementsMinor: 0,
            netMinor,
            onRequest: false,
          };
        });
      });
      const allotments = chosen.map((r) => r.allotment).filter((a): a is number => a !== undefined);
      offers.push({
        hotel_id: map.hotelId,
        provider_code: hotel.code,
        room_type_id: roomTypeId,
        room_code: room.code,
        room_name: room.name,
        meal_plan_id: mealPlanId,
        board_code: board,
        board_name: chosen[0].boardName,
        currency: hotel.currency,
        price: {
          nights: nights.length,
          currency_id: currencyId,
          rooms,
          netMinor: rooms.reduce((t, r) => t + r.netMinor, 0),
          min_nights: 1,
          cancellation_policies: policiesOf(chosen, stay.checkin, hotel.currency),
          onRequest: false,
        },
        rate_keys: rateKeys,
        rate_type: chosen.some((r) => r.rateType === 'RECHECK') ? 'RECHECK' : 'BOOKABLE',
        allotment: allotments.length ? Math.min(...allotments) : null,
      });
    }
  }
  return offers.sort((a, b) => a.price.netMinor - b.price.netMinor);
}
