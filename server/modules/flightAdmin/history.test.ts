/**
 * The administration history (docs/api-flights.md 'History'): every change keeps who, when, the
 * record before and after, readable through `{entity}/{id}/history` of each entity,
 * history-flight-price-rule, history-promotion-price-rule, history-subcategorys and
 * history-subseatsagency, with the filters user, action, date_from, date_to, newest first. A
 * refused change writes no row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, categoryId, cityId, flightId, groupId, staff } from '../../testing/flightAdmin.ts';
import { userId } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);

interface Row {
  id: number;
  entity: string;
  entity_id: number;
  action: string;
  user: number | null;
  user_name: string | null;
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
interface Page<T> {
  count: number;
  results: T[];
}

let admin: number;
let editor: number;
let eco: number;
let cu150: number;

beforeAll(async () => {
  admin = await userId(t, 'admin');
  editor = (await staff(t, 'history_editor', 'commercial', ['Flight Managment'])).id;
  await staff(t, 'history_margin', 'commercial', ['Flight Margination']);
  eco = await categoryId(t, 'ECO');
  cu150 = await flightId(t, 'CU150');
});

async function history(url: string, user = 'admin'): Promise<Row[]> {
  const res = await call(user, 'GET', `admin-flights/${url}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<Row>>().results;
}

const historyRows = async () => Number((await t.db.selectFrom('admin_history').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('who, when, before and after', () => {
  it('a create, an edit and a delete of an airline, newest first', async () => {
    const start = Date.now();
    const created = (await call('admin', 'POST', 'admin-flights/airline/', { name: 'Histórica', code: 'HX' })).json();
    const edited = (await call('history_editor', 'PATCH', `admin-flights/airline/${created.id}/`, { name: 'Histórica Air', active: false })).json();
    expect((await call('admin', 'DELETE', `admin-flights/airline/${created.id}/`)).statusCode).toBe(204);
    const rows = await history(`airline/${created.id}/history`);
    expect(rows.map((r) => [r.entity, r.entity_id, r.action, r.user, r.before, r.after])).toEqual([
      ['airline', created.id, 'delete', admin, edited, null],
      ['airline', created.id, 'update', editor, created, edited],
      ['airline', created.id, 'create', admin, null, created],
    ]);
    expect(rows.map((r) => r.user_name)).toEqual(['Laura Martínez Ortega', 'Prueba history_editor', 'Laura Martínez Ortega']);
    for (const r of rows) {
      expect(Date.parse(r.at)).toBeGreaterThanOrEqual(start - 1000);
      expect(Date.parse(r.at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(Date.parse(rows[0].at)).toBeGreaterThanOrEqual(Date.parse(rows[2].at));
  });

  it('filters by user, action and dates', async () => {
    const created = (await call('admin', 'POST', 'admin-flights/city/', { name: 'Cienfuegos', code: 'CFG', country: (await t.db.selectFrom('countries').select('id').where('code', '=', 'CU').executeTakeFirstOrThrow()).id })).json();
    await call('history_editor', 'PATCH', `admin-flights/city/${created.id}/`, { name: 'Cienfuegos (Jaime González)' });
    await call('history_editor', 'PATCH', `admin-flights/city/${created.id}/`, { name: 'Cienfuegos' });
    const base = `city/${created.id}/history`;
    expect((await history(`${base}?user=${editor}`)).map((r) => r.after?.name)).toEqual(['Cienfuegos', 'Cienfuegos (Jaime González)']);
    expect((await history(`${base}?action=create`)).map((r) => r.user)).toEqual([admin]);
    // The day of the writes by the server's clock, not the test's (a run across midnight).
    const at = Date.parse((await history(`${base}?action=create`))[0].at);
    const today = new Date(at).toISOString().slice(0, 10);
    const tomorrow = new Date(at + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(at - 86_400_000).toISOString().slice(0, 10);
    expect(await history(`${base}?date_from=${today}&date_to=${today}`)).toHaveLength(3);
    expect(await history(`${base}?date_from=${tomorrow}`)).toHaveLength(0);
    expect(await history(`${base}?date_to=${yesterday}`)).toHaveLength(0);
    expect((await history(`${base}?ordering=at`)).map((r) => r.action)).toEqual(['create', 'update', 'update']);
    expect((await call('admin', 'GET', `admin-flights/${base}?date_from=ayer`)).statusCode).toBe(400);
  });
});

describe('every entity keeps its history', () => {
  it('{entity}/{id}/history for each of the thirteen entities, with its entity name', async () => {
    const cuba = (await t.db.selectFrom('countries').select('id').where('code', '=', 'CU').executeTakeFirstOrThrow()).id;
    const city = (await call('admin', 'POST', 'admin-flights/city/', { name: 'Nueva Gerona', code: 'GER', country: cuba })).json().id;
    const airport = (await call('admin', 'POST', 'admin-flights/airport/', { name: 'Aeropuerto Rafael Cabrera', iata: 'GER', city })).json().id;
    const luggage = (await call('admin', 'POST', 'admin-flights/luggage-category/', { name: 'Bulto', weight_lbs: 20 })).json().id;
    const route = (await call('admin', 'POST', 'admin-flights/route/', { name: 'GER - HAV', origin_city: city, destination_city: await cityId(t, 'HAV') })).json().id;
    const havAirport = (await t.db.selectFrom('airports').select('id').where('iata', '=', 'HAV').executeTakeFirstOrThrow()).id;
    const airline = (await call('admin', 'POST', 'admin-flights/airline/', { name: 'Isla Air', code: 'IA' })).json().id;
    const bodies: [string, string, object][] = [
      ['category/', 'category', { name: 'Histórica', code: 'HIST' }],
      ['visible-luggage-category/', 'visible_luggage_category', { luggage_category: luggage, route }],
      ['flight/', 'flight', { number: 'IA100', airline, route, origin_airport: airport, destination_airport: havAirport, departure_time: '10:00', arrival_time: '10:40', travel_minutes: 40 }],
      ['schedule/', 'calendar', { flight: cu150, start_date: '2031-06-02', end_date: '2031-06-02', weekdays: [1], capacities: [{ category: eco, capacity: 5 }] }],
      ['subcalendar/', 'subcalendar', { flight: cu150, departure_date: '2031-06-04', capacities: [{ category: eco, capacity: 5 }] }],
      ['flight-price-rule/', 'flight_price_rule', { name: 'Histórica', kind: 'fixed', value: '1' }],
      ['promotion-price-rule/', 'promotion_price_rule', { name: 'Histórica', kind: 'fixed', value: '1' }],
      ['airport-supplement/', 'airport_supplement', { airport, kind: 'per_passenger', amount: '1' }],
    ];
    const made: [string, string, number][] = [
      ['airline/', 'airline', airline],
      ['city/', 'city', city],
      ['airport/', 'airport', airport],
      ['luggage-category/', 'luggage_category', luggage],
      ['route/', 'route', route],
    ];
    for (const [path, entity, body] of bodies) {
      const res = await call('admin', 'POST', `admin-flights/${path}`, body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(201);
      made.push([path, entity, res.json().id]);
    }
    expect(made).toHaveLength(13);
    for (const [path, entity, id] of made) {
      const rows = await history(`${path}${id}/history`);
      expect(rows.map((r) => [r.entity, r.entity_id, r.action, r.user, r.before]), path).toEqual([[entity, id, 'create', admin, null]]);
      expect(rows[0].after, path).toMatchObject(entity === 'calendar' ? { created: 1 } : { id });
    }
  });

  it('bulk operations write one row per changed row', async () => {
    const havCun = (await t.db.selectFrom('flight_routes').select('id').where('name', '=', 'HAV - CUN').executeTakeFirstOrThrow()).id;
    const cunHav = (await t.db.selectFrom('flight_routes').select('id').where('name', '=', 'CUN - HAV').executeTakeFirstOrThrow()).id;
    expect((await call('history_editor', 'POST', 'admin-flights/route/bulk-update/', { ids: [havCun, cunHav], margin_minutes: 75 })).json()).toEqual({ updated: 2 });
    for (const id of [havCun, cunHav]) {
      const [row] = await history(`route/${id}/history`);
      expect(row).toMatchObject({ action: 'bulk_update', user: editor, before: { id, margin_minutes: 60 }, after: { id, margin_minutes: 75 } });
    }
    const spare = (await call('admin', 'POST', 'admin-flights/route/', { name: 'Borrable', origin_city: await cityId(t, 'MTY'), destination_city: await cityId(t, 'SDQ') })).json();
    expect((await call('admin', 'POST', 'admin-flights/route/bulk-delete/', { ids: [spare.id] })).json()).toEqual({ deleted: 1 });
    expect((await history(`route/${spare.id}/history`)).map((r) => [r.action, r.before?.name ?? null, r.after])).toEqual([
      ['bulk_delete', 'Borrable', null],
      ['create', null, spare],
    ]);
    const sports = (await t.db.selectFrom('luggage_categories').select('id').where('name', '=', 'Equipo deportivo').executeTakeFirstOrThrow()).id;
    expect((await call('admin', 'POST', 'admin-flights/visible-luggage-category/assign/', { luggage_categories: [sports], routes: [havCun] })).json()).toEqual({ created: 1 });
    const shown = (await t.db.selectFrom('visible_luggage_categories').select('id').where('luggage_category_id', '=', sports).executeTakeFirstOrThrow()).id;
    await call('admin', 'PATCH', 'admin-flights/visible-luggage-category/update-bulk/', { ids: [shown], visible: false });
    expect((await history(`visible-luggage-category/${shown}/history`)).map((r) => [r.action, r.before, r.after?.visible])).toEqual([
      ['update_bulk', { visible: true }, false],
      ['assign', null, true],
    ]);
  });
});

describe('history lists of rules and of a departure', () => {
  it('history-flight-price-rule and history-promotion-price-rule, by rule or all of their kind', async () => {
    const rule = (await call('admin', 'POST', 'admin-flights/flight-price-rule/', { name: 'Regla con historia', kind: 'percent', value: '3' })).json();
    await call('history_margin', 'PATCH', `admin-flights/flight-price-rule/${rule.id}/`, { value: '4', priority: 2 });
    const promo = (await call('history_margin', 'POST', 'admin-flights/promotion-price-rule/', { name: 'Promo con historia', kind: 'fixed', value: '3', code: 'hist' })).json();
    const byRule = await history(`history-flight-price-rule/?rule=${rule.id}`, 'history_margin');
    expect(byRule.map((r) => [r.action, r.before?.value ?? null, r.after?.value, r.user_name])).toEqual([
      ['update', '3.00', '4.00', 'Prueba history_margin'],
      ['create', null, '3.00', 'Laura Martínez Ortega'],
    ]);
    const allRules = await history('history-flight-price-rule/?page_size=100');
    expect(allRules.every((r) => r.entity === 'flight_price_rule')).toBe(true);
    expect(allRules.map((r) => r.entity_id)).toContain(rule.id);
    expect(allRules.map((r) => r.after?.name)).not.toContain('Promo con historia');
    const promos = await history(`history-promotion-price-rule/?rule=${promo.id}`);
    expect(promos.map((r) => [r.entity, r.action, r.after?.code])).toEqual([['promotion_price_rule', 'create', 'HIST']]);
    const allPromos = await history('history-promotion-price-rule/?page_size=100');
    expect(allPromos.every((r) => r.entity === 'promotion_price_rule')).toBe(true);
    expect(allPromos.map((r) => r.after?.name)).not.toContain('Regla con historia');
  });

  it("history-subcategorys and history-subseatsagency: a departure's categories and group seats", async () => {
    const departure = (await call('admin', 'POST', 'admin-flights/subcalendar/', { flight: cu150, departure_date: '2031-07-07', capacities: [{ category: eco, capacity: 40 }] })).json().id;
    const first = await categoryId(t, 'FIRST');
    const mexico = await groupId(t, 'Mayoristas México');
    const europe = await groupId(t, 'Mercado europeo');
    const res = await call('history_editor', 'POST', 'admin-flights/dependentschedule/update_capacity_dependent_schedule/', {
      subcalendar: departure,
      capacities: [{ category: eco, capacity: 50 }, { category: first, capacity: 8 }],
      groups: [{ category: eco, agency_group: mexico, seats: 10 }, { category: eco, agency_group: europe, seats: 5 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const categories = await history(`history-subcategorys/?subcalendar=${departure}&ordering=at`);
    expect(categories.map((r) => [r.entity, r.entity_id, r.user, r.before, r.after])).toEqual([
      ['subcalendar_category', departure, editor, null, { category: first, capacity: 8, sold: 0, group_reserved: 0 }],
      ['subcalendar_category', departure, editor, { category: eco, capacity: 40 }, { category: eco, capacity: 50 }],
    ]);
    expect((await history(`history-subcategorys/?subcalendar=${departure}&category=${first}`)).map((r) => r.after?.capacity)).toEqual([8]);
    const seats = await history(`history-subseatsagency/?subcalendar=${departure}`);
    expect(seats.map((r) => [r.entity, r.after?.agency_group, r.after?.seats]).sort()).toEqual(
      [
        ['subcalendar_group_seats', europe, 5],
        ['subcalendar_group_seats', mexico, 10],
      ].sort(),
    );
    expect((await history(`history-subseatsagency/?subcalendar=${departure}&agency_group=${europe}`)).map((r) => r.after?.seats)).toEqual([5]);
    // The departure's own history holds all of it.
    expect((await history(`subcalendar/${departure}/history`)).map((r) => r.entity).sort()).toEqual(['subcalendar', 'subcalendar_category', 'subcalendar_category', 'subcalendar_group_seats', 'subcalendar_group_seats']);
    expect((await call('admin', 'GET', 'admin-flights/history-subcategorys/')).statusCode).toBe(400);
  });
});

describe('refused changes and refused readers', () => {
  it('a 400, a 403 or a 409 writes no history row', async () => {
    const rows = await historyRows();
    expect((await call('admin', 'POST', 'admin-flights/airline/', { name: 'Repetida', code: 'CU' })).statusCode).toBe(400);
    expect((await call('admin', 'PATCH', 'admin-flights/route/1/', { destination_city: 999999 })).statusCode).toBe(400);
    expect((await call('operator3', 'POST', 'admin-flights/airline/', { name: 'Ajena', code: 'AJ' })).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `admin-flights/city/${await cityId(t, 'HAV')}/`)).statusCode).toBe(409);
    expect((await call('admin', 'POST', 'admin-flights/route/bulk-delete/', { ids: [1] })).statusCode).toBe(409);
    expect(await historyRows()).toBe(rows);
  });

  it('history needs the permission of its resource', async () => {
    for (const user of ['operator3', 'commercial']) {
      for (const url of ['airline/1/history', 'route/1/history', 'subcalendar/1/history', 'history-flight-price-rule/', 'history-promotion-price-rule/', 'history-subcategorys/?subcalendar=1', 'history-subseatsagency/?subcalendar=1']) {
        expect((await call(user, 'GET', `admin-flights/${url}`)).statusCode, `${user} ${url}`).toBe(403);
      }
    }
    expect((await call('history_margin', 'GET', 'admin-flights/airline/1/history')).statusCode).toBe(403);
    expect((await call('history_margin', 'GET', 'admin-flights/flight-price-rule/1/history')).statusCode).toBe(200);
  });
});
