/**
 * Hotel rooms as inventory: `hotel_availability.sold` moves only by a guarded update (docs/
 * api-hotels.md): a night is taken only when it is not stop_sale and, on cupon_sales, the allotment
 * still has the rooms; a booking that cannot take every night is refused whole. Rows are locked in
 * one order (room type, then date, ascending) across all the items of a checkout, after the flight
 * seats (cart/checkout.ts), so two checkouts never wait on each other in opposite orders.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';

type Db = Kysely<Database>;

/** Rooms of one type added to `sold` over a range of nights (check-out excluded). */
export interface TakenNights {
  room_type_id: number;
  from: string;
  to: string;
  rooms: number;
}

/**
 * The test-only switch of the race test (HOTEL_SOLD_GUARD=off, read only under NODE_ENV=test): the
 * update then forgets the allotment check, and racing bookings oversell.
 */
export function soldGuardEnabled(): boolean {
  return !(process.env.NODE_ENV === 'test' && process.env.HOTEL_SOLD_GUARD === 'off');
}

export const noAvailability = () => new ApiError(409, { key: 'hotel_sales.no_rooms' }, 'no_availability');

/** Locks every night of these takes, in the shared order, before any is changed. */
export async function lockNights(trx: Db, takes: readonly TakenNights[]): Promise<void> {
  const sorted = [...takes].sort((a, b) => a.room_type_id - b.room_type_id || a.from.localeCompare(b.from));
  for (const t of sorted) {
    await trx.selectFrom('hotel_availability').select('date').where('room_type_id', '=', t.room_type_id).where('date', '>=', t.from).where('date', '<', t.to).orderBy('date').forUpdate().execute();
  }
}

/** Takes the rooms of every night of each range, or throws 409 no_availability (the caller rolls back). */
export async function takeNights(trx: Db, takes: readonly TakenNights[], nights: number): Promise<void> {
  const guard = soldGuardEnabled();
  for (const t of takes) {
    const rows = await trx
      .updateTable('hotel_availability')
      .set({ sold: sql`sold + ${t.rooms}`, updated_at: sql`now()` })
      .where('room_type_id', '=', t.room_type_id)
      .where('date', '>=', t.from)
      .where('date', '<', t.to)
      .where('mode', '<>', 'stop_sale')
      .$if(guard, (q) => q.where(sql<boolean>`(mode <> 'cupon_sales' or allotment - sold >= ${t.rooms})`))
      .returning('date')
      .execute();
    if (rows.length !== nights) throw noAvailability();
  }
}

/** Gives the rooms back (cancellation, denial); never below zero. */
export async function releaseNights(trx: Db, takes: readonly TakenNights[]): Promise<void> {
  await lockNights(trx, takes);
  for (const t of takes) {
    await trx
      .updateTable('hotel_availability')
      .set({ sold: sql`greatest(sold - ${t.rooms}, 0)`, updated_at: sql`now()` })
      .where('room_type_id', '=', t.room_type_id)
      .where('date', '>=', t.from)
      .where('date', '<', t.to)
      .execute();
  }
}

/** The takes of a stay: its rooms grouped by room type. */
export function takesOf(rooms: readonly { room_type_id: number }[], checkin: string, checkout: string): TakenNights[] {
  const byType = new Map<number, number>();
  for (const r of rooms) byType.set(r.room_type_id, (byType.get(r.room_type_id) ?? 0) + 1);
  return [...byType].sort((a, b) => a[0] - b[0]).map(([room_type_id, rooms]) => ({ room_type_id, from: checkin, to: checkout, rooms }));
}
