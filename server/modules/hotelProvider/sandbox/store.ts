/**
 * The sandbox provider's state in PostgreSQL (migration 0039): rooms sold per hotel, room and
 * night — taken by a guarded upsert, so the sandbox never sells more than its allotment even under
 * concurrent bookings — and its bookings, cancelled once (a guarded update from CONFIRMED).
 */
import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { SandboxHotelBookingsTable } from '../../../db/schemaHotelProvider.ts';
import { SANDBOX_ALLOTMENT } from './inventory.ts';

type Db = Kysely<Database>;
export type SandboxBooking = Selectable<SandboxHotelBookingsTable>;

export class SoldOut extends Error {}

/** Rooms already sold: `hotel|room|date` → rooms. */
export async function soldRooms(db: Db, hotels: readonly string[], from: string, to: string): Promise<Map<string, number>> {
  if (hotels.length === 0) return new Map();
  const rows = await db
    .selectFrom('sandbox_hotel_sold')
    .select(['hotel_code', 'room_code', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day'), 'rooms'])
    .where('hotel_code', 'in', [...hotels])
    .where('date', '>=', from)
    .where('date', '<', to)
    .execute();
  return new Map(rows.map((r) => [`${r.hotel_code}|${r.room_code}|${r.day}`, r.rooms]));
}

/** Takes `rooms` of the room on every date, or throws SoldOut (the caller's transaction rolls back). */
export async function takeRooms(tx: Db, hotel: string, room: string, dates: readonly string[], rooms: number): Promise<void> {
  if (rooms > SANDBOX_ALLOTMENT) throw new SoldOut();
  for (const date of dates) {
    const taken = await sql<{ date: string }>`
      insert into sandbox_hotel_sold (hotel_code, room_code, date, rooms) values (${hotel}, ${room}, ${date}::date, ${rooms})
      on conflict (hotel_code, room_code, date) do update set rooms = sandbox_hotel_sold.rooms + excluded.rooms
      where sandbox_hotel_sold.rooms + excluded.rooms <= ${SANDBOX_ALLOTMENT}
      returning date`.execute(tx);
    if (taken.rows.length === 0) throw new SoldOut();
  }
}

export async function releaseRooms(tx: Db, hotel: string, room: string, dates: readonly string[], rooms: number): Promise<void> {
  await tx
    .updateTable('sandbox_hotel_sold')
    .set({ rooms: sql`greatest(rooms - ${rooms}, 0)` })
    .where('hotel_code', '=', hotel)
    .where('room_code', '=', room)
    .where('date', 'in', [...dates])
    .execute();
}

export interface NewSandboxBooking {
  clientReference: string;
  hotel: string;
  checkIn: string;
  checkOut: string;
  holder: { name: string; surname: string };
  rooms: unknown[];
  remark: string;
  totalNet: string;
  currency: string;
}

export async function insertBooking(tx: Db, b: NewSandboxBooking): Promise<SandboxBooking> {
  return tx
    .insertInto('sandbox_hotel_bookings')
    .values({
      reference: `1-${randomInt(1_000_000, 9_999_999)}`,
      client_reference: b.clientReference,
      hotel_code: b.hotel,
      checkin: b.checkIn,
      checkout: b.checkOut,
      holder: JSON.stringify(b.holder),
      rooms: JSON.stringify(b.rooms),
      remark: b.remark,
      total_net: b.totalNet,
      currency: b.currency,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findBooking(db: Db, reference: string): Promise<SandboxBooking | undefined> {
  return db.selectFrom('sandbox_hotel_bookings').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** Cancels a confirmed booking once; undefined when it was no longer confirmed. */
export async function markCancelled(tx: Db, reference: string, amount: string): Promise<SandboxBooking | undefined> {
  return tx
    .updateTable('sandbox_hotel_bookings')
    .set({ status: 'CANCELLED', cancellation_amount: amount, cancellation_reference: `C-${reference}`, cancelled_at: new Date() })
    .where('reference', '=', reference)
    .where('status', '=', 'CONFIRMED')
    .returningAll()
    .executeTakeFirst();
}
