/**
 * Issue 8, the server side of the passenger data: a booking requires the passport's expiry and
 * issuing country (and a gender, with no default) and stores them on the reservation and in the
 * agency's directory; PATCH flights/reservations/{id}/passengers/{passenger}/ corrects gender,
 * nationality and passport data until check-in closes, with its history row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import type { ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, passengersFor, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
let fx: FlightFixture;
let mx: number;

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  mx = (await t.db.selectFrom('countries').select('id').where('code', '=', 'MX').executeTakeFirstOrThrow()).id;
});

async function departure(days: number) {
  return addDeparture(t.db, fx, { date: daysFromNow(days), categories: [{ category: fx.economy, capacity: 9 }] });
}

async function booked(days: number): Promise<{ dep: number; r: ReservationDetailRecord }> {
  const dep = await departure(days);
  const res = await book(t.app, await t.auth('operator3'), { outbound: dep, category: fx.economy, adults: 2 }, { departure: daysFromNow(days) });
  expect(res.statusCode, res.body).toBe(201);
  return { dep, r: res.json<ReservationDetailRecord>() };
}

async function correct(user: string, id: number, passenger: number, payload: object, lang = 'es') {
  return t.app.inject({ method: 'PATCH', url: `/api/flights/reservations/${id}/passengers/${passenger}/`, headers: { ...(await t.auth(user)), 'accept-language': lang }, payload });
}

describe('POST flights/reservation/: passport expiry, issuing country and gender', () => {
  it('stores them on the reservation and in the directory, and answers them in the detail', async () => {
    const days = 20;
    const list = passengersFor({ adults: 2 }, daysFromNow(days));
    list[1] = { ...list[1], gender: 'female', passport_expiry: '2035-04-30', passport_country: mx };
    const dep = await departure(days);
    const res = await book(t.app, await t.auth('operator3'), { outbound: dep, category: fx.economy, adults: 2 }, { passengers: list });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ReservationDetailRecord>().passengers[1]).toMatchObject({ gender: 'female', passport_expiry: '2035-04-30', passport_country: mx });
    const entry = await t.db.selectFrom('passengers').select(['gender', 'passport_expiry', 'passport_country_id']).where('passport', '=', list[1].passport.toUpperCase()).executeTakeFirstOrThrow();
    expect(entry).toEqual({ gender: 'female', passport_expiry: '2035-04-30', passport_country_id: mx });
  });

  it('refuses, with translated field messages and nothing booked, a missing gender or passport data, a passport expiring before the trip ends, an unknown country', async () => {
    const days = 21;
    const dep = await departure(days);
    const list = passengersFor({ adults: 2 }, daysFromNow(days));
    const { gender: _g, passport_expiry: _e, passport_country: _c, ...bare } = list[1];
    const missing = await book(t.app, await t.auth('operator3'), { outbound: dep, category: fx.economy, adults: 2 }, { passengers: [list[0], bare as (typeof list)[1]] });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['passengers.1.gender', 'passengers.1.passport_country', 'passengers.1.passport_expiry']);
    const bad = [{ ...list[0], passport_expiry: daysFromNow(days - 1) }, { ...list[1], passport_country: 999_999 }];
    const res = await book(t.app, await t.auth('operator3'), { outbound: dep, category: fx.economy, adults: 2 }, { passengers: bad });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      'passengers.0.passport_expiry': [translate('es', 'validation.passport_expires')],
      'passengers.1.passport_country': [translate('es', 'validation.invalid_choice')],
    });
    expect(await t.db.selectFrom('reservation_passengers').select('id').where('passport', 'in', bad.map((p) => p.passport.toUpperCase())).execute()).toEqual([]);
  });
});

describe('PATCH flights/reservations/{id}/passengers/{passenger}/', () => {
  it('corrects gender, nationality and passport data with one history row, and writes nothing when nothing changes', async () => {
    const { r } = await booked(22);
    const p = r.passengers[1];
    // The other gender than the one it was booked with (the fixtures alternate them).
    const other = p.gender === 'female' ? 'male' : 'female';
    const res = await correct('operator3', r.id, p.id, { gender: other, nationality: mx, passport_expiry: '2036-01-31', passport_country: mx });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<ReservationDetailRecord>();
    expect(detail.passengers[1]).toMatchObject({ gender: other, nationality: mx, passport_expiry: '2036-01-31', passport_country: mx });
    expect(detail.passengers[0]).toEqual(r.passengers[0]);
    // The stored snapshots (staff read them raw); the agency user reads the change in words.
    const stored = await t.db.selectFrom('reservation_history').select(['action', 'before', 'after']).where('reservation_id', '=', r.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ action: 'passenger_data', before: { passenger: p.id, gender: p.gender, nationality: p.nationality }, after: { passenger: p.id, gender: other, nationality: mx, passport_expiry: '2036-01-31' } });
    const last = detail.history.at(-1);
    expect(last).toMatchObject({ action: 'passenger_data', before: null, after: null });
    const name = `${p.first_name} ${p.last_name}`;
    expect(last?.changes.map((c) => c.label)).toEqual(expect.arrayContaining([`Sexo (${name})`, `Nacionalidad (${name})`, `Vencimiento del pasaporte (${name})`]));
    expect(JSON.stringify(last?.changes)).not.toMatch(new RegExp(`"${p.id}"|"${other}"`));
    const same = await correct('operator3', r.id, p.id, { gender: other });
    expect(same.statusCode).toBe(200);
    expect(same.json<ReservationDetailRecord>().history).toHaveLength(detail.history.length);
  });

  it('refuses with 409 once check-in is closed on the departure (not before it opens), and changes nothing', async () => {
    const { dep, r } = await booked(23);
    const coordinator = await t.auth('coordinator');
    const checkin = (checkin_status: string) =>
      t.app.inject({ method: 'POST', url: '/api/flights/reservation/change-checkin-status/', headers: coordinator, payload: { subcalendar: dep, checkin_status } });
    expect((await correct('operator3', r.id, r.passengers[1].id, { gender: 'transgender' })).statusCode, 'before check-in opens').toBe(200);
    expect((await checkin('open')).statusCode).toBe(200);
    expect((await correct('operator3', r.id, r.passengers[1].id, { gender: 'female' })).statusCode, 'while open').toBe(200);
    expect((await checkin('closed')).statusCode).toBe(200);
    const res = await correct('operator3', r.id, r.passengers[0].id, { gender: r.passengers[0].gender === 'male' ? 'female' : 'male' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ detail: translate('es', 'api.checkin_closed'), code: 'checkin_closed' });
    const row = await t.db.selectFrom('reservation_passengers').select('gender').where('id', '=', r.passengers[0].id).executeTakeFirstOrThrow();
    expect(row.gender).toBe(r.passengers[0].gender);
    expect((await checkin('open')).statusCode).toBe(200);
    expect((await correct('operator3', r.id, r.passengers[0].id, { gender: 'other' })).statusCode, 'opened again').toBe(200);
  });

  it('translated 400s for bad input, 403 without the booking rule, 404 for another tenant or another reservation’s passenger', async () => {
    const { r } = await booked(24);
    const other = await booked(25);
    const p = r.passengers[0];
    const empty = await correct('operator3', r.id, p.id, {}, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ non_field_errors: [translate('en', 'validation.empty_update')] });
    const bad = await correct('operator3', r.id, p.id, { gender: 'x', passport_expiry: daysFromNow(1), nationality: 999_999 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['gender']);
    const late = await correct('operator3', r.id, p.id, { passport_expiry: daysFromNow(1), nationality: 999_999 });
    expect(late.json()).toEqual({ nationality: [translate('es', 'validation.invalid_choice')], passport_expiry: [translate('es', 'validation.passport_expires')] });
    expect((await correct('operator3', r.id, p.id, { first_name: 'Otro' })).statusCode).toBe(400);
    expect((await correct('seller2', r.id, p.id, { gender: 'other' })).statusCode).toBe(403);
    expect((await correct('operator3b', r.id, p.id, { gender: 'other' })).statusCode).toBe(404);
    expect((await correct('operator3', r.id, other.r.passengers[0].id, { gender: 'other' })).statusCode).toBe(404);
    const history = await t.db.selectFrom('reservation_history').select('action').where('reservation_id', '=', r.id).execute();
    expect(history.map((h) => h.action)).toEqual(['created']);
  });
});
