/**
 * POST hotels/book/ — the hotel page's 'book now' (docs/api-hotels-booking.md 'Booking without the
 * cart'): the stay booked through the shared checkout and settled as any checkout (funds, part,
 * unpaid where allowed), under an order whose number the reservation carries; nothing left in the
 * cart whatever the outcome; Idempotency-Key; a changed price, no rooms, no permission and bad
 * input change nothing. Dates are relative to today (the demo seasons start on the first of this month).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../../domain/money.ts';
import type { CheckoutRecord, PriceChangeRecord } from '../../../domain/records/cart.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { fundsOf } from '../payments/testing.ts';

const t = useTestApp();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Inside the first demo season (min nights 1), as hotelSales.test.ts books.
const CHECKIN = day(12);
const CHECKOUT = day(16);
let hotel: number;
let std: number;
let bb: number;

beforeAll(async () => {
  // An own hotel sold from an allotment (not open_sales/on_request by the demo's rule).
  hotel = (await t.db.selectFrom('hotels').select('id').where('provider', '=', 'own').where(({ eb }) => eb.and([eb(eb.fn('mod', ['id', eb.val(5)]), '<>', 0), eb(eb.fn('mod', ['id', eb.val(7)]), '<>', 0)])).orderBy('id').executeTakeFirstOrThrow()).id;
  std = (await t.db.selectFrom('hotel_room_types').select('id').where('hotel_id', '=', hotel).where('code', '=', 'STD').executeTakeFirstOrThrow()).id;
  bb = (await t.db.selectFrom('meal_plans').select('id').where('code', '=', 'BB').executeTakeFirstOrThrow()).id;
  await setNights({ mode: 'cupon_sales', allotment: 10, sold: 0 });
});

async function setNights(values: { mode?: string; allotment?: number; sold?: number }) {
  await t.db.updateTable('hotel_availability').set(values).where('hotel_id', '=', hotel).where('date', '>=', CHECKIN).where('date', '<', CHECKOUT).execute();
}
const soldOf = async () => (await t.db.selectFrom('hotel_availability').select('sold').where('room_type_id', '=', std).where('date', '>=', CHECKIN).where('date', '<', CHECKOUT).orderBy('date').execute()).map((r) => r.sold);
const setUnpaidHours = (hours: number) => t.db.updateTable('configurations').set({ value: JSON.stringify(hours) }).where('key', '=', 'unpaid_booking_hours').execute();
const stay = (last: string, extra: object = {}) => ({ hotel, checkin: CHECKIN, checkout: CHECKOUT, meal_plan: bb, rooms: [{ room_type: std, adults: 2, holder: { first_name: 'Ana', last_name: last } }], ...extra });
const cartOf = async (user: string) => t.db.selectFrom('cart_items as c').innerJoin('users as u', 'u.id', 'c.user_id').select('c.id').where('u.username', '=', user).execute();
const countReservations = async () => Number((await t.db.selectFrom('reservations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function bookNow(payload: object, { user = 'operator3', key, lang = 'es' }: { user?: string; key?: string; lang?: string } = {}) {
  const headers = { ...(await t.auth(user)), 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) };
  return t.app.inject({ method: 'POST', url: '/api/hotels/book/', headers, payload });
}

/** The stay's price for operator3 as the page gives it (the first STD offer on BB for two adults). */
async function pagePrice(): Promise<string> {
  const slug = (await t.db.selectFrom('hotels').select('slug').where('id', '=', hotel).executeTakeFirstOrThrow()).slug;
  const res = await t.app.inject({ method: 'GET', url: `/api/hotels/${slug}/?checkin=${CHECKIN}&checkout=${CHECKOUT}&rooms=2`, headers: await t.auth('operator3') });
  const offer = res.json<{ offers: { room_type: number; meal_plan: number; price: string }[] }>().offers.find((o) => o.room_type === std && o.meal_plan === bb);
  return offer!.price;
}

describe('POST hotels/book/', () => {
  it('books and pays from funds in one go through the checkout: an order, its number on the reservation, the rooms taken, nothing in the cart', async () => {
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const before = await fundsOf(t.db, cancun);
    const price = await pagePrice();
    const res = await bookNow(stay('Funds', { price, payment: { provider: 'agency_funds' } }), { key: 'book-now-1' });
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json<CheckoutRecord>();
    expect(done.order.number).toMatch(/^ORD-/);
    expect(done.reservations).toHaveLength(1);
    expect(done.reservations[0]).toMatchObject({ service_type: 'hotels', commercial_status: 'paid', total: price });
    expect(before - (await fundsOf(t.db, cancun))).toBe(toMinor(price));
    expect(await soldOf()).toEqual([1, 1, 1, 1]);
    expect(await cartOf('operator3')).toEqual([]);
    // No client named: the payment link has no address to offer.
    expect((await t.app.inject({ method: 'GET', url: `/api/hotels/reservations/${done.reservations[0].id}/`, headers: await t.auth('operator3') })).json().customer_email).toBeNull();
    const row = await t.db.selectFrom('reservations').select(['order_id', 'payment_order_numbers']).where('id', '=', done.reservations[0].id).executeTakeFirstOrThrow();
    expect(row).toEqual({ order_id: done.order.id, payment_order_numbers: [done.order.number] });

    // The same key and body: the same order, nothing booked or paid again; another body: 409.
    const count = await countReservations();
    const again = await bookNow(stay('Funds', { price, payment: { provider: 'agency_funds' } }), { key: 'book-now-1' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<CheckoutRecord>().order).toEqual(done.order);
    const other = await bookNow(stay('Other', { price, payment: { provider: 'agency_funds' } }), { key: 'book-now-1' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(await countReservations()).toBe(count);
    expect(await soldOf()).toEqual([1, 1, 1, 1]);
    expect(before - (await fundsOf(t.db, cancun))).toBe(toMinor(price));
    expect(await cartOf('operator3')).toEqual([]);
  });

  it('pays part now (partial-paid), or books unpaid with a deadline where the setting allows; without it, a payment is required', async () => {
    const part = await bookNow(stay('Part', { payment: { provider: 'partial', amount: '10.00' } }));
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json<CheckoutRecord>()).toMatchObject({ paid: '10.00', reservations: [{ commercial_status: 'partial-paid' }] });
    const unpaid = await bookNow(stay('Unpaid'));
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    const booked = unpaid.json<CheckoutRecord>();
    expect(booked.reservations[0].commercial_status).toBe('non-paid');
    expect(booked.payment_deadline).not.toBeNull();
    await setUnpaidHours(0);
    try {
      const count = await countReservations();
      const refused = await bookNow(stay('NoPay'), { lang: 'en' });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['payment']);
      expect(await countReservations()).toBe(count);
    } finally {
      await setUnpaidHours(48);
    }
    expect(await cartOf('operator3')).toEqual([]);
  });

  it('a price other than the page showed is a 409 with the new one, nothing booked; posting the new one books', async () => {
    const price = await pagePrice();
    const count = await countReservations();
    const changed = await bookNow(stay('Price', { price: '1.00' }));
    expect(changed.statusCode).toBe(409);
    const items = changed.json<{ code: string; items: PriceChangeRecord[] }>();
    expect(items.code).toBe('price_changed');
    expect(items.items.map((i) => [i.old_price, i.new_price])).toEqual([['1.00', price]]);
    expect(await countReservations()).toBe(count);
    expect(await cartOf('operator3')).toEqual([]);
    expect((await bookNow(stay('Price', { price }))).statusCode).toBe(201);
  });

  it('no rooms left, no booking permission, bad input: refused, nothing booked, nothing left in the cart', async () => {
    const count = await countReservations();
    const sold = await soldOf();
    await setNights({ mode: 'cupon_sales', allotment: sold[0], sold: sold[0] });
    try {
      const full = await bookNow(stay('Full', { payment: { provider: 'agency_funds' } }));
      expect(full.statusCode).toBe(409);
      expect(full.json().code).toBe('no_availability');
    } finally {
      await setNights({ mode: 'cupon_sales', allotment: 10 });
    }
    await t.createUser({ username: 'bn_flights_only', agency: 'Agencia Cancún Travel', groups: ['Flight with Booking', 'Hotel View'] });
    expect((await bookNow(stay('x'), { user: 'bn_flights_only' })).statusCode).toBe(403);
    const bad = await bookNow({ ...stay('Nul\u0000l'), hotel: 99_999_999_999, payment: { provider: 'gift' } }, { lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(expect.arrayContaining(['hotel', 'payment.provider']));
    const wrongType = await bookNow({ ...stay('x'), rooms: 'two' });
    expect(wrongType.statusCode).toBe(400);
    expect(await countReservations()).toBe(count);
    expect(await soldOf()).toEqual(sold);
    expect(await cartOf('operator3')).toEqual([]);
  });

  it("books for a client: the reservation's detail gives the client's e-mail (the payment link's default address)", async () => {
    const headers = await t.auth('operator3');
    const client = await t.app.inject({ method: 'POST', url: '/api/customers/', headers, payload: { first_name: 'Carmen', last_name: 'Cliente', email: 'carmen.booknow@example.test', phone: '9981234567', passport: 'BN123456' } });
    expect(client.statusCode, client.body).toBe(201);
    const res = await bookNow(stay('Client', { customer: client.json().id }));
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json<CheckoutRecord>();
    expect(done.customer).toBe(client.json().id);
    const detail = await t.app.inject({ method: 'GET', url: `/api/hotels/reservations/${done.reservations[0].id}/`, headers });
    expect(detail.json().customer_email).toBe('carmen.booknow@example.test');
  });
});
