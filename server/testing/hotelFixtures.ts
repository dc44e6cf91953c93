/**
 * Hotel stays for tests outside hotelSales (quotes, the unpaid release, the races): an own demo hotel
 * with its STD and SUP room types and the BB plan, its nights set to a known mode and allotment, and
 * the cart item body of a stay. Dates are relative to a given day: the demo seasons start on the
 * first of the current month and run a year.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

export interface HotelFixture {
  id: number;
  slug: string;
  name: string;
  std: number;
  sup: number;
  bb: number;
}

/** The day `offset` days after `from` (today by default), as YYYY-MM-DD. */
export const dayAfter = (offset: number, from = new Date()) => new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** The `index`-th own hotel of the demo (by id) with STD and SUP room types. */
export async function ownHotel(db: Db, index = 0): Promise<HotelFixture> {
  const hotels = await db
    .selectFrom('hotels as h')
    .select(['h.id', 'h.slug', 'h.name'])
    .where('h.provider', '=', 'own')
    .where('h.active', '=', true)
    .where(({ exists, selectFrom }) => exists(selectFrom('hotel_room_types as rt').select('rt.id').whereRef('rt.hotel_id', '=', 'h.id').where('rt.code', '=', 'SUP')))
    .orderBy('h.id')
    .execute();
  const hotel = hotels[index];
  const types = await db.selectFrom('hotel_room_types').select(['id', 'code']).where('hotel_id', '=', hotel.id).execute();
  const bb = (await db.selectFrom('meal_plans').select('id').where('code', '=', 'BB').executeTakeFirstOrThrow()).id;
  return { ...hotel, std: types.find((r) => r.code === 'STD')!.id, sup: types.find((r) => r.code === 'SUP')!.id, bb };
}

/** Sets the nights [from, to) of every room type of the hotel (or of one room type). */
export async function setNights(db: Db, target: { hotel: number } | { roomType: number }, from: string, to: string, values: { mode?: string; allotment?: number; sold?: number }): Promise<void> {
  await db
    .updateTable('hotel_availability')
    .set(values)
    .$if('hotel' in target, (q) => q.where('hotel_id', '=', (target as { hotel: number }).hotel))
    .$if('roomType' in target, (q) => q.where('room_type_id', '=', (target as { roomType: number }).roomType))
    .where('date', '>=', from)
    .where('date', '<', to)
    .execute();
}

/** `sold` of each night [from, to) of a room type. */
export async function soldNights(db: Db, roomType: number, from: string, to: string): Promise<number[]> {
  const rows = await db.selectFrom('hotel_availability').select('sold').where('room_type_id', '=', roomType).where('date', '>=', from).where('date', '<', to).orderBy('date').execute();
  return rows.map((r) => r.sold);
}

export const holder = (lastName: string) => ({ first_name: 'Ana', last_name: lastName });

/** The body of POST cart/items/ for a stay at `hotel`, BB plan. */
export function stayItem(hotel: HotelFixture, checkin: string, checkout: string, rooms: { room_type: number; adults: number; children_ages?: number[]; supplements?: number[]; holder: { first_name: string; last_name: string } }[]) {
  return { service_type: 'hotels', hotel: hotel.id, checkin, checkout, meal_plan: hotel.bb, rooms };
}
