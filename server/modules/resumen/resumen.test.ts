import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneralReservationPage } from '../../../domain/records/resumen.ts';
import type { ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, passengersFor, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { sheetRows } from '../../testing/xlsx.ts';
import type { CheckoutRecord } from '../../../domain/records/cart.ts';
import { addedItem } from '../cart/cartTesting.ts';

const t = useTestApp();
let fx: FlightFixture;
const booked: Record<string, { id: number; locator: string }> = {};
const D1 = daysFromNow(20);
const D2 = daysFromNow(22);
const TAG = 'Resumentest';

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  const out1 = await addDeparture(t.db, fx, { date: D1, categories: [{ category: fx.economy, capacity: 40 }] });
  const out2 = await addDeparture(t.db, fx, { date: D2, categories: [{ category: fx.economy, capacity: 40 }] });
  const sellerId = (await t.db.selectFrom('sellers as s').innerJoin('users as u', 'u.id', 's.user_id').select('s.id').where('u.username', '=', 'seller2').executeTakeFirstOrThrow()).id;
  const make = async (key: string, user: string, outbound: number, extra: object = {}) => {
    const passengers = passengersFor({ adults: 1 }, outbound === out2 ? D2 : D1);
    passengers[0] = { ...passengers[0], first_name: key, last_name: TAG };
    const res = await book(t.app, await t.auth(user), { outbound, category: fx.economy, adults: 1 }, { departure: outbound === out2 ? D2 : D1, extra, passengers });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json<ReservationDetailRecord>();
    booked[key] = { id: r.id, locator: r.locator };
  };
  await make('Cancun', 'operator3', out1);
  await make('Mexico', 'operator2', out2, { seller: sellerId });
  await make('Spain', 'operator2b', out1);
  // A reservation of another service, written as its service would: the list is not flight-only.
  const agency = await t.db.selectFrom('users').select(['id', 'agency_id']).where('username', '=', 'operator2').executeTakeFirstOrThrow();
  const hotel = await t.db
    .insertInto('reservations')
    .values({
      locator: 'HTLRS1',
      service_type: 'hotels',
      agency_id: agency.agency_id,
      operator_id: agency.id,
      client_name: `Hotel ${TAG}`,
      start_date: D1,
      end_date: D2,
      currency_id: 1,
      net: '80.00',
      total: '100.00',
      price_levels: JSON.stringify([]),
      commercial_status: 'paid',
    })
    .returning(['id', 'locator'])
    .executeTakeFirstOrThrow();
  booked.Hotel = hotel;
});

async function list(user: string, query = '', path = 'reservations') {
  const res = await t.app.inject({ method: 'GET', url: `/api/${path}/?customer_name=${TAG}&${query}`, headers: await t.auth(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GeneralReservationPage>();
}
const locators = (page: GeneralReservationPage) => page.results.map((r) => r.locator).sort();
const of = (...keys: string[]) => keys.map((k) => booked[k].locator).sort();

describe('GET reservations/ (general list)', () => {
  it('scopes to the agency subtree: operator, seller, level-2 operator, staff', async () => {
    expect(locators(await list('operator3'))).toEqual(of('Cancun'));
    expect(locators(await list('operator2'))).toEqual(of('Cancun', 'Mexico', 'Hotel'));
    expect(locators(await list('seller2'))).toEqual(of('Cancun', 'Mexico', 'Hotel'));
    expect(locators(await list('operator2b'))).toEqual(of('Spain'));
    expect(locators(await list('commercial'))).toEqual(of('Cancun', 'Mexico', 'Spain', 'Hotel'));
  });

  it('holds every service, with the service type filter and a per-service summary', async () => {
    const all = await list('commercial');
    const hotel = all.results.find((r) => r.locator === booked.Hotel.locator);
    expect(hotel?.service_type).toBe('hotels');
    const flight = all.results.find((r) => r.locator === booked.Cancun.locator);
    expect(flight?.summary).toContain(D1);
    expect(locators(await list('commercial', 'service_type=hotels'))).toEqual(of('Hotel'));
    expect(locators(await list('commercial', 'service_type=flights'))).toEqual(of('Cancun', 'Mexico', 'Spain'));
  });

  it('pages by 10 and filters by code, seller, check-in range and paid status with the totals of the filter', async () => {
    const page = await list('commercial');
    expect(page.count).toBe(4);
    expect(page.total_pages).toBe(1);
    const res = await t.app.inject({ method: 'GET', url: '/api/reservations/', headers: await t.auth('commercial') });
    expect(res.json<GeneralReservationPage>().results.length).toBeLessThanOrEqual(10);
    expect(locators(await list('commercial', `reservation_code=${booked.Spain.locator.toLowerCase()}`))).toEqual(of('Spain'));
    const seller = (await t.db.selectFrom('sellers as s').innerJoin('users as u', 'u.id', 's.user_id').select('s.id').where('u.username', '=', 'seller2').executeTakeFirstOrThrow()).id;
    expect(locators(await list('commercial', `seller=${seller}`))).toEqual(of('Mexico'));
    expect(locators(await list('commercial', `service_checkin_start_date=${D2}&service_checkin_end_date=${D2}`))).toEqual(of('Mexico'));
    const paid = await list('commercial', 'commercial_status=paid');
    expect(locators(paid)).toEqual(of('Hotel'));
    expect(paid.totals.paid).toBe('100.00');
    expect(paid.totals.unpaid).toBe('0.00');
    const scoped = await list('operator2');
    expect(Number(scoped.totals.paid)).toBe(100);
    expect(Number(scoped.totals.unpaid)).toBeGreaterThan(0);
  });

  it('answers 400 with field messages for bad input, 403 without permission, 401 anonymously', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/reservations/?service_type=boats&start_date=ayer&page_size=0', headers: await t.auth('commercial') });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(expect.arrayContaining(['page_size', 'service_type', 'start_date']));
    expect((await t.app.inject({ method: 'GET', url: '/api/sellers/reservations/', headers: await t.auth('operator2') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/reservations/' })).statusCode).toBe(401);
  });
});

describe('GET reservations/: the filters a service answers, and the accounting provider', () => {
  it('destination_country: flights whose outbound goes to a city of that country; other services never match', async () => {
    const country = async (code: string) => (await t.db.selectFrom('countries').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    expect(locators(await list('commercial', `destination_country=${await country('CU')}`))).toEqual(of('Cancun', 'Mexico', 'Spain'));
    expect(locators(await list('commercial', `destination_country=${await country('MX')}`))).toEqual([]);
  });

  it('provider: the airline of a leg by name or code', async () => {
    const airline = await t.db.selectFrom('airlines').select(['code', 'name']).where('id', '=', fx.airlineId).executeTakeFirstOrThrow();
    expect(locators(await list('commercial', `provider=${airline.code.toLowerCase()}`))).toEqual(of('Cancun', 'Mexico', 'Spain'));
    expect(locators(await list('commercial', 'provider=Ninguna%20aerol%C3%ADnea'))).toEqual([]);
  });

  it('accounting_provider: filter and column; a malformed code is a 400, an unknown one finds nothing', async () => {
    const changed = await t.app.inject({ method: 'PATCH', url: `/api/reservations/${booked.Mexico.id}/accounting-provider/`, headers: await t.auth('accounting'), payload: { accounting_provider: 'gaviota' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const page = await list('commercial', 'accounting_provider=gaviota');
    expect(locators(page)).toEqual(of('Mexico'));
    expect(page.results[0].accounting_provider).toBe('gaviota');
    // Providers are rows of a catalogue now (migration 0033): a code nobody has filters to nothing.
    expect(locators(await list('commercial', 'accounting_provider=nadie'))).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/reservations/?accounting_provider=Nadie%20Aqu%C3%AD', headers: await t.auth('commercial') });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['accounting_provider']);
  });

  it('accounting providers come from the catalogue: a new one is given, named in the list, the export and the history; a deactivated one is refused', async () => {
    const headers = { ...(await t.auth('accounting')), 'accept-language': 'en' };
    const created = await t.app.inject({ method: 'POST', url: '/api/accounting-provider/providers/', headers, payload: { code: 'ecotur', name: 'Ecotur S.A.' } });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/reservations/${booked.Spain.id}/accounting-provider/`;
    const changed = await t.app.inject({ method: 'PATCH', url, headers, payload: { accounting_provider: 'ecotur' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const page = await list('commercial', 'accounting_provider=ecotur');
    expect(locators(page)).toEqual(of('Spain'));
    expect(page.results[0]).toMatchObject({ accounting_provider: 'ecotur', accounting_provider_name: 'Ecotur S.A.' });
    const exported = await t.app.inject({ method: 'GET', url: `/api/reservations/export/?accounting_provider=ecotur`, headers: await t.auth('commercial') });
    const rows = await sheetRows(exported.rawPayload);
    expect(rows[1][rows[0].length - 1]).toBe('Ecotur S.A.');
    const detail = await t.app.inject({ method: 'GET', url: `/api/flights/reservations/${booked.Spain.id}/`, headers: await t.auth('admin') });
    const history = detail.json<ReservationDetailRecord>().history.find((h) => h.action === 'change_accounting_provider');
    expect(history?.changes).toEqual([expect.objectContaining({ field: 'accounting_provider', after: 'Ecotur S.A.' })]);

    // Deactivated in the catalogue: no reservation may be given it any more, and nothing changes.
    await t.app.inject({ method: 'PATCH', url: `/api/accounting-provider/providers/${created.json<{ id: number }>().id}/`, headers, payload: { active: false } });
    const refused = await t.app.inject({ method: 'PATCH', url: `/api/reservations/${booked.Cancun.id}/accounting-provider/`, headers, payload: { accounting_provider: 'ecotur' } });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['accounting_provider']);
    expect(locators(await list('commercial', 'accounting_provider=ecotur'))).toEqual(of('Spain'));
  });
});

describe('GET sellers/reservations/', () => {
  it('lists the seller’s own sales only', async () => {
    expect(locators(await list('seller2', '', 'sellers/reservations'))).toEqual(of('Mexico'));
  });

  it('a Seller Admin lists every seller’s sales in its scope (not the reservations sold without a seller)', async () => {
    expect(locators(await list('admin', '', 'sellers/reservations'))).toEqual(of('Mexico'));
    expect((await t.app.inject({ method: 'GET', url: '/api/sellers/reservations/', headers: await t.auth('commercial') })).statusCode).toBe(403);
  });
});

describe('GET reservations/export/', () => {
  it('streams the filter as XLSX in the request’s language', async () => {
    for (const [lang, header, service] of [['es', 'Localizador', 'Alojamiento'], ['en', 'Locator', 'Accommodation']]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/reservations/export/?customer_name=${TAG}`, headers: { ...(await t.auth('operator2')), 'accept-language': lang } });
      expect(res.statusCode, res.body).toBe(200);
      const rows = await sheetRows(res.rawPayload);
      expect(rows[0][0]).toBe(header);
      expect(rows).toHaveLength(4);
      expect(rows.find((r) => r[0] === booked.Hotel.locator)?.[1]).toBe(service);
    }
  });
});

describe('GET reservations/?transaction_code= (the order number)', () => {
  it("finds a checkout's reservations by its ORD- number, in the caller's scope only; another number finds nothing", async () => {
    const days = [daysFromNow(24), daysFromNow(26)];
    const headers = await t.auth('operator3');
    const items = [];
    for (const day of days) {
      const outbound = await addDeparture(t.db, fx, { date: day, categories: [{ category: fx.economy, capacity: 5 }] });
      const item = await addedItem(t.app, headers, { outbound, category: fx.economy, adults: 1 });
      const passengers = passengersFor({ adults: 1 }, day).map((p) => ({ ...p, last_name: 'Ordertest' }));
      items.push({ id: item.id, passengers });
    }
    const client = await t.app.inject({ method: 'POST', url: '/api/customers/', headers, payload: { first_name: 'Olga', last_name: 'Ordertest', email: 'olga.order@example.test', phone: '9981234567', passport: 'OR123456' } });
    expect(client.statusCode, client.body).toBe(201);
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers, payload: { items, customer: client.json().id } });
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json<CheckoutRecord>();
    const byCode = async (user: string, code: string) => {
      const page = await t.app.inject({ method: 'GET', url: `/api/reservations/?transaction_code=${encodeURIComponent(code)}`, headers: await t.auth(user) });
      expect(page.statusCode, page.body).toBe(200);
      return page.json<GeneralReservationPage>().results.map((r) => r.locator).sort();
    };
    const locators = done.reservations.map((r) => r.locator).sort();
    expect(await byCode('operator3', done.order.number)).toEqual(locators);
    expect(await byCode('commercial', done.order.number)).toEqual(locators);
    expect(await byCode('operator2b', done.order.number)).toEqual([]);
    expect(await byCode('operator3', 'ORD-0000000000')).toEqual([]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/flights/reservations/${done.reservations[0].id}/`, headers });
    expect(detail.json<ReservationDetailRecord>().payment_order_numbers).toEqual([done.order.number]);
    // The order's client: its e-mail is the payment link's default address.
    expect(detail.json<ReservationDetailRecord>().customer_email).toBe('olga.order@example.test');
  });
});

describe('GET reservations/: hotels answer destination_country, provider and integration', () => {
  /** A demo hotel stay (the seed books them through the checkout) with its hotel. */
  async function demoStay() {
    return t.db
      .selectFrom('reservations as r')
      .innerJoin('hotel_reservations as hr', 'hr.reservation_id', 'r.id')
      .innerJoin('hotels as h', 'h.id', 'hr.hotel_id')
      .innerJoin('hotel_chains as hc', 'hc.id', 'h.chain_id')
      .select(['r.id', 'r.locator', 'r.currency_id', 'h.country_id', 'h.name', 'hc.name as chain'])
      .where('h.provider', '=', 'own')
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
  }
  /** Whether the list filtered by `query` holds the stay (`list` would add the test's customer name). */
  async function finds(stay: { locator: string; currency_id: number }, query: string): Promise<boolean> {
    const res = await t.app.inject({ method: 'GET', url: `/api/reservations/?reservation_code=${stay.locator}&currency=${stay.currency_id}&${query}`, headers: await t.auth('commercial') });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GeneralReservationPage>().results.some((r) => r.locator === stay.locator);
  }

  it('by the hotel’s country, the hotel or its chain; integration never finds our own hotels', async () => {
    const stay = await demoStay();
    const other = await t.db.selectFrom('countries').select('id').where('id', '<>', stay.country_id).orderBy('id').executeTakeFirstOrThrow();
    const bare = (query: string) => finds(stay, query);
    expect(await bare('')).toBe(true);
    expect(await bare(`destination_country=${stay.country_id}`)).toBe(true);
    expect(await bare(`destination_country=${other.id}`)).toBe(false);
    expect(await bare(`provider=${encodeURIComponent(stay.name.slice(0, 6).toLowerCase())}`)).toBe(true);
    expect(await bare(`provider=${encodeURIComponent(stay.chain)}`)).toBe(true);
    expect(await bare('provider=Ninguna%20cadena')).toBe(false);
    expect(await bare('integration=own')).toBe(false);
    expect(await bare('integration=hotelbeds')).toBe(false);
  });

  it('integration: a stay at a hotel of the integrated provider, by its code', async () => {
    const stay = await demoStay();
    const providerHotel = await t.db.selectFrom('hotels').select('id').where('provider', '<>', 'own').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('hotel_reservations').set({ hotel_id: providerHotel.id }).where('reservation_id', '=', stay.id).execute();
    const bare = (query: string) => finds(stay, query);
    expect(await bare('integration=hotelbeds')).toBe(true);
    expect(await bare('integration=HOTELBEDS')).toBe(true);
    expect(await bare('integration=otra')).toBe(false);
    expect(await bare('provider=hotelbeds')).toBe(true);
    // Alone, the filter is counted over the reservations (the list summary cannot answer it).
    const alone = await t.app.inject({ method: 'GET', url: '/api/reservations/?integration=hotelbeds', headers: await t.auth('commercial') });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json<GeneralReservationPage>().results.map((r) => r.locator)).toContain(stay.locator);
    expect(alone.json<GeneralReservationPage>().results.every((r) => r.service_type === 'hotels')).toBe(true);
  });
});

describe('GET reservations/: paid and the agency’s bank code (spec §3)', () => {
  it('is_paid splits paid from not yet paid; bank_code finds the buying agency by its bank code', async () => {
    const paid = await list('commercial', 'is_paid=true');
    expect(locators(paid)).toEqual(of('Hotel'));
    expect(locators(await list('commercial', 'is_paid=false'))).toEqual(of('Cancun', 'Mexico', 'Spain'));
    const bad = await t.app.inject({ method: 'GET', url: '/api/reservations/?is_paid=quizas', headers: await t.auth('commercial') });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['is_paid']);
    const agency = await t.db.selectFrom('users').select('agency_id').where('username', '=', 'operator2b').executeTakeFirstOrThrow();
    await t.db.updateTable('agencies').set({ bank_code: 'BANCO-ESPANA-77' }).where('id', '=', agency.agency_id).execute();
    expect(locators(await list('commercial', 'bank_code=espana-77'))).toEqual(of('Spain'));
    expect(locators(await list('commercial', 'bank_code=NINGUNO'))).toEqual([]);
  });
});
