/**
 * Flights of a route (docs/api-flights.md 'Flights'): the airports must be in the route's cities,
 * the list's filters, a flight with booked departures cannot be deleted, and
 * update-mix-dependent-schedule copies the route's prices onto its departures from today on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import { caller, FLIGHT_TABLES } from '../../testing/flightAdmin.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, type FlightFixture } from '../../testing/flightFixtures.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);
const en = (key: string) => translate('en', key);

interface Flight {
  id: number;
  number: string;
  [key: string]: unknown;
}

let fx: FlightFixture;
let past: number;
let soon: number;
let later: number;

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  const categories = [{ category: fx.economy, capacity: 20 }];
  past = await addDeparture(t.db, fx, { date: daysFromNow(-3), categories });
  soon = await addDeparture(t.db, fx, { date: daysFromNow(5), categories });
  later = await addDeparture(t.db, fx, { date: daysFromNow(40), categories });
});

async function pricesOf(id: number) {
  return t.db.selectFrom('subcalendars').select(['price_adult', 'price_child', 'price_infant', 'price_adult_oi', 'price_child_oi', 'price_infant_oi']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe('flights', () => {
  let id: number;

  it('creates a flight between airports of the route cities', async () => {
    const res = await call('admin', 'POST', 'admin-flights/flight/', {
      number: 'qa101',
      airline: fx.airlineId,
      route: fx.routeId,
      origin_airport: fx.originAirportId,
      destination_airport: fx.destinationAirportId,
      departure_time: '06:15:00',
      arrival_time: '07:45',
      travel_minutes: 90,
      distance_km: 700,
      is_with_scales: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({
      id,
      number: 'QA101',
      airline: fx.airlineId,
      route: fx.routeId,
      origin_city: fx.originCityId,
      destination_city: fx.destinationCityId,
      origin_airport: fx.originAirportId,
      destination_airport: fx.destinationAirportId,
      departure_time: '06:15',
      arrival_time: '07:45',
      travel_minutes: 90,
      distance_km: 700,
      is_with_scales: true,
      active: true,
      cancellation_policy: null,
      term_conditions: null,
      calendars_count: 0,
    });
    expect((await call('admin', 'GET', `admin-flights/route/${fx.routeId}/`)).json().flights).toEqual([fx.flightId, id]);
    const list = (await call('admin', 'GET', `admin-flights/flight/?route=${fx.routeId}&ordering=-departure_time`)).json<{ results: Flight[] }>();
    expect(list.results.map((f) => f.number)).toEqual([(await t.db.selectFrom('flights').select('number').where('id', '=', fx.flightId).executeTakeFirstOrThrow()).number, 'QA101']);
    expect((await call('admin', 'GET', 'admin-flights/flight/?search=qa1')).json<{ results: Flight[] }>().results.map((f) => f.id)).toEqual([id]);
    expect((await call('admin', 'GET', `admin-flights/flight/?destination_city=${fx.originCityId}`)).json<{ results: Flight[] }>().results.map((f) => f.id)).toEqual([fx.returnFlightId]);
  });

  it('airports outside the route cities are 400 on each field, also when a PATCH moves the route', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    const swapped = await call('admin', 'POST', 'admin-flights/flight/', {
      number: 'QA102',
      airline: fx.airlineId,
      route: fx.routeId,
      origin_airport: fx.destinationAirportId,
      destination_airport: fx.originAirportId,
      departure_time: '06:15',
      arrival_time: '07:45',
      travel_minutes: 90,
    }, 'en');
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json()).toEqual({ origin_airport: [en('validation.airport_city_mismatch')], destination_airport: [en('validation.airport_city_mismatch')] });
    const moved = await call('admin', 'PATCH', `admin-flights/flight/${id}/`, { route: fx.returnRouteId }, 'en');
    expect(moved.json()).toEqual({ origin_airport: [en('validation.airport_city_mismatch')], destination_airport: [en('validation.airport_city_mismatch')] });
    const bad = await call('admin', 'PATCH', `admin-flights/flight/${id}/`, { number: 'Q', departure_time: '24:00', travel_minutes: 0, airline: 999999 }, 'en');
    expect(bad.json()).toEqual({
      number: [translate('en', 'validation.invalid_flight_number')],
      departure_time: [en('validation.invalid_time')],
      travel_minutes: [translate('en', 'validation.too_small', { min: 1 })],
    });
    expect((await call('admin', 'PATCH', `admin-flights/flight/${id}/`, { airline: 999999, cancellation_policy: 999999 }, 'en')).json()).toEqual({
      airline: [en('validation.invalid_choice')],
      cancellation_policy: [en('validation.invalid_choice')],
    });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    const ok = await call('admin', 'PATCH', `admin-flights/flight/${id}/`, { route: fx.returnRouteId, origin_airport: fx.destinationAirportId, destination_airport: fx.originAirportId, active: false });
    expect(ok.json()).toMatchObject({ route: fx.returnRouteId, origin_city: fx.destinationCityId, active: false });
  });

  it("a route's cities cannot move away from the airports of its flights", async () => {
    const other = (await t.db.selectFrom('cities').select('id').where('code', '=', 'SDQ').executeTakeFirstOrThrow()).id;
    const before = await digest(t.db, FLIGHT_TABLES);
    const res = await call('admin', 'PATCH', `admin-flights/route/${fx.routeId}/`, { destination_city: other }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ destination_city: [en('validation.route_flights_airports')] });
    const both = await call('admin', 'PATCH', `admin-flights/route/${fx.routeId}/`, { origin_city: fx.destinationCityId, destination_city: fx.originCityId });
    expect(both.json()).toEqual({ origin_city: [translate('es', 'validation.route_flights_airports')], destination_city: [translate('es', 'validation.route_flights_airports')] });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
    // Same cities again, or a route without flights: nothing to check.
    expect((await call('admin', 'PATCH', `admin-flights/route/${fx.routeId}/`, { origin_city: fx.originCityId })).statusCode).toBe(200);
    expect((await t.db.selectFrom('flight_routes').select('destination_city_id').where('id', '=', fx.routeId).executeTakeFirstOrThrow()).destination_city_id).toBe(fx.destinationCityId);
    const spare = (await call('admin', 'POST', 'admin-flights/route/', { name: 'Sin vuelos', origin_city: fx.originCityId, destination_city: fx.destinationCityId })).json().id;
    expect((await call('admin', 'PATCH', `admin-flights/route/${spare}/`, { destination_city: other })).json().destination_city).toBe(other);
    expect((await call('admin', 'DELETE', `admin-flights/route/${spare}/`)).statusCode).toBe(204);
    expect((await digest(t.db, ['flights'])).flights).toBe(before.flights);
  });

  it('a flight with a booked departure cannot be deleted; one without departures can', async () => {
    const booked = await book(t.app, await t.auth('operator3'), { outbound: later, category: fx.economy, adults: 1 }, { departure: daysFromNow(40) });
    expect(booked.statusCode, booked.body).toBe(201);
    const before = await digest(t.db, [...FLIGHT_TABLES, 'reservations', 'flight_reservations']);
    const res = await call('admin', 'DELETE', `admin-flights/flight/${fx.flightId}/`, undefined, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'in_use', detail: en('api.in_use') });
    expect(await digest(t.db, [...FLIGHT_TABLES, 'reservations', 'flight_reservations'])).toEqual(before);
    expect((await call('admin', 'DELETE', `admin-flights/flight/${id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `admin-flights/route/${fx.returnRouteId}/`)).json().flights).toEqual([fx.returnFlightId]);
  });

  it('operators and commercials without Flight Managment may not touch flights', async () => {
    for (const user of ['operator3', 'commercial']) {
      expect((await call(user, 'GET', 'admin-flights/flight/')).statusCode).toBe(403);
      expect((await call(user, 'PATCH', `admin-flights/flight/${fx.flightId}/`, { active: false })).statusCode).toBe(403);
      expect((await call(user, 'DELETE', `admin-flights/flight/${fx.returnFlightId}/`)).statusCode).toBe(403);
    }
    expect((await t.db.selectFrom('flights').select('active').where('id', '=', fx.flightId).executeTakeFirstOrThrow()).active).toBe(true);
  });
});

describe('update-mix-dependent-schedule', () => {
  const prices = { price_adult: '301.00', price_child: '241.00', price_infant: '31.00', price_adult_oi: '551.00', price_child_oi: '441.00', price_infant_oi: '61.00' };

  it("copies the route's six prices onto its departures from today on", async () => {
    const old = await pricesOf(past);
    await call('admin', 'PATCH', `admin-flights/route/${fx.routeId}/`, prices);
    const res = await call('admin', 'PATCH', `admin-flights/route/${fx.routeId}/update-mix-dependent-schedule/`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect(await pricesOf(soon)).toEqual(prices);
    expect(await pricesOf(later)).toEqual(prices);
    expect(await pricesOf(past)).toEqual(old);
    const history = (await call('admin', 'GET', `admin-flights/subcalendar/${soon}/history`)).json<{ results: { action: string; after: Record<string, unknown> }[] }>().results;
    expect(history[0]).toMatchObject({ action: 'update_mix_dependent_schedule', after: { id: soon, ...prices } });
  });

  it('only inside the range when one is given', async () => {
    await call('admin', 'PATCH', `admin-flights/route/${fx.routeId}/`, { price_adult: '333.00' });
    const res = await call('admin', 'PATCH', `admin-flights/route/${fx.routeId}/update-mix-dependent-schedule/`, { start_date: daysFromNow(-10), end_date: daysFromNow(10) });
    expect(res.json()).toEqual({ updated: 2 });
    expect((await pricesOf(past)).price_adult).toBe('333.00');
    expect((await pricesOf(soon)).price_adult).toBe('333.00');
    expect((await pricesOf(later)).price_adult).toBe('301.00');
    const before = await digest(t.db, FLIGHT_TABLES);
    const bad = await call('admin', 'PATCH', `admin-flights/route/${fx.routeId}/update-mix-dependent-schedule/`, { start_date: daysFromNow(10), end_date: daysFromNow(1) }, 'en');
    expect(bad.json()).toEqual({ end_date: [en('validation.date_order')] });
    expect((await call('admin', 'PATCH', 'admin-flights/route/999999/update-mix-dependent-schedule/', {})).statusCode).toBe(404);
    expect((await call('operator3', 'PATCH', `admin-flights/route/${fx.routeId}/update-mix-dependent-schedule/`, {})).statusCode).toBe(403);
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });
});
