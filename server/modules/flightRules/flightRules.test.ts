/**
 * Price rules and promotion rules (docs/api-flights.md; conditions of domain/flights/pricing.ts):
 * CRUD with priorities and conditions, the list's filters, the checks that span fields (also on a
 * PATCH against the stored rule), and the access rule: 'Flight Managment' or 'Flight Margination'
 * for the rules, while Flight Margination alone opens nothing else of the administration.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import { caller, categoryId, departures, FLIGHT_TABLES, groupId, staff } from '../../testing/flightAdmin.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);
type Params = Record<string, string | number>;
const en = (key: string, params?: Params) => translate('en', key, params);
const es = (key: string, params?: Params) => translate('es', key, params);

interface Rule {
  id: number;
  name: string;
  priority: number;
  [key: string]: unknown;
}
interface Page<T> {
  count: number;
  results: T[];
}

let havCun: number;
let stdp: number;
let mexico: number;

beforeAll(async () => {
  havCun = (await t.db.selectFrom('flight_routes').select('id').where('name', '=', 'HAV - CUN').executeTakeFirstOrThrow()).id;
  stdp = await categoryId(t, 'STDP');
  mexico = await groupId(t, 'Mayoristas México');
  await staff(t, 'rules_margin', 'commercial', ['Flight Margination', 'Flight View']);
  await staff(t, 'rules_manager', 'coordinator', ['Flight Managment']);
  await staff(t, 'rules_avail', 'commercial', ['Flight Availability Managment', 'Flight View', 'Flight with Booking']);
});

const list = async (path: string, query = '') => (await call('admin', 'GET', `admin-flights/${path}?page_size=100&${query}`)).json<Page<Rule>>();
const names = (page: Page<Rule>) => page.results.map((r) => r.name);

describe('price rules', () => {
  let id: number;

  it('creates a rule with every condition; the record names route, category and group', async () => {
    const res = await call('admin', 'POST', 'admin-flights/flight-price-rule/', {
      name: 'Niños Premium ida y vuelta',
      priority: 50,
      route: havCun,
      date_from: '2031-01-01',
      date_to: '2031-03-31',
      weekdays: [7, 1, 6],
      passenger_type: 'child',
      category: stdp,
      agency_group: mexico,
      trip_type: 'round_trip',
      kind: 'percent',
      value: '-12.5',
    });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toEqual({
      id,
      name: 'Niños Premium ida y vuelta',
      name_en: null,
      priority: 50,
      route: havCun,
      route_name: 'HAV - CUN',
      date_from: '2031-01-01',
      date_to: '2031-03-31',
      weekdays: [1, 6, 7],
      passenger_type: 'child',
      category: stdp,
      category_name: 'Estándar Premium',
      agency_group: mexico,
      agency_group_name: 'Mayoristas México',
      trip_type: 'round_trip',
      kind: 'percent',
      value: '-12.50',
      active: true,
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updated: res.json().created,
    });
    const minimal = await call('admin', 'POST', 'admin-flights/flight-price-rule/', { name: 'Tarifa fija', kind: 'price', value: 99 });
    expect(minimal.json()).toMatchObject({ priority: 0, route: null, date_from: null, weekdays: [], passenger_type: null, category: null, agency_group: null, trip_type: null, value: '99.00', active: true });
    expect((await call('admin', 'DELETE', `admin-flights/flight-price-rule/${minimal.json().id}/`)).statusCode).toBe(204);
  });

  it('lists by priority (highest first) and filters by every condition', async () => {
    const all = await list('flight-price-rule/');
    expect(all.results.map((r) => r.priority)).toEqual([50, 30, 20, 10, 5]);
    expect(names(await list('flight-price-rule/', 'ordering=priority'))[0]).toBe('Recargo de fin de semana');
    expect(names(await list('flight-price-rule/', `route=${havCun}`))).toEqual(['Niños Premium ida y vuelta', 'Infante La Habana - Cancún']);
    expect(names(await list('flight-price-rule/', 'kind=fixed'))).toEqual(['Recargo de fin de semana']);
    expect(names(await list('flight-price-rule/', 'passenger_type=child'))).toEqual(['Niños Premium ida y vuelta']);
    expect(names(await list('flight-price-rule/', `category=${stdp}&agency_group=${mexico}&trip_type=round_trip`))).toEqual(['Niños Premium ida y vuelta']);
    expect(names(await list('flight-price-rule/', 'trip_type=one_way'))).toEqual([]);
    expect(names(await list('flight-price-rule/', 'valid_on=2031-02-15'))).toEqual(['Niños Premium ida y vuelta', 'Infante La Habana - Cancún', 'Mercado europeo', 'Recargo de fin de semana']);
    expect(names(await list('flight-price-rule/', 'valid_on=2031-04-01'))).toEqual(['Infante La Habana - Cancún', 'Mercado europeo', 'Recargo de fin de semana']);
    expect(names(await list('flight-price-rule/', 'search=NIÑOS'))).toEqual(['Niños Premium ida y vuelta']);
    expect(names(await list('flight-price-rule/', 'ordering=name&search=e'))[0]).toBe('Infante La Habana - Cancún');
  });

  it('PATCH changes what it sends; kind, value and dates are checked against the stored rule', async () => {
    const res = await call('admin', 'PATCH', `admin-flights/flight-price-rule/${id}/`, { priority: 60, value: '-10', weekdays: [], active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ priority: 60, value: '-10.00', weekdays: [], active: false, kind: 'percent', route: havCun });
    expect(res.json().updated >= res.json().created).toBe(true);
    expect(names(await list('flight-price-rule/', 'active=false'))).toEqual(['Niños Premium ida y vuelta']);
    const before = await digest(t.db, FLIGHT_TABLES);
    // A fixed price cannot be negative: the stored value is.
    expect((await call('admin', 'PATCH', `admin-flights/flight-price-rule/${id}/`, { kind: 'price' }, 'en')).json()).toEqual({ value: [en('validation.not_negative')] });
    expect((await call('admin', 'PATCH', `admin-flights/flight-price-rule/${id}/`, { date_to: '2030-12-31' }, 'en')).json()).toEqual({ date_to: [en('validation.date_order')] });
    expect((await call('admin', 'PATCH', `admin-flights/flight-price-rule/${id}/`, { value: '-101' })).json()).toEqual({ value: [es('validation.invalid_rule_percent')] });
    expect((await call('admin', 'PATCH', 'admin-flights/flight-price-rule/999999/', { priority: 1 })).statusCode).toBe(404);
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    const open = await call('admin', 'PATCH', `admin-flights/flight-price-rule/${id}/`, { date_from: null, date_to: null, route: null });
    expect(open.json()).toMatchObject({ date_from: null, date_to: null, route: null, route_name: null });
  });

  it('bad rules are 400 per field in the request language and change nothing', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    const body = { name: '', priority: 1001, weekdays: [0, 3, 3], passenger_type: 'senior', trip_type: 'multi', kind: 'discount', value: 'diez', colour: 'red' };
    for (const lang of ['es', 'en'] as const) {
      const res = await call('admin', 'POST', 'admin-flights/flight-price-rule/', body, lang);
      expect(res.statusCode).toBe(400);
      const tr = (key: string, params?: Params) => translate(lang, key, params);
      expect(res.json()).toEqual({
        name: [tr('validation.required')],
        priority: [tr('validation.too_big', { max: 1000 })],
        'weekdays.0': [tr('validation.too_small', { min: 1 })],
        weekdays: [tr('validation.duplicate_items')],
        passenger_type: [tr('validation.invalid_choice')],
        trip_type: [tr('validation.invalid_choice')],
        kind: [tr('validation.invalid_choice')],
        value: [tr('validation.invalid_number')],
        colour: [tr('validation.unknown_field')],
      });
    }
    const refs = await call('admin', 'POST', 'admin-flights/flight-price-rule/', { name: 'X', route: 999999, category: 999999, agency_group: 999999, kind: 'fixed', value: '1' }, 'en');
    expect(refs.json()).toEqual({ route: [en('validation.invalid_choice')], category: [en('validation.invalid_choice')], agency_group: [en('validation.invalid_choice')] });
    const cases: [object, Record<string, string[]>][] = [
      [{ name: 'X', kind: 'percent', value: '1000.01' }, { value: [en('validation.invalid_rule_percent')] }],
      [{ name: 'X', kind: 'price', value: '-1' }, { value: [en('validation.not_negative')] }],
      [{ name: 'X', kind: 'fixed', value: '1', date_from: '2031-02-01', date_to: '2031-01-01' }, { date_to: [en('validation.date_order')] }],
      [{ name: 'X', kind: 'fixed', value: '1', weekdays: [2, 2] }, { weekdays: [en('validation.duplicate_items')] }],
    ];
    for (const [payload, errors] of cases) expect((await call('admin', 'POST', 'admin-flights/flight-price-rule/', payload, 'en')).json()).toEqual(errors);
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });

  it('DELETE removes the rule', async () => {
    expect((await call('admin', 'DELETE', `admin-flights/flight-price-rule/${id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `admin-flights/flight-price-rule/${id}/`)).statusCode).toBe(404);
  });
});

describe('promotion rules', () => {
  it('a promotion has a code, never a fixed price, never a negative value, at most 100 %', async () => {
    const res = await call('admin', 'POST', 'admin-flights/promotion-price-rule/', { name: 'Verano en Cancún', priority: 3, route: havCun, code: 'verano31', trip_type: 'one_way', kind: 'fixed', value: '15' });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    expect(res.json()).toMatchObject({ id, code: 'VERANO31', route_name: 'HAV - CUN', trip_type: 'one_way', kind: 'fixed', value: '15.00', priority: 3 });
    expect(names(await list('promotion-price-rule/'))).toEqual(['Verano en Cancún', 'Promoción Santo Domingo']);
    expect(names(await list('promotion-price-rule/', 'code=veran'))).toEqual(['Verano en Cancún']);
    const before = await digest(t.db, FLIGHT_TABLES);
    const cases: [object, Record<string, string[]>][] = [
      [{ name: 'X', kind: 'price', value: '10' }, { kind: [en('validation.invalid_choice')] }],
      [{ name: 'X', kind: 'fixed', value: '-1' }, { value: [en('validation.not_negative')] }],
      [{ name: 'X', kind: 'percent', value: '100.5' }, { value: [en('validation.invalid_rule_percent')] }],
      [{ name: 'X', kind: 'percent', value: '5', code: 'NO VALE' }, { code: [en('validation.invalid_code')] }],
    ];
    for (const [payload, errors] of cases) expect((await call('admin', 'POST', 'admin-flights/promotion-price-rule/', payload, 'en')).json()).toEqual(errors);
    expect((await call('admin', 'PATCH', `admin-flights/promotion-price-rule/${id}/`, { kind: 'percent', value: '101' }, 'en')).json()).toEqual({ value: [en('validation.invalid_rule_percent')] });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    expect((await call('admin', 'PATCH', `admin-flights/promotion-price-rule/${id}/`, { kind: 'percent', value: '100', code: null })).json()).toMatchObject({ kind: 'percent', value: '100.00', code: null });
    expect((await call('admin', 'DELETE', `admin-flights/promotion-price-rule/${id}/`)).statusCode).toBe(204);
  });
});

describe('who may manage rules', () => {
  it('Flight Margination manages both kinds of rules and their history', async () => {
    for (const path of ['flight-price-rule/', 'promotion-price-rule/']) {
      const created = await call('rules_margin', 'POST', `admin-flights/${path}`, { name: 'Margen', kind: 'percent', value: '4' });
      expect(created.statusCode, created.body).toBe(201);
      const id: number = created.json().id;
      expect((await call('rules_margin', 'GET', `admin-flights/${path}${id}/`)).json().name).toBe('Margen');
      expect((await call('rules_margin', 'PATCH', `admin-flights/${path}${id}/`, { value: '6' })).json().value).toBe('6.00');
      expect((await call('rules_margin', 'GET', `admin-flights/${path}${id}/history`)).json().count).toBe(2);
      expect((await call('rules_margin', 'DELETE', `admin-flights/${path}${id}/`)).statusCode).toBe(204);
    }
    expect((await call('rules_margin', 'GET', 'admin-flights/history-flight-price-rule/')).statusCode).toBe(200);
    expect((await call('rules_margin', 'GET', 'admin-flights/history-promotion-price-rule/')).statusCode).toBe(200);
    expect((await call('rules_manager', 'GET', 'admin-flights/flight-price-rule/')).json().count).toBe(4);
  });

  it('but not calendars, departures, routes, flights, catalogue or supplements', async () => {
    const [departure] = await departures(t, 'CU150', 1);
    const flight = (await t.db.selectFrom('flights').select('id').where('number', '=', 'CU150').executeTakeFirstOrThrow()).id;
    const before = await digest(t.db, FLIGHT_TABLES);
    const refused: [string, 'GET' | 'POST' | 'PATCH', string, object?][] = [
      ['calendars', 'GET', 'admin-flights/schedule/'],
      ['add_schedule', 'POST', `admin-flights/flight/${flight}/add_schedule/`, { start_date: '2031-01-01', end_date: '2031-01-02', weekdays: [1], capacities: [{ category: stdp, capacity: 1 }] }],
      ['departures', 'GET', 'admin-flights/subcalendar/'],
      ['departure', 'PATCH', `admin-flights/subcalendar/${departure}/`, { price_adult: '1.00' }],
      ['bulk', 'POST', 'admin-flights/dependentschedulesbulk/update-schedule-status/', { subcalendars: [departure], schedule_status: 'closed' }],
      ['routes', 'GET', 'admin-flights/route/'],
      ['flights', 'GET', 'admin-flights/flight/'],
      ['airlines', 'GET', 'admin-flights/airline/'],
      ['supplements', 'GET', 'admin-flights/airport-supplement/'],
      ['calculate', 'POST', 'admin-flights/airport-supplement/calculate-supplement/', { airport: 1, adults: 1 }],
      ['route history', 'GET', `admin-flights/route/${havCun}/history`],
    ];
    for (const [label, method, url, body] of refused) expect((await call('rules_margin', method, url, body)).statusCode, label).toBe(403);
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });

  it('an agency operator, a commercial without either permission and Availability alone: 403, nothing changed', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    for (const user of ['operator3', 'commercial', 'rules_avail']) {
      for (const path of ['flight-price-rule/', 'promotion-price-rule/']) {
        expect((await call(user, 'GET', `admin-flights/${path}`)).statusCode, `${user} ${path}`).toBe(403);
        expect((await call(user, 'POST', `admin-flights/${path}`, { name: 'No', kind: 'percent', value: '1' })).statusCode).toBe(403);
        expect((await call(user, 'PATCH', `admin-flights/${path}1/`, { value: '1' })).statusCode).toBe(403);
        expect((await call(user, 'DELETE', `admin-flights/${path}1/`)).statusCode).toBe(403);
      }
      expect((await call(user, 'GET', 'admin-flights/history-flight-price-rule/')).statusCode).toBe(403);
    }
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });
});
