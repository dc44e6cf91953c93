/**
 * The demo hotel bookings (seedHotelReservations, run by the demo seed): made by several agencies
 * through the cart checkout, paid from funds, unpaid with a deadline, on request and cancelled; the
 * rooms sold agree with the live bookings, the money with the payments, and each agency sees only
 * its subtree. Nothing here depends on the day: the seed's dates are relative to the seeding day.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { toMinor } from '../../../domain/money.ts';
import { agencyIds } from '../../testing/network.ts';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();
const HOUR = 3_600_000;

const stays = () =>
  t.db
    .selectFrom('reservations as r')
    .innerJoin('hotel_reservations as h', 'h.reservation_id', 'r.id')
    .innerJoin('agencies as a', 'a.id', 'r.agency_id')
    .select(['r.id', 'a.name', 'a.level', 'r.status', 'r.commercial_status', 'r.coordinator_status', 'r.total', 'r.paid_amount', 'r.penalty', 'r.payment_deadline', 'r.created_at', 'r.order_id', 'r.seller_id', 'h.on_request', 'h.taken', 'h.checkin', 'h.checkout'])
    .orderBy('r.id')
    .execute();

describe('demo hotel bookings', () => {
  it('are a dozen stays of at least three agencies on levels 2 and 3, each through a checkout order', async () => {
    const rows = await stays();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.length).toBeLessThanOrEqual(16);
    expect(new Set(rows.map((r) => r.name)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.level))).toEqual(new Set([2, 3]));
    expect(rows.every((r) => r.order_id !== null)).toBe(true);
    expect(rows.some((r) => r.seller_id !== null)).toBe(true);
    const history = await t.db.selectFrom('reservation_history').select(['reservation_id', 'action']).where('reservation_id', 'in', rows.map((r) => r.id)).execute();
    for (const r of rows) expect(history.filter((h) => h.reservation_id === r.id).map((h) => h.action)).toContain('created');
    // The check-ins are ahead of the seeding day: every stay can still be paid, answered or cancelled.
    for (const r of rows) expect(r.checkin > r.created_at.toISOString().slice(0, 10)).toBe(true);
  });

  it('hold paid, unpaid with a deadline, requested and cancelled stays', async () => {
    const rows = await stays();
    const live = rows.filter((r) => r.status === 'reserved');
    const paid = live.filter((r) => r.commercial_status === 'paid');
    expect(paid.length).toBeGreaterThanOrEqual(3);
    for (const r of paid) {
      expect(r.paid_amount).toBe(Number(r.total).toFixed(2));
      expect(r.payment_deadline).toBeNull();
    }
    const unpaid = live.filter((r) => r.commercial_status === 'non-paid');
    expect(unpaid.length).toBeGreaterThanOrEqual(3);
    // unpaid_booking_hours (48) after the booking.
    for (const r of unpaid) expect(r.payment_deadline!.getTime() - r.created_at.getTime()).toBeGreaterThanOrEqual(47 * HOUR);
    const requested = live.filter((r) => r.coordinator_status === 'requested');
    expect(requested.length).toBeGreaterThanOrEqual(2);
    expect(requested.every((r) => r.on_request)).toBe(true);
    expect(live.filter((r) => !r.on_request).every((r) => r.coordinator_status === 'confirmed')).toBe(true);
    const cancelled = rows.filter((r) => r.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThanOrEqual(1);
    for (const r of cancelled) {
      expect(r).toMatchObject({ commercial_status: 'cancelled', coordinator_status: 'cancelled', penalty: '0.00', paid_amount: '0.00', taken: [] });
    }
  });

  it('took exactly the rooms of the live stays (the demo availability starts unsold)', async () => {
    const expected = await sql<{ room_type_id: number; date: string; rooms: number }>`
      select (x->>'room_type_id')::int as room_type_id, to_char(d, 'YYYY-MM-DD') as date, sum((x->>'rooms')::int)::int as rooms
      from hotel_reservations h
      join reservations r on r.id = h.reservation_id and r.status = 'reserved'
      cross join jsonb_array_elements(h.taken) x
      cross join generate_series((x->>'from')::date, (x->>'to')::date - 1, interval '1 day') d
      group by 1, 2 order by 1, 2`.execute(t.db);
    const sold = await sql<{ room_type_id: number; date: string; rooms: number }>`
      select room_type_id, to_char(date, 'YYYY-MM-DD') as date, sold as rooms from hotel_availability where sold > 0 order by 1, 2`.execute(t.db);
    expect(expected.rows.length).toBeGreaterThan(10);
    expect(sold.rows).toEqual(expected.rows);
  });

  it('moved money only through payments: what was paid is what the operations captured less their refunds', async () => {
    const rows = await stays();
    const ops = await t.db.selectFrom('payment_operations').select(['reservation_id', 'kind', 'status', 'provider', 'amount']).where('reservation_id', 'in', rows.map((r) => r.id)).execute();
    for (const r of rows) {
      const mine = ops.filter((o) => o.reservation_id === r.id && o.status === 'completed');
      const net = mine.reduce((sum, o) => sum + (o.kind === 'refund' ? -toMinor(o.amount) : toMinor(o.amount)), 0);
      expect(net, `reservation ${r.id}`).toBe(toMinor(r.paid_amount));
    }
    expect(ops.some((o) => o.kind === 'payment' && o.provider === 'agency_funds')).toBe(true);
    // A stay paid and then cancelled got its money back.
    expect(ops.some((o) => o.kind === 'refund' && o.status === 'completed')).toBe(true);
  });

  it('shows each agency its subtree only through the reservation list', async () => {
    const ids = await agencyIds(t);
    const list = async (user: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/reservations/?service_type=hotels&page_size=100', headers: await t.auth(user) });
      expect(res.statusCode, res.body).toBe(200);
      return new Set(res.json<{ results: { agency: number }[] }>().results.map((r) => r.agency));
    };
    expect(await list('operator3')).toEqual(new Set([ids.cancun]));
    expect(await list('operator3b')).toEqual(new Set([ids.merida]));
    expect(await list('operator2')).toEqual(new Set([ids.mexico, ids.cancun, ids.merida]));
    expect(await list('operator2b')).toEqual(new Set([ids.spain]));
  });
});
