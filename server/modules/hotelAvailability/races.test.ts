/**
 * Races of issue 11 on a real PostgreSQL (PGlite serialises every query, so nothing can race
 * there; `npm run test:pg -- server/modules/hotelAvailability/races.test.ts` runs them):
 *
 * a) Mass changes lowering a room type's allotment while checkouts book its last rooms. The change
 *    locks the nights and refuses (or skips in its guarded statement) an allotment below `sold`;
 *    the checkout's guarded update (hotelSales/inventory.ts) takes a room only while the allotment
 *    has it. So: never sold > allotment, every checkout books or gets 409 no_availability, every
 *    change applies whole or is refused whole, and the log rows are exactly the applied changes,
 *    each one's `before` being what the one before it left.
 *    Proving it can fail: `HOTEL_SOLD_GUARD=off npm run test:pg -- <this file>` (checkouts forget
 *    the allotment and oversell).
 * b) Two staff answering the same house request at once (confirm + confirm, confirm + reject):
 *    the status moves by a conditional update on the status read (houses/status.ts), so exactly one
 *    wins, the other gets 409 invalid_status_transition, and there is one history row, one alert
 *    and one e-mail. It holds as written (no change needed); without the condition on the status
 *    (`.where('status', '=', from)` in houses/status.ts) both answer 200 with two history rows,
 *    two alerts and two e-mails, and this test fails.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../testing/engine.ts';
import { dayAfter, holder, ownHotel, setNights, stayItem, type HotelFixture } from '../../testing/hotelFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';

const SKIP_REASON = 'skipped on PGlite: it serialises every query, so nothing can race; npm run test:pg runs this';
const t = useTestApp();

interface Run {
  from: string;
  to: string;
  allotment: number | null;
  sold: number | null;
  mode: string | null;
}

describe.skipIf(!onPostgres)(`hotel allotment: mass changes racing checkouts (${SKIP_REASON})`, () => {
  let hotel: HotelFixture;
  const [checkin, checkout] = [dayAfter(25), dayAfter(27)];
  const lastNight = dayAfter(26);

  beforeAll(async () => {
    hotel = await ownHotel(t.db, 2);
    await t.createUser({ username: 'race_avail', type: 'commercial', groups: ['Admin Products Availability'] });
    await setNights(t.db, { hotel: hotel.id }, checkin, checkout, { mode: 'cupon_sales', allotment: 12, sold: 0 });
  });

  it('never sold > allotment; each checkout books or gets 409; the log rows are the applied changes', async () => {
    const headers = await t.auth('operator3');
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/cart/items/', headers, payload: stayItem(hotel, checkin, checkout, [{ room_type: hotel.std, adults: 2, holder: holder(`Carrera ${i}`) }]) });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ id: number }>().id);
    }
    const staff = await t.auth('race_avail');
    const logsBefore = await t.db.selectFrom('hotel_availability_logs').select('id').where('room_type_id', '=', hotel.std).execute();
    const allotments = [10, 8, 6, 4];
    const checkoutOf = (id: number) => t.app.inject({ method: 'POST', url: '/api/cart/checkout/', headers, payload: { items: [{ id }] } });
    const massChange = (allotment: number) =>
      t.app.inject({ method: 'POST', url: '/api/hotel-availability/mass-change/', headers: staff, payload: { hotel: hotel.id, start: checkin, end: lastNight, room_types: [hotel.std], allotment } });
    // Started interleaved: a change after every six checkouts, each lower than the one before.
    const checkouts: ReturnType<typeof checkoutOf>[] = [];
    const changes: ReturnType<typeof massChange>[] = [];
    ids.forEach((id, i) => {
      checkouts.push(checkoutOf(id));
      if (i % 6 === 5) changes.push(massChange(allotments[(i - 5) / 6]));
    });
    const [booked, changed] = await Promise.all([Promise.all(checkouts), Promise.all(changes)]);

    const bookedCount = booked.filter((r) => r.statusCode === 201).length;
    expect.soft(booked.filter((r) => r.statusCode !== 201).map((r) => [r.statusCode, r.json().code]), 'refused checkouts').toEqual(Array(24 - bookedCount).fill([409, 'no_availability']));
    // A change is applied (200) or refused whole: 400 on allotment below what is sold, or 409.
    for (const c of changed) expect.soft([200, 400, 409], c.body).toContain(c.statusCode);
    const nights = await t.db.selectFrom('hotel_availability').select(['date', 'allotment', 'sold', 'mode']).where('room_type_id', '=', hotel.std).where('date', '>=', checkin).where('date', '<', checkout).orderBy('date').execute();
    expect(nights).toHaveLength(2);
    for (const n of nights) {
      expect.soft(n.sold, `sold ≤ allotment on ${n.date}`).toBeLessThanOrEqual(n.allotment);
      expect.soft(n.sold, `sold = booked on ${n.date}`).toBe(bookedCount);
    }
    expect.soft(new Set(nights.map((n) => n.allotment)).size, 'both nights changed together').toBe(1);

    // One log row per applied change (one room type each), in commit order: each starts where the
    // one before it left, and the last one is what the nights hold now (sold aside: checkouts move it).
    const applied = changed.filter((c) => c.statusCode === 200);
    const logs = await t.db
      .selectFrom('hotel_availability_logs')
      .select(['id', 'allotment', 'before', 'after'])
      .where('room_type_id', '=', hotel.std)
      .where('id', 'not in', logsBefore.length ? logsBefore.map((l) => l.id) : [0])
      .orderBy('id')
      .execute();
    expect.soft(logs.length, 'log rows = applied changes').toBe(applied.length);
    expect.soft(logs.map((l) => l.allotment).sort(), 'logged allotments').toEqual(applied.map((c) => c.json<{ allotment: number }>().allotment).sort());
    let previous = 12;
    for (const log of logs) {
      const before = log.before as Run[];
      const after = log.after as Run[];
      expect.soft(before.map((r) => r.allotment), `log ${log.id} before`).toEqual([previous]);
      expect.soft(after.map((r) => r.allotment), `log ${log.id} after`).toEqual([log.allotment]);
      // What the change saw sold never exceeded what it set.
      expect.soft(before.every((r) => (r.sold ?? 0) <= (log.allotment ?? 0)), `log ${log.id} not below sold`).toBe(true);
      previous = log.allotment ?? previous;
    }
    expect.soft(nights[0].allotment, 'the last logged allotment is the nights’ allotment').toBe(previous);
  });
});

describe.skipIf(!onPostgres)(`house requests: two staff answering at once (${SKIP_REASON})`, () => {
  let house: { id: number; rooms: { id: number }[] };

  beforeAll(async () => {
    await t.createUser({ username: 'race_house1', type: 'coordinator', groups: ['House Solicitude'] });
    await t.createUser({ username: 'race_house2', type: 'coordinator', groups: ['House Solicitude'] });
    const cuba = (await t.db.selectFrom('countries').select('id').where('code', '=', 'CU').executeTakeFirstOrThrow()).id;
    const havana = (await t.db.selectFrom('destinations').select('id').where('code', '=', 'HAV').executeTakeFirstOrThrow()).id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin-houses/house/',
      headers: await t.auth('admin'),
      payload: {
        code: 'RACE-001',
        name: 'Casa de las Carreras',
        country: cuba,
        destination: havana,
        property_type: 'colonial_house',
        accommodation_type: 'casa_particular',
        min_nights: 1,
        rooms: [{ name: 'Azul', capacity: 2 }],
        seasons: [{ name: 'Invierno 2041', start_date: '2041-01-01', end_date: '2041-03-31', full_house_price: '100.00', room_price: '40.00' }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    house = res.json();
  });

  async function requested(checkin: string, checkout: string): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/houses/requests/',
      headers: await t.auth('operator3'),
      payload: { house: house.id, checkin, checkout, type: 'private_room', rooms: [house.rooms[0].id], guests: [{ name: 'Ana García', age: 34 }], customer_name: 'Ana García' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }

  async function race(id: number, first: { status: string; comment?: string }, second: { status: string; comment?: string }) {
    const patch = async (user: string, body: object) => t.app.inject({ method: 'PATCH', url: `/api/houses/requests/${id}/status/`, headers: await t.auth(user), payload: body });
    const answers = await Promise.all([patch('race_house1', first), patch('race_house2', second)]);
    const history = await t.db.selectFrom('house_request_history').select('status').where('request_id', '=', id).orderBy('id').execute();
    const alerts = await t.db.selectFrom('alerts').select('id').where('audience', '=', 'agency').where('body', 'like', `%#${id} %`).execute();
    const mails = await t.db.selectFrom('outbox').select('id').where('kind', '=', 'house_request').where('subject', 'like', `%#${id} %`).execute();
    const status = (await t.db.selectFrom('house_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    return { answers, history: history.map((h) => h.status), alerts: alerts.length, mails: mails.length, status };
  }

  it('confirm + confirm: one confirms, the other gets 409; one history row, one alert, one e-mail', async () => {
    for (const [checkin, checkout] of [
      ['2041-01-10', '2041-01-12'],
      ['2041-01-20', '2041-01-22'],
      ['2041-02-01', '2041-02-03'],
    ]) {
      const id = await requested(checkin, checkout);
      const r = await race(id, { status: 'confirmed' }, { status: 'confirmed' });
      expect.soft(r.answers.map((a) => a.statusCode).sort(), `request ${id}`).toEqual([200, 409]);
      expect.soft(r.answers.find((a) => a.statusCode === 409)?.json().code).toBe('invalid_status_transition');
      expect.soft(r.status).toBe('confirmed');
      expect.soft(r.history).toEqual(['requested', 'confirmed']);
      expect.soft([r.alerts, r.mails]).toEqual([1, 1]);
    }
  });

  it('confirm + reject: exactly one wins, the status is the winner’s; one history row, one alert, one e-mail', async () => {
    for (const [checkin, checkout] of [
      ['2041-02-10', '2041-02-12'],
      ['2041-02-20', '2041-02-22'],
      ['2041-03-01', '2041-03-03'],
    ]) {
      const id = await requested(checkin, checkout);
      const r = await race(id, { status: 'confirmed' }, { status: 'rejected', comment: 'Sin disponibilidad' });
      const codes = r.answers.map((a) => a.statusCode);
      expect.soft([...codes].sort(), `request ${id}`).toEqual([200, 409]);
      const winner = codes[0] === 200 ? 'confirmed' : 'rejected';
      expect.soft(r.status).toBe(winner);
      expect.soft(r.history).toEqual(['requested', winner]);
      expect.soft([r.alerts, r.mails]).toEqual([1, 1]);
    }
  });
});
