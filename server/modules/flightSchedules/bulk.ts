/**
 * Bulk operations on departures (spec §7 'dependentschedulesbulk'; docs/api-flights.md 'Bulk'):
 * one transaction each, stock rows locked in the shared order, every departure checked before
 * anything is written; a single departure that would break an invariant answers 409 and nothing
 * changes. Every changed row gets a history row.
 */
import { sql } from 'kysely';
import { capacityConflict, groupSeatsConflict } from '../../../domain/flights/edits.ts';
import type {
  bulkAddCategoryBody,
  bulkAgencyCategoryBody,
  bulkFlightNumberBody,
  bulkSeatsBody,
  bulkStatusBody,
} from '../../../domain/schemas/flightInventory.ts';
import type { z } from '../../../domain/validation.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { checkRefs, inUse, type Db } from '../flightAdmin/crud.ts';
import { writeHistory, type HistoryRow } from '../flightAdmin/history.ts';
import { checkCategories, checkSubcalendars, conflict, deleteDepartures, lockStock, setPerRow, type GroupRow } from './inventory.ts';

type Updated = { updated: number };

export async function addCategory(db: Db, userId: number, body: z.infer<typeof bulkAddCategoryBody>): Promise<Updated> {
  await checkCategories(db, [body.category], 'category');
  await checkSubcalendars(db, body.subcalendars);
  return db.transaction().execute(async (trx) => {
    const { categories } = await lockStock(trx, body.subcalendars, body.category);
    if (categories.length > 0) await conflict(trx, 'category_exists', categories.map((c) => c.subcalendar_id));
    const rows = body.subcalendars.map((id) => ({ subcalendar_id: id, category_id: body.category, capacity: body.capacity }));
    for (let i = 0; i < rows.length; i += 5000) await trx.insertInto('subcalendar_categories').values(rows.slice(i, i + 5000)).execute();
    await writeHistory(
      trx,
      rows.map((r) => ({ entity: 'subcalendar_category', entity_id: r.subcalendar_id, action: 'add_category', user_id: userId, before: null, after: { category: r.category_id, capacity: r.capacity, sold: 0, group_reserved: 0 } })),
    );
    return { updated: rows.length };
  });
}

export async function setSeats(db: Db, userId: number, body: z.infer<typeof bulkSeatsBody>): Promise<Updated> {
  await checkCategories(db, [body.category], 'category');
  await checkSubcalendars(db, body.subcalendars);
  return db.transaction().execute(async (trx) => {
    const { categories } = await lockStock(trx, body.subcalendars, body.category);
    const present = new Set(categories.map((c) => c.subcalendar_id));
    const missing = body.subcalendars.filter((id) => !present.has(id));
    if (missing.length > 0) await conflict(trx, 'category_missing', missing);
    const below = categories.filter((c) => capacityConflict(c, body.capacity) !== null);
    if (below.length > 0) await conflict(trx, 'below_committed', below.map((c) => c.subcalendar_id));
    const ids = categories.map((c) => c.id);
    for (let i = 0; i < ids.length; i += 5000) await trx.updateTable('subcalendar_categories').set({ capacity: body.capacity }).where('id', 'in', ids.slice(i, i + 5000)).execute();
    await writeHistory(
      trx,
      categories.map((c) => ({
        entity: 'subcalendar_category',
        entity_id: c.subcalendar_id,
        action: 'seats',
        user_id: userId,
        before: { category: c.category_id, capacity: c.capacity, sold: c.sold, group_reserved: c.group_reserved },
        after: { category: c.category_id, capacity: body.capacity, sold: c.sold, group_reserved: c.group_reserved },
      })),
    );
    return { updated: categories.length };
  });
}

const groupState = (g: Pick<GroupRow, 'category_id' | 'agency_group_id' | 'seats' | 'sold'> | undefined) =>
  g ? { category: g.category_id, agency_group: g.agency_group_id, seats: g.seats, sold: g.sold } : null;

/** add-agency-category: the group's allocation becomes `seats`, the increase taken from the free pool. */
export async function setAgencySeats(db: Db, userId: number, body: z.infer<typeof bulkAgencyCategoryBody>): Promise<Updated> {
  await checkCategories(db, [body.category], 'category');
  await checkRefs(db, { agency_group: ['agency_groups', body.agency_group] });
  await checkSubcalendars(db, body.subcalendars);
  return db.transaction().execute(async (trx) => {
    const { categories, groups } = await lockStock(trx, body.subcalendars, body.category);
    const present = new Set(categories.map((c) => c.subcalendar_id));
    const missing = body.subcalendars.filter((id) => !present.has(id));
    if (missing.length > 0) await conflict(trx, 'category_missing', missing);
    const mine = new Map(groups.filter((g) => g.agency_group_id === body.agency_group).map((g) => [g.subcalendar_id, g]));
    const problems = categories.map((c) => ({ c, problem: groupSeatsConflict(c, mine.get(c.subcalendar_id), body.seats) }));
    for (const code of ['below_sold', 'no_free_seats'] as const) {
      const hit = problems.filter((p) => p.problem === code);
      if (hit.length > 0) await conflict(trx, code, hit.map((p) => p.c.subcalendar_id));
    }
    const changed = categories.filter((c) => (mine.get(c.subcalendar_id)?.seats ?? 0) !== body.seats);
    if (changed.length === 0) return { updated: 0 };
    await applyGroupSeats(trx, changed.map((c) => ({ category: c, group: mine.get(c.subcalendar_id), agencyGroup: body.agency_group, seats: body.seats })));
    await writeHistory(
      trx,
      changed.map((c) => {
        const before = mine.get(c.subcalendar_id);
        return {
          entity: 'subcalendar_group_seats',
          entity_id: c.subcalendar_id,
          action: 'add_agency_category',
          user_id: userId,
          before: groupState(before),
          after: body.seats === 0 && (before?.sold ?? 0) === 0 ? null : { category: body.category, agency_group: body.agency_group, seats: body.seats, sold: before?.sold ?? 0 },
        };
      }),
    );
    return { updated: changed.length };
  });
}

export interface GroupChange {
  category: { id: number; subcalendar_id: number; category_id: number; group_reserved: number };
  group: GroupRow | undefined;
  agencyGroup: number;
  seats: number;
}

/**
 * Writes checked group allocations: upserts the group rows (a row left with no seat and no sale
 * goes) and moves each category's group_reserved by the difference, so it stays the sum.
 */
export async function applyGroupSeats(trx: Db, changes: readonly GroupChange[]): Promise<void> {
  const removed = changes.filter((c) => c.seats === 0 && c.group !== undefined && c.group.sold === 0).map((c) => (c.group as GroupRow).id);
  const kept = changes.filter((c) => !(c.seats === 0 && (c.group?.sold ?? 0) === 0));
  for (let i = 0; i < removed.length; i += 5000) await trx.deleteFrom('subcalendar_group_seats').where('id', 'in', removed.slice(i, i + 5000)).execute();
  const rows = kept.map((c) => ({ subcalendar_id: c.category.subcalendar_id, category_id: c.category.category_id, agency_group_id: c.agencyGroup, seats: c.seats }));
  for (let i = 0; i < rows.length; i += 5000) {
    await trx
      .insertInto('subcalendar_group_seats')
      .values(rows.slice(i, i + 5000))
      .onConflict((oc) => oc.constraint('subcalendar_group_seats_key').doUpdateSet({ seats: (eb) => eb.ref('excluded.seats') }))
      .execute();
  }
  // Several changes may touch one category row (one departure, several groups): sum per row.
  const reserved = new Map<number, number>();
  for (const c of changes) reserved.set(c.category.id, (reserved.get(c.category.id) ?? c.category.group_reserved) + c.seats - (c.group?.seats ?? 0));
  await setPerRow(trx, 'subcalendar_categories', 'group_reserved', [...reserved].map(([id, value]) => ({ id, value })));
}

async function setSubcalendarColumn(db: Db, userId: number, ids: readonly number[], action: string, column: 'flight_number' | 'schedule_status', value: string): Promise<Updated> {
  await checkSubcalendars(db, ids);
  return db.transaction().execute(async (trx) => {
    // NO KEY UPDATE: a booking inserting a reservation that references the departure is not blocked.
    const before = await sql<{ id: number; value: string }>`select id, ${sql.ref(column)} as value from subcalendars where id in (${sql.join(ids)}) order by id for no key update`.execute(trx);
    const changed = before.rows.filter((r) => r.value !== value);
    for (let i = 0; i < changed.length; i += 5000) {
      await trx.updateTable('subcalendars').set({ [column]: value, updated_at: sql`now()` }).where('id', 'in', changed.slice(i, i + 5000).map((r) => r.id)).execute();
    }
    const history: HistoryRow[] = changed.map((r) => ({ entity: 'subcalendar', entity_id: r.id, action, user_id: userId, before: { [column]: r.value }, after: { [column]: value } }));
    await writeHistory(trx, history);
    return { updated: changed.length };
  });
}

export const setFlightNumber = (db: Db, userId: number, body: z.infer<typeof bulkFlightNumberBody>) =>
  setSubcalendarColumn(db, userId, body.subcalendars, 'update_number_flight', 'flight_number', body.flight_number);

export const setScheduleStatus = (db: Db, userId: number, body: z.infer<typeof bulkStatusBody>) =>
  setSubcalendarColumn(db, userId, body.subcalendars, 'update_schedule_status', 'schedule_status', body.schedule_status);

export async function deleteSubcalendars(db: Db, userId: number, ids: readonly number[]): Promise<Updated> {
  await checkSubcalendars(db, ids);
  try {
    return await db.transaction().execute(async (trx) => {
      const deleted = await deleteDepartures(trx, ids);
      await writeHistory(
        trx,
        deleted.map((d) => ({ entity: 'subcalendar', entity_id: d.id, action: 'delete', user_id: userId, before: d, after: null })),
      );
      return { updated: deleted.length };
    });
  } catch (err) {
    // A cancelled reservation still points at the departure: its record must stay.
    if (isForeignKeyViolation(err)) throw inUse();
    throw err;
  }
}
