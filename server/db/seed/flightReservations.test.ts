/**
 * The demo flight reservations (seedFlightReservations, run by the demo seed): made by several
 * agencies on levels 2 and 3 through the real booking services, in every lifecycle state, with the
 * inventory agreeing with the bookings and each agency seeing only its subtree.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ReservationListRecord } from '../../../domain/records/flightBooking.ts';
import { agencyIds } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();

type Page = { count: number; results: ReservationListRecord[] };

async function list(user: string): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url: '/api/flights/reservations/?page_size=100', headers: await t.auth(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

describe('demo flight reservations', () => {
  it('are made by at least three agencies on levels 2 and 3, by operators and for a seller', async () => {
    const rows = await t.db
      .selectFrom('reservations as r')
      .innerJoin('agencies as a', 'a.id', 'r.agency_id')
      .select(['a.name', 'a.level', 'r.seller_id'])
      .where('r.service_type', '=', 'flights')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(new Set(rows.map((r) => r.name)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.level))).toEqual(new Set([2, 3]));
    expect(rows.some((r) => r.seller_id !== null)).toBe(true);
  });

  it('give passengers plausible genders (not all male), a passport valid through the trip and its issuing country (issue 8)', async () => {
    const rows = await t.db
      .selectFrom('reservation_passengers as p')
      .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
      .select(['p.gender', 'p.passport_expiry', 'p.passport_country_id', 'p.nationality_id', 'r.end_date'])
      .execute();
    const genders = new Set(rows.map((r) => r.gender));
    expect(genders.has('female') && genders.has('male')).toBe(true);
    for (const r of rows) {
      expect(r.passport_expiry !== null && r.passport_expiry >= r.end_date, `${r.passport_expiry} ≥ ${r.end_date}`).toBe(true);
      expect(r.passport_country_id).toBe(r.nationality_id);
    }
    const directory = await t.db.selectFrom('passengers').select(['passport_expiry', 'passport_country_id']).execute();
    expect(directory.every((d) => d.passport_expiry !== null && d.passport_country_id !== null)).toBe(true);
  });

  it('hold booked, cancelled and checked-in reservations, one-way and round trips, every passenger type', async () => {
    const statuses = await t.db.selectFrom('reservations').select('status').distinct().execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['cancelled', 'reserved']);
    const cancelled = await t.db.selectFrom('reservations').select(['commercial_status', 'penalty', 'cancelled_at']).where('status', '=', 'cancelled').execute();
    expect(cancelled.every((r) => r.commercial_status === 'cancelled' && r.cancelled_at !== null)).toBe(true);

    const checkedIn = await t.db
      .selectFrom('passenger_checkins as pc')
      .innerJoin('reservation_passengers as p', 'p.id', 'pc.reservation_passenger_id')
      .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
      .select(['r.id', 'r.status', 'p.checkin_status'])
      .execute();
    expect(new Set(checkedIn.map((c) => c.id)).size).toBeGreaterThanOrEqual(2);
    expect(checkedIn.every((c) => c.status === 'reserved' && c.checkin_status === 'checked_in')).toBe(true);
    // One departure has boarded (closed after check-in), another is still checking in.
    const departures = await t.db.selectFrom('subcalendars').select('checkin_status').where('id', 'in', t.db.selectFrom('passenger_checkins').select('subcalendar_id')).execute();
    expect(departures.map((d) => d.checkin_status).sort()).toEqual(['closed', 'open']);

    const trips = await t.db.selectFrom('flight_reservations').select('trip_type').distinct().execute();
    expect(trips.map((r) => r.trip_type).sort()).toEqual(['one_way', 'round_trip']);
    const types = await t.db.selectFrom('reservation_passengers').select('type').distinct().execute();
    expect(types.map((p) => p.type).sort()).toEqual(['adult', 'child', 'infant']);
    const infants = await t.db.selectFrom('reservation_passengers').select(['infant_of']).where('type', '=', 'infant').execute();
    expect(infants.every((p) => p.infant_of !== null)).toBe(true);

    const moved = await t.db.selectFrom('reservations').select(['commercial_status', 'accounting_status', 'provider_status', 'coordinator_status']).execute();
    expect(moved.some((r) => r.commercial_status === 'paid')).toBe(true);
    expect(moved.some((r) => r.accounting_status === 'paid-verified')).toBe(true);
    expect(moved.some((r) => r.provider_status === 'paid-verified')).toBe(true);
    expect(moved.some((r) => r.coordinator_status === 'confirmed')).toBe(true);
    expect((await t.db.selectFrom('reservation_notes').select('id').execute()).length).toBeGreaterThanOrEqual(2);
    // Commercial statuses paid and partial-paid come from the seed's payments (issue 9).
    const actions = await t.db.selectFrom('reservation_history').select('action').distinct().execute();
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['created', 'cancelled', 'checkin', 'payment', 'coordinator_status']));
  });

  it('took exactly the seats of the live bookings (infants fly on a lap), from group allocations and the pool', async () => {
    // Expected per (departure, category): adults + children of every leg of a non-cancelled booking.
    const expected = await sql<{ subcalendar_id: number; category_id: number; seats: number }>`
      select leg.subcalendar_id, fr.category_id, sum(fr.adults + fr.children)::int as seats
      from flight_reservations fr
      join reservations r on r.id = fr.reservation_id and r.status = 'reserved'
      cross join lateral (values (fr.outbound_subcalendar_id), (fr.inbound_subcalendar_id)) as leg(subcalendar_id)
      where leg.subcalendar_id is not null
      group by 1, 2 order by 1, 2`.execute(t.db);
    const sold = await sql<{ subcalendar_id: number; category_id: number; seats: number }>`
      select c.subcalendar_id, c.category_id,
        (c.sold + coalesce((select sum(g.sold) from subcalendar_group_seats g where g.subcalendar_id = c.subcalendar_id and g.category_id = c.category_id), 0))::int as seats
      from subcalendar_categories c
      where c.sold > 0 or exists (select 1 from subcalendar_group_seats g where g.subcalendar_id = c.subcalendar_id and g.category_id = c.category_id and g.sold > 0)
      order by 1, 2`.execute(t.db);
    expect(expected.rows.length).toBeGreaterThan(10);
    expect(sold.rows).toEqual(expected.rows);
    // The Mexican wholesalers' allocation was used first on the routes that have one.
    const groupSold = await t.db.selectFrom('subcalendar_group_seats').select((eb) => eb.fn.sum<string>('sold').as('n')).executeTakeFirstOrThrow();
    expect(Number(groupSold.n)).toBeGreaterThan(0);
  });

  it('shows each agency its subtree only through the API', async () => {
    const ids = await agencyIds(t);
    const all = await list('admin');
    // The flight list holds the flights of every reservation (the demo also has hotel stays).
    expect(all.count).toBe((await t.db.selectFrom('reservations').select('id').where('service_type', '=', 'flights').execute()).length);

    const cancun = await list('operator3');
    expect(cancun.count).toBeGreaterThan(0);
    expect(new Set(cancun.results.map((r) => r.agency))).toEqual(new Set([ids.cancun]));
    // The sibling third-level agency (Mérida) has bookings that Cancún does not see.
    expect(all.results.some((r) => r.agency === ids.merida)).toBe(true);

    const mexico = await list('operator2');
    expect(new Set(mexico.results.map((r) => r.agency))).toEqual(new Set([ids.mexico, ids.cancun, ids.merida]));
    expect(mexico.count).toBe(all.results.filter((r) => [ids.mexico, ids.cancun, ids.merida].includes(r.agency)).length);
    const spain = await list('operator2b');
    expect(new Set(spain.results.map((r) => r.agency))).toEqual(new Set([ids.spain]));
  });
});
