/**
 * 50 checkouts racing for the last 5 rooms of a night (PostgreSQL only: PGlite serialises every
 * query, so nothing can race there). Each checkout books one room through the cart; the rooms are
 * taken by the guarded update of hotelSales/inventory.ts in the checkout's transaction: exactly 5
 * succeed, the others are 409 no_availability, and `sold` ends at the allotment.
 *
 * Proving the test can fail: `HOTEL_SOLD_GUARD=off npm run test:pg -- server/modules/hotelSales/soldRace.test.ts`
 * (the update then forgets the allotment, and all 50 are sold).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../testing/engine.ts';
import { useTestApp } from '../../testing/testApp.ts';

const SKIP_REASON = 'skipped on PGlite: it serialises every query, so no two checkouts can race; npm run test:pg runs this';
const t = useTestApp();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const CHECKIN = day(20);
const CHECKOUT = day(21);

describe.skipIf(!onPostgres)(`hotel rooms under concurrent checkouts (${SKIP_REASON})`, () => {
  let hotel: number;
  let roomType: number;
  let plan: number;

  beforeAll(async () => {
    const row = await t.db
      .selectFrom('hotel_room_types as rt')
      .innerJoin('hotels as h', 'h.id', 'rt.hotel_id')
      .select(['h.id as hotel', 'rt.id as room_type'])
      .where('h.provider', '=', 'own')
      .where('rt.code', '=', 'STD')
      .orderBy('h.id')
      .executeTakeFirstOrThrow();
    hotel = row.hotel;
    roomType = row.room_type;
    plan = (await t.db.selectFrom('meal_plans').select('id').where('code', '=', 'BB').executeTakeFirstOrThrow()).id;
    // Every room type of the hotel open that night, this one with its last 5 rooms.
    await t.db.updateTable('hotel_availability').set({ mode: 'cupon_sales', allotment: 10, sold: 0 }).where('hotel_id', '=', hotel).where('date', '=', CHECKIN).execute();
    await t.db.updateTable('hotel_availability').set({ sold: 5 }).where('room_type_id', '=', roomType).where('date', '=', CHECKIN).execute();
  });

  it('50 checkouts for the last 5 rooms: exactly 5 booked, sold = allotment', async () => {
    const headers = await t.auth('operator3');
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart/items/',
        headers,
        payload: { service_type: 'hotels', hotel, checkin: CHECKIN, checkout: CHECKOUT, meal_plan: plan, rooms: [{ room_type: roomType, adults: 2, holder: { first_name: 'Race', last_name: `N${i}` } }] },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ id: number }>().id);
    }
    const answers = await Promise.all(ids.map((id) => t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers, payload: { items: [{ id }] } })));
    const codes = answers.map((a) => a.statusCode);
    expect.soft(codes.filter((c) => c === 201).length, 'booked').toBe(5);
    expect.soft(answers.filter((a) => a.statusCode !== 201).every((a) => a.statusCode === 409 && a.json().code === 'no_availability'), 'the others').toBe(true);
    const night = await t.db.selectFrom('hotel_availability').select(['sold', 'allotment']).where('room_type_id', '=', roomType).where('date', '=', CHECKIN).executeTakeFirstOrThrow();
    expect.soft(night.sold, 'sold').toBe(night.allotment);
    const booked = await t.db.selectFrom('hotel_reservations').select('reservation_id').where('hotel_id', '=', hotel).where('checkin', '=', CHECKIN).execute();
    expect.soft(booked.length, 'reservations').toBe(5);
  });
});
