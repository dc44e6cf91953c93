/**
 * The one-line summary of each service's reservations in the general list: one small function per
 * service type, given the ids of that type on the page. A service without one shows its type only
 * (the list stays complete when a new service ships before its summary).
 */
import { sql, type Kysely } from 'kysely';
import type { LegRecord } from '../../../domain/records/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import { legRecords } from '../reservations/query.ts';

type Db = Kysely<Database>;
type Summarise = (db: Db, ids: readonly number[]) => Promise<Map<number, string>>;

const leg = (l: LegRecord | undefined) => (l ? `${l.flight_number} ${l.origin} - ${l.destination} ${l.departure_date}` : '');

/** Flights: each leg's number, route and day ('CU100 La Habana - Cancún 2026-12-01 / …'). */
const flights: Summarise = async (db, ids) => {
  const rows = await db
    .selectFrom('flight_reservations')
    .select(['reservation_id', 'outbound_subcalendar_id', 'inbound_subcalendar_id'])
    .where('reservation_id', 'in', [...ids])
    .execute();
  const legs = await legRecords(db, rows);
  return new Map(
    rows.map((r) => [r.reservation_id, [leg(legs.get(r.outbound_subcalendar_id)), r.inbound_subcalendar_id === null ? '' : leg(legs.get(r.inbound_subcalendar_id))].filter(Boolean).join(' / ')]),
  );
};

/** Hotels: the hotel, the stay and the rooms ('Meliá Varadero 2026-12-01 → 2026-12-05 · 2 hab.'). */
const hotels: Summarise = async (db, ids) => {
  const rows = await db
    .selectFrom('hotel_reservations as hr')
    .innerJoin('hotels as h', 'h.id', 'hr.hotel_id')
    .select(['hr.reservation_id', 'h.name', 'hr.checkin', 'hr.checkout', sql<number>`jsonb_array_length(hr.rooms)`.as('rooms')])
    .where('hr.reservation_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.reservation_id, `${r.name} ${r.checkin} → ${r.checkout} · ${r.rooms} ×`]));
};

const SUMMARIES: Partial<Record<string, Summarise>> = { flights, hotels };

/** Summaries of a page's rows, one query per service type present. */
export async function serviceSummaries(db: Db, rows: readonly { id: number; service_type: string }[]): Promise<Map<number, string>> {
  const byType = new Map<string, number[]>();
  for (const row of rows) byType.set(row.service_type, [...(byType.get(row.service_type) ?? []), row.id]);
  const out = new Map<number, string>();
  for (const [type, ids] of byType) {
    const summarise = SUMMARIES[type];
    if (!summarise) continue;
    for (const [id, text] of await summarise(db, ids)) out.set(id, text);
  }
  return out;
}
