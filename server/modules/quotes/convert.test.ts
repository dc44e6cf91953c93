import { beforeAll, describe, expect, it } from 'vitest';
import type { CartItemRecord, PriceChangeRecord } from '../../../domain/records/cart.ts';
import { addDeparture, book, createFlightFixture, ruleFreeDays, soldOn, type FlightFixture } from '../../testing/flightFixtures.ts';
import { dayAfter, holder, ownHotel, setNights, stayItem, type HotelFixture } from '../../testing/hotelFixtures.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { addedItem } from '../cart/cartTesting.ts';
import { call, emptyCart, QUOTER, quoteOf, quoter } from './quotesTesting.ts';

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

describe('POST cart/quotes/{id}/convert/ with hotel stays', () => {
  let hotel: HotelFixture;
  const [checkin, checkout] = [dayAfter(12), dayAfter(15)];
  const HOTEL_TABLES = [...TABLES, 'hotel_availability'] as const;

  beforeAll(async () => {
    hotel = await ownHotel(t.db, 1);
    await quoter(t, 'convh3', 'cancun', 'operator', [...QUOTER, 'Hotel View', 'Hotel with Booking']);
  });

  const openNights = () => setNights(t.db, { hotel: hotel.id }, checkin, checkout, { mode: 'cupon_sales', allotment: 5, sold: 0 });
  const stay = (name: string) => stayItem(hotel, checkin, checkout, [{ room_type: hotel.std, adults: 2, holder: holder(name) }, { room_type: hotel.sup, adults: 2, children_ages: [7], holder: holder(`${name} 2`) }]);

  /** convh3's cart: a flight (when `outbound`) and a stay, saved as a quote. */
  async function mixedQuote(name: string, outbound?: number) {
    const headers = await t.auth('convh3');
    await emptyCart(t, 'convh3');
    if (outbound) await addedItem(t.app, headers, { outbound, category: fx.economy, adults: 1 });
    const added = await t.app.inject({ method: 'POST', url: '/api/cart/items/', headers, payload: stay(name) });
    expect(added.statusCode, added.body).toBe(201);
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/quotes/', headers, payload: { name, currency: 1 } });
    expect(res.statusCode, res.body).toBe(201);
    await emptyCart(t, 'convh3');
    return res.json<{ id: number; items: { id: number; service_type: string; price: string; currency: number; description: string; passengers: object }[] }>();
  }

  it('a stay goes back into the cart at today’s price, beside a flight; the quote shows who stays', async () => {
    await openNights();
    const a = await departure(5);
    const quote = await mixedQuote('Vuelo y hotel', a);
    const hotelItem = quote.items.find((i) => i.service_type === 'hotels')!;
    expect(hotelItem.passengers).toEqual({ adults: 4, children: 1, infants: 0 });
    const pdf = await call(t, 'convh3', 'GET', `${quote.id}/pdf/`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const res = await call(t, 'convh3', 'POST', `${quote.id}/convert/`, {});
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json<{ items: CartItemRecord[] }>().items;
    expect(items.map((i) => [i.service_type, i.price, i.currency, i.held, i.description])).toEqual(quote.items.map((q) => [q.service_type, q.price, q.currency, q.service_type === 'flights', q.description]));
    expect(items[1].passengers).toEqual({ adults: 4, children: 1, infants: 0 });
    // The stay converted is the stay quoted: checking it out books those rooms for those holders.
    const booked = await t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers: await t.auth('convh3'), payload: { items: [{ id: items[1].id }] } });
    expect(booked.statusCode, booked.body).toBe(201);
    const stayRow = await t.db.selectFrom('hotel_reservations').select(['hotel_id', 'checkin', 'checkout', 'rooms']).where('reservation_id', '=', booked.json().reservations[0].id).executeTakeFirstOrThrow();
    expect(stayRow).toMatchObject({ hotel_id: hotel.id, checkin, checkout });
    expect((stayRow.rooms as { holder: { last_name: string } }[]).map((r) => r.holder.last_name)).toEqual(['Vuelo y hotel', 'Vuelo y hotel 2']);
    expect(await soldOn(t.db, a)).toBe(1);
  });

  it('a stay priced otherwise today is a 409 price_changed; accepting exactly the new price converts at it', async () => {
    await openNights();
    const quote = await mixedQuote('Hotel que cambia');
    const item = quote.items[0];
    // The quote was made when the stay cost 10.00 less.
    const quoted = (Number(item.price) - 10).toFixed(2);
    await t.db.updateTable('quote_items').set({ price: quoted }).where('id', '=', item.id).execute();
    const unchanged = await digest(t.db, TABLES);
    const changed = await call(t, 'convh3', 'POST', `${quote.id}/convert/`, {}, 'en');
    expect(changed.statusCode, changed.body).toBe(409);
    const body = changed.json<{ code: string; items: PriceChangeRecord[] }>();
    expect(body.code).toBe('price_changed');
    expect(body.items).toEqual([{ id: item.id, old_price: quoted, new_price: item.price, description: item.description, currency: item.currency }]);
    const wrong = await call(t, 'convh3', 'POST', `${quote.id}/convert/`, { accepted_prices: [{ id: item.id, price: quoted }] });
    expect(wrong.statusCode).toBe(409);
    expect(await digest(t.db, TABLES)).toEqual(unchanged);
    const confirmed = await call(t, 'convh3', 'POST', `${quote.id}/convert/`, { accepted_prices: [{ id: item.id, price: item.price }] });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json<{ items: CartItemRecord[] }>().items[0]).toMatchObject({ service_type: 'hotels', price: item.price, held: false });
    expect((await call(t, 'convh3', 'GET', `${quote.id}/`)).json().items[0].price).toBe(quoted);
  });

  it('a stay that can no longer be sold is a 409 unavailable naming it with its reason; nothing is put in the cart, no seat held', async () => {
    await openNights();
    const a = await departure(5);
    const quote = await mixedQuote('Hotel cerrado', a);
    const hotelItem = quote.items.find((i) => i.service_type === 'hotels')!;
    await setNights(t.db, { roomType: hotel.sup }, dayAfter(13), dayAfter(14), { mode: 'stop_sale' });
    const before = await digest(t.db, HOTEL_TABLES);
    const res = await call(t, 'convh3', 'POST', `${quote.id}/convert/`, {}, 'en');
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json<{ code: string; detail: string; items: { id: number; description: string; code: string; detail: string }[] }>();
    expect(body.code).toBe('unavailable');
    const reason = `At least one available room is needed in the period (room 2, night of ${dayAfter(13)}).`;
    expect(body.items).toEqual([{ id: hotelItem.id, description: hotelItem.description, code: 'no_availability', detail: reason }]);
    expect(body.detail).toBe(`A service of the quote can no longer be booked, and nothing was put in the cart. «${hotelItem.description}»: ${reason}`);
    expect(await digest(t.db, HOTEL_TABLES)).toEqual(before);
    expect(await soldOn(t.db, a)).toBe(0);
    expect(await cartOf('convh3')).toEqual([]);
    // A hotel taken off sale says so, in Spanish by default.
    await openNights();
    await t.db.updateTable('hotels').set({ active: false }).where('id', '=', hotel.id).execute();
    try {
      const gone = await call(t, 'convh3', 'POST', `${quote.id}/convert/`, {});
      expect(gone.statusCode, gone.body).toBe(409);
      expect(gone.json().items).toEqual([{ id: hotelItem.id, description: hotelItem.description, code: 'not_found', detail: 'El hotel no existe o no está a la venta.' }]);
    } finally {
      await t.db.updateTable('hotels').set({ active: true }).where('id', '=', hotel.id).execute();
    }
    expect(await cartOf('convh3')).toEqual([]);
  });

  it('converting a stay needs the hotel booking permission (403)', async () => {
    await openNights();
    const quote = await mixedQuote('Sin permiso de hoteles');
    // The same quote, owned by a user who may quote and book flights, not hotels.
    const other = await t.db.selectFrom('users').select('id').where('username', '=', 'conv3').executeTakeFirstOrThrow();
    await t.db.updateTable('quotes').set({ user_id: other.id }).where('id', '=', quote.id).execute();
    const res = await call(t, 'conv3', 'POST', `${quote.id}/convert/`, {});
    expect(res.statusCode, res.body).toBe(403);
    expect(await cartOf('conv3')).toEqual([]);
  });
});
