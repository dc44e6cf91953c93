/**
 * Private houses (docs/api-houses.md): the demo seed, the staff's catalogue and who may keep it,
 * the house filter with prices, the detail and the price, requests (bad input, price changed,
 * idempotency, tenant scope) and their status changes (allowed and refused, the agency's alert and
 * e-mail in its language, a confirmation refused when another one holds the nights).
 * Dates are in 2040, on a house the tests create, so the answers do not depend on today.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { HouseAdminRecord, HouseRequestDetailRecord } from '../../../domain/records/houses.ts';
import { caller } from '../../testing/flightAdmin.ts';
import { agencyIds, type AgencyKey } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const call = caller(t);
let ids: Record<AgencyKey, number>;
let house: HouseAdminRecord;
let cuba: number;
let havana: number;

const body = () => ({
  code: 'TST-001',
  name: 'Casa de Prueba Habana',
  country: cuba,
  destination: havana,
  property_type: 'colonial_house',
  accommodation_type: 'casa_particular',
  breakfast: 'optional',
  breakfast_price: '5.00',
  min_nights: 2,
  rooms: [
    { name: 'Azul', name_en: 'Blue', capacity: 2 },
    { name: 'Verde', capacity: 3 },
  ],
  seasons: [{ name: 'Invierno 2040', start_date: '2040-01-01', end_date: '2040-03-31', full_house_price: '100.00', room_price: '40.00' }],
  supplements: [
    { name: 'Limpieza', per: 'booking', frequency: 'stay', amount: '10.00', mandatory: true },
    { name: 'Cena', name_en: 'Dinner', per: 'person', frequency: 'night', amount: '12.00' },
  ],
});

const stay = (over: Record<string, unknown> = {}) => ({
  house: house.id,
  checkin: '2040-01-10',
  checkout: '2040-01-13',
  type: 'private_room',
  rooms: [house.rooms[0].id],
  guests: [
    { name: 'Ana García', age: 34 },
    { name: 'Luis García', age: 36 },
  ],
  customer_name: 'Ana García',
  ...over,
});

async function request(user: string, over: Record<string, unknown> = {}, lang = 'es'): Promise<HouseRequestDetailRecord> {
  const res = await call(user, 'POST', 'houses/requests/', stay(over), lang);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const setStatus = (user: string, id: number, status: string, comment?: string) => call(user, 'PATCH', `houses/requests/${id}/status/`, { status, ...(comment ? { comment } : {}) });

beforeAll(async () => {
  ids = await agencyIds(t);
  await t.createUser({ username: 'house_staff', type: 'coordinator', groups: ['House Solicitude'] });
  await t.createUser({ username: 'house_viewer', type: 'operator', agency: 'Agencia Cancún Travel', groups: ['House View'] });
  cuba = (await t.db.selectFrom('countries').select('id').where('code', '=', 'CU').executeTakeFirstOrThrow()).id;
  havana = (await t.db.selectFrom('destinations').select('id').where('code', '=', 'HAV').executeTakeFirstOrThrow()).id;
  const res = await call('admin', 'POST', 'admin-houses/house/', body());
  expect(res.statusCode, res.body).toBe(201);
  house = res.json();
});

describe('demo seed', () => {
  it('holds 15 houses in Cuba and requests in several statuses by several agencies, each with its history', async () => {
    const houses = await t.db.selectFrom('houses').select(['country_id', 'code']).where('code', 'not like', 'TST%').execute();
    expect(houses.length).toBe(15);
    expect(houses.every((h) => h.country_id === cuba)).toBe(true);
    const requests = await t.db.selectFrom('house_requests').select(['status', 'agency_id', 'id']).execute();
    expect(new Set(requests.map((r) => r.status)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(requests.map((r) => r.agency_id)).size).toBeGreaterThanOrEqual(3);
    const history = await t.db.selectFrom('house_request_history').select('request_id').distinct().execute();
    expect(history.length).toBe(requests.length);
  });
});

describe('catalogue', () => {
  it('first-level admins and staff with Admin Products Availability keep it; nobody else', async () => {
    await t.createUser({ username: 'apa_staff', type: 'commercial', groups: ['Admin Products Availability'] });
    expect((await call('apa_staff', 'GET', 'admin-houses/house/?ordering=id')).statusCode).toBe(200);
    for (const user of ['operator3', 'commercial', 'house_staff']) {
      expect((await call(user, 'GET', 'admin-houses/house/')).statusCode, user).toBe(403);
      expect((await call(user, 'POST', 'admin-houses/house/', { ...body(), code: 'X-1' })).statusCode, user).toBe(403);
    }
  });
  it('writes a house with its rooms, seasons and supplements, and the history of each change', async () => {
    expect(house.slug).toBe('casa-de-prueba-habana');
    expect(house.capacity).toBe(5);
    expect(house.rooms.map((r) => r.name)).toEqual(['Azul', 'Verde']);
    const res = await call('admin', 'PATCH', `admin-houses/house/${house.id}/`, { rooms: [{ id: house.rooms[0].id, name: 'Azul', name_en: 'Blue', capacity: 2 }, { id: house.rooms[1].id, name: 'Verde', capacity: 3 }, { name: 'Roja', capacity: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rooms.map((r: { name: string }) => r.name)).toEqual(['Azul', 'Verde', 'Roja']);
    const history = await t.db.selectFrom('admin_history').select('action').where('entity', '=', 'house').where('entity_id', '=', house.id).orderBy('id').execute();
    expect(history.map((h) => h.action)).toEqual(['create', 'update']);
  });
  it('answers bad input with field messages and changes nothing', async () => {
    const before = await t.db.selectFrom('houses').select('id').execute();
    const dup = await call('admin', 'POST', 'admin-houses/house/', { ...body(), name: 'Otra' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().code).toEqual(['Ya existe una casa con ese código.']);
    const overlap = await call('admin', 'POST', 'admin-houses/house/', {
      ...body(),
      code: 'TST-009',
      seasons: [body().seasons[0], { name: 'B', start_date: '2040-03-01', end_date: '2040-04-30', room_price: '1.00' }],
    }, 'en');
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()['seasons.1.start_date']).toEqual(['The season overlaps another season of the house.']);
    const noMode = await call('admin', 'POST', 'admin-houses/house/', { ...body(), code: 'TST-010', full_house: false, private_rooms: false });
    expect(noMode.statusCode).toBe(400);
    expect((await t.db.selectFrom('houses').select('id').execute()).length).toBe(before.length);
  });
});

describe('search, detail and price', () => {
  it('filters by destination, type and dates; prices the stay for the caller’s agency', async () => {
    const res = await call('operator3', 'GET', `houses/search/?destination=${havana}&code=TST&start_date=2040-01-10&end_date=2040-01-13&adults=2`);
    expect(res.statusCode, res.body).toBe(200);
    const [found] = res.json().results;
    expect(found.code).toBe('TST-001');
    // 3 nights × 40 + cleaning 10 = 130 net; operator3's price goes up the markup chain.
    expect(Number(found.price)).toBeGreaterThanOrEqual(130);
    const staff = (await call('admin', 'GET', `houses/search/?code=TST&start_date=2040-01-10&end_date=2040-01-13`)).json();
    expect(staff.results[0].price).toBe('130.00');
    expect((await call('operator3', 'GET', 'houses/search/?code=TST&start_date=2041-01-10&end_date=2041-01-13')).json().count).toBe(0);
    expect((await call('operator3', 'GET', 'houses/search/?code=TST&adults=9')).json().count).toBe(0);
    expect((await call('operator3', 'GET', 'houses/search/?code=TST&property_type=villa')).json().count).toBe(0);
    expect((await call('operator3', 'GET', 'houses/search/?ordering=__proto__')).statusCode).toBe(200);
    const bad = await call('operator3', 'GET', 'houses/search/?start_date=2040-01-10');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('end_date');
  });
  it('shows the detail by slug in the reader’s language, and the price with its rule errors', async () => {
    const detail = (await call('operator3', 'GET', `houses/${house.slug}/?start_date=2040-01-10&end_date=2040-01-13`, undefined, 'en')).json();
    expect(detail.rooms.map((r: { name: string; free: boolean }) => [r.name, r.free])).toEqual([
      ['Blue', true],
      ['Verde', true],
      ['Roja', true],
    ]);
    expect(detail.supplements.map((s: { name: string }) => s.name)).toEqual(['Limpieza', 'Dinner']);
    expect((await call('operator3', 'GET', `houses/${house.id}/`)).json().slug).toBe(house.slug);
    const price = await call('operator3', 'POST', `houses/${house.id}/price/`, { checkin: '2040-01-10', checkout: '2040-01-13', rooms: [house.rooms[0].id], ages: [30, 30] });
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json()).toMatchObject({ nights: 3, available: true, breakdown: null });
    const short = await call('operator3', 'POST', `houses/${house.id}/price/`, { checkin: '2040-01-10', checkout: '2040-01-11', rooms: [house.rooms[0].id], ages: [30] });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({ detail: 'La estancia mínima es de 2 noches.', code: 'min_nights' });
    expect((await call('operator3b', 'GET', 'houses/search/')).statusCode).toBe(403);
    expect((await call('house_viewer', 'GET', 'houses/search/')).statusCode).toBe(200);
  });
});

describe('requests', () => {
  it('needs House with Booking; bad input is a 400 and writes nothing', async () => {
    expect((await call('house_viewer', 'POST', 'houses/requests/', stay())).statusCode).toBe(403);
    const before = (await t.db.selectFrom('house_requests').select('id').execute()).length;
    const noGuests = await call('operator3', 'POST', 'houses/requests/', stay({ guests: [] }));
    expect(noGuests.statusCode).toBe(400);
    expect(noGuests.json()).toHaveProperty('guests');
    const order = await call('operator3', 'POST', 'houses/requests/', stay({ checkout: '2040-01-09' }));
    expect(order.statusCode).toBe(400);
    const changed = await call('operator3', 'POST', 'houses/requests/', stay({ price: '1.00' }));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('price_changed');
    expect((await t.db.selectFrom('house_requests').select('id').execute()).length).toBe(before);
  });
  it('a repeated Idempotency-Key answers the first request and writes nothing more', async () => {
    const headers = { ...(await t.auth('operator3')), 'idempotency-key': 'house-req-1' };
    const first = await t.app.inject({ method: 'POST', url: '/api/houses/requests/', payload: stay({ checkin: '2040-02-10', checkout: '2040-02-12' }), headers });
    expect(first.statusCode, first.body).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/houses/requests/', payload: stay({ checkin: '2040-02-10', checkout: '2040-02-12' }), headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const other = await t.app.inject({ method: 'POST', url: '/api/houses/requests/', payload: stay({ checkin: '2040-02-20', checkout: '2040-02-22' }), headers });
    expect(other.statusCode).toBe(409);
  });
  it('agencies see their subtree’s requests, never a sibling’s or a parent’s; staff see all', async () => {
    const mine = await request('operator3');
    expect(mine).toMatchObject({ status: 'requested', agency: ids.cancun, adults: 2, children: 0, calculated_price: null, next_statuses: ['cancelled'] });
    expect(mine.history.map((h) => h.status)).toEqual(['requested']);
    const list = (await call('operator2', 'GET', 'houses/requests/?page_size=100&ordering=id')).json();
    expect(list.results.some((r: { id: number }) => r.id === mine.id)).toBe(true);
    expect((await call('operator2b', 'GET', `houses/requests/${mine.id}/`)).statusCode).toBe(404);
    const spain = (await call('operator2b', 'GET', 'houses/requests/?page_size=100')).json();
    expect(spain.results.every((r: { agency: number }) => r.agency === ids.spain)).toBe(true);
    const parent = (await call('operator2', 'GET', 'houses/requests/?page_size=100')).json().results[0];
    expect((await call('operator3', 'GET', `houses/requests/?agency=${ids.mexico}`)).json().count).toBe(0);
    expect(parent).toBeDefined();
    const staff = (await call('house_staff', 'GET', `houses/requests/${mine.id}/`)).json();
    expect(staff.calculated_price).toBe('130.00');
    expect(staff.next_statuses).toEqual(['confirmed', 'rejected', 'denied', 'cancelled']);
    expect((await call('house_staff', 'GET', `houses/requests/?status=requested&search=García`)).json().count).toBeGreaterThan(0);
  });
});

describe('status changes', () => {
  it('staff with House Solicitude confirm and process; the agency gets an alert and an e-mail in its language', async () => {
    const req = await request('operator3', { checkin: '2040-01-20', checkout: '2040-01-23' }, 'en');
    expect((await setStatus('operator3', req.id, 'confirmed')).statusCode).toBe(403);
    expect((await setStatus('commercial', req.id, 'confirmed')).statusCode).toBe(403);
    const confirmed = await setStatus('house_staff', req.id, 'confirmed', 'Todo listo');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().next_statuses).toEqual(['processed', 'denied', 'cancelled']);
    const alert = await t.db.selectFrom('alerts').select(['topic', 'body', 'level']).where('agency_id', '=', ids.cancun).where('body', 'like', `%#${req.id} %`).executeTakeFirstOrThrow();
    expect(alert).toMatchObject({ level: 'success', topic: 'House request confirmed: Casa de Prueba Habana' });
    expect(alert.body).toContain('Comment: Todo listo');
    const mail = await t.db.selectFrom('outbox').select(['to', 'subject', 'kind']).where('kind', '=', 'house_request').where('subject', 'like', `%#${req.id} %`).executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`House request #${req.id} confirmed: Casa de Prueba Habana`);
    expect(mail.to).toContain('@');
    const processed = await setStatus('house_staff', req.id, 'processed');
    expect(processed.json().status).toBe('processed');
    expect(processed.json().history.map((h: { status: string }) => h.status)).toEqual(['requested', 'confirmed', 'processed']);
    const again = await setStatus('house_staff', req.id, 'cancelled');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_status_transition');
  });
  it('a rejection says why; the agency cancels its own; a sibling cannot touch it', async () => {
    const req = await request('operator3', { checkin: '2040-03-01', checkout: '2040-03-04' });
    const noComment = await setStatus('house_staff', req.id, 'rejected');
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json()).toHaveProperty('comment');
    expect((await setStatus('operator2b', req.id, 'cancelled')).statusCode).toBe(404);
    const cancelled = await setStatus('operator2', req.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const alert = await t.db.selectFrom('alerts').select(['topic', 'level']).where('agency_id', '=', ids.cancun).where('body', 'like', `%#${req.id} %`).executeTakeFirstOrThrow();
    expect(alert).toEqual({ topic: 'Solicitud de casa cancelada: Casa de Prueba Habana', level: 'warning' });
  });
  it('a confirmed stay holds its room: an overlapping request or confirmation is refused (409)', async () => {
    const a = await request('operator3', { checkin: '2040-02-01', checkout: '2040-02-04' });
    const b = await request('operator2', { checkin: '2040-02-02', checkout: '2040-02-05' });
    expect((await setStatus('house_staff', a.id, 'confirmed')).statusCode).toBe(200);
    const second = await setStatus('house_staff', b.id, 'confirmed');
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('not_available');
    expect((await call('operator2', 'GET', `houses/requests/${b.id}/`)).json().status).toBe('requested');
    const late = await call('operator2', 'POST', 'houses/requests/', stay({ checkin: '2040-02-03', checkout: '2040-02-06' }));
    expect(late.statusCode).toBe(409);
    expect((await call('operator2', 'POST', 'houses/requests/', stay({ checkin: '2040-02-03', checkout: '2040-02-06', rooms: [house.rooms[1].id] }))).statusCode).toBe(201);
    const free = (await call('operator3', 'GET', `houses/${house.slug}/?start_date=2040-02-02&end_date=2040-02-04`)).json();
    expect(free.rooms.map((r: { free: boolean }) => r.free)).toEqual([false, true, true]);
    expect(free.full_house_free).toBe(false);
  });
  it('a house that was requested cannot be deleted', async () => {
    const res = await call('admin', 'DELETE', `admin-houses/house/${house.id}/`);
    expect(res.statusCode).toBe(409);
  });
});
