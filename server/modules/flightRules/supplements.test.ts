/**
 * Airport supplements (docs/api-flights.md 'Supplements'): add, change, delete; the kind decides
 * which narrowing field may be set (also on a PATCH); luggage types with the airport's per-bag
 * amount; calculate-supplement on worked examples (per passenger type, per bag, a general per-bag
 * amount, several currencies, inactive ones left out).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import { caller, FLIGHT_TABLES, staff } from '../../testing/flightAdmin.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);
const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);

interface LuggageType {
  name: string;
  weight_lbs: number;
  supplement: string | null;
  supplement_currency: number | null;
}

const airport: Record<string, number> = {};
const luggage: Record<string, number> = {};

beforeAll(async () => {
  for (const a of await t.db.selectFrom('airports').select(['id', 'iata']).execute()) airport[a.iata] = a.id;
  for (const l of await t.db.selectFrom('luggage_categories').select(['id', 'name']).execute()) luggage[l.name] = l.id;
  await staff(t, 'sup_margin', 'commercial', ['Flight Margination']);
});

const calculate = (body: object, lang = 'es') => call('admin', 'POST', 'admin-flights/airport-supplement/calculate-supplement/', body, lang);

describe('add, change and delete', () => {
  it('adds a supplement, changes it and deletes it', async () => {
    const res = await call('admin', 'POST', 'admin-flights/airport-supplement/', { airport: airport.VRA, kind: 'per_passenger', passenger_type: 'infant', amount: 5 });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    expect(res.json()).toEqual({ id, airport: airport.VRA, airport_iata: 'VRA', luggage_category: null, luggage_category_name: null, passenger_type: 'infant', kind: 'per_passenger', amount: '5.00', currency: 1, active: true });
    const change = await call('admin', 'PATCH', `admin-flights/airport-supplement/${id}/`, { amount: '6.50', currency: 2, active: false });
    expect(change.json()).toMatchObject({ id, amount: '6.50', currency: 2, active: false, passenger_type: 'infant' });
    const before = await digest(t.db, FLIGHT_TABLES);
    // A per-bag supplement has no passenger type: the stored one is still there.
    expect((await call('admin', 'PATCH', `admin-flights/airport-supplement/${id}/`, { kind: 'per_bag' }, 'en')).json()).toEqual({ passenger_type: [en('validation.supplement_kind')] });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    const bag = await call('admin', 'PATCH', `admin-flights/airport-supplement/${id}/`, { kind: 'per_bag', passenger_type: null, luggage_category: luggage['Maleta estándar'] });
    expect(bag.json()).toMatchObject({ kind: 'per_bag', passenger_type: null, luggage_category: luggage['Maleta estándar'], luggage_category_name: 'Maleta estándar' });
    expect((await call('admin', 'PATCH', `admin-flights/airport-supplement/${id}/`, { kind: 'per_passenger' }, 'en')).json()).toEqual({ luggage_category: [en('validation.supplement_kind')] });
    expect((await call('admin', 'DELETE', `admin-flights/airport-supplement/${id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `admin-flights/airport-supplement/${id}/`)).statusCode).toBe(404);
  });

  it('lists by airport, kind, passenger type, luggage and active', async () => {
    const list = async (query: string) => (await call('admin', 'GET', `admin-flights/airport-supplement/?${query}`)).json<{ results: { airport_iata: string; amount: string }[] }>().results;
    expect((await list(`airport=${airport.HAV}`)).map((s) => s.amount).sort()).toEqual(['15.00', '20.00', '25.00']);
    expect((await list('kind=per_bag')).map((s) => [s.airport_iata, s.amount])).toEqual([['HAV', '20.00']]);
    expect((await list('passenger_type=adult')).map((s) => s.amount)).toEqual(['25.00']);
    expect((await list(`luggage_category=${luggage['Maleta pesada']}`)).map((s) => s.amount)).toEqual(['20.00']);
    expect((await list('active=false')).length).toBe(0);
    expect((await list('ordering=-amount')).map((s) => s.amount)).toEqual(['25.00', '20.00', '20.00', '18.00', '15.00']);
  });

  it('bad supplements are 400 per field in the request language and change nothing', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    const cases: [object, Record<string, string[]>][] = [
      [{ airport: airport.HAV, kind: 'per_trip', amount: '-1', currency: 99 }, { kind: [en('validation.invalid_choice')], amount: [en('validation.invalid_amount')], currency: [en('validation.invalid_choice')] }],
      [{ airport: airport.HAV, kind: 'per_passenger', luggage_category: luggage['Maleta pesada'], amount: '1' }, { luggage_category: [en('validation.supplement_kind')] }],
      [{ airport: airport.HAV, kind: 'per_bag', passenger_type: 'child', amount: '1' }, { passenger_type: [en('validation.supplement_kind')] }],
      [{ airport: 999999, kind: 'per_bag', luggage_category: 999999, amount: '1' }, { airport: [en('validation.invalid_choice')], luggage_category: [en('validation.invalid_choice')] }],
      [{ kind: 'per_bag', amount: '1', rate: 2 }, { airport: [en('validation.required')], rate: [en('validation.unknown_field')] }],
    ];
    for (const [body, errors] of cases) {
      const res = await call('admin', 'POST', 'admin-flights/airport-supplement/', body, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect((await call('admin', 'POST', 'admin-flights/airport-supplement/', { airport: airport.HAV, kind: 'per_bag', amount: 'x' })).json()).toEqual({ amount: [translate('es', 'validation.invalid_amount')] });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });
});

describe('luggage types', () => {
  it("each visible luggage category with the airport's own per-bag amount, else its general one", async () => {
    const types = async (query: string) => (await call('admin', 'GET', `admin-flights/airport-supplement/luggage-types/${query}`)).json<{ results: LuggageType[] }>().results.map((l) => [l.name, l.supplement]);
    expect(await types(`?airport=${airport.HAV}`)).toEqual([
      ['Equipaje de mano', null],
      ['Maleta estándar', null],
      ['Maleta pesada', '20.00'],
    ]);
    const general = await call('admin', 'POST', 'admin-flights/airport-supplement/', { airport: airport.HAV, kind: 'per_bag', amount: '5' });
    expect(general.statusCode, general.body).toBe(201);
    expect(await types(`?airport=${airport.HAV}`)).toEqual([
      ['Equipaje de mano', '5.00'],
      ['Maleta estándar', '5.00'],
      ['Maleta pesada', '20.00'],
    ]);
    expect(await types(`?airport=${airport.CUN}`)).toEqual([
      ['Equipaje de mano', null],
      ['Maleta estándar', null],
      ['Maleta pesada', null],
    ]);
    expect((await types('')).every(([, s]) => s === null)).toBe(true);
    expect((await call('sup_margin', 'GET', `admin-flights/airport-supplement/luggage-types/?airport=${airport.HAV}`)).statusCode).toBe(403);
  });
});

describe('calculate-supplement', () => {
  it('Havana: per passenger type, per bag of a category, and the general per-bag amount on every bag', async () => {
    // Seeded at HAV: adult 25.00, child 15.00, heavy bag 20.00; the test above added 5.00 per any bag.
    const res = await calculate({ airport: airport.HAV, adults: 2, children: 1, infants: 1, bags: [{ luggage_category: luggage['Maleta pesada'], count: 2 }, { luggage_category: luggage['Maleta estándar'], count: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ lines: { kind: string; passenger_type: string | null; luggage_category: number | null; quantity: number; unit_amount: string; amount: string; currency: number }[]; totals: object[] }>();
    expect(body.lines.map((l) => [l.kind, l.passenger_type, l.luggage_category, l.quantity, l.unit_amount, l.amount, l.currency])).toEqual([
      ['per_passenger', 'adult', null, 2, '25.00', '50.00', 1],
      ['per_passenger', 'child', null, 1, '15.00', '15.00', 1],
      ['per_bag', null, luggage['Maleta pesada'], 2, '20.00', '40.00', 1],
      ['per_bag', null, null, 3, '5.00', '15.00', 1],
    ]);
    expect(body.totals).toEqual([{ currency: 1, amount: '120.00' }]);
    // Adults only, no bags: the adult line alone.
    expect((await calculate({ airport: airport.HAV, adults: 3 })).json()).toMatchObject({ lines: [{ passenger_type: 'adult', quantity: 3, amount: '75.00' }], totals: [{ currency: 1, amount: '75.00' }] });
  });

  it('Cancún: one amount for every passenger, infants included', async () => {
    expect((await calculate({ airport: airport.CUN, adults: 2, children: 1, infants: 1, bags: [{ luggage_category: luggage['Maleta pesada'], count: 4 }] })).json()).toEqual({
      lines: [{ supplement: expect.any(Number), kind: 'per_passenger', passenger_type: null, luggage_category: null, quantity: 4, unit_amount: '18.00', amount: '72.00', currency: 1 }],
      totals: [{ currency: 1, amount: '72.00' }],
    });
  });

  it('totals per currency, never converted; inactive supplements do not count', async () => {
    const add = (body: object) => call('admin', 'POST', 'admin-flights/airport-supplement/', { airport: airport.MID, ...body });
    for (const res of [
      await add({ kind: 'per_passenger', amount: '3.00' }),
      await add({ kind: 'per_passenger', passenger_type: 'adult', amount: '10.00', currency: 2 }),
      await add({ kind: 'per_bag', amount: '2.25', currency: 2 }),
      await add({ kind: 'per_passenger', amount: '99.00', active: false }),
    ]) {
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = (await calculate({ airport: airport.MID, adults: 2, children: 2, bags: [{ luggage_category: luggage['Equipaje de mano'], count: 3 }] })).json();
    expect(res.totals).toEqual([
      { currency: 1, amount: '12.00' },
      { currency: 2, amount: '26.75' },
    ]);
    expect(res.lines).toHaveLength(3);
    expect((await calculate({ airport: airport.MTY, adults: 5 })).json()).toEqual({ lines: [], totals: [] });
  });

  it('bad requests are 400 in the request language; refused roles get 403', async () => {
    expect((await calculate({ airport: 999999, adults: 1 }, 'en')).json()).toEqual({ airport: [en('validation.invalid_choice')] });
    expect((await calculate({ airport: airport.HAV, children: 100, bags: [{ luggage_category: 1, count: 0 }] }, 'en')).json()).toEqual({
      adults: [en('validation.required')],
      children: [en('validation.too_big', { max: 99 })],
      'bags.0.count': [en('validation.too_small', { min: 1 })],
    });
    expect((await calculate({ airport: airport.HAV })).json()).toEqual({ adults: [translate('es', 'validation.required')] });
    const before = await digest(t.db, FLIGHT_TABLES);
    for (const user of ['operator3', 'commercial', 'sup_margin']) {
      expect((await call(user, 'POST', 'admin-flights/airport-supplement/calculate-supplement/', { airport: airport.HAV, adults: 1 })).statusCode, user).toBe(403);
      expect((await call(user, 'GET', 'admin-flights/airport-supplement/')).statusCode, user).toBe(403);
      expect((await call(user, 'POST', 'admin-flights/airport-supplement/', { airport: airport.HAV, kind: 'per_bag', amount: '1' })).statusCode, user).toBe(403);
      expect((await call(user, 'PATCH', 'admin-flights/airport-supplement/1/', { amount: '0' })).statusCode, user).toBe(403);
      expect((await call(user, 'DELETE', 'admin-flights/airport-supplement/1/')).statusCode, user).toBe(403);
    }
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });
});
