import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/flights/schedule.ts';
import type { ReservationDetailRecord, ReservationListRecord } from '../../../domain/records/flightBooking.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, passengersFor, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { sheetRows } from '../../testing/xlsx.ts';

const t = useTestApp();
let fx: FlightFixture;
const booked: Record<string, ReservationDetailRecord> = {};
let sellerId: number;
const D1 = daysFromNow(20);
const D2 = daysFromNow(22);
const R1 = daysFromNow(27);

type Page = { count: number; results: ReservationListRecord[]; totals: { paid: string; unpaid: string; currency: number } };

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  const out1 = await addDeparture(t.db, fx, { date: D1, categories: [{ category: fx.economy, capacity: 40 }, { category: fx.premium, capacity: 10 }] });
  const out2 = await addDeparture(t.db, fx, { date: D2, categories: [{ category: fx.economy, capacity: 40 }] });
  const back = await addDeparture(t.db, fx, { date: R1, back: true, categories: [{ category: fx.economy, capacity: 40 }] });
  sellerId = (await t.db.selectFrom('sellers').select('id').executeTakeFirstOrThrow()).id;
  const make = async (key: string, user: string, selection: Parameters<typeof book>[2], extra: object = {}, passengers?: ReturnType<typeof passengersFor>) => {
    const res = await book(t.app, await t.auth(user), selection, { departure: selection.outbound === out2 ? D2 : D1, extra, passengers });
    expect(res.statusCode, res.body).toBe(201);
    booked[key] = res.json<ReservationDetailRecord>();
  };
  const family = passengersFor({ adults: 2, children: 1 }, D1);
  family[0] = { ...family[0], first_name: 'Zoraida', last_name: 'Quintero' };
  await make('cancun', 'operator3', { outbound: out1, inbound: back, category: fx.economy, adults: 2, children: 1 }, {}, family);
  await make('merida', 'operator3b', { outbound: out2, category: fx.economy, adults: 1 });
  await make('mexico', 'operator2', { outbound: out1, category: fx.premium, adults: 1 }, { seller: sellerId });
  await make('spain', 'operator2b', { outbound: out2, category: fx.economy, adults: 1 });
  await make('central', 'admin', { outbound: out1, category: fx.economy, adults: 1 });
});

const mine = () => `city_origin_outbound=${fx.originCityId}`;

async function list(user: string, query = '', lang = 'es') {
  const res = await t.app.inject({ method: 'GET', url: `/api/flights/reservations/?${mine()}&${query}`, headers: { ...(await t.auth(user)), 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

const locators = (page: Page) => page.results.map((r) => r.locator).sort();
const of = (...keys: string[]) => keys.map((k) => booked[k].locator).sort();

describe('GET flights/reservations/ scope', () => {
  it('shows each agency its own subtree only, staff everything', async () => {
    expect(locators(await list('operator3'))).toEqual(of('cancun'));
    expect(locators(await list('operator3b'))).toEqual(of('merida'));
    expect(locators(await list('operator2'))).toEqual(of('cancun', 'merida', 'mexico'));
    expect(locators(await list('seller2'))).toEqual(of('cancun', 'merida', 'mexico'));
    expect(locators(await list('operator2b'))).toEqual(of('spain'));
    expect(locators(await list('admin'))).toEqual(of('cancun', 'merida', 'mexico', 'spain', 'central'));
    expect(locators(await list('commercial'))).toHaveLength(5);
  });

  it('answers 404 for a reservation outside the scope, 403 without a flight permission, 401 anonymously', async () => {
    const id = booked.cancun.id;
    const get = async (user: string) => t.app.inject({ method: 'GET', url: `/api/flights/reservations/${id}/`, headers: await t.auth(user) });
    expect((await get('operator3b')).statusCode).toBe(404);
    expect((await get('operator2b')).statusCode).toBe(404);
    expect((await get('operator2')).statusCode).toBe(200);
    expect((await get('accounting')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/flights/reservations/' })).statusCode).toBe(401);
  });
});

describe('the Flight reservation filter', () => {
  it('filters by every field of spec §3', async () => {
    const c = booked.cancun;
    // The day of the bookings by the server's clock, not the test's (a run across midnight).
    const createdOn = c.created_at.slice(0, 10);
    const cases: [string, string[]][] = [
      [`pnr=${c.locator.slice(0, 4).toLowerCase()}`, ['cancun']],
      ['passenger_name=zoraida quin', ['cancun']],
      [`flight_category=${fx.premium}`, ['mexico']],
      [`numbers_flight_inbound=${c.inbound?.flight_number}`, ['cancun']],
      [`numbers_flight=${c.inbound?.flight_number}`, ['cancun']],
      [`departure_date_start=${D2}&departure_date_end=${D2}`, ['merida', 'spain']],
      [`inbound_date_start=${R1}&inbound_date_end=${R1}`, ['cancun']],
      ['reservation_status=cancelled', []],
      [`created_start_date=${createdOn}&created_end_date=${createdOn}`, ['cancun', 'merida', 'mexico', 'spain', 'central']],
      [`created_start_date=${addDays(createdOn, 1)}`, []],
      ['passenger_type=child', ['cancun']],
      [`airline=${fx.airlineId}`, ['cancun', 'merida', 'mexico', 'spain', 'central']],
      [`city_origin_inbound=${fx.destinationCityId}`, ['cancun']],
      [`destination_city_outbound=${fx.destinationCityId}`, ['cancun', 'merida', 'mexico', 'spain', 'central']],
      [`destination_city_inbound=${fx.destinationCityId}`, []],
      [`flight_agency=${booked.merida.agency}`, ['merida']],
      [`seller=${sellerId}`, ['mexico']],
      ['flight_accounting_status=paid-verified', []],
      ['coordinator_status=requested&provider_status=no-paid', ['cancun', 'merida', 'mexico', 'spain', 'central']],
      ['business_line=ocio', []],
      ['cost_center=CDMX', []],
      ['currency=2', []],
      ['is_paid=false&include_reservations=true&include_flights=true', ['cancun', 'merida', 'mexico', 'spain', 'central']],
    ];
    for (const [query, keys] of cases) expect(locators(await list('admin', query)), query).toEqual(of(...keys));
  });

  it('orders, totals paid and unpaid in the currency, and refuses bad filters with 400', async () => {
    const byTotal = (await list('admin', 'ordering=-total')).results.map((r) => Number(r.total));
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
    // Paid only through a payment (issue 9): Mérida pays from its funds.
    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/reservations/${booked.merida.id}/pay/`, headers: await t.auth('admin'), payload: { provider: 'agency_funds' } });
    expect(paid.statusCode, paid.body).toBe(201);
    const page = await list('admin');
    const sum = (keys: string[]) => keys.reduce((n, k) => n + Number(booked[k].total), 0).toFixed(2);
    expect(page.totals).toEqual({ paid: sum(['merida']), unpaid: sum(['cancun', 'mexico', 'spain', 'central']), currency: 1 });
    const headers = await t.auth('commercial');
    expect(locators(await list('admin', 'is_paid=true'))).toEqual(of('merida'));
    expect((await list('operator3')).totals).toEqual({ paid: '0.00', unpaid: booked.cancun.total, currency: 1 });
    const bad = await t.app.inject({ method: 'GET', url: '/api/flights/reservations/?departure_date_start=ayer&currency=7&reservation_status=x', headers: { ...headers, 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['currency', 'departure_date_start', 'reservation_status']);
  });
});

describe('exports', () => {
  it('streams the filtered list, one row per reservation or per passenger, headers in the request language', async () => {
    const headers = { ...(await t.auth('operator2')), 'accept-language': 'en' };
    const v2 = await t.app.inject({ method: 'GET', url: `/api/flights/reservations/export/?${mine()}&ordering=locator`, headers });
    expect(v2.statusCode).toBe(200);
    expect(v2.headers['content-disposition']).toMatch(/^attachment; filename="reservas-vuelos-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await sheetRows(v2.rawPayload);
    expect(rows[0].slice(0, 3)).toEqual(['Locator', 'Created', 'Agency']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(of('cancun', 'merida', 'mexico'));
    const extended = await t.app.inject({ method: 'GET', url: `/api/flights/reservations/export-extended/?${mine()}&pnr=${booked.cancun.locator}`, headers });
    const passengerRows = await sheetRows(extended.rawPayload);
    expect(passengerRows).toHaveLength(1 + 3);
    expect(passengerRows[1]).toContain('Zoraida');
    // Labels in the request's language, not codes; days as Excel dates; check-in says which leg.
    const column = (name: string) => passengerRows[0].indexOf(name);
    const zoraida = passengerRows[1];
    expect(zoraida[column('Status')]).toBe('Reserved');
    expect(zoraida[column('Commercial status')]).toBe('Reserved (not paid)');
    expect(zoraida[column('Coordinator status')]).toBe('Requested');
    expect(zoraida[column('Outbound date')]).toEqual(new Date(`${D1}T00:00:00Z`));
    expect(zoraida[column('Return date')]).toEqual(new Date(`${R1}T00:00:00Z`));
    expect(zoraida[column('Date of birth')]).toEqual(new Date(`${booked.cancun.passengers[0].date_of_birth}T00:00:00Z`));
    expect(['Male', 'Female']).toContain(zoraida[column('Gender')]);
    expect(zoraida[column('Check-in')]).toBe('Outbound: Pending · Return: Pending');
    expect(rows[1][column('Commercial status')]).not.toMatch(/-paid/);
  });
});

describe('statuses, provider confirmation', () => {
  async function patch(user: string, id: number, payload: object, path = 'status') {
    return t.app.inject({ method: 'PATCH', url: `/api/reservations/${id}/${path}/`, headers: { ...(await t.auth(user)), 'accept-language': 'en' }, payload });
  }

  it('follows the rules of spec §6 and the allowed transitions', async () => {
    const id = booked.spain.id;
    expect((await patch('operator2b', id, { commercial_status: 'paid' })).statusCode).toBe(403);
    expect((await patch('accounting', id, { commercial_status: 'paid' })).statusCode).toBe(403);
    const accounting = await patch('accounting', id, { accounting_status: 'paid-verified' });
    expect(accounting.statusCode, accounting.body).toBe(200);
    expect(accounting.json().accounting_status).toBe('paid-verified');
    const coordinator = await patch('coordinator', id, { coordinator_status: 'confirmed' });
    expect(coordinator.json().next_statuses.coordinator_status).toEqual(['cancelled']);
    const back = await patch('coordinator', id, { coordinator_status: 'requested' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ detail: 'Cannot change from confirmed to requested.', code: 'invalid_transition' });
    // A commercial cancellation is the cancel action's (seats and penalty).
    expect((await patch('commercial', id, { commercial_status: 'cancelled' })).json().code).toBe('invalid_transition');
    expect((await patch('commercial', id, { commercial_status: 'paid', provider_status: 'paid-verified' })).statusCode).toBe(400);
    expect((await patch('commercial', id, {})).statusCode).toBe(400);
    const history = (await t.app.inject({ method: 'GET', url: `/api/flights/reservations/${id}/`, headers: await t.auth('admin') })).json<ReservationDetailRecord>().history;
    expect(history.map((h) => h.action)).toEqual(['created', 'accounting_status', 'coordinator_status']);
    expect(history[1]).toMatchObject({ before: { accounting_status: 'no-reviewed' }, after: { accounting_status: 'paid-verified' }, user_name: 'Carlos Domínguez León' });
  });

  it('keeps other tenants out (404) even with the change permission', async () => {
    await t.createUser({ username: 'es_admin', type: 'admin', agency: 'Viajes Sol de España', groups: ['Reservation with Change', 'Flight View'] });
    expect((await patch('es_admin', booked.cancun.id, { commercial_status: 'paid' })).statusCode).toBe(404);
    // Partial-paid only through a payment (issue 9): a hand-set one is refused, a partial payment sets it.
    expect((await patch('es_admin', booked.spain.id, { commercial_status: 'partial-paid' })).statusCode).toBe(409);
    // Spain's funds are in euros; a USD booking is paid within a USD credit limit.
    await t.app.inject({ method: 'PATCH', url: `/api/accounting/credit-limit/${await t.agencyId('Viajes Sol de España')}/`, headers: await t.auth('accounting'), payload: { credit_limit: '10.00' } });
    const partial = await t.app.inject({ method: 'POST', url: `/api/payments/reservations/${booked.spain.id}/pay/`, headers: await t.auth('es_admin'), payload: { provider: 'partial', amount: '1.00' } });
    expect(partial.statusCode, partial.body).toBe(201);
  });

  it('sets the provider confirmation with Reservation View Locator Confirmation Provider only', async () => {
    expect((await patch('commercial', booked.central.id, { provider_confirmation_code: 'X' }, 'provider-confirmation')).statusCode).toBe(403);
    const ok = await patch('coordinator', booked.central.id, { provider_confirmation_code: 'CNF-778' }, 'provider-confirmation');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().provider_confirmation_code).toBe('CNF-778');
  });
});

describe('notes and history', () => {
  it('lets whoever sees the reservation add notes, only the author edit them, on one store for both paths', async () => {
    const id = booked.cancun.id;
    const add = await t.app.inject({ method: 'POST', url: '/api/reservations/notes/', headers: await t.auth('operator3'), payload: { reservation: id, text: 'Cliente pide asiento de ventanilla.' } });
    expect(add.statusCode, add.body).toBe(201);
    const note = add.json();
    const viaFlights = await t.app.inject({ method: 'GET', url: `/api/flights/note/?reservation=${id}`, headers: await t.auth('operator2') });
    expect(viaFlights.json().results.map((n: { id: number }) => n.id)).toEqual([note.id]);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/reservations/notes/${note.id}`, headers: await t.auth('operator2'), payload: { text: 'Otro texto.' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/flights/note/${note.id}/`, headers: await t.auth('operator3'), payload: { text: 'Ventanilla confirmada.' } })).json().text).toBe('Ventanilla confirmada.');
    const outsider = await t.app.inject({ method: 'POST', url: '/api/flights/note/', headers: await t.auth('operator3b'), payload: { reservation: id, text: 'No debería poder.' } });
    expect(outsider.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/reservations/notes/${note.id}/`, headers: await t.auth('operator3b') })).statusCode).toBe(404);
    expect((await list('operator3')).results[0].has_notes).toBe(true);
    const short = await t.app.inject({ method: 'POST', url: '/api/reservations/notes/', headers: await t.auth('operator3'), payload: { reservation: id, text: 'no' } });
    expect(short.statusCode).toBe(400);
  });

  it('reads the history in the reader’s language, without internal ids for agency users', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/flights/reservations/${booked.cancun.id}/`, headers: { ...(await t.auth('operator3')), 'accept-language': 'en' } });
    const created = res.json<ReservationDetailRecord>().history.find((h) => h.action === 'created');
    expect(created).toMatchObject({ before: null, after: null });
    const seats = created?.changes.find((c) => c.field === 'seats');
    expect(seats).toMatchObject({ label: 'Seats', before: '-' });
    expect(seats?.after).toMatch(/^3 × Económica \w+ \(T\d+\), 3 × Económica \w+ \(T\d+\)$/);
    expect(created?.changes.find((c) => c.field === 'outbound')?.after).toMatch(/^T\d+ · \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(created?.changes.find((c) => c.field === 'currency')?.after).toBe('USD');
    for (const c of created?.changes ?? []) expect(`${c.before} ${c.after}`).not.toMatch(/category_id|subcalendar|[{[]/);
    const admin = await t.app.inject({ method: 'GET', url: `/api/flights/reservations/history/?locator=${booked.spain.locator}`, headers: await t.auth('admin') });
    const change = admin.json<{ results: ReservationDetailRecord['history'] }>().results.find((h) => h.action === 'payment');
    expect(change?.changes).toContainEqual({ field: 'commercial_status', label: 'Estado comercial', before: 'Reservada (no pagada)', after: 'Pago parcial' });
    expect(change?.after).toMatchObject({ commercial_status: 'partial-paid' });
  });

  it('lists the history for flight booking at the first level only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/flights/reservations/history/?locator=${booked.spain.locator}`, headers: await t.auth('admin') });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((h: { action: string }) => h.action)[0]).toBe('payment');
    expect((await t.app.inject({ method: 'GET', url: '/api/flights/reservations/history/', headers: await t.auth('operator2') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/flights/reservations/history/', headers: await t.auth('coordinator') })).statusCode).toBe(403);
  });
});
