/**
 * Flight availability (docs/api-flights.md 'Availability', rule canSeeFlightAvailability with the
 * setting flight_availability_hidden_operator_ids): seats per departure, category and agency group
 * after real bookings, the filters, pages, the XLSX, the setting and refused roles.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import type { AvailabilityRecord } from '../../../domain/records/flightBooking.ts';
import { caller } from '../../testing/flightAdmin.ts';
import { addDeparture, book, createFlightFixture, createGroup, daysFromNow, type FlightFixture, type Selection } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);
let fx: FlightFixture;
let depA: number;
let depA2: number;
let depB: number;
let group: number;
let groupName: string;
let names: { economy: string; premium: string };
let hidden: number;
const D1 = daysFromNow(30);
const D2 = daysFromNow(33);
const D3 = daysFromNow(36);

interface Page {
  count: number;
  next: string | null;
  results: AvailabilityRecord[];
}

const setHidden = (value: unknown) => t.db.updateTable('configurations').set({ value: JSON.stringify(value) }).where('key', '=', 'flight_availability_hidden_operator_ids').execute();

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  group = await createGroup(t.db, 'Grupo Caribe Sur', [await t.agencyId('Agencia Cancún Travel')]);
  groupName = (await t.db.selectFrom('agency_groups').select('name').where('id', '=', group).executeTakeFirstOrThrow()).name;
  const category = async (id: number) => (await t.db.selectFrom('seat_categories').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
  names = { economy: await category(fx.economy), premium: await category(fx.premium) };
  depA = await addDeparture(t.db, fx, { date: D1, categories: [{ category: fx.economy, capacity: 10, groups: [{ group, seats: 4 }] }, { category: fx.premium, capacity: 5 }] });
  depB = await addDeparture(t.db, fx, { date: D2, back: true, categories: [{ category: fx.economy, capacity: 7 }] });
  depA2 = await addDeparture(t.db, fx, { date: D3, categories: [{ category: fx.economy, capacity: 6 }] });
  const ok = async (user: string, selection: Selection) => {
    const res = await book(t.app, await t.auth(user), selection, { departure: D1 });
    expect(res.statusCode, res.body).toBe(201);
  };
  // Cancún belongs to the group: its seats come from the group first, then from the general pool.
  await ok('operator3', { outbound: depA, category: fx.economy, adults: 3 });
  await ok('operator3', { outbound: depA, category: fx.economy, adults: 2 });
  // Mérida does not: the pool; an infant takes no seat.
  await ok('operator3b', { outbound: depA, category: fx.economy, adults: 2, infants: 1 });
  await ok('operator2', { outbound: depA, category: fx.premium, adults: 1 });
  hidden = (await t.createUser({ username: 'av_hidden', type: 'operator', agency: 'Turismo Azul México', groups: ['Flight Availability Managment'] })).id;
  await t.createUser({ username: 'av_seen', type: 'operator', agency: 'Turismo Azul México', groups: ['Flight Availability Managment'] });
});

async function list(user: string, query: string, path = 'flights/availability/v2/'): Promise<Page> {
  const res = await call(user, 'GET', `${path}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}
const keys = (page: Page) => page.results.map((r) => [r.subcalendar, r.category]);

describe('GET flights/availability/v2/', () => {
  it('counts capacity, general-pool sold, group seats and free seats after real bookings', async () => {
    const page = await list('admin', `origin=${fx.originCityId}&date_end=${D1}`);
    expect(page.count).toBe(2);
    const [economy, premium] = page.results;
    expect(economy).toEqual({
      id: expect.any(Number),
      subcalendar: depA,
      flight_number: `T${fx.flightId}`,
      departure_date: D1,
      departure_time: '10:00:00',
      origin: 'Origen de prueba',
      destination: 'Destino de prueba',
      schedule_status: 'active',
      category: fx.economy,
      category_name: names.economy,
      capacity: 10,
      sold: 3,
      group_reserved: 4,
      free: 3,
      groups: [{ agency_group: group, name: groupName, seats: 4, sold: 4, free: 0 }],
    });
    expect(premium).toMatchObject({ subcalendar: depA, category: fx.premium, capacity: 5, sold: 1, group_reserved: 0, free: 4, groups: [] });
    const stored = await t.db.selectFrom('subcalendar_categories').select(['sold', 'group_reserved']).where('subcalendar_id', '=', depA).where('category_id', '=', fx.economy).executeTakeFirstOrThrow();
    expect(stored).toEqual({ sold: 3, group_reserved: 4 });
  });

  it('filters by dates, origin, destination, category and flight number; orders and pages', async () => {
    const cases: [string, number[][]][] = [
      [`origin=${fx.originCityId}`, [[depA, fx.economy], [depA, fx.premium], [depA2, fx.economy]]],
      [`origin=${fx.destinationCityId}`, [[depB, fx.economy]]],
      [`destination=${fx.originCityId}`, [[depB, fx.economy]]],
      [`destination=${fx.destinationCityId}&date_start=${D2}`, [[depA2, fx.economy]]],
      [`origin=${fx.originCityId}&date_start=${D1}&date_end=${D1}&category=${fx.premium}`, [[depA, fx.premium]]],
      [`origin=${fx.originCityId}&date_start=${D2}&date_end=${D2}`, []],
      [`flight_number=t${fx.returnFlightId}&date_start=${D2}&date_end=${D2}`, [[depB, fx.economy]]],
    ];
    for (const [query, expected] of cases) expect(keys(await list('admin', query)), query).toEqual(expected);
    expect(keys(await list('admin', `origin=${fx.originCityId}&ordering=-departure_date`))[0]).toEqual([depA2, fx.economy]);
    expect(keys(await list('admin', `origin=${fx.originCityId}&date_end=${D1}&ordering=-category`))).toEqual([[depA, fx.premium], [depA, fx.economy]]);
    const second = await list('admin', `origin=${fx.originCityId}&page_size=2&page=2`, 'flights/availability/');
    expect([second.count, keys(second), second.next]).toEqual([3, [[depA2, fx.economy]], null]);
  });

  it('refuses bad filters with a translated 400', async () => {
    const es = await call('admin', 'GET', 'flights/availability/v2/?date_start=mañana&category=0');
    expect(es.statusCode).toBe(400);
    expect(es.json().date_start).toEqual([translate('es', 'validation.invalid_date')]);
    expect(Object.keys(es.json()).sort()).toEqual(['category', 'date_start']);
    const en = await call('admin', 'GET', 'flights/availability/v2/?origin=abc', undefined, 'en');
    expect(en.json()).toEqual({ origin: [translate('en', 'validation.invalid_number')] });
  });
});

describe('who sees availability', () => {
  const paths = ['flights/availability/v2/', 'flights/availability/', 'flights/availability/export/'];
  const status = async (user: string, path: string) => (await call(user, 'GET', `${path}?origin=${fx.originCityId}`)).statusCode;

  it('hides it from the operators listed in the setting only', async () => {
    for (const path of paths) expect([await status('av_hidden', path), await status('av_seen', path)], path).toEqual([200, 200]);
    await setHidden([hidden, 999_999]);
    for (const path of paths) expect([await status('av_hidden', path), await status('av_seen', path), await status('admin', path)], path).toEqual([403, 200, 200]);
    // Ids written as strings count too.
    await setHidden([String(hidden)]);
    expect(await status('av_hidden', paths[0])).toBe(403);
    await setHidden([]);
    expect(await status('av_hidden', paths[0])).toBe(200);
  });

  it('ignores a setting that is not a list of ids instead of failing', async () => {
    try {
      for (const value of ['12, 13', { ids: [hidden] }, null]) {
        await setHidden(value);
        expect([await status('av_hidden', paths[0]), await status('av_seen', paths[0])], JSON.stringify(value)).toEqual([200, 200]);
      }
      // A list kept as JSON text still hides.
      await setHidden(`[${hidden}]`);
      expect([await status('av_hidden', paths[0]), await status('av_seen', paths[0])]).toEqual([403, 200]);
    } finally {
      await setHidden([]);
    }
  });

  it('refuses users without Flight Availability Managment', async () => {
    for (const user of ['operator3', 'operator2', 'coordinator', 'commercial', 'accounting', 'seller2']) {
      expect(await status(user, paths[0]), user).toBe(403);
      expect(await status(user, paths[2]), user).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/flights/availability/v2/' })).statusCode).toBe(401);
  });
});

describe('GET flights/availability/export/', () => {
  it('streams one row per departure and category and one per group holding seats', async () => {
    const res = await call('av_seen', 'GET', `flights/availability/export/?origin=${fx.originCityId}&date_end=${D1}`, undefined, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="disponibilidad-vuelos-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Availability');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push(Array.from({ length: 14 }, (_, i) => row.getCell(i + 1).value ?? null)));
    // The day is a real Excel date and the status its label in the request's language (issue 8).
    const base = (category: string, numbers: number[]) => [new Date(`${D1}T00:00:00Z`), '10:00:00', `T${fx.flightId}`, 'Origen de prueba', 'Destino de prueba', 'Active', category, ...numbers];
    expect(rows).toEqual([
      ['Departure', 'Time', 'Flight', 'Origin', 'Destination', 'Status', 'Category', 'Capacity', 'Sold (general pool)', 'Held for groups', 'Free (general pool)', 'Agency group', 'Group seats', 'Group sold'],
      [...base(names.economy, [10, 3, 4, 3]), null, null, null],
      [...base(names.economy, [10, 3, 4, 3]), groupName, 4, 4],
      [...base(names.premium, [5, 1, 0, 4]), null, null, null],
    ]);
  });
});
