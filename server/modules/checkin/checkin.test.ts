import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckinDepartureRecord, ManifestDetailRecord, ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
let fx: FlightFixture;
let dep: number;
let back: number;
let cancun: ReservationDetailRecord;
let merida: ReservationDetailRecord;
const D = daysFromNow(15);
const R = daysFromNow(18);

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  dep = await addDeparture(t.db, fx, { date: D, categories: [{ category: fx.economy, capacity: 20 }] });
  back = await addDeparture(t.db, fx, { date: R, back: true, categories: [{ category: fx.economy, capacity: 20 }] });
  const one = await book(t.app, await t.auth('operator3'), { outbound: dep, inbound: back, category: fx.economy, adults: 2, infants: 1 }, { departure: D });
  cancun = one.json();
  const two = await book(t.app, await t.auth('operator3b'), { outbound: dep, category: fx.economy, adults: 1 }, { departure: D });
  merida = two.json();
  // A cancelled booking's passengers are not on the departure any more.
  const gone = await book(t.app, await t.auth('operator3b'), { outbound: dep, category: fx.economy, adults: 1 }, { departure: D });
  await t.app.inject({ method: 'POST', url: `/api/flights/reservation/${gone.json().id}/cancel/`, headers: await t.auth('operator3b'), payload: {} });
});

async function post(user: string, path: string, payload: object, lang = 'es') {
  return t.app.inject({ method: 'POST', url: `/api/flights/reservation/${path}/`, headers: { ...(await t.auth(user)), 'accept-language': lang }, payload });
}

describe('check-in', () => {
  it('lists the day’s departures with passengers and checked-in counts (rule canCheckin)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/flights/checkin/?date=${D}&origin=${fx.originCityId}`, headers: await t.auth('coordinator') });
    expect(res.statusCode).toBe(200);
    const [row] = res.json<{ results: CheckinDepartureRecord[] }>().results;
    expect(row).toMatchObject({ id: dep, passengers: 4, checked_in: 0, checkin_status: 'closed', departure_date: D });
    for (const user of ['operator3', 'commercial', 'seller2']) {
      expect((await t.app.inject({ method: 'GET', url: '/api/flights/checkin/', headers: await t.auth(user) })).statusCode, user).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/flights/checkin/', headers: await t.auth('accounting') })).statusCode).toBe(200);
  });

  it('checks in only while the departure is open, once per passenger and departure', async () => {
    const ids = cancun.passengers.map((p) => p.id);
    const closed = await post('coordinator', 'checkin', { passengers: ids }, 'en');
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ detail: 'Check-in for this departure is closed.', code: 'checkin_closed' });

    const open = await post('coordinator', 'change-checkin-status', { subcalendar: dep, checkin_status: 'open' });
    expect(open.json()).toEqual({ subcalendar: dep, checkin_status: 'open', passengers: 4, checked_in: 0, pending: 4 });
    expect((await post('coordinator', 'change-checkin-status', { subcalendar: dep, checkin_status: 'open' })).json().code).toBe('invalid_transition');

    const done = await post('coordinator', 'checkin', { passengers: ids });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ subcalendar: dep, checked_in: 3, pending: 1, checked_in_passengers: ids });
    const twice = await post('coordinator', 'checkin', { passengers: [ids[0]] });
    expect(twice.json().code).toBe('invalid_transition');
    const strangers = await post('coordinator', 'checkin', { passengers: [999_999, merida.passengers[0].id], subcalendar: back }, 'en');
    expect(strangers.statusCode).toBe(400);
    expect(strangers.json().passengers[0]).toMatch(/999999/);

    const manifest = await t.app.inject({ method: 'GET', url: `/api/flights/${dep}/manifest/v2/`, headers: await t.auth('coordinator') });
    const list = manifest.json<ManifestDetailRecord>().passengers_list;
    expect(list.map((p) => [p.locator, p.checkin_status])).toEqual(
      [...cancun.passengers.map(() => [cancun.locator, 'checked_in']), [merida.locator, 'pending']].sort((a, b) => a[0].localeCompare(b[0])),
    );

    const close = await post('coordinator', 'change-checkin-status', { subcalendar: dep, checkin_status: 'closed' });
    expect(close.json()).toMatchObject({ checkin_status: 'closed', checked_in: 3 });
    expect((await post('coordinator', 'checkin', { passengers: [merida.passengers[0].id] })).json().code).toBe('checkin_closed');
    const status = await post('accounting', 'checkin-status', { subcalendar: dep });
    expect(status.json()).toEqual({ subcalendar: dep, checkin_status: 'closed', passengers: 4, checked_in: 3, pending: 1 });
    const history = await t.db.selectFrom('admin_history').select(['action', 'after']).where('entity', '=', 'subcalendar').where('entity_id', '=', dep).orderBy('id').execute();
    expect(history.map((h) => h.after)).toEqual([{ checkin_status: 'open' }, { checkin_status: 'closed' }]);
  });

  it('checks in on the way back when that departure opens, and refuses other roles', async () => {
    await post('coordinator', 'change-checkin-status', { subcalendar: back, checkin_status: 'open' });
    const res = await post('admin', 'checkin', { passengers: [cancun.passengers[0].id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subcalendar).toBe(back);
    expect((await post('operator3', 'checkin', { passengers: [cancun.passengers[1].id] })).statusCode).toBe(403);
    expect((await post('commercial', 'change-checkin-status', { subcalendar: back, checkin_status: 'closed' })).statusCode).toBe(403);
    expect((await post('coordinator', 'checkin-status', { subcalendar: 999_999 })).statusCode).toBe(404);
  });

  it('undoes a check-in while the departure is open, with a history row; never once it is closed', async () => {
    const [first] = cancun.passengers;
    const closed = await post('coordinator', 'checkin-undo', { passengers: [first.id], subcalendar: dep }, 'en');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('checkin_closed');
    expect((await post('operator3', 'checkin-undo', { passengers: [first.id], subcalendar: back })).statusCode).toBe(403);

    const undone = await post('coordinator', 'checkin-undo', { passengers: [first.id], subcalendar: back }, 'en');
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ subcalendar: back, checked_in: 0, undone_passengers: [first.id] });
    // Still checked in on the outbound: the passenger's own status stays.
    const row = await t.db.selectFrom('reservation_passengers').select('checkin_status').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(row.checkin_status).toBe('checked_in');
    const again = await post('coordinator', 'checkin-undo', { passengers: [first.id], subcalendar: back }, 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json().passengers[0]).toMatch(String(first.id));

    const detail = await t.app.inject({ method: 'GET', url: `/api/flights/reservations/${cancun.id}/`, headers: { ...(await t.auth('operator3')), 'accept-language': 'en' } });
    const last = detail.json<ReservationDetailRecord>().history.at(-1);
    expect(last?.action).toBe('checkin_undone');
    expect(last?.changes.find((c) => c.field === 'passengers')).toMatchObject({ label: 'Passengers', before: `${first.first_name} ${first.last_name}`, after: '-' });
  });

  it('says whether a departure’s check-in was ever opened (to open it “again”)', async () => {
    const manifest = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/flights/${id}/manifest/v2/`, headers: await t.auth('coordinator') })).json<ManifestDetailRecord>();
    expect((await manifest(dep)).opened_before).toBe(true);
    const fresh = await addDeparture(t.db, fx, { date: daysFromNow(16), categories: [{ category: fx.economy, capacity: 5 }] });
    expect(await manifest(fresh)).toMatchObject({ state: 'closed', opened_before: false });
  });
});

describe('provider operations belong to the first level (issue 7)', () => {
  it('an agency admin holding Flight Checkin and Flight Managment: every check-in and manifest endpoint 403, nothing changed; the menu hides them', async () => {
    const { visibleMenu } = await import('../../../domain/menu.ts');
    const user = await t.createUser({ username: 'l2_checkin_admin', type: 'admin', agency: 'Turismo Azul México', groups: ['Flight Checkin', 'Flight Managment', 'Flight View', 'Accounting View', 'Reservation with Change'] });
    const headers = await t.auth(user.username);
    const before = await t.db.selectFrom('subcalendars').select(['id', 'checkin_status']).where('id', '=', dep).executeTakeFirstOrThrow();
    const calls = [
      ['GET', `/api/flights/checkin/?date=${D}`],
      ['GET', `/api/flights/${dep}/manifest/v2/`],
      ['POST', '/api/flights/reservation/checkin/', { passengers: [cancun.passengers[0].id], subcalendar: dep }],
      ['POST', '/api/flights/reservation/checkin-status/', { subcalendar: dep }],
      ['POST', '/api/flights/reservation/change-checkin-status/', { subcalendar: dep, checkin_status: before.checkin_status === 'open' ? 'closed' : 'open' }],
      ['GET', '/api/flights/manifests/'],
      ['GET', `/api/flights/${dep}/manifest/`],
      ['GET', `/api/flights/manifest/export/?subcalendar_id=${dep}`],
      ['GET', `/api/admin-flights/edifact-report/?subcalendar_id=${dep}`],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url, headers, payload: payload as object | undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.db.selectFrom('subcalendars').select('checkin_status').where('id', '=', dep).executeTakeFirstOrThrow()).checkin_status).toBe(before.checkin_status);
    const session = (await t.session(user.username)).user;
    const actor = { id: session.id, type: session.type, groups: session.groups, is_etg_user: session.is_etg_user, agency: { id: session.agency.id, level: session.agency.level } };
    const paths = visibleMenu(actor).flatMap((area) => area.routes.map((r) => r.path));
    expect(paths).not.toContain('/vuelos/checkin');
    expect(paths).not.toContain('/vuelos/manifiestos');
    expect(paths.filter((p) => p.startsWith('/admin/flights'))).toEqual([]);
    expect(paths).toContain('/vuelos/reserva/list');
  });
});
