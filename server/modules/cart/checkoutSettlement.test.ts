/**
 * The checkout's customer and the one settlement path (docs/api-cart.md): a cart checkout names its
 * client; the flight booking's verify step pays (funds, partial) or books unpaid with a deadline
 * through the checkout's own payOrder.ts, in the booking's transaction.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../../domain/money.ts';
import type { BookedRecord, CheckoutRecord } from '../../../domain/records/cart.ts';
import { addDeparture, book, createFlightFixture, ruleFreeDays, soldOn, passengersFor, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { postTransaction } from '../ledger/post.ts';
import { countRows, fundsOf } from '../payments/testing.ts';
import { addedItem } from './cartTesting.ts';

const t = useTestApp();
let fx: FlightFixture;
const DAYS = ruleFreeDays(33, 40, 47, 54, 61, 68, 75, 82, 89, 96, 103);
let next = 0;
const HOUR = 3_600_000;

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
});

const departure = async (capacity = 5) => {
  const date = DAYS[next++];
  return { date, id: await addDeparture(t.db, fx, { date, categories: [{ category: fx.economy, capacity }] }) };
};
const setHours = (hours: number) => t.db.updateTable('configurations').set({ value: JSON.stringify(hours) }).where('key', '=', 'unpaid_booking_hours').execute();
const reservationCount = async () => Number((await t.db.selectFrom('reservations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function customer(user: string, passport: string): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/customers/', headers: await t.auth(user), payload: { first_name: 'Carmen', last_name: 'Cliente', email: `${passport}@example.test`, phone: '9981234567', passport } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

/** Moves the agency's funds by `minor` (negative: takes money away) outside any payment. */
async function adjustFunds(agencyId: number, minor: number) {
  await t.db.transaction().execute((tx) =>
    postTransaction(tx, {
      kind: 'adjustment',
      createdBy: null,
      entries: [
        { account: { kind: 'agency_funds', agencyId, currencyId: 1 }, amountMinor: minor },
        { account: { kind: 'opening_balance', currencyId: 1 }, amountMinor: -minor },
      ],
    }),
  );
}

describe('checkout with a customer', () => {
  it('sets the client of every reservation of the order and answers what was paid and owed', async () => {
    await setHours(48);
    const headers = await t.auth('operator3');
    const client = await customer('operator3', 'CLI0001');
    const d = await departure();
    const item = await addedItem(t.app, headers, { outbound: d.id, category: fx.economy, adults: 1 });
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers, payload: { customer: client, items: [{ id: item.id, passengers: passengersFor({ adults: 1 }, d.date) }] } });
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json<CheckoutRecord>();
    expect(done.customer).toBe(client);
    expect(done).toMatchObject({ paid: '0.00', owed: item.price });
    expect(done.reservations[0]).toMatchObject({ service_type: 'flights', total: item.price, paid_amount: '0.00', commercial_status: 'non-paid' });
    expect(done.payment_deadline).toBe(done.reservations[0].payment_deadline);
    const row = await t.db.selectFrom('reservations').select('customer_id').where('id', '=', done.reservations[0].id).executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(client);
    // The customer is now in use.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/customers/${client}/`, headers })).statusCode).toBe(409);
  });

  it('Idempotency-Key: the same checkout again answers the first order (nothing booked or paid twice); another body is a 409', async () => {
    const headers = { ...(await t.auth('operator3')), 'idempotency-key': 'checkout-key-1' };
    const d = await departure();
    const item = await addedItem(t.app, headers, { outbound: d.id, category: fx.economy, adults: 1 });
    const payload = { items: [{ id: item.id, passengers: passengersFor({ adults: 1 }, d.date) }], payment: { provider: 'agency_funds' } };
    const first = await t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers, payload });
    expect(first.statusCode, first.body).toBe(201);
    const rows = await countRows(t.db);
    const count = await reservationCount();
    const again = await t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers, payload });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(t.db)).toEqual(rows);
    expect(await reservationCount()).toBe(count);
    const other = await t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers, payload: { ...payload, payment: { provider: 'partial', amount: '1.00' } } });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
  });

  it('refuses a customer outside the caller’s scope (400 customer) and books nothing', async () => {
    const headers = await t.auth('operator3');
    const sibling = await customer('operator3b', 'CLI0002');
    const d = await departure();
    const item = await addedItem(t.app, headers, { outbound: d.id, category: fx.economy, adults: 1 });
    const before = await reservationCount();
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers, payload: { customer: sibling, items: [{ id: item.id, passengers: passengersFor({ adults: 1 }, d.date) }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ customer: ['El cliente no existe o no es de su agencia.'] });
    expect(await reservationCount()).toBe(before);
    expect(await soldOn(t.db, d.id)).toBe(1); // still the item's hold
  });
});

describe('POST flights/reservation/ pays or books unpaid through the checkout’s path', () => {
  const bookOn = async (d: { id: number; date: string }, extra: object = {}) => book(t.app, await t.auth('operator3'), { outbound: d.id, category: fx.economy, adults: 1 }, { departure: d.date, extra });

  it('agency_funds pays the booking from the funds as it is booked', async () => {
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const before = await fundsOf(t.db, cancun);
    const res = await bookOn(await departure(), { payment: { provider: 'agency_funds' } });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookedRecord>();
    expect(booked.commercial_status).toBe('paid');
    expect(booked.settlement).toEqual({ paid: booked.total, owed: '0.00', payment_deadline: null });
    expect(before - (await fundsOf(t.db, cancun))).toBe(toMinor(booked.total));
  });

  it('partial pays the amount; the rest is owed', async () => {
    const res = await bookOn(await departure(), { payment: { provider: 'partial', amount: '10.00' } });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookedRecord>();
    expect(booked.commercial_status).toBe('partial-paid');
    expect(booked.settlement).toEqual({ paid: '10.00', owed: ((toMinor(booked.total) - 1000) / 100).toFixed(2), payment_deadline: null });
  });

  it('without payment it is booked unpaid with a deadline unpaid_booking_hours ahead; with the setting at 0 it is a 400 and nothing is booked', async () => {
    await setHours(24);
    const before = Date.now();
    const res = await bookOn(await departure());
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookedRecord>();
    const deadline = Date.parse(booked.settlement.payment_deadline!);
    expect(deadline).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
    expect(booked.settlement).toMatchObject({ paid: '0.00', owed: booked.total });
    const row = await t.db.selectFrom('reservations').select('payment_deadline').where('id', '=', booked.id).executeTakeFirstOrThrow();
    expect(row.payment_deadline?.toISOString()).toBe(booked.settlement.payment_deadline);

    await setHours(0);
    const count = await reservationCount();
    const d = await departure();
    const refused = await bookOn(d);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['payment']);
    expect(await reservationCount()).toBe(count);
    expect(await soldOn(t.db, d.id)).toBe(0);
    await setHours(48);
  });

  it('the agency’s own terms win over the portal’s: finance staff set them beside the credit limit, null gives the portal’s back', async () => {
    await setHours(24);
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const { credit_limit } = await t.db.selectFrom('agencies').select('credit_limit').where('id', '=', cancun).executeTakeFirstOrThrow();
    const terms = async (body: object, user = 'accounting') =>
      t.app.inject({ method: 'PATCH', url: `/api/accounting/credit-limit/${cancun}/`, headers: await t.auth(user), payload: { credit_limit, ...body } });
    const offered = async () => (await t.app.inject({ method: 'GET', url: '/api/cart/payment-summary/', headers: await t.auth('operator3') })).json<{ unpaid_hours: number }>().unpaid_hours;

    const none = await terms({ unpaid_booking_hours: 0 });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ agency: cancun, unpaid_booking_hours: 0 });
    expect(await offered()).toBe(0);
    const count = await reservationCount();
    const refused = await bookOn(await departure());
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['payment']);
    expect(await reservationCount()).toBe(count);

    expect((await terms({ unpaid_booking_hours: 6 })).statusCode).toBe(200);
    // The credit limit alone leaves the term as it is.
    expect((await terms({})).json()).toMatchObject({ unpaid_booking_hours: 6 });
    const before = Date.now();
    const res = await bookOn(await departure());
    expect(res.statusCode, res.body).toBe(201);
    const deadline = Date.parse(res.json<BookedRecord>().settlement.payment_deadline!);
    expect(deadline).toBeGreaterThanOrEqual(before + 6 * HOUR);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 6 * HOUR);

    const bad = await terms({ unpaid_booking_hours: 721 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['unpaid_booking_hours']);
    expect((await terms({ unpaid_booking_hours: 0 }, 'operator3')).statusCode).toBe(403);
    expect(await offered()).toBe(6);

    expect((await terms({ unpaid_booking_hours: null })).json()).toMatchObject({ unpaid_booking_hours: null });
    expect(await offered()).toBe(24);
    await setHours(48);
  });

  it('a refused funds payment (409 insufficient_funds) books nothing: no reservation, no seat, no operation or ledger row', async () => {
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const limit = await t.db.selectFrom('agencies').select('credit_limit').where('id', '=', cancun).executeTakeFirstOrThrow();
    const drop = (await fundsOf(t.db, cancun)) + toMinor(limit.credit_limit) - 100; // 1.00 available
    await adjustFunds(cancun, -drop);
    const rows = await countRows(t.db);
    const count = await reservationCount();
    const d = await departure();
    const res = await bookOn(d, { payment: { provider: 'agency_funds' } });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('insufficient_funds');
    expect(await countRows(t.db)).toEqual(rows);
    expect(await reservationCount()).toBe(count);
    expect(await soldOn(t.db, d.id)).toBe(0);
    // A partial amount above the booking's total is a 400 under payment.amount, nothing booked either.
    const above = await bookOn(d, { payment: { provider: 'partial', amount: '999999.00' } });
    expect(above.statusCode).toBe(400);
    expect(Object.keys(above.json())).toEqual(['payment.amount']);
    expect(await reservationCount()).toBe(count);
    await adjustFunds(cancun, drop);
  });
});
