/**
 * Routes of the flight administration (docs/api-flights.md 'Routes'): create and edit with every
 * field, the configuration PATCH, bulk update and bulk delete (409 in_use when one has flights or
 * rules, nothing deleted), the list's filters and ordering, and who may do it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import { caller, cityId, FLIGHT_TABLES, staff } from '../../testing/flightAdmin.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);
const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);
const es = (key: string, params?: Record<string, string | number>) => translate('es', key, params);

interface Route {
  id: number;
  name: string;
  origin_city: number;
  destination_city: number;
  enabled: boolean;
  sort: number;
  flights: number[];
  [key: string]: unknown;
}
interface Page<T> {
  count: number;
  results: T[];
}

const city: Record<string, number> = {};
let hogSdq: number;
let sdqHog: number;

beforeAll(async () => {
  for (const code of ['HAV', 'HOG', 'SDQ', 'SNU', 'MID', 'CUN']) city[code] = await cityId(t, code);
  await staff(t, 'route_manager', 'commercial', ['Flight Managment']);
  await staff(t, 'route_margin', 'commercial', ['Flight Margination', 'Flight View', 'Flight with Booking']);
});

async function route(id: number): Promise<Route> {
  const res = await call('admin', 'GET', `admin-flights/route/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Route>();
}

describe('one route', () => {
  it('creates a route with every field: prices one way and round trip, configuration prices, order, margin', async () => {
    const res = await call('admin', 'POST', 'admin-flights/route/', {
      name: 'Holguín - Santo Domingo',
      origin_city: city.HOG,
      destination_city: city.SDQ,
      enabled: false,
      use_configuration_prices: true,
      price_adult: '210',
      price_child: 168.5,
      price_infant: '42.00',
      price_adult_oi: '378.00',
      price_child_oi: '304.5',
      price_infant_oi: 75.6,
      sort: 40,
      margin_minutes: 90,
    });
    expect(res.statusCode, res.body).toBe(201);
    hogSdq = res.json().id;
    expect(res.json()).toEqual({
      id: hogSdq,
      name: 'Holguín - Santo Domingo',
      origin_city: city.HOG,
      origin_city_name: 'Holguín',
      destination_city: city.SDQ,
      destination_city_name: 'Santo Domingo',
      enabled: false,
      use_configuration_prices: true,
      price_adult: '210.00',
      price_child: '168.50',
      price_infant: '42.00',
      price_adult_oi: '378.00',
      price_child_oi: '304.50',
      price_infant_oi: '75.60',
      sort: 40,
      margin_minutes: 90,
      flights: [],
    });
    expect(await route(hogSdq)).toEqual(res.json());
  });

  it('the fields left out take their defaults', async () => {
    const res = await call('admin', 'POST', 'admin-flights/route/', { name: 'Santo Domingo - Holguín', origin_city: city.SDQ, destination_city: city.HOG });
    expect(res.statusCode, res.body).toBe(201);
    sdqHog = res.json().id;
    expect(res.json()).toMatchObject({ enabled: true, use_configuration_prices: false, price_adult: '0.00', price_infant_oi: '0.00', sort: 0, margin_minutes: 0, flights: [] });
  });

  it('PATCH changes what it sends; the cities are checked against the stored route', async () => {
    const res = await call('admin', 'PATCH', `admin-flights/route/${hogSdq}/`, { price_adult: '220.00', margin_minutes: 120, enabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price_adult: '220.00', margin_minutes: 120, enabled: true, price_child: '168.50', sort: 40 });
    const before = await digest(t.db, FLIGHT_TABLES);
    const same = await call('admin', 'PATCH', `admin-flights/route/${hogSdq}/`, { origin_city: city.SDQ }, 'en');
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ destination_city: [en('validation.same_city')] });
    expect((await call('admin', 'PATCH', `admin-flights/route/${hogSdq}/`, { destination_city: 999999 })).json()).toEqual({ destination_city: [es('validation.invalid_choice')] });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });

  it('update-route-configuration switches to the configuration prices and sets them', async () => {
    const res = await call('admin', 'PATCH', `admin-flights/route/${sdqHog}/update-route-configuration/`, { use_configuration_prices: true, price_adult: '199.99', price_adult_oi: '350', margin_minutes: 45 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: sdqHog, use_configuration_prices: true, price_adult: '199.99', price_adult_oi: '350.00', price_child: '0.00', margin_minutes: 45 });
    const missing = await call('admin', 'PATCH', `admin-flights/route/${sdqHog}/update-route-configuration/`, { price_adult: '1.00', sort: 3 }, 'en');
    expect(missing.json()).toEqual({ use_configuration_prices: [en('validation.required')], sort: [en('validation.unknown_field')] });
    expect((await route(sdqHog)).price_adult).toBe('199.99');
    expect((await call('admin', 'PATCH', 'admin-flights/route/999999/update-route-configuration/', { use_configuration_prices: false })).statusCode).toBe(404);
  });

  it('bad routes are 400 per field in the request language and change nothing', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    const body = { name: '', origin_city: city.HAV, destination_city: 'La Habana', price_adult: '-1', price_child_oi: '10.999', sort: -1, margin_minutes: 1441, colour: 'red' };
    const english = await call('admin', 'POST', 'admin-flights/route/', body, 'en');
    expect(english.statusCode).toBe(400);
    const expected = (lang: 'en' | 'es') => ({
      name: [translate(lang, 'validation.required')],
      destination_city: [translate(lang, 'validation.invalid_number')],
      price_adult: [translate(lang, 'validation.invalid_amount')],
      price_child_oi: [translate(lang, 'validation.invalid_amount')],
      sort: [translate(lang, 'validation.too_small', { min: 0 })],
      margin_minutes: [translate(lang, 'validation.too_big', { max: 1440 })],
      colour: [translate(lang, 'validation.unknown_field')],
    });
    expect(english.json()).toEqual(expected('en'));
    expect((await call('admin', 'POST', 'admin-flights/route/', body)).json()).toEqual(expected('es'));
    expect((await call('admin', 'POST', 'admin-flights/route/', { name: 'Circular', origin_city: city.HAV, destination_city: city.HAV })).json()).toEqual({ destination_city: [es('validation.same_city')] });
    expect((await call('admin', 'POST', 'admin-flights/route/', { name: 'Nada', origin_city: 999999, destination_city: city.HAV }, 'en')).json()).toEqual({ origin_city: [en('validation.invalid_choice')] });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });
});

describe('the list', () => {
  it('filters by cities, enabled and text, orders by sort (default), name, or their reverse', async () => {
    const list = async (query: string) => (await call('admin', 'GET', `admin-flights/route/?page_size=100&${query}`)).json<Page<Route>>();
    const fromHav = await list(`origin_city=${city.HAV}`);
    expect(fromHav.results.map((r) => r.name)).toEqual(['HAV - CUN', 'HAV - MID', 'HAV - MEX', 'HAV - MTY', 'HAV - SDQ']);
    expect((await list(`destination_city=${city.HOG}`)).results.map((r) => r.name)).toEqual(['Santo Domingo - Holguín', 'CUN - HOG']);
    expect((await list(`origin_city=${city.CUN}&destination_city=${city.SNU}`)).results.map((r) => r.name)).toEqual(['CUN - SNU']);
    const bySort = await list('');
    expect(bySort.count).toBe(20);
    expect(bySort.results.slice(0, 2).map((r) => [r.sort, r.name])).toEqual([
      [0, 'Santo Domingo - Holguín'],
      [1, 'HAV - CUN'],
    ]);
    expect(bySort.results.map((r) => r.sort)).toEqual([...bySort.results.map((r) => r.sort)].sort((a, b) => a - b));
    expect((await list('ordering=-sort')).results[0].name).toBe('Holguín - Santo Domingo');
    const byName = (await list('ordering=name&search=cun')).results.map((r) => r.name);
    expect(byName).toEqual(['CUN - HAV', 'CUN - HOG', 'CUN - SNU', 'CUN - VRA', 'HAV - CUN', 'HOG - CUN', 'SNU - CUN', 'VRA - CUN']);
    expect((await list('ordering=-name&search=cun')).results.map((r) => r.name)).toEqual([...byName].reverse());
    expect((await list('search=SANTO')).results.map((r) => r.id).sort()).toEqual([hogSdq, sdqHog].sort());
    expect((await list(`id__in=${hogSdq},${sdqHog}&ordering=id`)).results.map((r) => r.id)).toEqual([hogSdq, sdqHog].sort((a, b) => a - b));
    expect((await list('search=CUN')).results.every((r) => r.flights.length === 1)).toBe(true);
    await call('admin', 'PATCH', `admin-flights/route/${hogSdq}/`, { enabled: false });
    expect((await list('enabled=false')).results.map((r) => r.id)).toEqual([hogSdq]);
    const bad = await call('admin', 'GET', 'admin-flights/route/?enabled=maybe&id__in=1,x', undefined, 'en');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['enabled', 'id__in']);
  });
});

describe('bulk update and bulk delete', () => {
  it('bulk-update sets the same values on every route, POST or PATCH', async () => {
    const res = await call('admin', 'POST', 'admin-flights/route/bulk-update/', { ids: [hogSdq, sdqHog, hogSdq], enabled: true, use_configuration_prices: false, price_adult: '250.00', price_infant_oi: '50', sort: 77, margin_minutes: 15 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    for (const id of [hogSdq, sdqHog]) {
      expect(await route(id)).toMatchObject({ enabled: true, use_configuration_prices: false, price_adult: '250.00', price_infant_oi: '50.00', sort: 77, margin_minutes: 15 });
    }
    // What it does not send stays: the child prices differ between the two.
    expect((await route(hogSdq)).price_child).toBe('168.50');
    expect((await route(sdqHog)).price_child).toBe('0.00');
    expect((await call('admin', 'PATCH', 'admin-flights/route/bulk-update/', { ids: [sdqHog], price_child: '120.00' })).json()).toEqual({ updated: 1 });
    expect((await route(sdqHog)).price_child).toBe('120.00');
  });

  it('bulk-update: unknown ids or bad values are 400 and nothing changes', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    expect((await call('admin', 'POST', 'admin-flights/route/bulk-update/', { ids: [hogSdq, 999999], enabled: false }, 'en')).json()).toEqual({ ids: [en('validation.unknown_ids', { ids: '999999' })] });
    expect((await call('admin', 'POST', 'admin-flights/route/bulk-update/', { ids: [hogSdq], price_adult: 'gratis', name: 'X' }, 'en')).json()).toEqual({
      price_adult: [en('validation.invalid_amount')],
      name: [en('validation.unknown_field')],
    });
    expect((await call('admin', 'POST', 'admin-flights/route/bulk-update/', { ids: [], enabled: false })).statusCode).toBe(400);
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });

  it('bulk-delete refuses when one route has flights: 409 in_use, nothing deleted', async () => {
    const havCun = (await t.db.selectFrom('flight_routes').select('id').where('name', '=', 'HAV - CUN').executeTakeFirstOrThrow()).id;
    const before = await digest(t.db, FLIGHT_TABLES);
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await call('admin', method, 'admin-flights/route/bulk-delete/', { ids: [hogSdq, havCun] }, 'en');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'in_use', detail: en('api.in_use') });
    }
    const one = await call('admin', 'DELETE', `admin-flights/route/${havCun}/`);
    expect(one.statusCode).toBe(409);
    expect(one.json().code).toBe('in_use');
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });

  it('bulk-delete refuses a route that price rules name: the rules would go without a trace', async () => {
    const rule = await call('admin', 'POST', 'admin-flights/flight-price-rule/', { name: 'Solo Santo Domingo - Holguín', route: sdqHog, kind: 'fixed', value: '5.00' });
    expect(rule.statusCode, rule.body).toBe(201);
    const before = await digest(t.db, FLIGHT_TABLES);
    expect((await call('admin', 'POST', 'admin-flights/route/bulk-delete/', { ids: [hogSdq, sdqHog] })).json().code).toBe('in_use');
    expect((await call('admin', 'DELETE', `admin-flights/route/${sdqHog}/`)).json().code).toBe('in_use');
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    expect((await call('admin', 'DELETE', `admin-flights/flight-price-rule/${rule.json().id}/`)).statusCode).toBe(204);
  });

  it('bulk-delete deletes unused routes (DELETE works as POST)', async () => {
    const res = await call('admin', 'DELETE', 'admin-flights/route/bulk-delete/', { ids: [hogSdq, sdqHog] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await call('admin', 'GET', `admin-flights/route/${hogSdq}/`)).statusCode).toBe(404);
    expect((await call('admin', 'POST', 'admin-flights/route/bulk-delete/', { ids: [sdqHog] }, 'en')).json()).toEqual({ ids: [en('validation.unknown_ids', { ids: String(sdqHog) })] });
  });
});

describe('who may manage routes', () => {
  it('Flight Managment may; an agency operator, a commercial without it and Flight Margination may not', async () => {
    const mid = await call('route_manager', 'POST', 'admin-flights/route/', { name: 'Mérida - Santa Clara', origin_city: city.MID, destination_city: city.SNU });
    expect(mid.statusCode, mid.body).toBe(201);
    const id: number = mid.json().id;
    expect((await call('route_manager', 'PATCH', 'admin-flights/route/bulk-update/', { ids: [id], sort: 5 })).json()).toEqual({ updated: 1 });
    const before = await digest(t.db, FLIGHT_TABLES);
    for (const user of ['operator3', 'commercial', 'route_margin']) {
      expect((await call(user, 'GET', 'admin-flights/route/')).statusCode, user).toBe(403);
      expect((await call(user, 'GET', `admin-flights/route/${id}/`)).statusCode, user).toBe(403);
      expect((await call(user, 'POST', 'admin-flights/route/', { name: 'No', origin_city: city.MID, destination_city: city.HOG })).statusCode, user).toBe(403);
      expect((await call(user, 'PATCH', `admin-flights/route/${id}/`, { sort: 1 })).statusCode, user).toBe(403);
      expect((await call(user, 'POST', 'admin-flights/route/bulk-update/', { ids: [id], sort: 1 })).statusCode, user).toBe(403);
      expect((await call(user, 'PATCH', `admin-flights/route/${id}/update-route-configuration/`, { use_configuration_prices: true })).statusCode, user).toBe(403);
      expect((await call(user, 'POST', 'admin-flights/route/bulk-delete/', { ids: [id] })).statusCode, user).toBe(403);
      expect((await call(user, 'DELETE', `admin-flights/route/${id}/`)).statusCode, user).toBe(403);
    }
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    expect((await call('route_manager', 'DELETE', `admin-flights/route/${id}/`)).statusCode).toBe(204);
  });
});
