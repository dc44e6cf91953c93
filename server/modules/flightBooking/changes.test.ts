import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { addDeparture, book, createFlightFixture, createGroup, daysFromNow, inventoryOf, soldOn, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
let fx: FlightFixture;
let group: number;

beforeAll(async () => {
  // The flight names one policy: 50 % from 0 to 20 days before departure, nothing earlier.
  const policy = await t.db
    .insertInto('cancellation_policies')
    .values({ name: 'Prueba 50 %', discount_type: 'percent', value: '50.00', min_days: 0, max_days: 20, service_type: 'flights' })
    .returning('id')
    .executeTakeFirstOrThrow();
  fx = await createFlightFixture(t.db, { policyId: policy.id });
  group = await createGroup(t.db, 'Cupo Cancún', [await t.agencyId('Agencia Cancún Travel')]);
});

async function departure(days: number, capacity = 10, groupSeats = 0, back = false) {
  return addDeparture(t.db, fx, { date: daysFromNow(days), back, categories: [{ category: fx.economy, capacity, groups: groupSeats ? [{ group, seats: groupSeats }] : [] }] });
}

async function booked(user: string, outbound: number, days: number, adults = 2, inbound?: number): Promise<ReservationDetailRecord> {
  const res = await book(t.app, await t.auth(user), { outbound, inbound, category: fx.economy, adults }, { departure: daysFromNow(days) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ReservationDetailRecord>();
}

async function cancel(user: string, id: number, payload: object = {}) {
  return t.app.inject({ method: 'POST', url: `/api/flights/reservation/${id}/cancel/`, headers: await t.auth(user), payload });
}

describe('POST flights/reservation/{id}/cancel/', () => {
  it('charges the policy in range, returns every seat to its pool, and refuses a second cancel', async () => {
    const dep = await departure(10, 10, 1);
    const r = await booked('operator3', dep, 10);
    expect(await soldOn(t.db, dep)).toBe(2);
    const res = await cancel('operator3', r.id);
    expect(res.statusCode, res.body).toBe(200);
    // 10 days before: the flight's 50 % policy.
    expect(res.json()).toEqual({ penalty: (Number(r.total) / 2).toFixed(2), refund: (Number(r.total) - Number(r.total) / 2).toFixed(2), currency: 1 });
    const inv = await inventoryOf(t.db, dep);
    expect(inv.categories[0].sold).toBe(0);
    expect(inv.groups[0].sold).toBe(0);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/flights/reservations/${r.id}/`, headers: await t.auth('operator3') })).json<ReservationDetailRecord>();
    expect(detail).toMatchObject({ status: 'cancelled', commercial_status: 'cancelled', coordinator_status: 'cancelled', penalty: res.json().penalty });
    expect(detail.history.map((h) => h.action)).toEqual(['created', 'cancelled']);
    const again = await cancel('operator3', r.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transition');
  });

  it('charges nothing outside the policy range, and nothing when staff waive the penalties', async () => {
    const far = await departure(40);
    const r1 = await booked('operator3', far, 40);
    expect((await cancel('operator3', r1.id)).json().penalty).toBe('0.00');
    const near = await departure(5);
    const r2 = await booked('operator3', near, 5);
    expect((await cancel('operator3', r2.id, { apply_penalties: false })).statusCode).toBe(403);
    const waived = await cancel('commercial', r2.id, { apply_penalties: false });
    expect(waived.json()).toMatchObject({ penalty: '0.00', refund: r2.total });
  });

  it('is 404 for another tenant’s reservation and 409 once a passenger has checked in', async () => {
    const dep = await departure(12);
    const r = await booked('operator3', dep, 12);
    expect((await cancel('operator3b', r.id)).statusCode).toBe(404);
    expect((await cancel('seller2', r.id)).statusCode).toBe(403);
    await t.db.updateTable('subcalendars').set({ checkin_status: 'open' }).where('id', '=', dep).execute();
    const checkin = await t.app.inject({ method: 'POST', url: '/api/flights/reservation/checkin/', headers: await t.auth('coordinator'), payload: { passengers: [r.passengers[0].id] } });
    expect(checkin.statusCode, checkin.body).toBe(200);
    const res = await cancel('operator3', r.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('checked_in');
    expect(await soldOn(t.db, dep)).toBe(2);
  });
});

describe('PUT reservations/{id}/flight-reservation', () => {
  async function modify(user: string, id: number, body: object) {
    return t.app.inject({ method: 'PUT', url: `/api/reservations/${id}/flight-reservation`, headers: await t.auth(user), payload: body });
  }

  async function token(user: string, selection: object) {
    const res = await t.app.inject({ method: 'POST', url: '/api/flights/v2/price-calculation/', headers: await t.auth(user), payload: selection });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ price_token: string; total: string }>();
  }

  it('swaps the outbound seats atomically and re-prices', async () => {
    const old = await departure(50, 10, 2);
    const back = await departure(57, 10, 0, true);
    const next = await departure(51, 10);
    await t.db.updateTable('subcalendars').set({ price_adult_oi: '150.00' }).where('id', '=', next).execute();
    await t.db.updateTable('flight_routes').set({ use_configuration_prices: true }).where('id', '=', fx.routeId).execute();
    const r = await booked('operator3', old, 50, 3, back);
    expect((await inventoryOf(t.db, old)).groups[0].sold).toBe(2);
    const q = await token('operator3', { outbound: next, inbound: back, category: fx.economy, adults: 3 });
    const res = await modify('operator3', r.id, { modify: 'outbound', subcalendar: next, price_token: q.price_token });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<ReservationDetailRecord>();
    expect(after.outbound.subcalendar).toBe(next);
    expect(after.total).toBe(q.total);
    expect(Number(after.total)).toBeLessThan(Number(r.total));
    expect(after.start_date).toBe(daysFromNow(51));
    expect(await soldOn(t.db, old)).toBe(0);
    expect(await soldOn(t.db, next)).toBe(3);
    expect(await soldOn(t.db, back)).toBe(3);
    expect(after.history.map((h) => h.action)).toEqual(['created', 'modified_outbound']);
    await t.db.updateTable('flight_routes').set({ use_configuration_prices: false }).where('id', '=', fx.routeId).execute();
  });

  it('refuses other cities, a one-way inbound, a full departure and a stale price, changing nothing', async () => {
    const dep = await departure(60);
    const full = await departure(61, 1);
    const backDep = await departure(62, 10, 0, true);
    const r = await booked('operator3', dep, 60);
    const q = await token('operator3', { outbound: full, category: fx.economy, adults: 2 }).catch(() => null);
    expect(q).not.toBeNull();
    const cities = await modify('operator3', r.id, { modify: 'outbound', subcalendar: backDep, price_token: 'x' });
    expect(Object.keys(cities.json())).toEqual(['subcalendar']);
    const inbound = await modify('operator3', r.id, { modify: 'inbound', subcalendar: backDep, price_token: 'x' });
    expect(Object.keys(inbound.json())).toEqual(['modify']);
    const noSeats = await modify('operator3', r.id, { modify: 'outbound', subcalendar: full, price_token: q?.price_token });
    expect(noSeats.statusCode).toBe(409);
    expect(noSeats.json().code).toBe('no_seats');
    expect(await soldOn(t.db, dep)).toBe(2);
    expect(await soldOn(t.db, full)).toBe(0);
    const other = await departure(63);
    const stale = await token('operator3', { outbound: other, category: fx.economy, adults: 2 });
    await t.db.updateTable('subcalendars').set({ price_adult: '999.00' }).where('id', '=', other).execute();
    await t.db.updateTable('flight_routes').set({ use_configuration_prices: true }).where('id', '=', fx.routeId).execute();
    const changed = await modify('operator3', r.id, { modify: 'outbound', subcalendar: other, price_token: stale.price_token });
    await t.db.updateTable('flight_routes').set({ use_configuration_prices: false }).where('id', '=', fx.routeId).execute();
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('price_changed');
    expect(await soldOn(t.db, other)).toBe(0);
    expect((await modify('operator3b', r.id, { modify: 'outbound', subcalendar: other, price_token: 'x' })).statusCode).toBe(404);
  });
});
