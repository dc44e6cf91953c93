/**
 * Which luggage categories are offered on which routes and airlines (spec §7 'visible luggage
 * categories (assign, update-bulk, PATCH or DELETE by id)'): assigning many at once and showing or
 * hiding many at once.
 */
import { sql } from 'kysely';
import type { visibleLuggageAssignBody, visibleLuggageBulkBody } from '../../../domain/schemas/flightAdmin.ts';
import type { z } from '../../../domain/validation.ts';
import { fieldError } from '../../http/errors.ts';
import { checkRefs, type Db } from '../flightAdmin/crud.ts';
import { writeHistory } from '../flightAdmin/history.ts';
import { visibleLuggage } from './entities.ts';

async function missingIds(db: Db, table: 'luggage_categories' | 'flight_routes' | 'visible_luggage_categories', ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom(table).select('id').where('id', 'in', [...ids]).execute();
  return ids.filter((id) => !found.some((f) => f.id === id));
}

/** Creates the (luggage, route, airline) pairs that do not exist yet; no route means every route. */
export async function assignVisibleLuggage(db: Db, userId: number, body: z.infer<typeof visibleLuggageAssignBody>): Promise<{ created: number }> {
  const luggage = await missingIds(db, 'luggage_categories', body.luggage_categories);
  if (luggage.length > 0) throw fieldError('luggage_categories', 'validation.unknown_ids', { ids: luggage.join(', ') });
  const routeIds = [...new Set(body.routes ?? [])];
  const routes = await missingIds(db, 'flight_routes', routeIds);
  if (routes.length > 0) throw fieldError('routes', 'validation.unknown_ids', { ids: routes.join(', ') });
  await checkRefs(db, { airline: ['airlines', body.airline] });
  const airline = body.airline ?? null;
  const targets = routeIds.length > 0 ? routeIds : [null];
  const created = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('visible_luggage_categories')
      .select(['luggage_category_id', 'route_id'])
      .where('luggage_category_id', 'in', body.luggage_categories)
      .where(sql<boolean>`airline_id is not distinct from ${airline}`)
      .execute();
    const has = new Set(existing.map((e) => `${e.luggage_category_id}:${e.route_id}`));
    const rows = body.luggage_categories.flatMap((l) => targets.filter((r) => !has.has(`${l}:${r}`)).map((r) => ({ luggage_category_id: l, route_id: r, airline_id: airline, visible: body.visible ?? true })));
    if (rows.length === 0) return 0;
    const ids = await trx.insertInto('visible_luggage_categories').values(rows).returning('id').execute();
    const records = await Promise.all(ids.map((r) => visibleLuggage.get(trx, r.id)));
    await writeHistory(trx, records.map((after) => ({ entity: 'visible_luggage_category', entity_id: after.id, action: 'assign', user_id: userId, before: null, after })));
    return rows.length;
  });
  return { created };
}

export async function updateVisibleLuggageBulk(db: Db, userId: number, body: z.infer<typeof visibleLuggageBulkBody>): Promise<{ updated: number }> {
  const missing = await missingIds(db, 'visible_luggage_categories', body.ids);
  if (missing.length > 0) throw fieldError('ids', 'validation.unknown_ids', { ids: missing.slice(0, 20).join(', ') });
  const updated = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('visible_luggage_categories').select(['id', 'visible']).where('id', 'in', body.ids).orderBy('id').forUpdate().execute();
    const changed = before.filter((b) => b.visible !== body.visible);
    if (changed.length === 0) return 0;
    await trx.updateTable('visible_luggage_categories').set({ visible: body.visible }).where('id', 'in', changed.map((c) => c.id)).execute();
    await writeHistory(trx, changed.map((c) => ({ entity: 'visible_luggage_category', entity_id: c.id, action: 'update_bulk', user_id: userId, before: { visible: c.visible }, after: { visible: body.visible } })));
    return changed.length;
  });
  return { updated };
}
