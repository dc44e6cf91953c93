import { beforeAll, describe, expect, it } from 'vitest';
import type { CartItemRecord, PriceChangeRecord } from '../../../domain/records/cart.ts';
import { addDeparture, book, createFlightFixture, ruleFreeDays, soldOn, type FlightFixture } from '../../testing/flightFixtures.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { call, emptyCart, quoteOf, quoter } from './quotesTesting.ts';

const t = useTestApp();
let fx: FlightFixture;
const DAYS = ruleFreeDays(...Array.from({ length: 12 }, (_, i) => 36 + 7 * i));
let next = 0;

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  await quoter(t, 'conv3', 'cancun');
  await quoter(t, 'quotesonly', 'cancun', 'operator', ['Shopping Cart Quotes', 'Flight View']);
});

const departure = (capacity: number) => addDeparture(t.db, fx, { date: DAYS[next++], categories: [{ category: fx.economy, capacity }] });
const TABLES = ['cart_items', 'quotes', 'quote_items', 'subcalendar_categories'] as const;

async function cartOf(user: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/cart/items/?page_size=100', headers: await t.auth(user) });
  return res.json<{ results: CartItemRecord[] }>().results;
}

describe('POST cart/quotes/{id}/convert/', () => {
  it('puts every item back into the cart at the same price, holding its seats; the quote stays', async () => {
    const a = await departure(5);
    const b = await departure(5);
    const quote = await quoteOf(
      t,
      'conv3',
      [
        { outbound: a, category: fx.economy, adults: 2 },
        { outbound: b, category: fx.economy, adults: 1, children: 1 },
      ],
      { name: 'Vuelta al carrito', currency: 2 },
    );
    await emptyCart(t, 'conv3');
    expect([await soldOn(t.db, a), await soldOn(t.db, b)]).toEqual([0, 0]);
    const res = await call(t, 'conv3', 'POST', `${quote.id}/convert/`, {});
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json<{ items: CartItemRecord[] }>().items;
    expect(items.map((i) => [i.price, i.currency, i.held, i.passengers])).toEqual(quote.items.map((q) => [q.price, q.currency, true, q.passengers]));
    expect([await soldOn(t.db, a), await soldOn(t.db, b)]).toEqual([2, 2]);
    expect((await cartOf('conv3')).map((i) => i.id)).toEqual(items.map((i) => i.id));
    // 20 minutes of hold, as adding an item.
    const minutes = (Date.parse(items[0].expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(19.5);
    expect(minutes).toBeLessThanOrEqual(20);
    expect((await call(t, 'conv3', 'GET', `${quote.id}/`)).statusCode).toBe(200);
  });

  it('a changed price is a 409 price_changed that changes nothing; accepting exactly the new price converts at it', async () => {
    const a = await departure(5);
    const quote = await quoteOf(t, 'conv3', [{ outbound: a, category: fx.economy, adults: 1 }], { name: 'Precio que cambia', currency: 1 });
    await emptyCart(t, 'conv3');
    const [{ price_adult: before }] = await t.db.selectFrom('flight_routes').select('price_adult').where('id', '=', fx.routeId).execute();
    await t.db.updateTable('flight_routes').set({ price_adult: '260.00' }).where('id', '=', fx.routeId).execute();
    try {
      const unchanged = await digest(t.db, TABLES);
      const changed = await call(t, 'conv3', 'POST', `${quote.id}/convert/`, {}, 'en');
      expect(changed.statusCode, changed.body).toBe(409);
      const body = changed.json<{ code: string; detail: string; items: PriceChangeRecord[] }>();
      expect(body.code).toBe('price_changed');
      expect(body.detail).toBe('The price of a service changed since the quote: check the new prices and confirm.');
      expect(body.items).toHaveLength(1);
      expect(body.items[0]).toMatchObject({ id: quote.items[0].id, old_price: quote.items[0].price, description: quote.items[0].description, currency: 1 });
      expect(Number(body.items[0].new_price)).toBeGreaterThan(Number(quote.items[0].price));
      // Accepting another price is no acceptance: the same 409, still nothing changed.
      const wrong = await call(t, 'conv3', 'POST', `${quote.id}/convert/`, { accepted_prices: [{ id: quote.items[0].id, price: quote.items[0].price }] });
      expect(wrong.statusCode).toBe(409);
      expect(await digest(t.db, TABLES)).toEqual(unchanged);
      const confirmed = await call(t, 'conv3', 'POST', `${quote.id}/convert/`, { accepted_prices: [{ id: quote.items[0].id, price: body.items[0].new_price }] });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      expect(confirmed.json<{ items: CartItemRecord[] }>().items[0].price).toBe(body.items[0].new_price);
      // The quote is the offer the customer saw: its prices stay.
      expect((await call(t, 'conv3', 'GET', `${quote.id}/`)).json().items[0].price).toBe(quote.items[0].price);
      expect(await soldOn(t.db, a)).toBe(1);
    } finally {
      await t.db.updateTable('flight_routes').set({ price_adult: before }).where('id', '=', fx.routeId).execute();
    }
  });

  it('seats gone for one item is a 409 no_seats and nothing is half done: no item added, no seat held', async () => {
    const a = await departure(5);
    const b = await departure(2);
    const quote = await quoteOf(
      t,
      'conv3',
      [
        { outbound: a, category: fx.economy, adults: 2 },
        { outbound: b, category: fx.economy, adults: 2 },
      ],
      { name: 'Sin plazas', currency: 1 },
    );
    await emptyCart(t, 'conv3');
    // Another agency books the second departure's last seats meanwhile.
    const booked = await book(t.app, await t.auth('operator2'), { outbound: b, category: fx.economy, adults: 1 }, { departure: DAYS[next - 1] });
    expect(booked.statusCode, booked.body).toBe(201);
    const before = await digest(t.db, TABLES);
    const res = await call(t, 'conv3', 'POST', `${quote.id}/convert/`, {});
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('no_seats');
    expect(await digest(t.db, TABLES)).toEqual(before);
    expect(await soldOn(t.db, a)).toBe(0);
    expect(await cartOf('conv3')).toEqual([]);
  });

  it('a departure no longer on sale is a 400 under the item; converting needs the booking permission (403)', async () => {
    const a = await departure(5);
    const quote = await quoteOf(t, 'conv3', [{ outbound: a, category: fx.economy, adults: 1 }], { name: 'Salida cancelada', currency: 1 });
    await emptyCart(t, 'conv3');
    await t.db.updateTable('subcalendars').set({ blocked: true }).where('id', '=', a).execute();
    const res = await call(t, 'conv3', 'POST', `${quote.id}/convert/`, {}, 'en');
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json())).toEqual(['items.0.outbound']);
    expect(await cartOf('conv3')).toEqual([]);
    // The same quote, owned by a user who may quote but not book flights.
    const other = await t.db.selectFrom('users').select('id').where('username', '=', 'quotesonly').executeTakeFirstOrThrow();
    await t.db.updateTable('quotes').set({ user_id: other.id }).where('id', '=', quote.id).execute();
    await t.db.updateTable('subcalendars').set({ blocked: false }).where('id', '=', a).execute();
    expect((await call(t, 'quotesonly', 'POST', `${quote.id}/convert/`, {})).statusCode).toBe(403);
    expect(await soldOn(t.db, a)).toBe(0);
  });

  it('bad bodies are 400s', async () => {
    for (const payload of [{ accepted_prices: 'x' }, { accepted_prices: [{ id: 1, price: '-1' }] }, { accepted_prices: [{ id: 'a', price: '1' }] }, { other: 1 }]) {
      const res = await call(t, 'conv3', 'POST', '1/convert/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
