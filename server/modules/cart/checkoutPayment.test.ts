/** Paying at checkout (docs/api-cart.md 'Paying at checkout'): through the payments core, in the bookings' transaction. */
import { beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../../domain/money.ts';
import type { CheckoutRecord } from '../../../domain/records/cart.ts';
import { addDeparture, createFlightFixture, passengersFor, ruleFreeDays, soldOn, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { postTransaction } from '../ledger/post.ts';
import { countRows, fundsOf } from '../payments/testing.ts';
import { addedItem } from './cartTesting.ts';

const t = useTestApp();
let fx: FlightFixture;
const DAYS = ruleFreeDays(33, 40, 47, 54, 61, 68, 75, 82);
const D = DAYS[7];
let next = 0;

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
});

const departure = (capacity: number) => addDeparture(t.db, fx, { date: DAYS[next++], categories: [{ category: fx.economy, capacity }] });

async function checkout(body: object) {
  return t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers: await t.auth('operator3'), payload: body });
}

async function twoItems() {
  const headers = await t.auth('operator3');
  const a = await departure(5);
  const b = await departure(5);
  const one = await addedItem(t.app, headers, { outbound: a, category: fx.economy, adults: 1 });
  const two = await addedItem(t.app, headers, { outbound: b, category: fx.economy, adults: 1 });
  const items = [one, two].map((i) => ({ id: i.id, passengers: passengersFor({ adults: 1 }, D) }));
  return { a, b, one, two, items, totalMinor: toMinor(one.price) + toMinor(two.price) };
}

const statuses = async (ids: number[]) =>
  (await t.db.selectFrom('reservations').select(['id', 'commercial_status', 'paid_amount']).where('id', 'in', ids).orderBy('id').execute()).map((r) => [r.commercial_status, toMinor(r.paid_amount)]);

describe('POST cart/checkout/ with a payment', () => {
  it('agency_funds pays every reservation of the order from the agency funds, in the booking transaction', async () => {
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const { items, one, two, totalMinor } = await twoItems();
    const before = await fundsOf(t.db, cancun);
    const res = await checkout({ items, payment: { provider: 'agency_funds' } });
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json<CheckoutRecord>();
    expect(await statuses(done.reservations.map((r) => r.id))).toEqual([
      ['paid', toMinor(one.price)],
      ['paid', toMinor(two.price)],
    ]);
    expect(before - (await fundsOf(t.db, cancun))).toBe(totalMinor);
    const ops = await t.db.selectFrom('payment_operations').select(['provider', 'status']).where('reservation_id', 'in', done.reservations.map((r) => r.id)).execute();
    expect(ops).toEqual([
      { provider: 'agency_funds', status: 'completed' },
      { provider: 'agency_funds', status: 'completed' },
    ]);
  });

  it('partial spreads the amount over the reservations in order: the first paid, the second partly', async () => {
    const { items, one } = await twoItems();
    const amount = ((toMinor(one.price) + 100) / 100).toFixed(2);
    const res = await checkout({ items, payment: { provider: 'partial', amount } });
    expect(res.statusCode, res.body).toBe(201);
    expect(await statuses(res.json<CheckoutRecord>().reservations.map((r) => r.id))).toEqual([
      ['paid', toMinor(one.price)],
      ['partial-paid', 100],
    ]);
  });

  it('a refused funds payment (409 insufficient_funds) books nothing: no reservation, holds and items kept, no money moved', async () => {
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const { a, b, one, two, items, totalMinor } = await twoItems();
    const funds = await fundsOf(t.db, cancun);
    const limit = await t.db.selectFrom('agencies').select('credit_limit').where('id', '=', cancun).executeTakeFirstOrThrow();
    // Funds 1.00 short of the order (credit limit included).
    const drop = funds + toMinor(limit.credit_limit) - totalMinor + 100;
    await t.db.transaction().execute((tx) =>
      postTransaction(tx, {
        kind: 'adjustment',
        createdBy: null,
        entries: [
          { account: { kind: 'agency_funds', agencyId: cancun, currencyId: 1 }, amountMinor: -drop },
          { account: { kind: 'opening_balance', currencyId: 1 }, amountMinor: drop },
        ],
      }),
    );
    const rows = await countRows(t.db);
    const reservations = Number((await t.db.selectFrom('reservations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const res = await checkout({ items, payment: { provider: 'agency_funds' } });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('insufficient_funds');
    expect(await countRows(t.db)).toEqual(rows);
    expect(Number((await t.db.selectFrom('reservations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(reservations);
    expect(await soldOn(t.db, a)).toBe(1);
    expect(await soldOn(t.db, b)).toBe(1);
    const kept = await t.db.selectFrom('cart_items').select(['id', 'held_seats']).where('id', 'in', [one.id, two.id]).execute();
    expect(kept.map((k) => k.held_seats !== null)).toEqual([true, true]);
    // Put the funds back for the other tests.
    await t.db.transaction().execute((tx) =>
      postTransaction(tx, {
        kind: 'adjustment',
        createdBy: null,
        entries: [
          { account: { kind: 'agency_funds', agencyId: cancun, currencyId: 1 }, amountMinor: drop },
          { account: { kind: 'opening_balance', currencyId: 1 }, amountMinor: -drop },
        ],
      }),
    );
  });

  it('bad payment input is a 400 under payment.* and changes nothing', async () => {
    const { a, items, totalMinor } = await twoItems();
    const rows = await countRows(t.db);
    const above = ((totalMinor + 1) / 100).toFixed(2);
    const cases: [object, string][] = [
      [{ provider: 'partial' }, 'payment.amount'],
      [{ provider: 'partial', amount: '-3' }, 'payment.amount'],
      [{ provider: 'partial', amount: above }, 'payment.amount'],
      [{ provider: 'cheque' }, 'payment.provider'], // 'card' pays on the gateway's page (cardBooking.test.ts)
      [{ provider: 'agency_funds', extra: 1 }, 'payment.extra'],
    ];
    for (const [payment, field] of cases) {
      const res = await checkout({ items, payment });
      expect(res.statusCode, JSON.stringify(payment)).toBe(400);
      expect(Object.keys(res.json()), JSON.stringify(payment)).toContain(field);
    }
    expect(await countRows(t.db)).toEqual(rows);
    expect(await soldOn(t.db, a)).toBe(1);
    expect(await t.db.selectFrom('cart_items').select('id').where('id', 'in', items.map((i) => i.id)).execute()).toHaveLength(2);
  });
});
