/**
 * The search keeps each hotel's seasons, prices, supplements and offers in memory
 * (searchCatalogue.ts) and its nights (stayAvailability.ts): a price saved through admin-hotels/
 * shows in the very next search (the write raises the hotel's catalogue version, migration 0054),
 * and a night sold out by plain SQL at once, without any publication (its availability version, 0055);
 * the names its results show are kept like the reference lists, cleared by admin writes.
 */
import { describe, expect, it } from 'vitest';
import type { HotelSearchResult } from '../../../domain/records/hotelSales.ts';
import { priceStay, sellPrice } from '../../../domain/services/hotels.ts';
import { caller } from '../../testing/flightAdmin.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { chainSteps, loadChain } from '../agencies/pricing.ts';
import { todayUtc } from '../flightBooking/common.ts';
import { loadHotelPricingData } from '../hotelAdmin/pricingData.ts';

const t = useTestApp();
const call = caller(t);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const CHECKIN = day(12);
const CHECKOUT = day(15);

async function searchOne(hotelId: number): Promise<HotelSearchResult | undefined> {
  const res = await call('operator3', 'GET', `hotels/search/?checkin=${CHECKIN}&checkout=${CHECKOUT}&rooms=2&hotel=${hotelId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: HotelSearchResult[] }>().results[0];
}

/** What the search must answer, from the database as it is now (the hotel page's own path). */
async function expectedPrice(hotelId: number, result: HotelSearchResult): Promise<string> {
  const data = (await loadHotelPricingData(t.db, hotelId, CHECKIN, CHECKOUT, { availability: true }))!;
  const priced = priceStay(data, { checkin: CHECKIN, checkout: CHECKOUT, bookingDate: todayUtc(), rooms: result.rooms.map((r) => ({ adults: 2, children_ages: [], room_type_id: r.room_type, meal_plan_id: result.meal_plan })) });
  if (!priced.ok) throw new Error(priced.error.code);
  const operator3 = await t.db.selectFrom('agencies').innerJoin('users', 'users.agency_id', 'agencies.id').select('agencies.path').where('users.username', '=', 'operator3').executeTakeFirstOrThrow();
  return (sellPrice(priced.price, chainSteps(await loadChain(t.db, operator3.path, 'hotels'))).sellMinor / 100).toFixed(2);
}

describe('the search’s kept hotel catalogue', () => {
  it('answers a price saved through admin-hotels/ in the next search, and availability live', async () => {
    const hotel = await t.db.selectFrom('hotels').select('id').where('provider', '=', 'own').where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('hotel_availability').set({ mode: 'cupon_sales', allotment: 5, sold: 0 }).where('hotel_id', '=', hotel.id).where('date', '>=', CHECKIN).where('date', '<', CHECKOUT).execute();
    const before = (await searchOne(hotel.id))!;
    expect(before.price).toBe(await expectedPrice(hotel.id, before));

    // Every price of the hotel's seasons 25.00 higher, saved as staff do.
    const rows = await t.db
      .selectFrom('hotel_prices as p')
      .innerJoin('hotel_contracts as k', 'k.id', 'p.contract_id')
      .select(['p.id', 'p.price'])
      .where('k.hotel_id', '=', hotel.id)
      .execute();
    for (const row of rows) {
      const res = await call('admin', 'PATCH', `admin-hotels/price/${row.id}/`, { price: (Number(row.price) + 25).toFixed(2) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = (await searchOne(hotel.id))!;
    expect(after.price).toBe(await expectedPrice(hotel.id, after));
    expect(Number(after.price)).toBeGreaterThan(Number(before.price));

    // A night sold out (no publication at all): gone from the next answer.
    await t.db.updateTable('hotel_availability').set({ sold: 5 }).where('hotel_id', '=', hotel.id).where('date', '=', CHECKIN).execute();
    expect(await searchOne(hotel.id)).toBeUndefined();
  });

  it('shows a room type or chain renamed through admin-hotels/ in the next search (the kept names are cleared through the bus)', async () => {
    const hotel = await t.db.selectFrom('hotels').select(['id', 'chain_id']).where('provider', '=', 'own').where('active', '=', true).where('chain_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('hotel_availability').set({ mode: 'cupon_sales', allotment: 5, sold: 0 }).where('hotel_id', '=', hotel.id).where('date', '>=', CHECKIN).where('date', '<', CHECKOUT).execute();
    const before = (await searchOne(hotel.id))!;
    const type = before.rooms[0].room_type;
    expect(before.rooms[0].room_type_name).not.toBe('Suite Renombrada');
    expect((await call('admin', 'PATCH', `admin-hotels/room-type/${type}/`, { name: 'Suite Renombrada' })).statusCode).toBe(200);
    expect((await call('admin', 'PATCH', `admin-hotels/chain/${hotel.chain_id}/`, { name: 'Cadena Renombrada' })).statusCode).toBe(200);
    const after = (await searchOne(hotel.id))!;
    expect(after.rooms.find((r) => r.room_type === type)?.room_type_name).toBe('Suite Renombrada');
    expect(after.chain_name).toBe('Cadena Renombrada');
  });
});

