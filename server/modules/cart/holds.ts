/**
 * A cart item's hold on our own flight seats. Seats are held exactly as a booking takes them (the
 * same lock order and guarded updates of flightBooking/inventory.ts), so every booking's check
 * already counts them; giving them back is the booking's own release. One source of truth for
 * availability, no second counter to drift.
 */
import type { Kysely } from 'kysely';
import { CONFIGURATION_SCHEMAS } from '../../../domain/schemas/configurations.ts';
import type { Database } from '../../db/schema.ts';
import { lockInventory, releaseSeats, sourceGroups, takeSeats, type SeatNeed, type SeatSource } from '../flightBooking/inventory.ts';

type Db = Kysely<Database>;

export const DEFAULT_HOLD_MINUTES = 20;

/** The `cart_hold_minutes` setting; a missing or malformed row falls back to the default. */
export async function holdMinutes(db: Db): Promise<number> {
  const row = await db.selectFrom('configurations').select('value').where('key', '=', 'cart_hold_minutes').executeTakeFirst();
  const parsed = CONFIGURATION_SCHEMAS.cart_hold_minutes.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_HOLD_MINUTES;
}

/** Takes the seats for a hold inside the caller's transaction, or throws 409 no_seats. */
export async function takeHold(trx: Db, needs: readonly SeatNeed[], groupIds: readonly number[]): Promise<SeatSource[]> {
  const locked = await lockInventory(trx, needs, groupIds);
  return takeSeats(trx, locked, needs);
}

/** Gives a hold's seats back, locking their rows in the shared order first. */
export async function releaseHold(trx: Db, sources: readonly SeatSource[]): Promise<void> {
  if (sources.length === 0) return;
  const keys = sources.map((s) => ({ subcalendarId: s.subcalendar_id, categoryId: s.category_id }));
  await lockInventory(trx, keys, sourceGroups(sources));
  await releaseSeats(trx, sources);
}
