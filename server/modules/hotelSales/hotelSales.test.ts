/**
 * Hotel search, page and booking (docs/api-hotels-booking.md): prices through the search equal
 * priceStay + the caller's markup chain, the availability modes, minimum nights, children's ages,
 * supplements, booking through the shared cart and checkout (guarded sold, payment from funds),
 * on_request → requested → confirmed / denied, cancellation with the season's penalty, scope and
 * bad input. Dates are relative to today: the demo seasons start on the first of this month.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../../domain/money.ts';
import type { CheckoutRecord } from '../../../domain/records/cart.ts';
import type { HotelPageRecord, HotelReservationRecord, HotelSearchResult } from '../../../domain/records/hotelSales.ts';
import { priceStay, sellPrice, stayNights } from '../../../domain/services/hotels.ts';
import { caller } from '../../testing/flightAdmin.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { chainSteps, loadChain } from '../agencies/pricing.ts';
import { todayUtc } from '../flightBooking/common.ts';
import { loadHotelPricingData } from '../hotelAdmin/pricingData.ts';
import { fundsOf } from '../payments/testing.ts';

const t = useTestApp();
const call = caller(t);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Inside the first demo season (min nights 1) and far from the free-cancellation edge.
const CHECKIN = day(12);
const CHECKOUT = day(16);
let hotel: { id: number; slug: string; name: string };
let std: number;
let sup: number;
let bb: number;

async function setNights(roomTypeId: number, from: string, to: string, values: { mode?: string; allotment?: number; sold?: number }) {
  await t.db.updateTable('hotel_availability').set(values).where('room_type_id', '=', roomTypeId).where('date', '>=', from).where('date', '<', to).execute();
}

async function setHotelNights(values: { mode?: string; allotment?: number; sold?: number }) {
  await t.db.updateTable('hotel_availability').set(values).where('hotel_id', '=', hotel.id).where('date', '>=', CHECKIN).where('date', '<', CHECKOUT).execute();
}

const search = async (query: string, user = 'operator3') => call(user, 'GET', `hotels/search/?checkin=${CHECKIN}&checkout=${CHECKOUT}&page_size=100&${query}`);
const found = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number; results: HotelSearchResult[] }>();
};

beforeAll(async () => {
  // An own hotel sold from an allotment (not open_sales/on_request by the demo's rule).
  hotel = await t.db.selectFrom('hotels').select(['id', 'slug', 'name']).where('provider', '=', 'own').where(({ eb }) => eb.and([eb(eb.fn('mod', ['id', eb.val(5)]), '<>', 0), eb(eb.fn('mod', ['id', eb.val(7)]), '<>', 0)])).orderBy('id').executeTakeFirstOrThrow();
  const types = await t.db.selectFrom('hotel_room_types').select(['id', 'code']).where('hotel_id', '=', hotel.id).execute();
  std = types.find((r) => r.code === 'STD')!.id;
  sup = types.find((r) => r.code === 'SUP')!.id;
  bb = (await t.db.selectFrom('meal_plans').select('id').where('code', '=', 'BB').executeTakeFirstOrThrow()).id;
  await setHotelNights({ mode: 'cupon_sales', allotment: 10, sold: 0 });
  await t.createUser({ username: 'hs_coord', type: 'coordinator', groups: ['Reservation View'] });
});

describe('GET hotels/search/', () => {
  it('prices the cheapest lodging as priceStay then the caller’s markup chain (operator3, level 3)', async () => {
    const page = await found(`hotel=${hotel.id}&rooms=2,2-7`);
    expect(page.count).toBe(1);
    const result = page.results[0];
    const data = (await loadHotelPricingData(t.db, hotel.id, CHECKIN, CHECKOUT, { availability: true }))!;
    const agency = await t.db.selectFrom('agencies').select('path').where('name', '=', 'Agencia Cancún Travel').executeTakeFirstOrThrow();
    const steps = chainSteps(await loadChain(t.db, agency.path, 'hotels'));
    // Every room type of each room, on every plan: the cheapest whole stay is the result.
    let best = Number.POSITIVE_INFINITY;
    for (const plan of [...new Set(data.contracts.flatMap((c) => c.prices.map((p) => p.meal_plan_id)))]) {
      for (const a of [std, sup]) {
        for (const b of [std, sup]) {
          const priced = priceStay(data, { checkin: CHECKIN, checkout: CHECKOUT, bookingDate: todayUtc(), rooms: [{ adults: 2, children_ages: [], room_type_id: a, meal_plan_id: plan }, { adults: 2, children_ages: [7], room_type_id: b, meal_plan_id: plan }] });
          if (priced.ok) best = Math.min(best, sellPrice(priced.price, steps).sellMinor);
        }
      }
    }
    expect(toMinor(result.price)).toBe(best);
    expect(result).toMatchObject({ nights: 4, is_hotel_integration: false });
    // Each room names its type, read with the page's hotels.
    const typeNames = await t.db.selectFrom('hotel_room_types').select(['id', 'name']).where('hotel_id', '=', hotel.id).execute();
    expect(result.rooms.map((r) => r.room_type_name)).toEqual(result.rooms.map((r) => typeNames.find((n) => n.id === r.room_type)?.name));
    expect(result.rooms.every((r) => r.room_type_name !== '')).toBe(true);
    // The level-3 agency pays more than the net: its chain's margins are in the price.
    const staff = (await call('admin', 'GET', `hotels/search/?checkin=${CHECKIN}&checkout=${CHECKOUT}&hotel=${hotel.id}&rooms=2,2-7`)).json<{ results: HotelSearchResult[] }>();
    if (staff.results.length) expect(toMinor(result.price)).toBeGreaterThanOrEqual(toMinor(staff.results[0].price));
  });

  it('drops a hotel with a stop_sale night or an exhausted allotment; open_sales sells past it; on_request is flagged', async () => {
    const night = stayNights(CHECKIN, CHECKOUT)[2];
    const next = day(15);
    await setHotelNights({ mode: 'stop_sale' });
    expect((await found(`hotel=${hotel.id}`)).count).toBe(0);
    await setHotelNights({ mode: 'cupon_sales', allotment: 10, sold: 10 });
    expect((await found(`hotel=${hotel.id}`)).count).toBe(0);
    await setHotelNights({ mode: 'open_sales', allotment: 10, sold: 10 });
    expect((await found(`hotel=${hotel.id}`)).count).toBe(1);
    await setHotelNights({ mode: 'cupon_sales', allotment: 10, sold: 0 });
    await setNights(std, night, next, { mode: 'on_request' });
    await setNights(sup, night, next, { mode: 'on_request' });
    const flagged = await found(`hotel=${hotel.id}`);
    expect(flagged.results[0].on_request).toBe(true);
    await setHotelNights({ mode: 'cupon_sales', allotment: 10, sold: 0 });
    expect((await found(`hotel=${hotel.id}`)).results[0].on_request).toBe(false);
  });

  it('needs a room with the asked occupancy and accepted children’s ages; filters, sorts and pages', async () => {
    expect((await found(`hotel=${hotel.id}&rooms=2-13`)).count).toBe(0); // children 0–12
    expect((await found(`hotel=${hotel.id}&rooms=2-12`)).count).toBe(1);
    const all = await found('ordering=price');
    const prices = all.results.map((r) => toMinor(r.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(all.results.every((r) => r.nights === 4)).toBe(true);
    const cat = await found('category=5&ordering=-name');
    expect(cat.results.every((r) => r.category === 5)).toBe(true);
    const mid = prices[Math.floor(prices.length / 2)];
    const ranged = await found(`price_min=${(mid / 100).toFixed(2)}&ordering=price`);
    expect(ranged.results.every((r) => toMinor(r.price) >= mid)).toBe(true);
    const pageTwo = (await call('operator3', 'GET', `hotels/search/?checkin=${CHECKIN}&checkout=${CHECKOUT}&ordering=id&page=2&page_size=5`)).json<{ results: HotelSearchResult[] }>();
    expect(pageTwo.results.map((r) => r.id)).toEqual(all.results.map((r) => r.id).sort((a, b) => a - b).slice(5, 10));
    // This app does not listen, so the sandbox provider's part is skipped (providerSales.test.ts covers it).
    const providerIds = (await t.db.selectFrom('hotels').select('id').where('provider', '<>', 'own').execute()).map((h) => h.id);
    expect(all.results.some((r) => providerIds.includes(r.id))).toBe(false);
  });

  it('answers bad input with translated field errors, and refuses who may not view hotels', async () => {
    const bad = await call('operator3', 'GET', `hotels/search/?checkin=${CHECKOUT}&checkout=${CHECKIN}&rooms=abc`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['checkout', 'rooms']));
    expect((await call('operator3', 'GET', `hotels/search/?checkin=${CHECKIN}&checkout=${CHECKOUT}&rooms=2-30`)).statusCode).toBe(400);
    await t.createUser({ username: 'hs_noview', groups: ['Flight View'] });
    expect((await call('hs_noview', 'GET', `hotels/search/?checkin=${CHECKIN}&checkout=${CHECKOUT}`)).statusCode).toBe(403);
  });
});

describe('GET hotels/{slug}/', () => {
  it('prices every room type × plan with supplements, and explains minimum nights', async () => {
    const res = await call('operator3', 'GET', `hotels/${hotel.slug}/?checkin=${CHECKIN}&checkout=${CHECKOUT}&rooms=2,2-7`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<HotelPageRecord>();
    expect(page.offers.filter((o) => o.room === 0).length).toBeGreaterThanOrEqual(3);
    expect(page.offers.some((o) => o.room === 1 && toMinor(o.children) > 0)).toBe(true);
    expect(page.offers.some((o) => o.supplements.some((s) => !s.mandatory && toMinor(s.price) > 0))).toBe(true);
    expect(page.cancellation_policy.every((p) => toMinor(p.value) > 0)).toBe(true);
    expect(page.is_hotel_integration).toBe(false);
    await t.db.updateTable('hotels').set({ min_nights: 6 }).where('id', '=', hotel.id).execute();
    const short = (await call('operator3', 'GET', `hotels/${hotel.slug}/?checkin=${CHECKIN}&checkout=${CHECKOUT}`, undefined, 'en')).json<HotelPageRecord>();
    await t.db.updateTable('hotels').set({ min_nights: 1 }).where('id', '=', hotel.id).execute();
    expect(short.offers).toEqual([]);
    expect(short.unavailable).toBe('The minimum stay is 6 nights.');
    expect((await call('operator3', 'GET', `hotels/no-such-hotel/?checkin=${CHECKIN}&checkout=${CHECKOUT}`)).statusCode).toBe(404);
  });
});

async function optionalSupplement(roomType: number): Promise<number> {
  const s = await t.db.selectFrom('hotel_supplements').select('id').where('hotel_id', '=', hotel.id).where('mandatory', '=', false).where('active', '=', true).where('per', '=', 'room').where((eb) => eb.or([eb('room_type_id', 'is', null), eb('room_type_id', '=', roomType)])).orderBy('id').executeTakeFirstOrThrow();
  return s.id;
}

const stayItem = (rooms: object[], extra: object = {}) => ({ service_type: 'hotels', hotel: hotel.id, checkin: CHECKIN, checkout: CHECKOUT, meal_plan: bb, rooms, ...extra });
const holder = (n: string) => ({ first_name: 'Ana', last_name: n });

async function book(rooms: object[], payment?: object, user = 'operator3') {
  const added = await call(user, 'POST', 'cart/items/', stayItem(rooms));
  expect(added.statusCode, added.body).toBe(201);
  const res = await call(user, 'POST', 'cart/checkout/', { items: [{ id: added.json().id }], ...(payment ? { payment } : {}) });
  return { added: added.json<{ id: number; price: string }>(), res };
}

const soldOf = async (roomType: number) => (await t.db.selectFrom('hotel_availability').select('sold').where('room_type_id', '=', roomType).where('date', '>=', CHECKIN).where('date', '<', CHECKOUT).orderBy('date').execute()).map((r) => r.sold);

describe('booking through the cart and checkout', () => {
  it('books two rooms with holders, ages and a supplement, takes the rooms and pays from funds', async () => {
    await setHotelNights({ mode: 'cupon_sales', allotment: 10, sold: 0 });
    const supplement = await optionalSupplement(sup);
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const before = await fundsOf(t.db, cancun);
    const { added, res } = await book(
      [
        { room_type: std, adults: 2, holder: holder('Uno') },
        { room_type: sup, adults: 2, children_ages: [7], supplements: [supplement], holder: holder('Dos') },
      ],
      { provider: 'agency_funds' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json<CheckoutRecord>();
    expect(done.reservations[0]).toMatchObject({ service_type: 'hotels', commercial_status: 'paid', total: added.price });
    expect(before - (await fundsOf(t.db, cancun))).toBe(toMinor(added.price));
    expect(await soldOf(std)).toEqual([1, 1, 1, 1]);
    expect(await soldOf(sup)).toEqual([1, 1, 1, 1]);
    const detail = (await call('operator3', 'GET', `hotels/reservations/${done.reservations[0].id}/`)).json<HotelReservationRecord>();
    expect(detail.coordinator_status).toBe('confirmed');
    expect(detail.rooms.map((r) => r.holder.last_name)).toEqual(['Uno', 'Dos']);
    expect(detail.rooms[1].children_ages).toEqual([7]);
    expect(detail.rooms[1].supplements.some((s) => s.id === supplement)).toBe(true);
    // Another agency's user does not see it.
    expect((await call('operator3b', 'GET', `hotels/reservations/${done.reservations[0].id}/`)).statusCode).toBe(404);
    // The accounting and provider statuses, and what each may go to for this user (the flight page's panel).
    expect(detail).toMatchObject({ accounting_status: 'no-reviewed', provider_status: 'no-paid', next_statuses: { accounting_status: [], provider_status: [], coordinator_status: [] } });
    const id = done.reservations[0].id;
    const offered = (await call('accounting', 'GET', `hotels/reservations/${id}/`)).json<HotelReservationRecord>().next_statuses;
    expect(offered.accounting_status).toContain('paid-verified');
    const reviewed = await call('accounting', 'PATCH', `reservations/${id}/status/`, { accounting_status: 'paid-verified' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({ id, service_type: 'hotels', accounting_status: 'paid-verified', next_statuses: { coordinator_status: [] } });
    expect((await call('operator3', 'GET', `hotels/reservations/${id}/`)).json<HotelReservationRecord>().accounting_status).toBe('paid-verified');
    // A stay's coordinator status is the coordinator's confirm/deny, never set directly (admin may change statuses).
    expect((await call('admin', 'GET', `hotels/reservations/${id}/`)).json<HotelReservationRecord>().next_statuses.coordinator_status).toEqual([]);
    expect((await call('admin', 'PATCH', `reservations/${id}/status/`, { coordinator_status: 'cancelled' })).statusCode).toBe(409);
    const resumen = await call('operator3', 'GET', `reservations?reservation_code=${detail.locator}`);
    expect(resumen.statusCode, resumen.body).toBe(200);
    expect(resumen.json<{ results: { service_type: string }[] }>().results.map((r) => r.service_type)).toEqual(['hotels']);
    const voucher = await call('operator3', 'GET', `reservations/${done.reservations[0].id}/voucher/`);
    expect(voucher.statusCode, voucher.body.slice(0, 300)).toBe(200);
    expect(voucher.headers['content-type']).toContain('pdf');
  });

  it('never oversells: the last room goes to one checkout, the other gets 409 and nothing is booked', async () => {
    await setHotelNights({ mode: 'cupon_sales', allotment: 10, sold: 9 });
    const first = await call('operator3', 'POST', 'cart/items/', stayItem([{ room_type: std, adults: 2, holder: holder('A') }]));
    const second = await call('operator3', 'POST', 'cart/items/', stayItem([{ room_type: std, adults: 2, holder: holder('B') }]));
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const ok = await call('operator3', 'POST', 'cart/checkout/', { items: [{ id: first.json().id }] });
    expect(ok.statusCode, ok.body).toBe(201);
    const refused = await call('operator3', 'POST', 'cart/checkout/', { items: [{ id: second.json().id }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('no_availability');
    expect(await soldOf(std)).toEqual([10, 10, 10, 10]);
    await call('operator3', 'DELETE', `cart/items/${second.json().id}/`);
  });

  it('re-prices at checkout: a changed price is a 409 price_changed, posting again confirms it', async () => {
    await setHotelNights({ mode: 'cupon_sales', allotment: 10, sold: 0 });
    const added = await call('operator3', 'POST', 'cart/items/', stayItem([{ room_type: std, adults: 2, holder: holder('P') }]));
    await t.db.updateTable('cart_items').set({ price: '1.00' }).where('id', '=', added.json().id).execute();
    const changed = await call('operator3', 'POST', 'cart/checkout/', { items: [{ id: added.json().id }] });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'price_changed', items: [{ id: added.json().id, old_price: '1.00', new_price: added.json().price }] });
    const again = await call('operator3', 'POST', 'cart/checkout/', { items: [{ id: added.json().id }] });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('an on_request stay waits as requested until the coordinator confirms or denies it', async () => {
    await setHotelNights({ mode: 'on_request', allotment: 0, sold: 0 });
    const one = await book([{ room_type: std, adults: 2, holder: holder('R1') }]);
    const two = await book([{ room_type: std, adults: 2, holder: holder('R2') }]);
    const [a, b] = [one.res.json<CheckoutRecord>().reservations[0].id, two.res.json<CheckoutRecord>().reservations[0].id];
    const waiting = (await call('operator3', 'GET', `hotels/reservations/${a}/`)).json<HotelReservationRecord>();
    expect(waiting).toMatchObject({ coordinator_status: 'requested', on_request: true, can_confirm: false });
    expect((await call('operator3', 'POST', `hotels/reservations/${a}/confirm/`, {})).statusCode).toBe(403);
    expect((await call('hs_coord', 'GET', `hotels/reservations/${a}/`)).json().can_confirm).toBe(true);
    const confirmed = await call('hs_coord', 'POST', `hotels/reservations/${a}/confirm/`, { note: 'ok' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().coordinator_status).toBe('confirmed');
    expect((await call('hs_coord', 'POST', `hotels/reservations/${a}/deny/`, {})).statusCode).toBe(409);
    expect(await soldOf(std)).toEqual([2, 2, 2, 2]);
    const denied = await call('hs_coord', 'POST', `hotels/reservations/${b}/deny/`, {});
    expect(denied.json()).toMatchObject({ coordinator_status: 'denied', status: 'cancelled' });
    expect(await soldOf(std)).toEqual([1, 1, 1, 1]);
    const history = await t.db.selectFrom('reservation_history').select('action').where('reservation_id', '=', b).orderBy('id').execute();
    expect(history.map((h) => h.action)).toEqual(['created', 'coordinator_denied']);
  });

  it('cancels with the check-in season’s penalty and gives the rooms back', async () => {
    await setHotelNights({ mode: 'cupon_sales', allotment: 10, sold: 0 });
    const { res } = await book([{ room_type: std, adults: 2, holder: holder('C') }], { provider: 'agency_funds' });
    const id = res.json<CheckoutRecord>().reservations[0].id;
    const booked = await t.db.selectFrom('hotel_reservations as hr').innerJoin('reservations as r', 'r.id', 'hr.reservation_id').select(['r.total', 'hr.cancellation_policy']).where('r.id', '=', id).executeTakeFirstOrThrow();
    const { cancellationPenalty } = await import('../../../domain/pricing/cancellation.ts');
    const expected = cancellationPenalty(booked.cancellation_policy as never, { totalMinor: toMinor(booked.total), units: 4, startDate: CHECKIN, cancellationDate: todayUtc() }).penaltyMinor;
    expect((await call('operator3b', 'POST', `hotels/reservations/${id}/cancel/`, {})).statusCode).toBe(404);
    const cancelled = await call('operator3', 'POST', `hotels/reservations/${id}/cancel/`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(toMinor(cancelled.json().penalty)).toBe(expected);
    expect(toMinor(cancelled.json().refund)).toBe(toMinor(booked.total) - expected);
    expect(await soldOf(std)).toEqual([0, 0, 0, 0]);
    expect((await call('operator3', 'POST', `hotels/reservations/${id}/cancel/`, {})).statusCode).toBe(409);
  });

  it('refuses bad cart input with field errors and who may not book hotels', async () => {
    const bad = await call('operator3', 'POST', 'cart/items/', stayItem([{ room_type: std, adults: 0, holder: { first_name: '', last_name: 'x' } }], { checkout: CHECKIN }));
    expect(bad.statusCode).toBe(400);
    const noOccupancy = await call('operator3', 'POST', 'cart/items/', stayItem([{ room_type: std, adults: 2, children_ages: [3, 4], holder: holder('x') }]));
    expect(noOccupancy.statusCode).toBe(409);
    expect(noOccupancy.json().code).toBe('no_occupancy');
    await t.createUser({ username: 'hs_flights_only', agency: 'Agencia Cancún Travel', groups: ['Flight with Booking', 'Hotel View'] });
    expect((await call('hs_flights_only', 'POST', 'cart/items/', stayItem([{ room_type: std, adults: 2, holder: holder('x') }]))).statusCode).toBe(403);
  });
});
