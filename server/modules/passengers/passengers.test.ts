/**
 * The passenger directory (docs/api-flights.md 'Passengers'; rules canViewPassengers and
 * canEditPassengers): one row per agency and passport filled by the bookings, read and edited in
 * the caller's subtree only; the search, agency and passport filters; refused roles; bad bodies
 * as translated 400s that change nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import type { Passenger } from '../../../domain/flights/passengers.ts';
import type { PassengerDirectoryRecord } from '../../../domain/records/flightBooking.ts';
import { caller } from '../../testing/flightAdmin.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, passengersFor } from '../../testing/flightFixtures.ts';
import { agencyIds, digest, type AgencyKey } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);
const D = daysFromNow(40);
let agencies: Record<AgencyKey, number>;

interface Page {
  count: number;
  results: PassengerDirectoryRecord[];
}

/** Travellers named Villaverde with passports VV0000001… (search=villaverde finds them only). */
function travellers(firstNames: string[], passports: number[]): Passenger[] {
  return passengersFor({ adults: firstNames.length }, D).map((p, i) => ({ ...p, first_name: firstNames[i], last_name: 'Villaverde', passport: `VV${String(passports[i]).padStart(7, '0')}` }));
}

beforeAll(async () => {
  agencies = await agencyIds(t);
  const fx = await createFlightFixture(t.db);
  const dep = await addDeparture(t.db, fx, { date: D, categories: [{ category: fx.economy, capacity: 30 }] });
  const ok = async (user: string, passengers: Passenger[]) => {
    const res = await book(t.app, await t.auth(user), { outbound: dep, category: fx.economy, adults: passengers.length }, { departure: D, passengers });
    expect(res.statusCode, res.body).toBe(201);
  };
  await ok('operator3', travellers(['Ana', 'Luis'], [1, 2]));
  // The same passport again in the same agency refreshes its row; in another agency it is another row.
  await ok('operator3', travellers(['Anabel'], [1]));
  await ok('operator3b', travellers(['Marta', 'Jorge'], [1, 3]));
  await ok('operator2', travellers(['Elena'], [4]));
  await ok('operator2b', travellers(['Pablo'], [5]));
  await ok('admin', travellers(['Irene'], [6]));
  await t.createUser({ username: 'px_reader', agency: 'Agencia Cancún Travel', groups: ['Pax List'] });
});

async function list(user: string, query: string): Promise<Page> {
  const res = await call(user, 'GET', `passengers/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}
/** `first name@agency key` of each row. */
async function rows(user: string, query = 'search=villaverde'): Promise<string[]> {
  const byId = new Map(Object.entries(agencies).map(([key, id]) => [id, key]));
  return (await list(user, query)).results.map((p) => `${p.first_name}@${byId.get(p.agency)}`);
}

async function idOf(passport: string, agency: AgencyKey): Promise<number> {
  return (await t.db.selectFrom('passengers').select('id').where('passport', '=', passport).where('agency_id', '=', agencies[agency]).executeTakeFirstOrThrow()).id;
}

describe('GET passengers/', () => {
  it('shows each agency the passengers of its own subtree, first-level staff all of them', async () => {
    expect(await rows('operator3')).toEqual(['Anabel@cancun', 'Luis@cancun']);
    expect(await rows('px_reader')).toEqual(['Anabel@cancun', 'Luis@cancun']);
    expect(await rows('operator3b')).toEqual(['Jorge@merida', 'Marta@merida']);
    expect(await rows('operator2')).toEqual(['Anabel@cancun', 'Elena@mexico', 'Jorge@merida', 'Luis@cancun', 'Marta@merida']);
    expect(await rows('operator2b')).toEqual(['Pablo@spain']);
    expect(await rows('admin')).toEqual(['Anabel@cancun', 'Elena@mexico', 'Irene@central', 'Jorge@merida', 'Luis@cancun', 'Marta@merida', 'Pablo@spain']);
    expect(await rows('commercial')).toHaveLength(7);
    // Unfiltered too, the demo bookings included: nothing from outside the subtree.
    const all = await list('operator3b', 'page_size=1000');
    expect(all.count).toBeGreaterThanOrEqual(2);
    expect(new Set(all.results.map((p) => p.agency))).toEqual(new Set([agencies.merida]));
  });

  it('keeps one row per agency and passport, refreshed by the latest booking', async () => {
    const page = await list('admin', 'passport=vv0000001');
    expect(page.results.map((p) => [p.agency, p.first_name, p.passport]).sort()).toEqual(
      [
        [agencies.cancun, 'Anabel', 'VV0000001'],
        [agencies.merida, 'Marta', 'VV0000001'],
      ].sort(),
    );
    const anabel = page.results.find((p) => p.agency === agencies.cancun);
    expect(anabel).toMatchObject({ agency_name: 'Agencia Cancún Travel', last_name: 'Villaverde', email: 'titular@example.test', nationality: 1, country: 1 });
  });

  it('filters by name, passport or email, by agency and by passport, and orders', async () => {
    expect(await rows('operator2', 'search=luis villa')).toEqual(['Luis@cancun']);
    expect(await rows('operator2', 'search=vv000000')).toHaveLength(5);
    expect(await rows('operator2', `search=villaverde&agency=${agencies.merida}`)).toEqual(['Jorge@merida', 'Marta@merida']);
    expect(await rows('operator2', `search=villaverde&agency=${agencies.spain}`)).toEqual([]);
    expect(await rows('operator3', 'passport=VV0000003')).toEqual([]);
    expect(await rows('admin', 'passport=vv0000003')).toEqual(['Jorge@merida']);
    expect(await rows('operator2', 'search=villaverde&ordering=-first_name')).toEqual(['Marta@merida', 'Luis@cancun', 'Jorge@merida', 'Elena@mexico', 'Anabel@cancun']);
    expect(await rows('admin', `search=villaverde&id__in=${await idOf('VV0000005', 'spain')},${await idOf('VV0000002', 'cancun')}`)).toEqual(['Luis@cancun', 'Pablo@spain']);
    const bad = await call('admin', 'GET', 'passengers/?agency=abc&id__in=1,x', undefined, 'en');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['agency', 'id__in']);
    expect(bad.json().agency).toEqual([translate('en', 'validation.invalid_number')]);
  });

  it('refuses users without Pax List, Pax Reservation or Flight with Booking', async () => {
    for (const user of ['coordinator', 'accounting', 'seller2']) expect((await call(user, 'GET', 'passengers/')).statusCode, user).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/passengers/' })).statusCode).toBe(401);
  });
});

describe('passenger/{id}', () => {
  it('answers one passenger within the scope, 404 outside it', async () => {
    const id = await idOf('VV0000002', 'cancun');
    expect((await call('operator2', 'GET', `passenger/${id}/`)).json()).toMatchObject({ id, first_name: 'Luis', passport: 'VV0000002' });
    for (const user of ['operator3b', 'operator2b']) expect((await call(user, 'GET', `passenger/${id}/`)).statusCode, user).toBe(404);
    expect((await call('coordinator', 'GET', `passenger/${id}/`)).statusCode).toBe(403);
  });

  it('is edited with Pax Reservation or Flight with Booking in the scope only', async () => {
    const id = await idOf('VV0000002', 'cancun');
    const before = await digest(t.db, ['passengers']);
    expect((await call('px_reader', 'PATCH', `passenger/${id}/`, { phone: '+5351111111' })).statusCode).toBe(403);
    expect((await call('operator3b', 'PATCH', `passenger/${id}/`, { phone: '+5351111111' })).statusCode).toBe(404);
    expect(await digest(t.db, ['passengers'])).toEqual(before);
    const ok = await call('operator3', 'PATCH', `passenger/${id}/`, { phone: '+5351111111', passport: 'vv0000022', middle_name: 'Alberto' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id, phone: '+5351111111', passport: 'VV0000022', middle_name: 'Alberto', first_name: 'Luis' });
  });

  it('refuses bad input with a translated 400 and changes nothing', async () => {
    const id = await idOf('VV0000022', 'cancun');
    const before = await digest(t.db, ['passengers']);
    const es = await call('operator3', 'PATCH', `passenger/${id}/`, { date_of_birth: 'ayer', passport: 'v-1', first_name: '' });
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({
      date_of_birth: [translate('es', 'validation.invalid_date')],
      passport: [translate('es', 'validation.invalid_passport')],
      first_name: [translate('es', 'validation.required')],
    });
    const repeated = await call('operator3', 'PATCH', `passenger/${id}/`, { passport: 'VV0000001' }, 'en');
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({ passport: [translate('en', 'validation.document_repeated')] });
    const unknown = await call('operator3', 'PATCH', `passenger/${id}/`, { type: 'child' }, 'en');
    expect(unknown.json()).toEqual({ type: [translate('en', 'validation.unknown_field')] });
    expect(await digest(t.db, ['passengers'])).toEqual(before);
  });
});
