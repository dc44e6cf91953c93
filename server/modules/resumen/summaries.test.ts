/**
 * The general list's one-line summaries, written by the database in the rows' own statement
 * (serviceSummaries.ts): over the demo's flight reservations (one way and round trip) and hotel
 * bookings, each is the text the rule gives — every leg's number, route and day, the way back after
 * a slash; the hotel, its stay and its rooms — built here from the legs as the reservation detail
 * reads them (reservations/query.ts legRecords) and the hotel booking's own columns.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { LegRecord } from '../../../domain/records/flightBooking.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { legRecords } from '../reservations/legs.ts';
import { generalRowsByIds } from './query.ts';

const t = useTestApp();

const leg = (l: LegRecord) => `${l.flight_number} ${l.origin} - ${l.destination} ${l.departure_date}`;

async function summaries(ids: number[]): Promise<Map<number, string>> {
  return new Map((await generalRowsByIds(t.db, ids).execute()).map((r) => [r.id, r.summary]));
}

describe('general list summaries', () => {
  it('flights: each leg, the way back after a slash', async () => {
    const some = (roundTrip: boolean) =>
      t.db
        .selectFrom('flight_reservations')
        .select(['reservation_id', 'outbound_subcalendar_id', 'inbound_subcalendar_id'])
        .where('inbound_subcalendar_id', roundTrip ? 'is not' : 'is', null)
        .limit(20)
        .execute();
    const rows = [...(await some(false)), ...(await some(true))];
    expect(rows.filter((r) => r.inbound_subcalendar_id !== null).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.inbound_subcalendar_id === null).length).toBeGreaterThan(0);
    const legs = await legRecords(t.db, rows);
    const got = await summaries(rows.map((r) => r.reservation_id));
    for (const r of rows) {
      const back = r.inbound_subcalendar_id === null ? [] : [leg(legs.get(r.inbound_subcalendar_id)!)];
      expect(got.get(r.reservation_id)).toBe([leg(legs.get(r.outbound_subcalendar_id)!), ...back].join(' / '));
    }
  });

  it('hotels: the hotel, the stay and the rooms; a service without a summary shows none', async () => {
    const rows = await t.db
      .selectFrom('hotel_reservations as hr')
      .innerJoin('hotels as h', 'h.id', 'hr.hotel_id')
      .select(['hr.reservation_id', 'h.name', 'hr.checkin', 'hr.checkout', sql<number>`jsonb_array_length(hr.rooms)`.as('rooms')])
      .limit(20)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const got = await summaries(rows.map((r) => r.reservation_id));
    for (const r of rows) expect(got.get(r.reservation_id)).toBe(`${r.name} ${r.checkin} → ${r.checkout} · ${r.rooms} ×`);
    const other = await t.db.selectFrom('reservations').select('id').where('service_type', 'not in', ['flights', 'hotels']).executeTakeFirst();
    if (other) expect((await summaries([other.id])).get(other.id)).toBe('');
  });
});
