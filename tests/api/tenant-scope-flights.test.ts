/**
 * The tenant scope of the flight endpoints (ARCHITECTURE.md 'Security model', issue 7): an
 * administrator of a third-level agency holding every flight and reservation permission never
 * reaches its sibling's reservation. Its lists and exports leave it out whatever the filters ask
 * for, its ids (reservation, note, passenger) answer 404 on every read and write, and the
 * provider operations (check-in, manifests, history) answer 403 at that level. The sibling
 * itself reaches the same ids, so each 404 is the scope's and not a missing row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../domain/permissions.ts';
import type { ReservationDetailRecord } from '../../domain/records/flightBooking.ts';
import { addDeparture, book, createFlightFixture, passengersFor, ruleFreeDays } from '../../server/testing/flightFixtures.ts';
import { useTestApp } from '../../server/testing/testApp.ts';
import { sheetRows } from '../../server/testing/xlsx.ts';

const t = useTestApp();

/** Everything an agency may hold for flights, reservations and passengers. */
const GROUPS: Permission[] = [
  'Flight View',
  'Flight with Booking',
  'Flight Managment',
  'Flight Checkin',
  'Flight Availability Managment',
  'Reservation with Change',
  'Reservation View',
  'Reservation View Locator Confirmation Provider',
  'Pax List',
  'Pax Reservation',
];
const SURNAME = 'Yturralde';

let theirs: ReservationDetailRecord;
let ours: ReservationDetailRecord;
let outbound: number;
let otherOutbound: number;
let note: number;
let directoryPassenger: number;

const as = async (user: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...(await t.auth(user)), 'accept-language': 'en' } });

const ids = async (user: string, url: string) => {
  const res = await as(user, 'GET', url);
  expect(res.statusCode, `${user} ${url}: ${res.body}`).toBe(200);
  return res.json<{ results: { id: number }[] }>().results.map((r) => r.id);
};

beforeAll(async () => {
  await t.createUser({ username: 'fl_cancun', type: 'admin', agency: 'Agencia Cancún Travel', groups: GROUPS });
  await t.createUser({ username: 'fl_merida', type: 'admin', agency: 'Viajes Mérida Express', groups: GROUPS });
  const fx = await createFlightFixture(t.db);
  const [day, otherDay, back] = ruleFreeDays(20, 22, 27);
  outbound = await addDeparture(t.db, fx, { date: day, categories: [{ category: fx.economy, capacity: 40 }] });
  otherOutbound = await addDeparture(t.db, fx, { date: otherDay, categories: [{ category: fx.economy, capacity: 40 }] });
  const inbound = await addDeparture(t.db, fx, { date: back, back: true, categories: [{ category: fx.economy, capacity: 40 }] });
  const selection = { outbound, inbound, category: fx.economy, adults: 1 };
  const passengers = passengersFor({ adults: 1 }, day).map((p) => ({ ...p, last_name: SURNAME }));
  const booked = await book(t.app, await t.auth('fl_merida'), selection, { departure: day, passengers });
  expect(booked.statusCode, booked.body).toBe(201);
  theirs = booked.json();
  const own = await book(t.app, await t.auth('fl_cancun'), selection, { departure: day });
  expect(own.statusCode, own.body).toBe(201);
  ours = own.json();
  const written = await as('fl_merida', 'POST', '/api/flights/note/', { reservation: theirs.id, text: 'Nota interna de Mérida' });
  expect(written.statusCode, written.body).toBe(201);
  note = written.json<{ id: number }>().id;
  const merida = await t.agencyId('Viajes Mérida Express');
  directoryPassenger = (await t.db.selectFrom('passengers').select('id').where('agency_id', '=', merida).where('last_name', '=', SURNAME).executeTakeFirstOrThrow()).id;
});

describe('the flight endpoints keep a sibling agency out', () => {
  it('lists and their filters leave the sibling reservation, notes and passengers out', async () => {
    const reservations = await ids('fl_cancun', '/api/flights/reservations/?page_size=100');
    expect(reservations).toContain(ours.id);
    expect(reservations).not.toContain(theirs.id);
    for (const filter of [`pnr=${theirs.locator}`, `passenger_name=${SURNAME}`, `id__in=${theirs.id}`]) {
      expect(await ids('fl_cancun', `/api/flights/reservations/?${filter}`), filter).toEqual([]);
    }
    for (const base of ['/api/flights/note/', '/api/reservations/notes/']) {
      expect(await ids('fl_cancun', `${base}?reservation=${theirs.id}`), base).toEqual([]);
      expect(await ids('fl_cancun', `${base}?page_size=100`), base).not.toContain(note);
    }
    expect(await ids('fl_cancun', '/api/passengers/?page_size=100')).not.toContain(directoryPassenger);
    expect(await ids('fl_cancun', `/api/passengers/?search=${SURNAME}`)).toEqual([]);
    // …and the sibling sees them, so the filters above do match something.
    expect(await ids('fl_merida', `/api/flights/reservations/?pnr=${theirs.locator}`)).toEqual([theirs.id]);
    expect(await ids('fl_merida', `/api/flights/note/?reservation=${theirs.id}`)).toEqual([note]);
    expect(await ids('fl_merida', `/api/passengers/?search=${SURNAME}`)).toEqual([directoryPassenger]);
  });

  it('exports leave the sibling reservation out', async () => {
    for (const path of ['/api/flights/reservations/export/', '/api/flights/reservations/export-extended/']) {
      for (const [user, leaks] of [['fl_cancun', false], ['fl_merida', true]] as const) {
        const res = await as(user, 'GET', `${path}?pnr=${theirs.locator}`);
        expect(res.statusCode, `${user} ${path}`).toBe(200);
        const cells = (await sheetRows(res.rawPayload)).flat();
        expect(cells.includes(theirs.locator), `${user} ${path}`).toBe(leaks);
      }
    }
  });

  it("the sibling's ids answer 404 on every read and write", async () => {
    const reservation = theirs.id;
    const probes: ['GET' | 'POST' | 'PATCH' | 'PUT', string, object?][] = [
      ['GET', `/api/flights/reservations/${reservation}/`],
      ['PATCH', `/api/reservations/${reservation}/status/`, { commercial_status: 'paid' }],
      ['PATCH', `/api/reservations/${reservation}/provider-confirmation/`, { provider_confirmation_code: 'INTRUSO1' }],
      ['POST', `/api/flights/reservation/${reservation}/cancel/`, {}],
      ['PUT', `/api/reservations/${reservation}/flight-reservation/`, { modify: 'outbound', subcalendar: otherOutbound, price_token: 'x'.repeat(64) }],
      ['GET', `/api/flights/note/${note}/`],
      ['GET', `/api/reservations/notes/${note}/`],
      ['PATCH', `/api/flights/note/${note}/`, { text: 'Cambiada' }],
      ['GET', `/api/passenger/${directoryPassenger}/`],
      ['PATCH', `/api/passenger/${directoryPassenger}/`, { first_name: 'Intruso' }],
      // Issue 8's correction of a booked passenger's data.
      ['PATCH', `/api/flights/reservations/${reservation}/passengers/${theirs.passengers[0].id}/`, { gender: 'other' }],
    ];
    for (const [method, url, payload] of probes) {
      const res = await as('fl_cancun', method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    // A note on the sibling's reservation is refused like an unknown one.
    const added = await as('fl_cancun', 'POST', '/api/flights/note/', { reservation, text: 'Intrusa' });
    expect([400, 404], added.body).toContain(added.statusCode);
    const after = await as('fl_merida', 'GET', `/api/flights/reservations/${reservation}/`);
    expect(after.statusCode).toBe(200);
    const detail = after.json<ReservationDetailRecord & { notes: { text: string }[] }>();
    expect(detail.status).toBe(theirs.status);
    expect(detail.commercial_status).toBe(theirs.commercial_status);
    expect(detail.provider_confirmation_code).toBe(theirs.provider_confirmation_code);
    expect(detail.passengers.map((p) => p.first_name)).toEqual(theirs.passengers.map((p) => p.first_name));
    expect(detail.passengers.map((p) => p.gender)).toEqual(theirs.passengers.map((p) => p.gender));
    expect(detail.notes.map((n) => n.text)).toEqual(['Nota interna de Mérida']);
  });

  it('check-in, manifests and the reservation history are the provider’s (403 at the third level)', async () => {
    const passenger = theirs.passengers[0].id;
    const probes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/flights/checkin/'],
      ['GET', `/api/flights/${outbound}/manifest/v2/`],
      ['POST', '/api/flights/reservation/checkin/', { passengers: [passenger], subcalendar: outbound }],
      ['POST', '/api/flights/reservation/checkin-undo/', { passengers: [passenger], subcalendar: outbound }],
      ['POST', '/api/flights/reservation/checkin-status/', { subcalendar: outbound }],
      ['POST', '/api/flights/reservation/change-checkin-status/', { subcalendar: outbound, checkin_status: 'closed' }],
      ['GET', '/api/flights/manifests/'],
      ['GET', `/api/flights/${outbound}/manifest/`],
      ['GET', `/api/flights/manifest/export/?subcalendar_id=${outbound}`],
      ['GET', `/api/flights/reservations/history/?reservation=${theirs.id}`],
      ['GET', `/api/admin-flights/edifact-report/?subcalendar_id=${outbound}`],
    ];
    for (const [method, url, payload] of probes) {
      const res = await as('fl_cancun', method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.body).not.toContain(SURNAME);
    }
    const checkins = await t.db.selectFrom('passenger_checkins').select('id').where('reservation_passenger_id', 'in', theirs.passengers.map((p) => p.id)).execute();
    expect(checkins).toEqual([]);
  });

  it('availability counts seats, never names the sibling’s booking', async () => {
    const res = await as('fl_cancun', 'GET', `/api/flights/availability/?page_size=100`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(theirs.locator);
    expect(res.body).not.toContain(SURNAME);
  });
});
