/**
 * The catalogue GETs of the search pages (flights/cities-all/, city-origin/, city-destination/,
 * origin-city/v2/ and its get_destination_city_flight/, categories, airlines, suplement) and the
 * visible luggage administration (assign, update-bulk, PATCH, DELETE). docs/api-flights.md.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import { caller, cityId, FLIGHT_TABLES, flightId } from '../../testing/flightAdmin.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);

interface Page<T> {
  count: number;
  results: T[];
}
interface City {
  id: number;
  name: string;
  code: string;
  country: number;
  country_name: string;
  destinations?: { id: number; name: string; code: string }[];
  route?: number;
}
interface Visible {
  id: number;
  luggage_category: number;
  luggage_category_name: string;
  weight_lbs: number;
  route: number | null;
  route_name: string | null;
  airline: number | null;
  airline_name: string | null;
  visible: boolean;
}

const codes = (page: Page<City>) => page.results.map((c) => c.code);
/** The same cities in any order: names with accents sort by the database's collation. */
const codeSet = (page: Page<City>) => codes(page).sort();
let hav: number;

async function routeId(name: string): Promise<number> {
  return (await t.db.selectFrom('flight_routes').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  hav = await cityId(t, 'HAV');
});

describe('cities for the search pages', () => {
  it('cities-all lists every city with its country, searchable, in the request language', async () => {
    const all = (await call('operator3', 'GET', 'flights/cities-all/?page_size=50')).json<Page<City>>();
    expect(all.count).toBe(9);
    expect(codes(all).slice(0, 4)).toEqual(['CUN', 'MEX', 'HOG', 'HAV']);
    expect(codeSet(all)).toEqual(['CUN', 'HAV', 'HOG', 'MEX', 'MID', 'MTY', 'SDQ', 'SNU', 'VRA']);
    expect(all.results.find((c) => c.code === 'MEX')).toEqual({ id: await cityId(t, 'MEX'), name: 'Ciudad de México', code: 'MEX', country: expect.any(Number), country_name: 'México' });
    const english = (await call('operator3', 'GET', 'flights/cities-all/?search=xico', undefined, 'en')).json<Page<City>>();
    expect(english.results.map((c) => [c.code, c.country_name])).toEqual([['MEX', 'Mexico']]);
    expect(codes((await call('operator3', 'GET', 'flights/cities-all/?search=hav')).json())).toEqual(['HAV']);
  });

  it('city-origin and city-destination follow the enabled routes, at once after an admin write', async () => {
    expect(codes((await call('operator3', 'GET', 'flights/city-origin/?page_size=50')).json())).toContain('SNU');
    expect(codeSet((await call('operator3', 'GET', `flights/city-destination/?origin=${hav}`)).json())).toEqual(['CUN', 'MEX', 'MID', 'MTY', 'SDQ']);
    expect(codes((await call('operator3', 'GET', `flights/city-destination/?origin=${await cityId(t, 'SNU')}`)).json())).toEqual(['CUN']);
    // Santa Clara flies only to Cancún: disabling that route takes it off the origins.
    const snuCun = await routeId('SNU - CUN');
    expect((await call('admin', 'PATCH', `admin-flights/route/${snuCun}/`, { enabled: false })).statusCode).toBe(200);
    const origins = codes((await call('operator3', 'GET', 'flights/city-origin/?page_size=50')).json());
    expect(origins).not.toContain('SNU');
    expect(origins.sort()).toEqual(['CUN', 'HAV', 'HOG', 'MEX', 'MID', 'MTY', 'SDQ', 'VRA']);
    expect((await call('operator3', 'GET', `flights/city-destination/?origin=${await cityId(t, 'SNU')}`)).json().count).toBe(0);
    // Without an origin: every city some enabled route reaches (Santa Clara still, from Cancún).
    expect(codes((await call('operator3', 'GET', 'flights/city-destination/?page_size=50')).json())).toContain('SNU');
    await call('admin', 'PATCH', `admin-flights/route/${snuCun}/`, { enabled: true });
    expect(codes((await call('operator3', 'GET', 'flights/city-origin/?page_size=50')).json())).toContain('SNU');
  });

  it('origin-city/v2 gives each origin its destinations by name', async () => {
    const page = (await call('operator3', 'GET', 'flights/origin-city/v2/?search=habana')).json<Page<City>>();
    expect(page.count).toBe(1);
    const destinations = page.results[0].destinations ?? [];
    expect(destinations.map((d) => d.code).sort()).toEqual(['CUN', 'MEX', 'MID', 'MTY', 'SDQ']);
    expect(destinations.slice(0, 2).map((d) => d.code)).toEqual(['CUN', 'MEX']);
    expect(page.results[0].destinations?.[0]).toEqual({ id: await cityId(t, 'CUN'), name: 'Cancún', code: 'CUN' });
  });

  it('get_destination_city_flight keeps destinations with an active flight and a bookable departure', async () => {
    const url = `flights/origin-city/v2/${hav}/get_destination_city_flight/`;
    const before = (await call('operator3', 'GET', url)).json<Page<City>>();
    expect(codeSet(before)).toEqual(['CUN', 'MEX', 'MID', 'MTY', 'SDQ']);
    expect(before.results[0].route).toBe(await routeId('HAV - CUN'));
    const cu160 = await flightId(t, 'CU160');
    expect((await call('admin', 'PATCH', `admin-flights/flight/${cu160}/`, { active: false })).json().active).toBe(false);
    expect(codeSet((await call('operator3', 'GET', url)).json())).toEqual(['CUN', 'MEX', 'MTY', 'SDQ']);
    // Still an origin with a route to Mérida for the plain lists.
    expect(codes((await call('operator3', 'GET', `flights/city-destination/?origin=${hav}`)).json())).toContain('MID');
    await call('admin', 'PATCH', `admin-flights/flight/${cu160}/`, { active: true });
    expect((await call('operator3', 'GET', 'flights/origin-city/v2/999999/get_destination_city_flight/')).statusCode).toBe(404);
  });

  it('supplements of an airport: the active ones', async () => {
    const havAirport = (await t.db.selectFrom('airports').select('id').where('iata', '=', 'HAV').executeTakeFirstOrThrow()).id;
    const list = (await call('operator3', 'GET', `flights/suplement/?airport=${havAirport}`)).json<Page<{ kind: string; amount: string; passenger_type: string | null }>>();
    expect(list.results.map((s) => [s.kind, s.passenger_type, s.amount]).sort()).toEqual([
      ['per_bag', null, '20.00'],
      ['per_passenger', 'adult', '25.00'],
      ['per_passenger', 'child', '15.00'],
    ]);
  });

  it('need Flight View or Flight with Booking', async () => {
    for (const url of ['flights/cities-all/', 'flights/city-origin/', 'flights/city-destination/', 'flights/origin-city/v2/', `flights/origin-city/v2/${hav}/get_destination_city_flight/`, 'flights/categories/', 'flights/airlines/']) {
      expect((await call('coordinator', 'GET', url)).statusCode, url).toBe(200);
      expect((await call('accounting', 'GET', url)).statusCode, url).toBe(403);
    }
    expect((await call('accounting', 'GET', 'flights/cities-all/', undefined, 'en')).json()).toEqual({ detail: translate('en', 'api.forbidden') });
  });
});

describe('visible luggage', () => {
  let sports: number;
  let routes: number[];

  beforeAll(async () => {
    sports = (await t.db.selectFrom('luggage_categories').select('id').where('name', '=', 'Equipo deportivo').executeTakeFirstOrThrow()).id;
    routes = [await routeId('HAV - CUN'), await routeId('CUN - HAV')];
  });

  it('assign creates the missing (luggage, route, airline) pairs only', async () => {
    const mq = (await t.db.selectFrom('airlines').select('id').where('code', '=', 'MQ').executeTakeFirstOrThrow()).id;
    const res = await call('admin', 'POST', 'admin-flights/visible-luggage-category/assign/', { luggage_categories: [sports], routes });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ created: 2 });
    expect((await call('admin', 'POST', 'admin-flights/visible-luggage-category/assign/', { luggage_categories: [sports, sports], routes })).json()).toEqual({ created: 0 });
    expect((await call('admin', 'POST', 'admin-flights/visible-luggage-category/assign/', { luggage_categories: [sports], airline: mq, visible: false })).json()).toEqual({ created: 1 });
    const mine = (await call('admin', 'GET', `admin-flights/visible-luggage-category/?luggage_category=${sports}&ordering=id`)).json<Page<Visible>>();
    expect(mine.results.map((v) => [v.route_name, v.airline_name, v.visible, v.weight_lbs])).toEqual([
      ['HAV - CUN', null, true, 50],
      ['CUN - HAV', null, true, 50],
      [null, 'Aerolíneas Maya Charter', false, 50],
    ]);
    expect((await call('admin', 'GET', `admin-flights/visible-luggage-category/?route=${routes[0]}`)).json<Page<Visible>>().results.map((v) => v.luggage_category_name)).toEqual(['Equipo deportivo']);
    expect((await call('admin', 'GET', `admin-flights/visible-luggage-category/?airline=${mq}`)).json().count).toBe(1);
  });

  it('update-bulk shows or hides several; PATCH and DELETE one', async () => {
    const mine = (await call('admin', 'GET', `admin-flights/visible-luggage-category/?luggage_category=${sports}&visible=true`)).json<Page<Visible>>();
    const ids = mine.results.map((v) => v.id);
    expect(ids).toHaveLength(2);
    expect((await call('admin', 'PATCH', 'admin-flights/visible-luggage-category/update-bulk/', { ids, visible: false })).json()).toEqual({ updated: 2 });
    expect((await call('admin', 'PATCH', 'admin-flights/visible-luggage-category/update-bulk/', { ids, visible: false })).json()).toEqual({ updated: 0 });
    expect((await call('admin', 'GET', `admin-flights/visible-luggage-category/?luggage_category=${sports}&visible=true`)).json().count).toBe(0);
    const edit = await call('admin', 'PATCH', `admin-flights/visible-luggage-category/${ids[0]}/`, { visible: true, route: null });
    expect(edit.json()).toMatchObject({ id: ids[0], route: null, route_name: null, visible: true });
    expect((await call('admin', 'DELETE', `admin-flights/visible-luggage-category/${ids[1]}/`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `admin-flights/visible-luggage-category/${ids[1]}/`)).statusCode).toBe(404);
  });

  it('unknown ids are 400 naming them; nothing changes', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    const en = (key: string, params?: Record<string, string>) => translate('en', key, params);
    expect((await call('admin', 'POST', 'admin-flights/visible-luggage-category/assign/', { luggage_categories: [sports, 999998], routes }, 'en')).json()).toEqual({ luggage_categories: [en('validation.unknown_ids', { ids: '999998' })] });
    expect((await call('admin', 'POST', 'admin-flights/visible-luggage-category/assign/', { luggage_categories: [sports], routes: [routes[0], 999997] }, 'en')).json()).toEqual({ routes: [en('validation.unknown_ids', { ids: '999997' })] });
    expect((await call('admin', 'POST', 'admin-flights/visible-luggage-category/assign/', { luggage_categories: [] }, 'en')).json()).toEqual({ luggage_categories: [en('validation.too_small', { min: '1' })] });
    expect((await call('admin', 'PATCH', 'admin-flights/visible-luggage-category/update-bulk/', { ids: [999996], visible: true }, 'en')).json()).toEqual({ ids: [en('validation.unknown_ids', { ids: '999996' })] });
    expect((await call('admin', 'POST', 'admin-flights/visible-luggage-category/', { luggage_category: sports, airline: 999995 }, 'en')).json()).toEqual({ airline: [en('validation.invalid_choice')] });
    expect((await call('operator3', 'POST', 'admin-flights/visible-luggage-category/assign/', { luggage_categories: [sports] })).statusCode).toBe(403);
    expect((await call('commercial', 'PATCH', 'admin-flights/visible-luggage-category/update-bulk/', { ids: [1], visible: false })).statusCode).toBe(403);
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });
});
