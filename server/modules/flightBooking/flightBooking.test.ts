import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { translate } from '../../../domain/i18n.ts';
import { addDays } from '../../../domain/flights/schedule.ts';
import { addDeparture, book, createFlightFixture, createGroup, inventoryOf, passengersFor, ruleFreeDays, soldOn, type FlightFixture } from '../../testing/flightFixtures.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
let fx: FlightFixture;
let out: number;
let back: number;
let cancunGroup: number;
let foreignGroup: number;
// Off the demo's weekend and summer rules: the prices below hold on any day.
const [D, R] = ruleFreeDays(30, 37);
const BOOKING_TABLES = ['reservations', 'flight_reservations', 'reservation_passengers', 'reservation_history', 'passengers', 'subcalendar_categories', 'subcalendar_group_seats'] as const;

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  cancunGroup = await createGroup(t.db, 'Cupo Cancún', [await t.agencyId('Agencia Cancún Travel')]);
  foreignGroup = await createGroup(t.db, 'Cupo ajeno', []);
  out = await addDeparture(t.db, fx, { date: D, categories: [{ category: fx.economy, capacity: 12, groups: [{ group: cancunGroup, seats: 2 }, { group: foreignGroup, seats: 4 }] }] });
  back = await addDeparture(t.db, fx, { date: R, back: true, categories: [{ category: fx.economy, capacity: 10 }] });
});

const selection = () => ({ outbound: out, inbound: back, category: fx.economy, adults: 2, children: 1, infants: 1 });

async function quote(user: string, body: object = selection()) {
  const res = await t.app.inject({ method: 'POST', url: '/api/flights/v2/price-calculation/', headers: await t.auth(user), payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ price_token: string; total: string }>();
}

async function post(user: string, payload: object, extra: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/flights/reservation/', headers: { ...(await t.auth(user)), ...extra }, payload });
}

describe('POST flights/reservation/', () => {
  it('books in one go: group seats first, then the pool; locator, frozen breakdown, statuses, history, directory', async () => {
    const before = await inventoryOf(t.db, out);
    const res = await book(t.app, await t.auth('operator3'), selection(), { departure: D });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json<ReservationDetailRecord>();
    expect(r.locator).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(r).toMatchObject({ status: 'reserved', commercial_status: 'non-paid', accounting_status: 'no-reviewed', provider_status: 'no-paid', coordinator_status: 'requested', total: '1190.44', currency: 1, trip_type: 'round_trip' });
    expect(r.net).toBeUndefined(); // the provider's cost is for its own staff
    expect(r.passengers.map((p) => p.type)).toEqual(['adult', 'adult', 'child', 'infant']);
    expect(r.client_name).toBe(`${r.passengers[0].first_name} ${r.passengers[0].last_name}`);
    // Cancún sees its parent's step (México's margin over it) and not its own: levels below its level only.
    expect(r.price_levels.levels).toEqual([]);
    expect(r.price_levels.total).toBe('1190.44');
    expect(r.history.map((h) => h.action)).toEqual(['created']);

    // 3 seats (the infant flies on a lap): Cancún's 2 group seats, then 1 from the pool; the foreign group untouched.
    const after = await inventoryOf(t.db, out);
    expect(after.groups.find((g) => g.agency_group_id === cancunGroup)?.sold).toBe(2);
    expect(after.groups.find((g) => g.agency_group_id === foreignGroup)?.sold).toBe(0);
    expect(after.categories[0].sold).toBe(before.categories[0].sold + 1);
    expect(await soldOn(t.db, back)).toBe(3);

    // Staff see the whole chain and the net.
    const staff = await t.app.inject({ method: 'GET', url: `/api/flights/reservations/${r.id}/`, headers: await t.auth('admin') });
    const full = staff.json<ReservationDetailRecord>();
    expect(full.net).toBe('1026.00');
    expect(full.price_levels.levels.map((l) => l.agency_name)).toEqual(['Turismo Azul México', 'Agencia Cancún Travel']);
    const directory = await t.db.selectFrom('passengers').select('passport').where('agency_id', '=', r.agency).execute();
    expect(directory.map((p) => p.passport)).toEqual(expect.arrayContaining(r.passengers.map((p) => p.passport)));
  });

  it('refuses bad passengers with 400 per field, translated, and takes no seat', async () => {
    const q = await quote('operator3');
    const passengers = passengersFor({ adults: 2, children: 1, infants: 1 }, D);
    passengers[2] = { ...passengers[2], date_of_birth: '2090-01-01' };
    passengers[3] = { ...passengers[3], infant_of: 1, passport: passengers[1].passport };
    passengers[1] = { ...passengers[1], email: 'no-es-correo' };
    const before = await digest(t.db, BOOKING_TABLES);
    for (const lang of ['es', 'en'] as const) {
      const res = await post('operator3', { ...selection(), passengers, price_token: q.price_token }, { 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      // zod first: the e-mail; the list rules only run on well-formed passengers.
      expect(res.json()).toEqual({ 'passengers.1.email': [translate(lang, 'validation.invalid_email')] });
    }
    passengers[1] = { ...passengers[1], email: undefined };
    const res = await post('operator3', { ...selection(), passengers, price_token: q.price_token }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      'passengers.2.date_of_birth': ['The date of birth cannot be in the future.'],
      'passengers.3.passport': ['This document number is already on another passenger.'],
    });
    const counts = await post('operator3', { ...selection(), passengers: passengers.slice(0, 2), price_token: q.price_token }, { 'accept-language': 'en' });
    expect(counts.json().passengers[0]).toMatch(/must hold 2 adults, 1 children and 1 infants/);
    expect(await digest(t.db, BOOKING_TABLES)).toEqual(before);
  });

  it('refuses an unknown, foreign or mismatched price token', async () => {
    const q = await quote('operator3');
    const passengers = passengersFor({ adults: 2, children: 1, infants: 1 }, D);
    const other = await quote('operator2');
    for (const token of ['nope', other.price_token]) {
      const res = await post('operator3', { ...selection(), passengers, price_token: token }, { 'accept-language': 'en' });
      expect(res.json()).toEqual({ price_token: ['The calculated price is no longer valid: calculate the price again.'] });
    }
    const changed = await post('operator3', { ...selection(), adults: 1, infants: 0, passengers: passengersFor({ adults: 1, children: 1 }, D), price_token: q.price_token });
    expect(Object.keys(changed.json())).toEqual(['price_token']);
  });

  it('answers 409 price_changed with the new price and a new token when a rule changed since the quote; nothing taken', async () => {
    const q = await quote('operator3');
    const rule = await t.db.insertInto('flight_price_rules').values({ name: 'Subida', priority: 9, route_id: fx.routeId, kind: 'fixed', value: '10.00' }).returning('id').executeTakeFirstOrThrow();
    const before = await digest(t.db, BOOKING_TABLES);
    const passengers = passengersFor({ adults: 2, children: 1, infants: 1 }, D);
    const res = await post('operator3', { ...selection(), passengers, price_token: q.price_token }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    const body = res.json<{ code: string; detail: string; price: { total: string; price_token: string } }>();
    expect(body.code).toBe('price_changed');
    expect(body.detail).toMatch(/price has changed/);
    expect(Number(body.price.total)).toBeGreaterThan(Number(q.total));
    expect(await digest(t.db, BOOKING_TABLES)).toEqual(before);
    // Confirming again with the new token books.
    const again = await post('operator3', { ...selection(), passengers, price_token: body.price.price_token });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().total).toBe(body.price.total);
    // Only this test's rule: the demo's rules of every route stay.
    await t.db.deleteFrom('flight_price_rules').where('id', '=', rule.id).execute();
  });

  it('answers 409 no_seats when the pool and the agency’s groups cannot hold the party, and never uses another group’s seats', async () => {
    const small = await addDeparture(t.db, fx, { date: addDays(D, 1), categories: [{ category: fx.economy, capacity: 6, groups: [{ group: foreignGroup, seats: 4 }] }] });
    const before = await digest(t.db, BOOKING_TABLES);
    const res = await book(t.app, await t.auth('operator3'), { outbound: small, category: fx.economy, adults: 3 }, { departure: addDays(D, 1) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'no_seats' });
    expect(await digest(t.db, BOOKING_TABLES)).toEqual(before);
    const two = await book(t.app, await t.auth('operator3'), { outbound: small, category: fx.economy, adults: 2 }, { departure: addDays(D, 1) });
    expect(two.statusCode).toBe(201);
    expect((await inventoryOf(t.db, small)).groups[0].sold).toBe(0);
  });

  it('Idempotency-Key: the same body returns the first booking and takes nothing; another body with the key is 409', async () => {
    const dep = await addDeparture(t.db, fx, { date: addDays(D, 2), categories: [{ category: fx.economy, capacity: 9 }] });
    const sel = { outbound: dep, category: fx.economy, adults: 1 };
    const q = await quote('operator3', sel);
    const payload = { ...sel, passengers: passengersFor({ adults: 1 }, addDays(D, 2)), price_token: q.price_token };
    const first = await post('operator3', payload, { 'idempotency-key': 'draft-1' });
    expect(first.statusCode).toBe(201);
    const sold = await soldOn(t.db, dep);
    const [second, third] = await Promise.all([post('operator3', payload, { 'idempotency-key': 'draft-1' }), post('operator3', payload, { 'idempotency-key': 'draft-1' })]);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(third.json().locator).toBe(first.json().locator);
    expect(await soldOn(t.db, dep)).toBe(sold);
    const other = await post('operator3', { ...payload, adults: 2, passengers: passengersFor({ adults: 2 }, addDays(D, 2)) }, { 'idempotency-key': 'draft-1' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
    // Keys are per agency: another agency may use the same one.
    const mine = await book(t.app, await t.auth('operator3b'), sel, { key: 'draft-1', departure: addDays(D, 2) });
    expect(mine.statusCode).toBe(201);
    const long = await post('operator3', payload, { 'idempotency-key': 'k'.repeat(101) });
    expect(long.statusCode).toBe(400);
  });

  it('lets only users with Flight with Booking book, and only Reservation with Change waive penalties', async () => {
    const passengers = passengersFor({ adults: 1 }, D);
    const sel = { outbound: out, category: fx.economy, adults: 1 };
    expect((await post('seller2', { ...sel, passengers, price_token: 'x' })).statusCode).toBe(403);
    expect((await post('coordinator', { ...sel, passengers, price_token: 'x' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/flights/reservation/', payload: sel })).statusCode).toBe(401);
    const waived = await book(t.app, await t.auth('operator3'), sel, { extra: { apply_penalties: false }, departure: D });
    expect(waived.statusCode).toBe(403);
    const byStaff = await book(t.app, await t.auth('commercial'), sel, { extra: { apply_penalties: false }, departure: D });
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect(byStaff.json().apply_penalties).toBe(false);
  });

  it('takes a seller of the caller’s subtree and refuses another’s', async () => {
    const seller = await t.db.selectFrom('sellers').select('id').executeTakeFirstOrThrow();
    const sel = { outbound: out, category: fx.economy, adults: 1 };
    const ok = await book(t.app, await t.auth('operator2'), sel, { extra: { seller: seller.id }, departure: D });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().seller).toBe(seller.id);
    const foreign = await book(t.app, await t.auth('operator2b'), sel, { extra: { seller: seller.id }, departure: D });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json())).toEqual(['seller']);
  });
});
