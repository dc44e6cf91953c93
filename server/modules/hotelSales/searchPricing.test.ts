/**
 * The search's batch pricing (loadHotelsPricingData, issue 11's search speed) prices every hotel
 * exactly as the single-hotel path of the hotel page and the cart: the same data per hotel whatever
 * the others loaded with it (and, narrowed to the asked guests' occupancies, the same cheapest lodging), the same priceStay and cheapestLodging results (several rooms, children's
 * ages across the price bands, optional and mandatory supplements, offers, a stay across a season
 * boundary), and the same prices in the search's answer. Dates come from the demo's seasons in the
 * database, so the test holds on any day.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../../domain/money.ts';
import type { HotelSearchResult } from '../../../domain/records/hotelSales.ts';
import { cheapestLodging } from '../../../domain/services/hotelBooking.ts';
import { priceStay, stayNights, type RoomRequest } from '../../../domain/services/hotels.ts';
import { addDays } from '../../../domain/flights/schedule.ts';
import { caller } from '../../testing/flightAdmin.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { todayUtc } from '../flightBooking/common.ts';
import { loadHotelPricingData, loadHotelsPricingData } from '../hotelAdmin/pricingData.ts';
import { loadHotelBuyer, sellOf } from './pricing.ts';

const t = useTestApp();
const call = caller(t);

const ROOM_SETS: RoomRequest[][] = [
  [{ adults: 2, children_ages: [] }],
  [{ adults: 2, children_ages: [] }, { adults: 2, children_ages: [7] }],
  [{ adults: 2, children_ages: [1, 9] }, { adults: 1, children_ages: [] }],
];
let hotelIds: number[];
/** Stays: across the first season boundary (7 nights: the 7 × 6 offer) and from the mandatory New Year's Eve supplement's day (a per-stay supplement counts at check-in). */
let stays: { checkin: string; checkout: string }[];

beforeAll(async () => {
  // Own hotels of every availability mode and offer set of the demo (by id modulo 2, 3, 5 and 7).
  const own = await t.db.selectFrom('hotels').select('id').where('provider', '=', 'own').where('active', '=', true).orderBy('id').limit(12).execute();
  hotelIds = own.map((h) => h.id);
  const seasons = await t.db.selectFrom('hotel_contracts').select(['start_date']).where('hotel_id', '=', hotelIds[0]).where('active', '=', true).orderBy('start_date').execute();
  const boundary = seasons[1].start_date;
  const gala = await t.db.selectFrom('hotel_supplements').select('date_from').where('hotel_id', '=', hotelIds[0]).where('mandatory', '=', true).executeTakeFirstOrThrow();
  stays = [
    { checkin: addDays(boundary, -3), checkout: addDays(boundary, 4) },
    { checkin: gala.date_from!, checkout: addDays(gala.date_from!, 3) },
  ];
});

describe('batch pricing of the search', () => {
  it('loads each hotel as alone, and prices it the same (rooms, children, supplements, offers, two seasons)', async () => {
    const bookingDate = todayUtc();
    const seen = { offers: 0, mandatory: 0, optional: 0, twoSeasons: 0, children: 0 };
    for (const stay of stays) {
      const batch = await loadHotelsPricingData(t.db, hotelIds, stay.checkin, stay.checkout, { availability: true });
      expect([...batch.keys()].sort((a, b) => a - b)).toEqual(hotelIds);
      // As the search loads them: only the occupancies (and prices) of the asked guests.
      const forGuests = await Promise.all(ROOM_SETS.map((rooms) => loadHotelsPricingData(t.db, hotelIds, stay.checkin, stay.checkout, { availability: true, guests: rooms.map((r) => ({ adults: r.adults, children: r.children_ages.length })) })));
      for (const id of hotelIds) {
        const alone = await loadHotelPricingData(t.db, id, stay.checkin, stay.checkout, { availability: true });
        const data = batch.get(id)!;
        expect(data).toEqual(alone);
        // Each hotel gets its own rows only, not its neighbours'.
        const contracts = await t.db.selectFrom('hotel_contracts').select('id').where('hotel_id', '=', id).where('active', '=', true).where('start_date', '<', stay.checkout).where('end_date', '>=', stay.checkin).orderBy('id').execute();
        expect(data.contracts.map((c) => c.id)).toEqual(contracts.map((c) => c.id));
        const supplements = await t.db.selectFrom('hotel_supplements').select('id').where('hotel_id', '=', id).where('active', '=', true).orderBy('id').execute();
        expect(data.supplements.map((s) => s.id)).toEqual(supplements.map((s) => s.id));
        const roomTypes = new Set((await t.db.selectFrom('hotel_room_types').select('id').where('hotel_id', '=', id).execute()).map((r) => r.id));
        expect(data.occupancies.every((o) => roomTypes.has(o.room_type_id))).toBe(true);
        expect([...(data.availability?.keys() ?? [])].every((rt) => roomTypes.has(rt))).toBe(true);
        expect(data.availability?.size).toBe(alone!.availability?.size);

        const ask = { checkin: stay.checkin, checkout: stay.checkout, bookingDate };
        for (const [set, rooms] of ROOM_SETS.entries()) {
          const lodging = cheapestLodging(data, { ...ask, rooms });
          expect(lodging).toEqual(cheapestLodging(alone!, { ...ask, rooms }));
          const narrowed = forGuests[set].get(id)!;
          expect(narrowed.occupancies.length).toBeLessThan(data.occupancies.length);
          expect(cheapestLodging(narrowed, { ...ask, rooms })).toEqual(lodging);
          if (!lodging) continue;
          // The lodging found, with every optional supplement of each room chosen.
          const chosen = rooms.map((r, i) => ({ ...r, room_type_id: lodging.room_type_ids[i], meal_plan_id: lodging.meal_plan_id, supplements: data.supplements.filter((s) => !s.mandatory && (s.room_type_id === null || s.room_type_id === lodging.room_type_ids[i])).map((s) => s.id) }));
          const priced = priceStay(data, { ...ask, rooms: chosen });
          expect(priced).toEqual(priceStay(alone!, { ...ask, rooms: chosen }));
          if (!priced.ok) continue;
          for (const room of priced.price.rooms) {
            if (room.offers.length) seen.offers++;
            if (room.supplements.some((s) => s.mandatory)) seen.mandatory++;
            if (room.supplements.some((s) => !s.mandatory)) seen.optional++;
            if (new Set(room.nights.map((n) => n.contract_id)).size > 1) seen.twoSeasons++;
            if (room.nights.some((n) => n.childrenMinor > 0)) seen.children++;
          }
        }
      }
    }
    // The cases above were priced, not skipped.
    expect(Object.values(seen).every((n) => n > 0), JSON.stringify(seen)).toBe(true);
  });

  it('answers the search with the single-hotel path’s cheapest lodging and the caller’s chain, for every hotel', async () => {
    const stay = stays[0];
    const res = await call('operator3', 'GET', `hotels/search/?checkin=${stay.checkin}&checkout=${stay.checkout}&rooms=2,2-7&page_size=100`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ count: number; results: HotelSearchResult[] }>();
    expect(page.count).toBeGreaterThan(5);
    expect(page.results.length).toBe(page.count);
    const agency = await t.db.selectFrom('agencies').select('path').where('name', '=', 'Agencia Cancún Travel').executeTakeFirstOrThrow();
    const buyer = await loadHotelBuyer(t.db, agency);
    const rooms = ROOM_SETS[1];
    for (const result of page.results) {
      const data = (await loadHotelPricingData(t.db, result.id, stay.checkin, stay.checkout, { availability: true }))!;
      const lodging = cheapestLodging(data, { checkin: stay.checkin, checkout: stay.checkout, bookingDate: todayUtc(), rooms })!;
      expect(toMinor(result.price), `hotel ${result.id}`).toBe(sellOf(lodging.price, buyer).sellMinor);
      expect(result.meal_plan).toBe(lodging.meal_plan_id);
      expect(result.rooms.map((r) => r.room_type)).toEqual(lodging.room_type_ids);
      expect(result.on_request).toBe(lodging.price.onRequest);
      expect(result.nights).toBe(stayNights(stay.checkin, stay.checkout).length);
    }
  });
});
