/**
 * The flight catalogue administration (docs/api-flights.md 'Administration API in detail'):
 * CRUD of airlines, cities, airports, seat and luggage categories; a DELETE of a row in use is
 * 409 in_use; bad bodies are 400 with translated field messages; refused roles get 403; and a
 * refused request changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import { caller, categoryId, cityId, FLIGHT_TABLES, staff } from '../../testing/flightAdmin.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);
const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);
const es = (key: string, params?: Record<string, string | number>) => translate('es', key, params);

interface Page<T> {
  count: number;
  results: T[];
}
interface Named {
  id: number;
  name: string;
  code: string;
}

let cuba: number;
let mexico: number;

beforeAll(async () => {
  const countries = await t.db.selectFrom('countries').select(['id', 'code']).where('code', 'in', ['CU', 'MX']).execute();
  cuba = countries.find((c) => c.code === 'CU')?.id ?? 0;
  mexico = countries.find((c) => c.code === 'MX')?.id ?? 0;
  await staff(t, 'cat_manager', 'commercial', ['Flight Managment']);
  await staff(t, 'cat_margin', 'commercial', ['Flight Margination', 'Flight View']);
  await staff(t, 'cat_avail', 'coordinator', ['Flight Availability Managment', 'Flight View']);
});

describe('airlines', () => {
  let id: number;

  it('creates, shows, lists with filters, edits and deletes an airline', async () => {
    const res = await call('admin', 'POST', 'admin-flights/airline/', { name: '  Aerovías Caribe ', code: 'zq' });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toEqual({ id, name: 'Aerovías Caribe', code: 'ZQ', logo: null, active: true });
    expect((await call('admin', 'GET', `admin-flights/airline/${id}/`)).json()).toEqual(res.json());
    const search = (await call('admin', 'GET', 'admin-flights/airline/?search=aerov')).json<Page<Named>>();
    expect(search.results.map((a) => a.code)).toEqual(['ZQ']);
    const byCode = (await call('admin', 'GET', 'admin-flights/airline/?ordering=-code')).json<Page<Named>>();
    expect(byCode.results.map((a) => a.code)).toEqual(['ZQ', 'MQ', 'CU']);
    const edit = await call('admin', 'PATCH', `admin-flights/airline/${id}/`, { active: false, logo: 'https://cdn.example.test/zq.png' });
    expect(edit.json()).toEqual({ id, name: 'Aerovías Caribe', code: 'ZQ', logo: 'https://cdn.example.test/zq.png', active: false });
    expect((await call('admin', 'GET', 'admin-flights/airline/?active=false')).json<Page<Named>>().results.map((a) => a.id)).toEqual([id]);
    // The search pages list active airlines only (the catalogue cache is cleared by the write).
    expect((await call('operator3', 'GET', 'flights/airlines/')).json<Page<Named>>().results.map((a) => a.code)).toEqual(['MQ', 'CU']);
  });

  it('a taken code is 400 on the field, in the request language', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    expect((await call('admin', 'POST', 'admin-flights/airline/', { name: 'Otra', code: 'cu' }, 'en')).json()).toEqual({ code: [en('validation.code_in_use')] });
    const patch = await call('admin', 'PATCH', `admin-flights/airline/${id}/`, { code: 'MQ' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({ code: [es('validation.code_in_use')] });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });

  it('an airline with flights is in use; an unused one is deleted', async () => {
    const cu = (await t.db.selectFrom('airlines').select('id').where('code', '=', 'CU').executeTakeFirstOrThrow()).id;
    const before = await digest(t.db, FLIGHT_TABLES);
    const res = await call('admin', 'DELETE', `admin-flights/airline/${cu}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'in_use', detail: es('api.in_use') });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    expect((await call('admin', 'DELETE', `admin-flights/airline/${id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `admin-flights/airline/${id}/`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `admin-flights/airline/${id}/`)).statusCode).toBe(404);
  });
});

describe('cities and airports', () => {
  let city: number;
  let airport: number;

  it('a city names its country in the request language', async () => {
    const res = await call('admin', 'POST', 'admin-flights/city/', { name: 'Camagüey', code: 'cmw', country: cuba });
    expect(res.statusCode, res.body).toBe(201);
    city = res.json().id;
    expect(res.json()).toEqual({ id: city, name: 'Camagüey', code: 'CMW', country: cuba, country_name: 'Cuba' });
    const moved = await call('admin', 'PATCH', `admin-flights/city/${city}/`, { country: mexico }, 'en');
    expect(moved.json()).toMatchObject({ country: mexico, country_name: 'Mexico' });
    expect((await call('admin', 'GET', `admin-flights/city/${city}/`)).json().country_name).toBe('México');
    await call('admin', 'PATCH', `admin-flights/city/${city}/`, { country: cuba });
    const list = (await call('admin', 'GET', `admin-flights/city/?country=${mexico}&ordering=code`)).json<Page<Named>>();
    expect(list.results.map((c) => c.code)).toEqual(['CUN', 'MEX', 'MID', 'MTY']);
  });

  it('an airport names its city; its city cannot go while it is there', async () => {
    const res = await call('admin', 'POST', 'admin-flights/airport/', { name: 'Aeropuerto Ignacio Agramonte', iata: 'cmw', city });
    expect(res.statusCode, res.body).toBe(201);
    airport = res.json().id;
    expect(res.json()).toEqual({ id: airport, name: 'Aeropuerto Ignacio Agramonte', iata: 'CMW', city, city_name: 'Camagüey' });
    expect((await call('admin', 'GET', `admin-flights/airport/?city=${city}`)).json<Page<{ iata: string }>>().results.map((a) => a.iata)).toEqual(['CMW']);
    expect((await call('admin', 'GET', 'admin-flights/airport/?search=agramonte')).json().count).toBe(1);
    const before = await digest(t.db, FLIGHT_TABLES);
    const busy = await call('admin', 'DELETE', `admin-flights/city/${city}/`, undefined, 'en');
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ code: 'in_use', detail: en('api.in_use') });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    expect((await call('admin', 'DELETE', `admin-flights/airport/${airport}/`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `admin-flights/city/${city}/`)).statusCode).toBe(204);
    expect(await t.db.selectFrom('cities').select('id').where('id', '=', city).executeTakeFirst()).toBeUndefined();
  });

  it('airports and cities of flights are in use', async () => {
    const hav = await cityId(t, 'HAV');
    const havAirport = (await t.db.selectFrom('airports').select('id').where('iata', '=', 'HAV').executeTakeFirstOrThrow()).id;
    const before = await digest(t.db, FLIGHT_TABLES);
    expect((await call('admin', 'DELETE', `admin-flights/airport/${havAirport}/`)).json().code).toBe('in_use');
    expect((await call('admin', 'DELETE', `admin-flights/city/${hav}/`)).json().code).toBe('in_use');
    // Its flights fly from Havana: the airport cannot move to another city under them.
    const moved = await call('admin', 'PATCH', `admin-flights/airport/${havAirport}/`, { city: await cityId(t, 'VRA') }, 'en');
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ city: [en('validation.airport_flights_city')] });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    expect((await call('admin', 'PATCH', `admin-flights/airport/${havAirport}/`, { city: hav, name: 'Aeropuerto José Martí' })).json()).toMatchObject({ city: hav, name: 'Aeropuerto José Martí' });
  });

  it('bad cities and airports are 400 per field and change nothing', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    const city400 = await call('admin', 'POST', 'admin-flights/city/', { name: 'X', code: 'HA', country: 999999, zone: 1 }, 'en');
    expect(city400.statusCode).toBe(400);
    expect(city400.json()).toEqual({ code: [en('validation.invalid_code')], zone: [en('validation.unknown_field')] });
    expect((await call('admin', 'POST', 'admin-flights/city/', { name: 'X', code: 'XXA', country: 999999 }, 'en')).json()).toEqual({ country: [en('validation.invalid_choice')] });
    expect((await call('admin', 'POST', 'admin-flights/city/', { name: 'Otra Habana', code: 'hav', country: cuba })).json()).toEqual({ code: [es('validation.code_in_use')] });
    const airport400 = await call('admin', 'POST', 'admin-flights/airport/', { name: ' ', iata: 'HAV', city: 999999 });
    expect(airport400.json()).toEqual({ name: [es('validation.required')] });
    expect((await call('admin', 'POST', 'admin-flights/airport/', { name: 'Y', iata: 'YYY', city: 999999 })).json()).toEqual({ city: [es('validation.invalid_choice')] });
    expect((await call('admin', 'POST', 'admin-flights/airport/', { name: 'Y', iata: 'hav', city: await cityId(t, 'HAV') }, 'en')).json()).toEqual({ iata: [en('validation.code_in_use')] });
    expect((await call('admin', 'PATCH', 'admin-flights/city/999999/', { name: 'Nada' })).statusCode).toBe(404);
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });
});

describe('seat and luggage categories', () => {
  it('a seat category: default visible, ordered by sort, hidden from the search pages when not visible', async () => {
    const res = await call('admin', 'POST', 'admin-flights/category/', { name: 'Turista Plus', code: 'tplus', sort: 0 });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    expect(res.json()).toEqual({ id, name: 'Turista Plus', name_en: null, code: 'TPLUS', sort: 0, visible: true });
    expect((await call('admin', 'GET', 'admin-flights/category/')).json<Page<Named>>().results.map((c) => c.code)).toEqual(['TPLUS', 'ECO', 'STD', 'STDP', 'PPLUS', 'FIRST']);
    expect((await call('operator3', 'GET', 'flights/categories/')).json<Page<Named>>().results[0].code).toBe('TPLUS');
    await call('admin', 'PATCH', `admin-flights/category/${id}/`, { visible: false, sort: 9 });
    expect((await call('operator3', 'GET', 'flights/categories/')).json<Page<Named>>().results.map((c) => c.code)).toEqual(['ECO', 'STD', 'STDP', 'PPLUS', 'FIRST']);
    expect((await call('admin', 'GET', 'admin-flights/category/?visible=false')).json<Page<Named>>().results.map((c) => c.id)).toEqual([id]);
    expect((await call('admin', 'POST', 'admin-flights/category/', { name: 'Turista Plus', code: 'OTHER' }, 'en')).json()).toEqual({ name: [en('validation.name_taken')] });
    expect((await call('admin', 'DELETE', `admin-flights/category/${id}/`)).statusCode).toBe(204);
  });

  it('a category sold on departures is in use', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    const res = await call('admin', 'DELETE', `admin-flights/category/${await categoryId(t, 'ECO')}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('in_use');
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });

  it('a luggage category weighs whole pounds and has a price in a currency', async () => {
    const res = await call('admin', 'POST', 'admin-flights/luggage-category/', { name: 'Maleta XL', weight_lbs: '90', price: 75.5, currency: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    expect(res.json()).toEqual({ id, name: 'Maleta XL', name_en: null, weight_lbs: 90, price: '75.50', currency: 2, visible: true });
    const heaviest = (await call('admin', 'GET', 'admin-flights/luggage-category/?ordering=-weight_lbs&page_size=2')).json<Page<{ name: string; weight_lbs: number }>>();
    expect(heaviest.results.map((l) => [l.name, l.weight_lbs])).toEqual([
      ['Maleta XL', 90],
      ['Maleta pesada', 70],
    ]);
    const edit = await call('admin', 'PATCH', `admin-flights/luggage-category/${id}/`, { weight_lbs: 88, price: '80', visible: false });
    expect(edit.json()).toEqual({ id, name: 'Maleta XL', name_en: null, weight_lbs: 88, price: '80.00', currency: 2, visible: false });
    expect((await call('admin', 'GET', 'admin-flights/luggage-category/?visible=false&ordering=name')).json<Page<Named>>().results.map((l) => l.name)).toEqual(['Equipo deportivo', 'Maleta XL']);
    expect((await call('admin', 'DELETE', `admin-flights/luggage-category/${id}/`)).statusCode).toBe(204);
  });

  it('bad categories are 400 in Spanish by default and in English on request, and change nothing', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    const body = { name: '', weight_lbs: 0, price: '-3', currency: 999 };
    const spanish = await call('admin', 'POST', 'admin-flights/luggage-category/', body);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({
      name: [es('validation.required')],
      weight_lbs: [es('validation.too_small', { min: 1 })],
      price: [es('validation.invalid_amount')],
      currency: [es('validation.invalid_choice')],
    });
    const english = await call('admin', 'POST', 'admin-flights/luggage-category/', body, 'en');
    expect(english.json()).toEqual({
      name: [en('validation.required')],
      weight_lbs: [en('validation.too_small', { min: 1 })],
      price: [en('validation.invalid_amount')],
      currency: [en('validation.invalid_choice')],
    });
    expect(english.json().name[0]).not.toBe(spanish.json().name[0]);
    expect((await call('admin', 'PATCH', 'admin-flights/luggage-category/1/', { weight_lbs: 1001, price: '1.234' }, 'en')).json()).toEqual({
      weight_lbs: [en('validation.too_big', { max: 1000 })],
      price: [en('validation.invalid_amount')],
    });
    expect((await call('admin', 'POST', 'admin-flights/category/', { name: 'Nueva', code: 'NO VALE', sort: -1 }, 'en')).json()).toEqual({
      code: [en('validation.invalid_code')],
      sort: [en('validation.too_small', { min: 0 })],
    });
    expect((await call('admin', 'POST', 'admin-flights/airline/', { name: 'Z', code: 'Z', active: 'yes' }, 'en')).json()).toMatchObject({ code: [en('validation.invalid_code')] });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });
});

describe('rows named by rules, supplements or visible luggage', () => {
  it('are in use: a DELETE would take those along without their history', async () => {
    const heavy = (await t.db.selectFrom('luggage_categories').select('id').where('name', '=', 'Maleta pesada').executeTakeFirstOrThrow()).id;
    const airline = (await call('admin', 'POST', 'admin-flights/airline/', { name: 'Solo equipaje', code: 'EQ' })).json<Named>().id;
    const city = (await call('admin', 'POST', 'admin-flights/city/', { name: 'Baracoa', code: 'BCA', country: cuba })).json<Named>().id;
    const airport = (await call('admin', 'POST', 'admin-flights/airport/', { name: 'Aeropuerto Gustavo Rizo', iata: 'BCA', city })).json<Named>().id;
    const category = (await call('admin', 'POST', 'admin-flights/category/', { name: 'Ejecutiva', code: 'EXE' })).json<Named>().id;
    const shown = await call('admin', 'POST', 'admin-flights/visible-luggage-category/', { luggage_category: heavy, airline });
    const charged = await call('admin', 'POST', 'admin-flights/airport-supplement/', { airport, kind: 'per_passenger', amount: '7.00' });
    const rule = await call('admin', 'POST', 'admin-flights/promotion-price-rule/', { name: 'Ejecutiva -5', category, kind: 'fixed', value: '5.00' });
    for (const res of [shown, charged, rule]) expect(res.statusCode, res.body).toBe(201);
    const before = await digest(t.db, FLIGHT_TABLES);
    for (const path of [`luggage-category/${heavy}/`, `airline/${airline}/`, `airport/${airport}/`, `category/${category}/`]) {
      const res = await call('admin', 'DELETE', `admin-flights/${path}`);
      expect(res.statusCode, path).toBe(409);
      expect(res.json().code).toBe('in_use');
    }
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    // Once the rows that name them are gone, they go.
    expect((await call('admin', 'DELETE', `admin-flights/visible-luggage-category/${shown.json().id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `admin-flights/airport-supplement/${charged.json().id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `admin-flights/promotion-price-rule/${rule.json().id}/`)).statusCode).toBe(204);
    for (const path of [`airline/${airline}/`, `airport/${airport}/`, `city/${city}/`, `category/${category}/`]) {
      expect((await call('admin', 'DELETE', `admin-flights/${path}`)).statusCode, path).toBe(204);
    }
    // The heavy suitcase is still shown on every route and charged in Havana.
    expect((await call('admin', 'DELETE', `admin-flights/luggage-category/${heavy}/`)).statusCode).toBe(409);
  });
});

describe('who may manage the catalogue', () => {
  const paths = ['airline/', 'city/', 'airport/', 'category/', 'luggage-category/', 'visible-luggage-category/'];

  it('Flight Managment may, whatever the staff type', async () => {
    for (const path of paths) expect((await call('cat_manager', 'GET', `admin-flights/${path}`)).statusCode, path).toBe(200);
    const res = await call('cat_manager', 'POST', 'admin-flights/airline/', { name: 'Gestor', code: 'GX' });
    expect(res.statusCode).toBe(201);
    expect((await call('cat_manager', 'DELETE', `admin-flights/airline/${res.json().id}/`)).statusCode).toBe(204);
  });

  it('an agency operator, a commercial without it, Flight Margination or Availability alone: 403, nothing changed', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    for (const user of ['operator3', 'commercial', 'cat_margin', 'cat_avail']) {
      for (const path of paths) expect((await call(user, 'GET', `admin-flights/${path}`)).statusCode, `${user} ${path}`).toBe(403);
      const create = await call(user, 'POST', 'admin-flights/airline/', { name: 'No', code: 'NO' }, 'en');
      expect(create.statusCode).toBe(403);
      expect(create.json()).toEqual({ detail: en('api.forbidden') });
      expect((await call(user, 'PATCH', 'admin-flights/city/1/', { name: 'No' })).statusCode).toBe(403);
      expect((await call(user, 'DELETE', 'admin-flights/luggage-category/4/')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin-flights/airline/' })).statusCode).toBe(401);
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });
});
