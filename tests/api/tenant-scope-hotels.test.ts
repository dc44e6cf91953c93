/**
 * The tenant scope of the hotel and house endpoints (ARCHITECTURE.md 'Security model', issue 11):
 * an administrator of a third-level agency holding every hotel, house and reservation permission
 * never reaches its sibling's hotel booking or house request. Its lists leave them out whatever the
 * filters ask for; their ids answer 404 on every read and write (detail, confirm, deny, cancel,
 * voucher; a request's detail and status), and nothing changes: not the booking, its rooms, its
 * money, its history, nor any notice. The sibling itself reaches the same ids, so each 404 is the
 * scope's and not a missing row. Stays are relative to today, inside the demo's first season.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../domain/permissions.ts';
import type { CheckoutRecord } from '../../domain/records/cart.ts';
import { dayAfter, holder, ownHotel, setNights, soldNights, stayItem, type HotelFixture } from '../../server/testing/hotelFixtures.ts';
import { useTestApp } from '../../server/testing/testApp.ts';

const t = useTestApp();

/** Everything an agency may hold for hotels, houses and reservations. */
const GROUPS: Permission[] = ['Hotel View', 'Hotel with Booking', 'House View', 'House with Booking', 'Reservation View', 'Reservation with Change', 'Finances Booking'];
const CHECKIN = dayAfter(23);
const CHECKOUT = dayAfter(26);
const CUSTOMER = 'Yturralde Hospedada';

let hotel: HotelFixture;
let stay: { id: number; locator: string };
let request: number;

const as = async (user: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...(await t.auth(user)), 'accept-language': 'en' } });

const ids = async (user: string, url: string) => {
  const res = await as(user, 'GET', url);
  expect(res.statusCode, `${user} ${url}: ${res.body}`).toBe(200);
  return res.json<{ results: { id: number }[] }>().results.map((r) => r.id);
};

/** Everything a refused request could have changed. */
async function state() {
  const count = async (table: 'alerts' | 'outbox' | 'payment_operations' | 'ledger_entries') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    reservation: await t.db.selectFrom('reservations').select(['status', 'commercial_status', 'coordinator_status', 'paid_amount', 'penalty', 'updated_at']).where('id', '=', stay.id).executeTakeFirstOrThrow(),
    taken: (await t.db.selectFrom('hotel_reservations').select('taken').where('reservation_id', '=', stay.id).executeTakeFirstOrThrow()).taken,
    sold: await soldNights(t.db, hotel.std, CHECKIN, CHECKOUT),
    history: (await t.db.selectFrom('reservation_history').select('action').where('reservation_id', '=', stay.id).execute()).map((h) => h.action),
    request: await t.db.selectFrom('house_requests').select(['status', 'updated_at']).where('id', '=', request).executeTakeFirstOrThrow(),
    requestHistory: (await t.db.selectFrom('house_request_history').select('status').where('request_id', '=', request).execute()).map((h) => h.status),
    alerts: await count('alerts'),
    outbox: await count('outbox'),
    operations: await count('payment_operations'),
    entries: await count('ledger_entries'),
  };
}

beforeAll(async () => {
  await t.createUser({ username: 'ht_cancun', type: 'admin', agency: 'Agencia Cancún Travel', groups: GROUPS });
  await t.createUser({ username: 'ht_merida', type: 'admin', agency: 'Viajes Mérida Express', groups: GROUPS });
  // An on-request stay of Mérida's: it waits in `requested`, so confirm, deny and cancel all apply.
  hotel = await ownHotel(t.db, 2);
  await setNights(t.db, { hotel: hotel.id }, CHECKIN, CHECKOUT, { mode: 'on_request', allotment: 4, sold: 0 });
  const added = await as('ht_merida', 'POST', '/api/cart/items/', stayItem(hotel, CHECKIN, CHECKOUT, [{ room_type: hotel.std, adults: 2, holder: { ...holder('Yturralde'), first_name: 'Hospedada' } }]));
  expect(added.statusCode, added.body).toBe(201);
  const done = await as('ht_merida', 'POST', '/api/cart/checkout/', { items: [{ id: added.json().id }] });
  expect(done.statusCode, done.body).toBe(201);
  stay = done.json<CheckoutRecord>().reservations[0];
  const house = await t.db.selectFrom('houses').select('id').where('slug', '=', 'casa-colonial-obispo').executeTakeFirstOrThrow();
  const room = await t.db.selectFrom('house_rooms').select('id').where('house_id', '=', house.id).orderBy('id').executeTakeFirstOrThrow();
  const asked = await as('ht_merida', 'POST', '/api/houses/requests/', { house: house.id, checkin: dayAfter(27), checkout: dayAfter(29), type: 'private_room', rooms: [room.id], guests: [{ name: CUSTOMER, age: 40 }], customer_name: CUSTOMER });
  expect(asked.statusCode, asked.body).toBe(201);
  request = asked.json<{ id: number }>().id;
});

describe('the hotel and house endpoints keep a sibling agency out', () => {
  it('lists and their filters leave the sibling’s hotel booking and house request out', async () => {
    expect(await ids('ht_cancun', '/api/reservations/?service_type=hotels&page_size=100')).not.toContain(stay.id);
    for (const filter of [`reservation_code=${stay.locator}`, `customer_name=Yturralde`, 'service_type=hotels&coordinator_status=requested&page_size=100']) {
      expect(await ids('ht_cancun', `/api/reservations/?${filter}`), filter).not.toContain(stay.id);
    }
    expect(await ids('ht_cancun', '/api/houses/requests/?page_size=100')).not.toContain(request);
    expect(await ids('ht_cancun', `/api/houses/requests/?search=${encodeURIComponent(CUSTOMER)}`)).toEqual([]);
    // …and the sibling sees them, so the filters above do match something.
    expect(await ids('ht_merida', `/api/reservations/?reservation_code=${stay.locator}`)).toEqual([stay.id]);
    expect(await ids('ht_merida', `/api/houses/requests/?search=${encodeURIComponent(CUSTOMER)}`)).toEqual([request]);
  });

  it("the sibling's ids answer 404 on every read and write, and nothing changes", async () => {
    const before = await state();
    const probes: ['GET' | 'POST' | 'PATCH', string, object?][] = [
      ['GET', `/api/hotels/reservations/${stay.id}/`],
      ['POST', `/api/hotels/reservations/${stay.id}/confirm/`, { note: 'Intruso' }],
      ['POST', `/api/hotels/reservations/${stay.id}/deny/`, {}],
      ['POST', `/api/hotels/reservations/${stay.id}/cancel/`, {}],
      ['POST', `/api/hotels/reservations/${stay.id}/cancel/`, { apply_penalties: false }],
      ['GET', `/api/reservations/${stay.id}/voucher/`],
      ['GET', `/api/houses/requests/${request}/`],
      ['PATCH', `/api/houses/requests/${request}/status/`, { status: 'cancelled' }],
    ];
    for (const [method, url, payload] of probes) {
      const res = await as('ht_cancun', method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    expect(await state()).toEqual(before);
    // The sibling reaches the same ids.
    for (const url of [`/api/hotels/reservations/${stay.id}/`, `/api/reservations/${stay.id}/voucher/`, `/api/houses/requests/${request}/`]) {
      expect((await as('ht_merida', 'GET', url)).statusCode, url).toBe(200);
    }
    expect(before).toMatchObject({ reservation: { status: 'reserved', coordinator_status: 'requested' }, sold: [1, 1, 1], request: { status: 'requested' } });
  });

  it('the answer to a request is the provider’s: the booking agency itself gets 403 and nothing changes', async () => {
    const before = await state();
    for (const action of ['confirm', 'deny']) {
      const res = await as('ht_merida', 'POST', `/api/hotels/reservations/${stay.id}/${action}/`, {});
      expect(res.statusCode, `${action}: ${res.body}`).toBe(403);
    }
    expect(await state()).toEqual(before);
  });
});
