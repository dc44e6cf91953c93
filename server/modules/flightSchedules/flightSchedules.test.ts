import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import { caller, categoryId, cityId, FLIGHT_TABLES, flightId } from '../../testing/flightAdmin.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);
let cu150: number;
let eco: number;
let first: number;

beforeAll(async () => {
  cu150 = await flightId(t, 'CU150');
  eco = await categoryId(t, 'ECO');
  first = await categoryId(t, 'FIRST');
});

interface Departure {
  id: number;
  departure_date: string;
  departure_time: string;
  arrival_date: string;
  arrival_time: string;
  checkin_time: string;
  categories: { category: number; capacity: number }[];
  [key: string]: unknown;
}

async function departuresOf(calendar: number): Promise<Departure[]> {
  const res = await call('admin', 'GET', `admin-flights/subcalendar/?calendar=${calendar}&page_size=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

describe('calendars generate their departures', () => {
  let calendar: number;

  it('one departure per date of the range on the weekdays, arrival rolled over midnight, capacity per category', async () => {
    const res = await call('admin', 'POST', `admin-flights/flight/${cu150}/add_schedule/`, {
      start_date: '2030-03-04',
      end_date: '2030-03-17',
      weekdays: [3, 1],
      departure_time: '23:30',
      arrival_time: '00:50',
      checkin_minutes_before: 180,
      capacities: [
        { category: eco, capacity: 100 },
        { category: first, capacity: 8 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    calendar = body.id;
    expect(body).toMatchObject({ flight: cu150, flight_number: 'CU150', weekdays: [1, 3], departure_time: '23:30', arrival_time: '00:50', created: 4, skipped: [], departures: 4, sold: 0, status: 'active' });
    expect(body.capacities).toEqual([
      { category: eco, category_name: 'Económica', capacity: 100 },
      { category: first, category_name: 'Primera Clase', capacity: 8 },
    ]);
    const route = (await t.db.selectFrom('flights as f').innerJoin('flight_routes as r', 'r.id', 'f.route_id').select(['r.price_adult', 'r.price_infant_oi']).where('f.id', '=', cu150).executeTakeFirstOrThrow());
    expect(body.price_adult).toBe(route.price_adult);
    const list = await departuresOf(calendar);
    expect(list.map((d) => [d.departure_date, d.arrival_date, d.departure_time, d.arrival_time, d.checkin_time])).toEqual([
      ['2030-03-04', '2030-03-05', '23:30', '00:50', '20:30'],
      ['2030-03-06', '2030-03-07', '23:30', '00:50', '20:30'],
      ['2030-03-11', '2030-03-12', '23:30', '00:50', '20:30'],
      ['2030-03-13', '2030-03-14', '23:30', '00:50', '20:30'],
    ]);
    expect(list[0]).toMatchObject({ flight: cu150, calendar, flight_number: 'CU150', schedule_status: 'active', blocked: false, seats_total_capacity: 108, seats_total_sales: 0, seats_available: 108, price_infant_oi: route.price_infant_oi });
    expect(list[0].categories.map((c) => [c.category, c.capacity])).toEqual([
      [eco, 100],
      [first, 8],
    ]);
    const history = await call('admin', 'GET', `admin-flights/schedule/${calendar}/history`);
    expect(history.json().results[0]).toMatchObject({ entity: 'calendar', entity_id: calendar, action: 'create', user_name: 'Laura Martínez Ortega', before: null, after: { created: 4 } });
  });

  it('skips the dates on which the flight already departs (POST schedule/ with the flight in the body)', async () => {
    const res = await call('admin', 'POST', 'admin-flights/schedule/', { flight: cu150, start_date: '2030-03-10', end_date: '2030-03-20', weekdays: [3], capacities: [{ category: eco, capacity: 50 }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ created: 1, skipped: ['2030-03-13'], departure_time: '08:30' });
    const [only] = await departuresOf(res.json().id);
    expect(only).toMatchObject({ departure_date: '2030-03-20', arrival_date: '2030-03-20', departure_time: '08:30', arrival_time: '09:50' });
    expect((await call('admin', 'DELETE', 'admin-flights/schedule/bulk-delete-schedule/', { ids: [res.json().id] })).json()).toEqual({ deleted: 1 });
    expect((await call('admin', 'GET', `admin-flights/subcalendar/${only.id}/`)).statusCode).toBe(404);
  });

  it('an edit adds and removes departures to match and moves the times of the kept ones', async () => {
    const res = await call('admin', 'PATCH', `admin-flights/schedule/${calendar}/`, { weekdays: [1], end_date: '2030-03-24', departure_time: '10:00', arrival_time: '11:20' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, removed: 2, departures: 3, weekdays: [1], end_date: '2030-03-24', departure_time: '10:00' });
    expect((await departuresOf(calendar)).map((d) => [d.departure_date, d.arrival_date, d.departure_time, d.checkin_time])).toEqual([
      ['2030-03-04', '2030-03-04', '10:00', '07:00'],
      ['2030-03-11', '2030-03-11', '10:00', '07:00'],
      ['2030-03-18', '2030-03-18', '10:00', '07:00'],
    ]);
    // The same through the flight's path, which must name a calendar of that flight.
    const viaFlight = await call('admin', 'PATCH', `admin-flights/flight/${cu150}/schedule/`, { calendar, status: 'closed' });
    expect(viaFlight.json()).toMatchObject({ status: 'closed', created: 0, removed: 0 });
    expect((await departuresOf(calendar)).every((d) => d.schedule_status === 'closed')).toBe(true);
    const other = await flightId(t, 'CU151');
    const wrong = await call('admin', 'PATCH', `admin-flights/flight/${other}/schedule/`, { calendar, status: 'active' }, 'en');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ calendar: ['The calendar does not belong to this flight.'] });
  });

  it('refuses to remove a departure with sold seats or to delete its calendar: 409, nothing changed', async () => {
    const [, sold] = await departuresOf(calendar);
    await t.db.updateTable('subcalendar_categories').set({ sold: 2 }).where('subcalendar_id', '=', sold.id).where('category_id', '=', eco).execute();
    const before = await digest(t.db, FLIGHT_TABLES);
    const edit = await call('admin', 'PATCH', `admin-flights/schedule/${calendar}/`, { weekdays: [3] }, 'en');
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ code: 'seats_sold', detail: translate('en', 'api.seats_sold', { dates: '2030-03-11 CU150' }) });
    const remove = await call('admin', 'DELETE', `admin-flights/schedule/${calendar}/`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().code).toBe('seats_sold');
    expect((await call('admin', 'DELETE', 'admin-flights/schedule/bulk-delete-schedule/', { ids: [calendar] })).statusCode).toBe(409);
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    await t.db.updateTable('subcalendar_categories').set({ sold: 0 }).where('subcalendar_id', '=', sold.id).execute();
    expect((await call('admin', 'DELETE', `admin-flights/schedule/${calendar}/`)).statusCode).toBe(204);
    expect(await departuresOf(calendar)).toEqual([]);
    expect((await call('admin', 'GET', `admin-flights/schedule/${calendar}/`)).statusCode).toBe(404);
    const history = await t.db.selectFrom('admin_history').select(['entity', 'action']).where('entity', '=', 'subcalendar').where('entity_id', '=', sold.id).execute();
    expect(history).toContainEqual({ entity: 'subcalendar', action: 'delete' });
  });

  it('bad calendars are 400 in the request language and change nothing', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    const cases: [object, Record<string, string[]>][] = [
      [{ start_date: '2030-05-10', end_date: '2030-05-01', weekdays: [1], capacities: [{ category: eco, capacity: 1 }] }, { end_date: [translate('en', 'validation.date_order')] }],
      [{ start_date: '2030-01-01', end_date: '2032-06-01', weekdays: [1], capacities: [{ category: eco, capacity: 1 }] }, { end_date: [translate('en', 'validation.calendar_too_long', { days: 731 })] }],
      [{ start_date: '2030-05-01', end_date: '2030-05-10', weekdays: [0, 8], capacities: [] }, { 'weekdays.0': [translate('en', 'validation.too_small', { min: 1 })], 'weekdays.1': [translate('en', 'validation.too_big', { max: 7 })], capacities: [translate('en', 'validation.required')] }],
      [{ start_date: '2030-05-01', end_date: '2030-05-10', weekdays: [1], departure_time: '25:00', capacities: [{ category: eco, capacity: 1 }, { category: eco, capacity: 2 }] }, { departure_time: [translate('en', 'validation.invalid_time')], capacities: [translate('en', 'validation.duplicate_items')] }],
      [{ start_date: '2030-05-01', end_date: '2030-05-10', weekdays: [1], capacities: [{ category: 999999, capacity: 1 }] }, { capacities: [translate('en', 'validation.unknown_ids', { ids: '999999' })] }],
    ];
    for (const [body, errors] of cases) {
      const res = await call('admin', 'POST', `admin-flights/flight/${cu150}/add_schedule/`, body, 'en');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    const es = await call('admin', 'POST', `admin-flights/flight/${cu150}/add_schedule/`, { start_date: 'mañana' });
    expect(es.json()).toMatchObject({ start_date: ['Introduzca una fecha válida (AAAA-MM-DD).'], end_date: ['Este campo es obligatorio.'] });
    expect((await call('admin', 'POST', 'admin-flights/flight/999999/add_schedule/', { start_date: '2030-05-01', end_date: '2030-05-02', weekdays: [1], capacities: [{ category: eco, capacity: 1 }] })).statusCode).toBe(404);
    expect((await call('admin', 'POST', 'admin-flights/schedule/', { flight: 999999, start_date: '2030-05-01', end_date: '2030-05-02', weekdays: [1], capacities: [{ category: eco, capacity: 1 }] })).json()).toEqual({ flight: ['Seleccione una opción válida.'] });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });
});

describe('departures', () => {
  it('lists them with the Flight calendar filter', async () => {
    const hav = await cityId(t, 'HAV');
    const cun = await cityId(t, 'CUN');
    const today = new Date().toISOString().slice(0, 10);
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const window = `schedule_start=${today}&schedule_end=${inTwoWeeks}&page_size=100`;
    const oneWay = (await call('admin', 'GET', `admin-flights/subcalendar/?origin_city=${hav}&destination_city=${cun}&${window}`)).json();
    expect(oneWay.count).toBeGreaterThanOrEqual(7);
    expect(new Set(oneWay.results.map((d: Departure) => d.flight_number))).toEqual(new Set(['CU150']));
    expect(oneWay.results.every((d: Departure) => d.departure_date >= today && d.departure_date <= inTwoWeeks && d.origin_city_name === 'La Habana')).toBe(true);
    const roundTrip = (await call('admin', 'GET', `admin-flights/subcalendar/?origin_city=${hav}&destination_city=${cun}&type_flight=round_trip&${window}`)).json();
    expect(new Set(roundTrip.results.map((d: Departure) => d.flight_number))).toEqual(new Set(['CU150', 'CU151']));
    const byNumber = (await call('admin', 'GET', `admin-flights/subcalendar/?flight_number=cu15&${window}&ordering=-departure_date`)).json();
    expect(byNumber.count).toBe(roundTrip.count);
    const dates = byNumber.results.map((d: Departure) => d.departure_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const airline = (await t.db.selectFrom('airlines').select('id').where('code', '=', 'MQ').executeTakeFirstOrThrow()).id;
    const mq = (await call('admin', 'GET', `admin-flights/subcalendar/?airline=${airline}&${window}`)).json();
    expect(mq.results.every((d: Departure) => String(d.flight_number).startsWith('MQ'))).toBe(true);
    const some = oneWay.results.slice(0, 2).map((d: Departure) => d.id);
    expect((await call('admin', 'GET', `admin-flights/subcalendar/?id__in=${some.join(',')}`)).json().count).toBe(2);
    expect((await call('admin', 'GET', `admin-flights/subcalendar/?active=false&${window}`)).json().count).toBe(0);
    const page = (await call('admin', 'GET', `admin-flights/subcalendar/?schedule_start=${today}&page_size=5&page=2`)).json();
    expect(page).toMatchObject({ page: 2, previous: expect.stringContaining('page=1') });
  });

  it('schedule_only edits one departure; the arrival date follows the new times', async () => {
    const [id] = (await departuresOf((await t.db.selectFrom('flight_calendars').select('id').where('flight_id', '=', cu150).orderBy('id').executeTakeFirstOrThrow()).id)).map((d) => d.id);
    const res = await call('admin', 'PATCH', `admin-flights/flights/schedule/${id}/schedule_only/`, { departure_time: '23:00', arrival_time: '00:20', blocked: true, flight_number: 'cu950', price_adult: '199.90' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ departure_time: '23:00', arrival_time: '00:20', blocked: true, flight_number: 'CU950', price_adult: '199.90' });
    const nextDay = new Date(Date.parse(`${body.departure_date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(body.arrival_date).toBe(nextDay);
    const again = await call('admin', 'PATCH', `admin-flights/subcalendar/${id}/`, { schedule_status: 'cancelled', blocked: false });
    expect(again.json()).toMatchObject({ schedule_status: 'cancelled', blocked: false, departure_time: '23:00' });
    const history = (await call('admin', 'GET', `admin-flights/subcalendar/${id}/history`)).json().results;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'update']);
    expect(history[1].before.flight_number).toBe('CU150');
    expect(history[1].after.flight_number).toBe('CU950');
    const bad = await call('admin', 'PATCH', `admin-flights/subcalendar/${id}/`, { arrival_date: '2000-01-01', schedule_status: 'gone' }, 'en');
    expect(bad.json()).toEqual({ schedule_status: [translate('en', 'validation.invalid_choice')] });
    expect((await call('admin', 'PATCH', `admin-flights/subcalendar/${id}/`, { arrival_date: '2000-01-01' }, 'en')).json()).toEqual({ arrival_date: [translate('en', 'validation.date_order')] });
  });

  it('adds one departure outside any calendar, once per date', async () => {
    const body = { flight: cu150, departure_date: '2031-01-06', capacities: [{ category: eco, capacity: 40 }] };
    const res = await call('admin', 'POST', 'admin-flights/subcalendar/', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ calendar: null, departure_date: '2031-01-06', departure_time: '08:30', arrival_time: '09:50', seats_total_capacity: 40 });
    const twice = await call('admin', 'POST', 'admin-flights/subcalendar/', body, 'en');
    expect(twice.json()).toEqual({ departure_date: ['The flight already departs on that date.'] });
    expect((await call('admin', 'DELETE', `admin-flights/subcalendar/${res.json().id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `admin-flights/subcalendar/${res.json().id}/`)).statusCode).toBe(404);
  });
});
