/**
 * Issue 8: catalogue names in English with Spanish as the fallback. The administration keeps the
 * English twin (optional, trimmed, max length); the search, the booking's frozen policies and
 * terms, the reservation detail and the rules' category names pick by the request's language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import type { FlightOptionRecord, ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { caller, FLIGHT_TABLES } from '../../testing/flightAdmin.ts';
import { addDeparture, book, createFlightFixture, ruleFreeDays, type FlightFixture } from '../../testing/flightFixtures.ts';
import { digest } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);
const [D] = ruleFreeDays(45);
let fx: FlightFixture;
let out: number;
let economyEs: string;
let premiumEs: string;

interface Page<T> {
  count: number;
  results: T[];
}

beforeAll(async () => {
  const policy = await t.db
    .insertInto('cancellation_policies')
    .values({ name: 'Sin cargo de prueba', name_en: 'Test free cancellation', description: 'Sin cargo.', discount_type: 'percent', value: '0', min_days: 0, max_days: 365, service_type: 'flights' })
    .returning('id')
    .executeTakeFirstOrThrow();
  fx = await createFlightFixture(t.db, { policyId: policy.id });
  // Economy gets an English name; premium keeps none, so English shows its Spanish name.
  await t.db.updateTable('seat_categories').set({ name_en: 'Test economy' }).where('id', '=', fx.economy).execute();
  const names = await t.db.selectFrom('seat_categories').select(['id', 'name']).where('id', 'in', [fx.economy, fx.premium]).execute();
  economyEs = names.find((n) => n.id === fx.economy)?.name ?? '';
  premiumEs = names.find((n) => n.id === fx.premium)?.name ?? '';
  out = await addDeparture(t.db, fx, { date: D, categories: [{ category: fx.economy, capacity: 10 }, { category: fx.premium, capacity: 10 }] });
});

describe('administration of the English name', () => {
  it('is optional and trimmed; blank clears it; the lists search it', async () => {
    const res = await call('admin', 'POST', 'admin-flights/category/', { name: 'Turista Bilingüe', name_en: '  Bilingual tourist  ', code: 'BILING' });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    expect(res.json()).toMatchObject({ name: 'Turista Bilingüe', name_en: 'Bilingual tourist' });
    expect((await call('admin', 'GET', 'admin-flights/category/?search=bilingual')).json<Page<{ id: number }>>().results.map((c) => c.id)).toEqual([id]);
    expect((await call('admin', 'PATCH', `admin-flights/category/${id}/`, { name_en: '  ' })).json()).toMatchObject({ name_en: null });
    expect((await call('admin', 'DELETE', `admin-flights/category/${id}/`)).statusCode).toBe(204);
  });

  it('too long is 400 on the field in the request language and changes nothing', async () => {
    const before = await digest(t.db, FLIGHT_TABLES);
    const luggage = await call('admin', 'POST', 'admin-flights/luggage-category/', { name: 'Maleta', name_en: 'x'.repeat(101), weight_lbs: 20 }, 'en');
    expect(luggage.statusCode).toBe(400);
    expect(luggage.json()).toEqual({ name_en: [translate('en', 'validation.too_long', { max: 100 })] });
    const seat = await call('admin', 'POST', 'admin-flights/category/', { name: 'Otra', name_en: 'x'.repeat(51), code: 'OTRA' });
    expect(seat.json()).toEqual({ name_en: [translate('es', 'validation.too_long', { max: 50 })] });
    expect(await digest(t.db, FLIGHT_TABLES)).toEqual(before);
  });

  it('a rule keeps its English name; its category is named in the request language', async () => {
    const res = await call('admin', 'POST', 'admin-flights/flight-price-rule/', { name: 'Regla de prueba', name_en: 'Test rule', category: fx.economy, kind: 'percent', value: '1.00', active: false });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    expect(res.json()).toMatchObject({ name: 'Regla de prueba', name_en: 'Test rule', category_name: economyEs });
    expect((await call('admin', 'GET', `admin-flights/flight-price-rule/${id}/`, undefined, 'en')).json()).toMatchObject({ category_name: 'Test economy' });
    expect((await call('admin', 'DELETE', `admin-flights/flight-price-rule/${id}/`)).statusCode).toBe(204);
  });
});

describe('what agencies read', () => {
  it('the catalogue of categories: English when given, else Spanish; Spanish in Spanish', async () => {
    const names = async (lang: string) => new Map((await call('operator3', 'GET', 'flights/categories/?page_size=100', undefined, lang)).json<Page<{ id: number; name: string }>>().results.map((c) => [c.id, c.name]));
    const en = await names('en');
    expect([en.get(fx.economy), en.get(fx.premium)]).toEqual(['Test economy', premiumEs]);
    const es = await names('es');
    expect([es.get(fx.economy), es.get(fx.premium)]).toEqual([economyEs, premiumEs]);
  });

  it('the search options: category and policy names in the request language (the answer cache keeps both)', async () => {
    const search = async (lang: string) =>
      (await call('operator3', 'GET', `flights/search/flights-open/?origin=${fx.originCityId}&destination=${fx.destinationCityId}&departure_date=${D}&adults=1`, undefined, lang)).json<{ outbound: FlightOptionRecord[] }>().outbound[0];
    const es = await search('es');
    expect(es.categories.map((c) => c.name)).toEqual([economyEs, premiumEs]);
    expect(es.cancellation_policy.map((p) => p.name)).toEqual(['Sin cargo de prueba']);
    const en = await search('en');
    expect(en.categories.map((c) => c.name)).toEqual(['Test economy', premiumEs]);
    expect(en.cancellation_policy).toEqual([{ name: 'Test free cancellation', discount_type: 'percent', value: '0.00', min_days: 0, max_days: 365 }]);
  });

  it('the departures administration names the categories in the request language', async () => {
    const names = async (lang: string) =>
      (await call('admin', 'GET', `admin-flights/subcalendar/${out}/`, undefined, lang)).json<{ categories: { name: string }[] }>().categories.map((c) => c.name);
    expect(await names('en')).toEqual(['Test economy', premiumEs]);
    expect(await names('es')).toEqual([economyEs, premiumEs]);
  });

  it('a booking freezes both languages: the detail shows the category and policies in the reader’s', async () => {
    const res = await book(t.app, { ...(await t.auth('operator3')), 'accept-language': 'en' }, { outbound: out, category: fx.economy, adults: 1 }, { departure: D });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<ReservationDetailRecord>();
    expect(booked.category_name).toBe('Test economy');
    expect(booked.cancellation_policy.map((p) => p.name)).toEqual(['Test free cancellation']);
    expect(booked.terms_and_conditions.map((x) => x.name)).toContain('Luggage');
    const detail = async (lang: string) => (await call('operator3', 'GET', `flights/reservations/${booked.id}/`, undefined, lang)).json<ReservationDetailRecord>();
    const es = await detail('es');
    expect(es.category_name).toBe(economyEs);
    expect(es.cancellation_policy.map((p) => p.name)).toEqual(['Sin cargo de prueba']);
    expect(es.terms_and_conditions.map((x) => x.name)).toContain('Equipaje');
    expect(JSON.stringify(es)).not.toContain('name_en');
    // The list names the category in the reader's language too.
    const listed = async (lang: string) =>
      (await call('operator3', 'GET', `flights/reservations/?pnr=${booked.locator}`, undefined, lang)).json<{ results: { category_name: string }[] }>().results[0].category_name;
    expect(await listed('en')).toBe('Test economy');
    expect(await listed('es')).toBe(economyEs);
  });
});
