/**
 * Manifests (docs/api-flights.md 'Manifests', rule canSeeManifests; the XLSX also canCheckin):
 * departures with their live passengers in the caller's scope, the Manifest filters of spec §3,
 * the detail, the XLSX of one departure, refused roles, and bad ids as translated 400s.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManifestDetailRecord, ManifestRecord, ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { translate } from '../../../domain/i18n.ts';
import { caller, staff } from '../../testing/flightAdmin.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, passengersFor, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { sheetRows } from '../../testing/xlsx.ts';

const t = useTestApp();
const call = caller(t);
let fx: FlightFixture;
let dep: number;
let dep2: number;
let empty: number;
let back: number;
let cancun: ReservationDetailRecord;
let merida: ReservationDetailRecord;
let spain: ReservationDetailRecord;
const D1 = daysFromNow(12);
const D2 = daysFromNow(14);
const D3 = daysFromNow(16);
const R = daysFromNow(19);

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: ManifestRecord[];
}

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  const economy = (capacity: number) => [{ category: fx.economy, capacity }];
  dep = await addDeparture(t.db, fx, { date: D1, categories: economy(20) });
  dep2 = await addDeparture(t.db, fx, { date: D2, categories: economy(10) });
  empty = await addDeparture(t.db, fx, { date: D3, categories: economy(8) });
  back = await addDeparture(t.db, fx, { date: R, back: true, categories: economy(20) });
  const spainId = (await t.db.selectFrom('countries').select('id').where('code', '=', 'ES').executeTakeFirstOrThrow()).id;
  const family = passengersFor({ adults: 2, children: 1 }, D1);
  family[0] = { ...family[0], first_name: 'Zoraida', middle_name: 'Inés', last_name: 'Quintero', passport: 'ZQ1000001', gender: 'female', nationality: spainId };
  const ok = async (user: string, selection: Parameters<typeof book>[2], departure: string, passengers?: ReturnType<typeof passengersFor>) => {
    const res = await book(t.app, await t.auth(user), selection, { departure, passengers });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ReservationDetailRecord>();
  };
  cancun = await ok('operator3', { outbound: dep, inbound: back, category: fx.economy, adults: 2, children: 1 }, D1, family);
  merida = await ok('operator3b', { outbound: dep, category: fx.economy, adults: 1 }, D1);
  spain = await ok('operator2b', { outbound: dep2, category: fx.economy, adults: 1 }, D2);
  // A cancelled booking's passengers leave the manifest.
  const gone = await ok('operator3b', { outbound: dep, category: fx.economy, adults: 1 }, D1);
  expect((await call('operator3b', 'POST', `flights/reservation/${gone.id}/cancel/`, {})).statusCode).toBe(200);
  // The first passenger of Cancún checks in.
  await call('coordinator', 'POST', 'flights/reservation/change-checkin-status/', { subcalendar: dep, checkin_status: 'open' });
  expect((await call('coordinator', 'POST', 'flights/reservation/checkin/', { passengers: [cancun.passengers[0].id], subcalendar: dep })).statusCode).toBe(200);
  await staff(t, 'mf_l1', 'admin', ['Flight View', 'Accounting View']);
  await staff(t, 'mf_flightonly', 'admin', ['Flight View']);
  await t.createUser({ username: 'mf_spain', type: 'admin', agency: 'Viajes Sol de España', groups: ['Flight Managment'] });
});

async function list(user: string, query: string): Promise<Page> {
  const res = await call(user, 'GET', `flights/manifests/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}
const ids = (page: Page) => page.results.map((r) => r.id);

describe('GET flights/manifests/', () => {
  it('answers the spec’s Manifest fields with live passengers and free seats', async () => {
    const page = await list('admin', `origin=${fx.originCityId}`);
    expect(page.count).toBe(3);
    expect(page.results[0]).toEqual({
      id: dep,
      flight: fx.flightId,
      flight_number: `T${fx.flightId}`,
      date: D1,
      origin: 'Origen de prueba',
      destination: 'Destino de prueba',
      time_departure: '10:00:00',
      time_arrival: '23:59:00',
      count_available: 20 - 4,
      passengers: 4,
      state: 'open',
      is_edifact: true,
      checkin_closed: false,
    });
    // dep2 and the empty departure are 'closed' because their check-in never opened: not closed yet.
    expect(page.results.map((r) => [r.id, r.passengers, r.count_available, r.state, r.is_edifact, r.checkin_closed])).toEqual([
      [dep, 4, 16, 'open', true, false],
      [dep2, 1, 9, 'closed', true, false],
      [empty, 0, 8, 'closed', false, false],
    ]);
  });

  it('says checkin_closed once check-in was closed by hand, and not after it opens again (issue 8)', async () => {
    const change = async (checkin_status: string) =>
      t.app.inject({ method: 'POST', url: '/api/flights/reservation/change-checkin-status/', headers: await t.auth('coordinator'), payload: { subcalendar: dep, checkin_status } });
    const closed = async () => (await list('admin', `origin=${fx.originCityId}`)).results.find((r) => r.id === dep)?.checkin_closed;
    expect((await change('closed')).statusCode).toBe(200);
    expect(await closed()).toBe(true);
    expect((await change('open')).statusCode).toBe(200);
    expect(await closed()).toBe(false);
  });

  it('filters by flight number, departure date range, origin and destination', async () => {
    const cases: [string, number[]][] = [
      [`origin=${fx.originCityId}`, [dep, dep2, empty]],
      [`origin=${fx.destinationCityId}`, [back]],
      [`destination=${fx.originCityId}`, [back]],
      [`destination=${fx.destinationCityId}&date_start=${D2}`, [dep2, empty]],
      [`destination=${fx.destinationCityId}&date_end=${D2}`, [dep, dep2]],
      [`origin=${fx.originCityId}&date_start=${D2}&date_end=${D2}`, [dep2]],
      [`origin=${fx.originCityId}&date_start=${R}`, []],
      [`flight_number=t${fx.returnFlightId}&date_start=${R}&date_end=${R}`, [back]],
      [`flight_number=T${fx.flightId}&destination=${fx.originCityId}`, []],
    ];
    for (const [query, expected] of cases) expect(ids(await list('admin', query)), query).toEqual(expected);
  });

  it('orders and pages', async () => {
    expect(ids(await list('admin', `origin=${fx.originCityId}&ordering=-date`))).toEqual([empty, dep2, dep]);
    const second = await list('admin', `origin=${fx.originCityId}&page_size=2&page=2`);
    expect([second.count, ids(second), second.next]).toEqual([3, [empty], null]);
    expect(second.previous).toMatch(/page=1/);
    expect((await call('admin', 'GET', `flights/manifests/?origin=${fx.originCityId}&page=3&page_size=2`)).statusCode).toBe(404);
  });

  it('lets admins of the first level with flight and accounting permissions, or Flight Managment, in; refuses the rest', async () => {
    expect(ids(await list('mf_l1', `origin=${fx.originCityId}`))).toEqual([dep, dep2, empty]);
    for (const user of ['operator3', 'operator2', 'coordinator', 'commercial', 'accounting', 'seller2', 'mf_flightonly']) {
      expect((await call(user, 'GET', 'flights/manifests/')).statusCode, user).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/flights/manifests/' })).statusCode).toBe(401);
  });

  it('refuses an admin below the first level even with Flight Managment: a provider operation (issue 7)', async () => {
    expect((await call('mf_spain', 'GET', `flights/manifests/?origin=${fx.originCityId}`)).statusCode).toBe(403);
    expect((await call('mf_spain', 'GET', `flights/${dep}/manifest/`)).statusCode).toBe(403);
  });

  it('refuses bad filters with a translated 400', async () => {
    const res = await call('admin', 'GET', 'flights/manifests/?date_start=ayer&origin=x', undefined, 'en');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['date_start', 'origin']);
    expect(res.json().date_start).toEqual([translate('en', 'validation.invalid_date')]);
  });
});

describe('GET flights/{id}/manifest/', () => {
  it('lists the departure’s passengers by locator with documents and check-in status', async () => {
    const res = await call('admin', 'GET', `flights/${dep}/manifest/`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<ManifestDetailRecord>();
    expect(detail).toMatchObject({ id: dep, passengers: 4, state: 'open' });
    const rows = detail.passengers_list.map((p) => [p.locator, p.last_name, p.type, p.checkin_status]);
    const expected = [
      ...cancun.passengers.map((p, i) => [cancun.locator, p.last_name, p.type, i === 0 ? 'checked_in' : 'pending']),
      [merida.locator, merida.passengers[0].last_name, 'adult', 'pending'],
    ];
    expect(rows).toEqual(cancun.locator < merida.locator ? expected : [expected[3], ...expected.slice(0, 3)]);
    const zoraida = detail.passengers_list.find((p) => p.passport === 'ZQ1000001');
    expect(zoraida).toEqual({
      id: cancun.passengers[0].id,
      locator: cancun.locator,
      agency_name: 'Agencia Cancún Travel',
      first_name: 'Zoraida',
      middle_name: 'Inés',
      last_name: 'Quintero',
      type: 'adult',
      passport: 'ZQ1000001',
      nationality: 'España',
      date_of_birth: cancun.passengers[0].date_of_birth,
      gender: 'female',
      checkin_status: 'checked_in',
    });
    expect(detail.passengers_list.map((p) => p.locator)).not.toContain(spain.locator);
  });

  it('answers 404 for an unknown departure, 400 for a bad id, 403 for refused roles', async () => {
    expect((await call('admin', 'GET', 'flights/999999/manifest/')).statusCode).toBe(404);
    const bad = await call('admin', 'GET', 'flights/abc/manifest/', undefined, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ subcalendar: [translate('en', 'validation.invalid_number')] });
    expect((await call('operator3', 'GET', `flights/${dep}/manifest/`)).statusCode).toBe(403);
    expect((await call('coordinator', 'GET', `flights/${dep}/manifest/`)).statusCode).toBe(403);
  });
});

describe('GET flights/manifest/export/', () => {
  it('streams the departure’s passengers as XLSX, headers in the request language', async () => {
    const res = await call('coordinator', 'GET', `flights/manifest/export/?subcalendar_id=${dep}`, undefined, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="manifiesto-T${fx.flightId}-${D1}.xlsx"`);
    const all = await sheetRows(res.rawPayload);
    // A header block says which departure the sheet is: flight, day (an Excel date), route.
    expect(all[0]).toEqual(['Flight', `T${fx.flightId}`]);
    expect(all[1].slice(0, 2)).toEqual(['Date', new Date(`${D1}T00:00:00Z`)]);
    expect(all[2][0]).toBe('Route');
    expect(all[2][1]).toMatch(/^Origen de prueba \(\w+\) - .+ \(\w+\)$/);
    const rows = all.slice(3);
    expect(rows[0]).toEqual(['No.', 'Locator', 'Agency', 'Last name', 'First name', 'Middle name', 'Passenger type', 'Gender', 'Date of birth', 'Nationality', 'Passport', 'Check-in']);
    expect(rows).toHaveLength(1 + 4);
    const zoraida = rows.find((r) => r[10] === 'ZQ1000001');
    expect(zoraida?.slice(1)).toEqual([cancun.locator, 'Agencia Cancún Travel', 'Quintero', 'Zoraida', 'Inés', 'Adult', 'Female', new Date(`${cancun.passengers[0].date_of_birth}T00:00:00Z`), 'Spain', 'ZQ1000001', 'Checked in']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([1, 2, 3, 4]);
    expect(rows.slice(1).map((r) => r[1]).sort()).toEqual([cancun.locator, cancun.locator, cancun.locator, merida.locator].sort());
    expect(rows.find((r) => r[6] === 'Child')?.[11]).toBe('Pending');
  });

  it('accepts subschedule_id, answers in Spanish by default and writes an empty sheet for an empty departure', async () => {
    const res = await call('admin', 'GET', `flights/manifest/export/?subschedule_id=${dep2}`);
    expect(res.statusCode).toBe(200);
    const rows = (await sheetRows(res.rawPayload)).slice(3);
    expect(rows.map((r) => r[1])).toEqual(['Localizador', spain.locator]);
    const none = await sheetRows((await call('admin', 'GET', `flights/manifest/export/?subcalendar_id=${empty}`)).rawPayload);
    expect(none.map((r) => r[0])).toEqual(['Vuelo', 'Fecha', 'Ruta', 'N.º']);
  });

  it('answers 404 for an unknown departure and a translated 400 for a bad or missing id', async () => {
    expect((await call('admin', 'GET', 'flights/manifest/export/?subcalendar_id=999999')).statusCode).toBe(404);
    const es = await call('admin', 'GET', 'flights/manifest/export/?subcalendar_id=abc');
    expect(es.statusCode).toBe(400);
    const en = await call('admin', 'GET', 'flights/manifest/export/?subcalendar_id=abc', undefined, 'en');
    expect(en.statusCode).toBe(400);
    expect(es.json().subcalendar_id).toEqual([translate('es', 'validation.invalid_number')]);
    expect(en.json().subcalendar_id).toEqual([translate('en', 'validation.invalid_number')]);
    const missing = await call('admin', 'GET', 'flights/manifest/export/', undefined, 'en');
    expect(missing.json()).toEqual({ subcalendar_id: [translate('en', 'validation.required')] });
  });

  it('refuses roles without canCheckin or canSeeManifests', async () => {
    for (const user of ['operator3', 'operator2', 'commercial', 'seller2', 'mf_flightonly']) {
      expect((await call(user, 'GET', `flights/manifest/export/?subcalendar_id=${dep}`)).statusCode, user).toBe(403);
    }
    expect((await call('accounting', 'GET', `flights/manifest/export/?subcalendar_id=${dep}`)).statusCode).toBe(200);
  });
});
