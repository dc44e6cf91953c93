/**
 * Paying a booking by card (docs/api-payments-gateways.md 'Paying a booking by card'), over real
 * HTTP with the sandbox gateway: the cart checkout and the flight booking with payment
 * `{provider: 'card'}` are booked unpaid with a deadline and answer the gateway's hosted page; the
 * payer pays there and the order is paid; a retry answers the same page; the unpaid release job
 * waits for an open card payment. Also the /payment page's list 'card' and the locator filter.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookedRecord, CheckoutRecord } from '../../../domain/records/cart.ts';
import { addDeparture, book, createFlightFixture, passengersFor, ruleFreeDays, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { releaseUnpaidBookings } from '../cart/unpaid.ts';
import { addedItem } from '../cart/cartTesting.ts';
import { APPROVED, followReturn, payOnHostedPage } from './cardTesting.ts';
import { insertReservation, listening } from './testing.ts';

const t = useTestApp();
let fx: FlightFixture;
let base = '';
const DAYS = ruleFreeDays(34, 41, 48, 55, 62);
let next = 0;
const HOUR = 3_600_000;

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  base = await listening(t.app);
});

/** app.inject's shape over real HTTP: the card calls reach the sandbox through this server. */
const http = {
  async inject({ method, url, headers, payload }: { method: 'POST'; url: string; headers: Record<string, string>; payload: object }) {
    const res = await fetch(`${base}${url}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    const body = await res.text();
    return { statusCode: res.status, body, json: <T = Record<string, unknown>>() => JSON.parse(body) as T };
  },
};

const departure = async () => {
  const date = DAYS[next++];
  return { date, id: await addDeparture(t.db, fx, { date, categories: [{ category: fx.economy, capacity: 5 }] }) };
};
const setHours = (hours: number) => t.db.updateTable('configurations').set({ value: JSON.stringify(hours) }).where('key', '=', 'unpaid_booking_hours').execute();
const reservation = (id: number) => t.db.selectFrom('reservations').select(['paid_amount', 'commercial_status', 'status', 'payment_deadline']).where('id', '=', id).executeTakeFirstOrThrow();

async function checkoutByCard(key: string) {
  const headers = await t.auth('operator3');
  const d = await departure();
  const item = await addedItem(t.app, headers, { outbound: d.id, category: fx.economy, adults: 1 });
  const payload = { items: [{ id: item.id, passengers: passengersFor({ adults: 1 }, d.date) }], payment: { provider: 'card' } };
  const send = () => http.inject({ method: 'POST', url: '/api/cart/checkout/', headers: { ...headers, 'idempotency-key': key }, payload });
  return { item, send };
}

describe("checkout and flight booking with payment {provider: 'card'}", () => {
  it('checkout: booked unpaid with a deadline, answers the hosted page; paying there pays the order; a retry answers the same page', async () => {
    await setHours(0);
    const { item, send } = await checkoutByCard('card-checkout-1');
    const res = await send();
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json<CheckoutRecord>();
    expect(done).toMatchObject({ paid: '0.00', owed: item.price });
    expect(done.redirect_url).toMatch(/\/sandbox\/revolut\/pay\//);
    // Booking unpaid is off (0 h): the card payment gets its own hour.
    const deadline = Date.parse(done.payment_deadline!);
    expect(deadline).toBeGreaterThan(Date.now() + 0.9 * HOUR);
    expect(deadline).toBeLessThanOrEqual(Date.now() + HOUR);
    const ops = await t.db.selectFrom('payment_operations').select(['provider', 'status', 'amount', 'reservation_id']).where('order_id', '=', done.order.id).execute();
    expect(ops).toEqual([{ provider: 'revolut', status: 'processing', amount: item.price, reservation_id: null }]);

    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.json<CheckoutRecord>().redirect_url).toBe(done.redirect_url);
    expect(await t.db.selectFrom('payment_operations').select('id').where('order_id', '=', done.order.id).execute()).toHaveLength(1);

    const back = await payOnHostedPage(done.redirect_url!, APPROVED);
    expect(await followReturn(back)).toMatch(/^\/payment-success\?/);
    expect(await reservation(done.reservations[0].id)).toMatchObject({ paid_amount: item.price, commercial_status: 'paid' });
    await setHours(48);
  });

  it('flight booking: the settlement answers the hosted page; without card nothing is said about one', async () => {
    const d = await departure();
    const res = await book(http, await t.auth('operator3'), { outbound: d.id, category: fx.economy, adults: 1 }, { departure: d.date, extra: { payment: { provider: 'card', amount: '10.00' } } });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookedRecord>();
    expect(booked.commercial_status).toBe('non-paid');
    expect(booked.settlement.redirect_url).toMatch(/\/sandbox\/revolut\/pay\//);
    const op = await t.db.selectFrom('payment_operations').select(['amount', 'status']).where('reservation_id', '=', booked.id).executeTakeFirstOrThrow();
    expect(op).toEqual({ amount: '10.00', status: 'processing' });
    const plain = await book(http, await t.auth('operator3'), { outbound: (await departure()).id, category: fx.economy, adults: 1 }, { departure: d.date, extra: { payment: { provider: 'agency_funds' } } });
    expect(plain.json<BookedRecord>().settlement).not.toHaveProperty('redirect_url');
  });

  it('bad input: an unknown provider or a card amount above the total is a 400 and books nothing', async () => {
    const headers = await t.auth('operator3');
    const d = await departure();
    const item = await addedItem(t.app, headers, { outbound: d.id, category: fx.economy, adults: 1 });
    const before = await t.db.selectFrom('reservations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const items = [{ id: item.id, passengers: passengersFor({ adults: 1 }, d.date) }];
    const unknown = await http.inject({ method: 'POST', url: '/api/cart/checkout/', headers, payload: { items, payment: { provider: 'bitcoin' } } });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['payment.provider']);
    const above = await http.inject({ method: 'POST', url: '/api/cart/checkout/', headers, payload: { items, payment: { provider: 'card', amount: '999999.00' } } });
    expect(above.statusCode).toBe(400);
    expect(Object.keys(above.json())).toEqual(['payment.amount']);
    const after = await t.db.selectFrom('reservations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('the release job waits while the card payment is open, then releases the booking once it is not', async () => {
    await setHours(0);
    const { send } = await checkoutByCard('card-checkout-2');
    const done = (await send()).json<CheckoutRecord>();
    const id = done.reservations[0].id;
    const later = new Date(Date.now() + 2 * HOUR);
    await releaseUnpaidBookings(t.db, later);
    expect((await reservation(id)).status).toBe('reserved');
    await t.db.updateTable('payment_operations').set({ status: 'cancelled' }).where('order_id', '=', done.order.id).execute();
    await releaseUnpaidBookings(t.db, later);
    expect((await reservation(id)).commercial_status).toBe('cancelled');
    await setHours(48);
  });

  it('payment-summary says the user may pay by card, apart from the providers that pay as booked', async () => {
    const operator = await t.app.inject({ method: 'GET', url: '/api/cart/payment-summary/', headers: await t.auth('operator3') });
    expect(operator.json()).toMatchObject({ providers: ['agency_funds', 'partial'], card: true });
  });
});

describe("the list 'card' and the locator filter", () => {
  it('payers see the card payments of their scope, filtered by locator; a sibling agency sees none; no pay permission 403', async () => {
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const r = await insertReservation(t.db, cancun, '40.00');
    const started = await http.inject({ method: 'POST', url: `/api/payments/reservations/${r.id}/pay/`, headers: await t.auth('operator3'), payload: { provider: 'card' } });
    expect(started.statusCode, started.body).toBe(201);
    const get = async (url: string, user: string) => t.app.inject({ method: 'GET', url, headers: await t.auth(user) });
    const mine = await get(`/api/payments/gateways/card/operations/?locator=${r.locator.slice(0, 4).toLowerCase()}&ordering=-id`, 'operator3');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().results.map((o: { locator: string }) => o.locator)).toContain(r.locator);
    expect(mine.json().results.every((o: { locator: string | null }) => o.locator?.startsWith(r.locator.slice(0, 4)))).toBe(true);
    const exact = (await get(`/api/payments/gateways/card/operations/?locator=${r.locator}`, 'admin')).json();
    expect(exact.results.map((o: { provider: string; locator: string }) => [o.provider, o.locator])).toEqual([['revolut', r.locator]]);
    const sibling = (await get(`/api/payments/gateways/card/operations/?locator=${r.locator}`, 'operator3b')).json();
    expect(sibling.count).toBe(0);
    const viewer = await t.createUser({ username: 'card_list_viewer', type: 'operator', groups: ['Reservation View'] });
    expect((await get('/api/payments/gateways/card/operations/', viewer.username)).statusCode).toBe(403);
    expect((await get('/api/payments/gateways/card/operations/?locator=', 'admin')).statusCode).toBe(400);
    expect((await get(`/api/payments/gateways/card/operations/?locator=${'X'.repeat(21)}`, 'admin')).statusCode).toBe(400);
    const xlsx = await get(`/api/payments/gateways/card/operations/export/?locator=${r.locator}`, 'operator3');
    expect(xlsx.statusCode).toBe(200);
  });
});
