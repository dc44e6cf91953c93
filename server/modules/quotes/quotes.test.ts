import { beforeAll, describe, expect, it } from 'vitest';
import { convertMinor } from '../../../domain/exchangeRates.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { QuoteDetailRecord, QuoteRecord } from '../../../domain/records/quotes.ts';
import { addDeparture, createFlightFixture, daysFromNow, ruleFreeDays, type FlightFixture } from '../../testing/flightFixtures.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { serviceContext } from '../../http/context.ts';
import { findUser, toActor } from '../accounts/session.ts';
import { addedItem } from '../cart/cartTesting.ts';
import { saveQuote } from './service.ts';
import { call, emptyCart, quoteOf, quoter } from './quotesTesting.ts';

const t = useTestApp();
let fx: FlightFixture;
const DAYS = ruleFreeDays(...Array.from({ length: 14 }, (_, i) => 35 + 7 * i));
let next = 0;
const EUR = 2;
const MXN = 3;

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  await quoter(t, 'quoter3', 'cancun');
  await quoter(t, 'quoter2b', 'spain');
  await quoter(t, 'qadmin2', 'mexico', 'admin', ['Shopping Cart Quotes']);
  await quoter(t, 'noquotes', 'cancun', 'operator', ['Flight View', 'Flight with Booking']);
});

const departure = (capacity = 9) => addDeparture(t.db, fx, { date: DAYS[next++ % DAYS.length], categories: [{ category: fx.economy, capacity }] });
const QUOTE_TABLES = ['quotes', 'quote_items', 'cart_items'] as const;

async function list(user: string, query = '') {
  const res = await call(t, user, 'GET', `?page_size=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number; results: QuoteRecord[] }>();
}

describe('saving the cart as a quote', () => {
  it('copies every item with its price and converts each into the quote currency with today’s rate; the cart stays as it is', async () => {
    const a = await departure();
    const b = await departure();
    const quote = await quoteOf(
      t,
      'quoter3',
      [
        { outbound: a, category: fx.economy, adults: 2, children: 1, infants: 0 },
        { outbound: b, category: fx.economy, adults: 1, children: 0, infants: 1 },
      ],
      { name: '  Familia Pérez – verano ', currency: EUR },
    );
    expect(quote).toMatchObject({ name: 'Familia Pérez – verano', currency: EUR, currency_code: 'EUR', item_count: 2, can_change: true, agency_name: 'Agencia Cancún Travel' });
    expect(quote.items.map((i) => [i.position, i.service_type, i.currency, i.passengers])).toEqual([
      [1, 'flights', 1, { adults: 2, children: 1, infants: 0 }],
      [2, 'flights', 1, { adults: 1, children: 0, infants: 1 }],
    ]);
    // Each price converted with the seeded 0.92, rounded once; the total is the sum of the lines.
    for (const item of quote.items) expect(item.converted_price).toBe(fromMinor(convertMinor(toMinor(item.price), 1, EUR, { [EUR]: '0.92' })));
    expect(quote.total).toBe(fromMinor(quote.items.reduce((s, i) => s + toMinor(i.converted_price), 0)));
    expect(quote.rates).toEqual([
      { currency: 1, currency_code: 'USD', rate: '1.000000', effective_from: null },
      { currency: EUR, currency_code: 'EUR', rate: '0.920000', effective_from: daysFromNow(0) },
    ]);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart/items/', headers: await t.auth('quoter3') });
    expect(cart.json().count).toBe(2);
    expect(quote.items[0].description).toMatch(/→/);
    const detail = await call(t, 'quoter3', 'GET', `${quote.id}/`);
    expect(detail.json<QuoteDetailRecord>()).toEqual(quote);
  });

  it('an empty cart and bad bodies are 400s that save nothing', async () => {
    await emptyCart(t, 'quoter3');
    const before = await digest(t.db, QUOTE_TABLES);
    const empty = await call(t, 'quoter3', 'POST', '', { name: 'Nada', currency: 1 }, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ non_field_errors: ['Your cart is empty: add a service before saving it as a quote.'] });
    const cases: [object, string][] = [
      [{ currency: 1 }, 'name'],
      [{ name: '   ', currency: 1 }, 'name'],
      [{ name: 'x'.repeat(121), currency: 1 }, 'name'],
      [{ name: 'A', currency: 4 }, 'currency'],
      [{ name: 'A', currency: 'EUR' }, 'currency'],
      [{ name: 'A', currency: 1, user: 3 }, 'user'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(t, 'quoter3', 'POST', '', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toHaveProperty([field]);
    }
    expect(await digest(t.db, QUOTE_TABLES)).toEqual(before);
  });

  it('converts with the rate in effect today, never a later one; a currency without a rate that day is a 400 on currency', async () => {
    const a = await departure();
    await t.db.insertInto('exchange_rates').values({ currency_id: MXN, rate: '20', effective_from: daysFromNow(7), created_by: null }).execute();
    await emptyCart(t, 'quoter3');
    await addedItem(t.app, await t.auth('quoter3'), { outbound: a, category: fx.economy, adults: 1 });
    const res = await call(t, 'quoter3', 'POST', '', { name: 'Pesos', currency: MXN }, 'en');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<QuoteDetailRecord>().rates.find((r) => r.currency === MXN)?.rate).toBe('17.050000');
    // On a day before any rate was set there is none to convert with.
    const actor = toActor((await findUser(t.db, { username: 'quoter3' }))!);
    const before = await digest(t.db, QUOTE_TABLES);
    const data = { description: 'A → B', start_date: '2000-02-01', end_date: '2000-02-01', selection: { adults: 1, children: 0, infants: 0 } };
    const item = { service_type: 'flights', data, price: '100.00', currency_id: 1 };
    const refused = saveQuote(serviceContext(t.db, actor, 'en'), { name: 'Antigua', currency: MXN }, [item], new Date('2000-01-01T12:00:00Z'));
    await expect(refused).rejects.toMatchObject({ fields: { currency: [{ key: 'quotes.no_rate', params: { currency: 'MXN' } }] } });
    expect(await digest(t.db, QUOTE_TABLES)).toEqual(before);
    // The same currency needs no rate at all.
    await expect(saveQuote(serviceContext(t.db, actor), { name: 'Dólares', currency: 1 }, [item], new Date('2000-01-01T12:00:00Z'))).resolves.toMatchObject({ total: '100.00' });
  });
});

describe('who sees and changes a quote', () => {
  it('the permission is required (403) and a session too (401)', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', '1/'],
      ['PATCH', '1/'],
      ['DELETE', '1/'],
      ['GET', '1/pdf/'],
      ['POST', '1/send/'],
      ['POST', '1/convert/'],
    ] as const) {
      expect((await call(t, 'noquotes', method, url, method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' })).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url: `/api/cart/quotes/${url}` })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('an operator sees only its own quotes; an agency admin also its subtree’s (read only); a sibling agency never', async () => {
    const mine = await quoteOf(t, 'quoter3', [{ outbound: await departure(), category: fx.economy, adults: 1 }], { name: 'Cancún propia', currency: 1 });
    const spanish = await quoteOf(t, 'quoter2b', [{ outbound: await departure(), category: fx.economy, adults: 1 }], { name: 'España propia', currency: EUR });
    const ids = async (user: string) => (await list(user)).results.map((q) => q.id);
    expect(await ids('quoter3')).toContain(mine.id);
    expect(await ids('quoter3')).not.toContain(spanish.id);
    // The seed's quotes are operator2's (Turismo Azul México): not quoter3's, though its agency is below.
    const seeded = (await list('admin', '&user=' + (await t.db.selectFrom('users').select('id').where('username', '=', 'operator2').executeTakeFirstOrThrow()).id)).results;
    expect(seeded).toHaveLength(2);
    expect((await ids('quoter3')).some((id) => seeded.some((s) => s.id === id))).toBe(false);
    // Mexico's admin sees its agency's and Cancún's (below it), not Spain's.
    const adminSees = await ids('qadmin2');
    expect(adminSees).toEqual(expect.arrayContaining([mine.id, ...seeded.map((s) => s.id)]));
    expect(adminSees).not.toContain(spanish.id);
    const asAdmin = await call(t, 'qadmin2', 'GET', `${mine.id}/`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().can_change).toBe(false);
    expect((await call(t, 'qadmin2', 'GET', `${mine.id}/pdf/`)).statusCode).toBe(200);
    // … but it neither renames, deletes nor converts it; the sibling gets 404 for everything.
    const before = await digest(t.db, QUOTE_TABLES);
    expect((await call(t, 'qadmin2', 'PATCH', `${mine.id}/`, { name: 'Otro' })).statusCode).toBe(403);
    expect((await call(t, 'qadmin2', 'DELETE', `${mine.id}/`)).statusCode).toBe(403);
    expect((await call(t, 'qadmin2', 'POST', `${mine.id}/convert/`, {})).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', `${mine.id}/`],
      ['GET', `${mine.id}/pdf/`],
      ['PATCH', `${mine.id}/`],
      ['DELETE', `${mine.id}/`],
      ['POST', `${mine.id}/convert/`],
      ['POST', `${mine.id}/send/`],
    ] as const) {
      const payload = method === 'PATCH' ? { name: 'Robado' } : method === 'POST' ? (url.endsWith('send/') ? { email: 'x@example.test' } : {}) : undefined;
      expect((await call(t, 'quoter2b', method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await digest(t.db, QUOTE_TABLES)).toEqual(before);
    // The provider's admin sees the whole network.
    expect(await ids('admin')).toEqual(expect.arrayContaining([mine.id, spanish.id]));
  });

  it('the owner renames (updated_at moves) and deletes it (with its items); a missing id is a 404', async () => {
    const quote = await quoteOf(t, 'quoter3', [{ outbound: await departure(), category: fx.economy, adults: 1 }], { name: 'Borrador', currency: 1 });
    const renamed = await call(t, 'quoter3', 'PATCH', `${quote.id}/`, { name: 'Definitiva' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: quote.id, name: 'Definitiva', total: quote.total });
    expect(Date.parse(renamed.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(quote.updated_at));
    const bad = await call(t, 'quoter3', 'PATCH', `${quote.id}/`, { name: '', currency: 2 }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['currency', 'name']);
    expect((await call(t, 'quoter3', 'DELETE', `${quote.id}/`)).statusCode).toBe(204);
    expect((await call(t, 'quoter3', 'GET', `${quote.id}/`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('quote_items').select('id').where('quote_id', '=', quote.id).execute()).toEqual([]);
    expect((await call(t, 'quoter3', 'DELETE', `${quote.id}/`)).statusCode).toBe(404);
    expect((await call(t, 'quoter3', 'GET', '2147483647/')).statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('filters by name, creation range, owner and currency, and orders by name, total and id', async () => {
    await quoteOf(t, 'quoter3', [{ outbound: await departure(), category: fx.economy, adults: 1 }], { name: 'Zeta lista', currency: 1 });
    await quoteOf(t, 'quoter3', [{ outbound: await departure(), category: fx.economy, adults: 3 }], { name: 'Alfa lista', currency: EUR });
    const names = async (query: string) => (await list('quoter3', query)).results.map((q) => q.name);
    expect(await names('&name=LISTA&ordering=name')).toEqual(['Alfa lista', 'Zeta lista']);
    expect(await names('&name=lista&ordering=-name')).toEqual(['Zeta lista', 'Alfa lista']);
    expect(await names('&name=lista&currency=2')).toEqual(['Alfa lista']);
    expect(await names(`&name=lista&created_after=${daysFromNow(0)}&created_before=${daysFromNow(0)}`)).toHaveLength(2);
    expect(await names(`&name=lista&created_after=${daysFromNow(1)}`)).toEqual([]);
    expect(await names(`&name=lista&created_before=${daysFromNow(-1)}`)).toEqual([]);
    const byId = (await list('quoter3', '&ordering=id')).results.map((q) => q.id);
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
    const byIdDesc = (await list('quoter3', '&ordering=-id')).results.map((q) => q.id);
    expect(byIdDesc).toEqual([...byId].reverse());
    const row = (await list('quoter3', '&name=Alfa')).results[0];
    expect(row).toMatchObject({ item_count: 1, currency_code: 'EUR', can_change: true });
    expect(row.summary).toMatch(/→/);
    const bad = await call(t, 'quoter3', 'GET', '?created_after=ayer&user=0&currency=x', undefined, 'en');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['created_after', 'currency', 'user']);
  });
});
