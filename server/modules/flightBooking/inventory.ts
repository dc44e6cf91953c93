/**
 * Seats change here and nowhere else (ARCHITECTURE.md 'Inventory'): inside the booking's
 * transaction the inventory rows are locked in the shared order — for each (subcalendar_id,
 * category_id) ascending, the `subcalendar_categories` row, then its `subcalendar_group_seats` rows
 * by agency_group_id — and then changed by guarded updates that can never go below zero or use
 * another group's seats. A booking takes its agency's group allocations first, then the pool.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { CategoryRow } from '../flightSchedules/inventory.ts';

type Db = Kysely<Database>;

export interface SeatNeed {
  subcalendarId: number;
  categoryId: number;
  seats: number;
}

/** Where a booking's seats came from (flight_reservations.seat_sources); null group = general pool. */
export interface SeatSource {
  subcalendar_id: number;
  category_id: number;
  agency_group_id: number | null;
  seats: number;
}

export const noSeats = () => new ApiError(409, { key: 'api.no_seats' }, 'no_seats');

/**
 * The test-only switch of the concurrency test (BOOKING_GUARD=off, read only under NODE_ENV=test):
 * seats are then taken the naive way — read the counters without a lock, check in memory, write
 * back `sold = <read value> + n` — so concurrent bookings overwrite each other's counts. The check
 * constraints never fire (a lost update only lowers `sold`), so the oversell shows exactly where
 * the test looks: more booked passengers than seats, and `sold` no longer their sum.
 */
export function bookingGuardEnabled(): boolean {
  return !(process.env.NODE_ENV === 'test' && process.env.BOOKING_GUARD === 'off');
}

/** A departure's category: the general pool the booking takes seats from. */
type PoolRow = CategoryRow;

interface GroupRow {
  id: number;
  subcalendar_id: number;
  category_id: number;
  agency_group_id: number;
  seats: number;
  sold: number;
}

export interface Locked {
  pools: Map<string, PoolRow>;
  groups: Map<string, GroupRow[]>;
}

const keyOf = (subcalendarId: number, categoryId: number) => `${subcalendarId}:${categoryId}`;

/** Locks (or, with the guard off, only reads) the rows of these departures and categories. */
export async function lockInventory(trx: Db, keys: readonly { subcalendarId: number; categoryId: number }[], groupIds: readonly number[]): Promise<Locked> {
  const guard = bookingGuardEnabled();
  const unique = [...new Map(keys.map((k) => [keyOf(k.subcalendarId, k.categoryId), k])).values()].sort((a, b) => a.subcalendarId - b.subcalendarId || a.categoryId - b.categoryId);
  const locked: Locked = { pools: new Map(), groups: new Map() };
  for (const k of unique) {
    let pool = trx
      .selectFrom('subcalendar_categories')
      .select(['id', 'subcalendar_id', 'category_id', 'capacity', 'sold', 'group_reserved'])
      .where('subcalendar_id', '=', k.subcalendarId)
      .where('category_id', '=', k.categoryId);
    if (guard) pool = pool.forUpdate();
    const row = await pool.executeTakeFirst();
    if (row) locked.pools.set(keyOf(k.subcalendarId, k.categoryId), row);
    if (groupIds.length === 0) continue;
    let groups = trx
      .selectFrom('subcalendar_group_seats')
      .select(['id', 'subcalendar_id', 'category_id', 'agency_group_id', 'seats', 'sold'])
      .where('subcalendar_id', '=', k.subcalendarId)
      .where('category_id', '=', k.categoryId)
      .where('agency_group_id', 'in', [...groupIds])
      .orderBy('agency_group_id');
    if (guard) groups = groups.forUpdate();
    locked.groups.set(keyOf(k.subcalendarId, k.categoryId), await groups.execute());
  }
  return locked;
}

async function addToGroup(trx: Db, row: GroupRow, n: number): Promise<boolean> {
  if (!bookingGuardEnabled()) {
    await trx.updateTable('subcalendar_group_seats').set({ sold: row.sold + n }).where('id', '=', row.id).execute();
    return true;
  }
  const res = await trx
    .updateTable('subcalendar_group_seats')
    .set({ sold: sql`sold + ${n}` })
    .where('id', '=', row.id)
    .where(sql<boolean>`seats - sold >= ${n}`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

async function addToPool(trx: Db, row: PoolRow, n: number): Promise<boolean> {
  if (!bookingGuardEnabled()) {
    await trx.updateTable('subcalendar_categories').set({ sold: row.sold + n }).where('id', '=', row.id).execute();
    return true;
  }
  const res = await trx
    .updateTable('subcalendar_categories')
    .set({ sold: sql`sold + ${n}` })
    .where('id', '=', row.id)
    .where(sql<boolean>`capacity - group_reserved - sold >= ${n}`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Takes the seats (rows locked by lockInventory in the same transaction) or throws 409 no_seats. */
export async function takeSeats(trx: Db, locked: Locked, needs: readonly SeatNeed[]): Promise<SeatSource[]> {
  const sources: SeatSource[] = [];
  const sorted = [...needs].sort((a, b) => a.subcalendarId - b.subcalendarId || a.categoryId - b.categoryId);
  for (const need of sorted) {
    const key = keyOf(need.subcalendarId, need.categoryId);
    const pool = locked.pools.get(key);
    if (!pool) throw noSeats();
    let remaining = need.seats;
    for (const group of locked.groups.get(key) ?? []) {
      const take = Math.min(group.seats - group.sold, remaining);
      if (take <= 0) continue;
      if (!(await addToGroup(trx, group, take))) throw noSeats();
      group.sold += take;
      remaining -= take;
      sources.push({ subcalendar_id: need.subcalendarId, category_id: need.categoryId, agency_group_id: group.agency_group_id, seats: take });
      if (remaining === 0) break;
    }
    if (remaining > 0) {
      if (pool.capacity - pool.group_reserved - pool.sold < remaining || !(await addToPool(trx, pool, remaining))) throw noSeats();
      pool.sold += remaining;
      sources.push({ subcalendar_id: need.subcalendarId, category_id: need.categoryId, agency_group_id: null, seats: remaining });
    }
  }
  return sources;
}

/** Gives seats back to the pools they came from (the rows must be locked). */
export async function releaseSeats(trx: Db, sources: readonly SeatSource[]): Promise<void> {
  for (const s of sources) {
    if (s.agency_group_id === null) {
      await trx
        .updateTable('subcalendar_categories')
        .set({ sold: sql`greatest(sold - ${s.seats}, 0)` })
        .where('subcalendar_id', '=', s.subcalendar_id)
        .where('category_id', '=', s.category_id)
        .execute();
    } else {
      await trx
        .updateTable('subcalendar_group_seats')
        .set({ sold: sql`greatest(sold - ${s.seats}, 0)` })
        .where('subcalendar_id', '=', s.subcalendar_id)
        .where('category_id', '=', s.category_id)
        .where('agency_group_id', '=', s.agency_group_id)
        .execute();
    }
  }
}

/** Groups named in seat sources: their rows must be locked too before a release. */
export function sourceGroups(sources: readonly SeatSource[]): number[] {
  return [...new Set(sources.map((s) => s.agency_group_id).filter((g): g is number => g !== null))];
}
