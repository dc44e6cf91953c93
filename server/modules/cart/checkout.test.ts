import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRecord, PriceChangeRecord } from '../../../domain/records/cart.ts';
import { addDeparture, book, createFlightFixture, passengersFor, ruleFreeDays, soldOn, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { addedItem } from './cartTesting.ts';
import { releaseExpiredHolds } from './expiry.ts';

const t = useTestApp();
let fx: FlightFixture;
// One departure per flight and day: each departure flies on its own rule-free day (a week apart: same weekday).
const DAYS = ruleFreeDays(33, 40, 47, 54, 61, 68, 75, 82);
const D = DAYS[7];
let next = 0;

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
});

const departure = (capacity: number) => addDeparture(t.db, fx, { date: DAYS[next++], categories: [{ category: fx.economy, capacity }] });

async function checkout(user: string, items: object[]) {
  return t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers: await t.auth(user), payload: { items } });
}

const countReservations = async (subcalendar: number) =>
  Number((await t.db.selectFrom('flight_reservations').select((eb) => eb.fn.countAll<number>().as('n')).where('outbound_subcalendar_id', '=', subcalendar).executeTakeFirstOrThrow()).n);

describe('POST cart/checkout/', () => {
  it('books every item in one go under one order; the holds become the bookings (no seat counted twice) and the items leave the cart', async () => {
    const a = await departure(2);
    const b = await departure(3);
    const headers = await t.auth('operator3');
    const one = await addedItem(t.app, headers, { outbound: a, category: fx.economy, adults: 2 });
    const two = await addedItem(t.app, headers, { outbound: b, category: fx.economy, adults: 1 });
    const res = await checkout('operator3', [
      { id: one.id, passengers: passengersFor({ adults: 2 }, D) },
      { id: two.id, passengers: passengersFor({ adults: 1 }, D) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json<CheckoutRecord>();
    expect(done.reservations).toHaveLength(2);
    expect(done.order.number).toMatch(/^ORD-/);
    expect(Number(done.order.total)).toBeCloseTo(Number(one.price) + Number(two.price), 2);
    const orderOf = await t.db.selectFrom('reservations').select(['order_id', 'commercial_status']).where('id', 'in', done.reservations.map((r) => r.id)).execute();
    expect(orderOf.every((r) => r.order_id === done.order.id && r.commercial_status === 'non-paid')).toBe(true);
    expect(await soldOn(t.db, a)).toBe(2);
    expect(await soldOn(t.db, b)).toBe(1);
    expect(await t.db.selectFrom('cart_items').select('id').where('id', 'in', [one.id, two.id]).execute()).toEqual([]);
  });

  it('all or none: one item refused (its seats are gone) books nothing, keeps the other hold and both items', async () => {
    const a = await departure(3);
    const b = await departure(1);
    const headers = await t.auth('operator3');
    const one = await addedItem(t.app, headers, { outbound: a, category: fx.economy, adults: 1 });
    const two = await addedItem(t.app, headers, { outbound: b, category: fx.economy, adults: 1 });
    // The second hold expires and another agency takes the last seat.
    await t.db.updateTable('cart_items').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', two.id).execute();
    await releaseExpiredHolds(t.db, new Date());
    expect((await book(t.app, await t.auth('operator2'), { outbound: b, category: fx.economy, adults: 1 }, { departure: D })).statusCode).toBe(201);

    const res = await checkout('operator3', [
      { id: one.id, passengers: passengersFor({ adults: 1 }, D) },
      { id: two.id, passengers: passengersFor({ adults: 1 }, D) },
    ]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('no_seats');
    expect(await countReservations(a)).toBe(0);
    expect(await soldOn(t.db, a)).toBe(1); // still the first item's hold
    expect(await soldOn(t.db, b)).toBe(1);
    expect((await t.db.selectFrom('cart_items').select('id').where('id', 'in', [one.id, two.id]).execute()).length).toBe(2);
  });

  it("bad passengers of one item: 400 under items.<i>, nothing booked; another user's item is not found", async () => {
    const a = await departure(3);
    const headers = await t.auth('operator3');
    const one = await addedItem(t.app, headers, { outbound: a, category: fx.economy, adults: 2 });
    const bad = await checkout('operator3', [{ id: one.id, passengers: passengersFor({ adults: 1 }, D) }]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).every((k) => k.startsWith('items.0.'))).toBe(true);
    const foreign = await checkout('operator2', [{ id: one.id, passengers: passengersFor({ adults: 2 }, D) }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty(['items.0.id']);
    const shape = await checkout('operator3', [{ id: one.id }, { id: one.id, passengers: [] }]);
    expect(shape.statusCode).toBe(400);
    expect(await countReservations(a)).toBe(0);
    expect(await soldOn(t.db, a)).toBe(2);
  });

  it('409 price_changed lists old and new prices and books nothing; posting again confirms the new price', async () => {
    const a = await departure(3);
    const headers = await t.auth('operator3');
    const one = await addedItem(t.app, headers, { outbound: a, category: fx.economy, adults: 1 });
    // The fixture's route prices its departures: raise them after the quote.
    await t.db.updateTable('flight_routes').set({ price_adult: '260.00' }).where('id', '=', fx.routeId).execute();
    const items = [{ id: one.id, passengers: passengersFor({ adults: 1 }, D) }];
    const changed = await checkout('operator3', items);
    expect(changed.statusCode, changed.body).toBe(409);
    const body = changed.json<{ code: string; items: PriceChangeRecord[] }>();
    expect(body.code).toBe('price_changed');
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ id: one.id, old_price: one.price });
    expect(Number(body.items[0].new_price)).toBeGreaterThan(Number(one.price));
    expect(await countReservations(a)).toBe(0);
    const confirmed = await checkout('operator3', items);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json<CheckoutRecord>().order.total).toBe(body.items[0].new_price);
    expect(await soldOn(t.db, a)).toBe(1);
  });
});
