/**
 * Operations on several routes at once and on a route's departures (docs/api-flights.md 'Routes'):
 * bulk update and delete, and copying the route's prices onto the departures of its flights.
 * Each runs in one transaction with the rows locked and one history row per changed row.
 */
import { sql } from 'kysely';
import type { dateRangeBody, routeBulkUpdateBody } from '../../../domain/schemas/flightAdmin.ts';
import type { z } from '../../../domain/validation.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { assertUnused, inUse, pick, type Db } from '../flightAdmin/crud.ts';
import { writeHistory } from '../flightAdmin/history.ts';
import { PRICE_COLUMNS, ROUTE_SETTINGS, ROUTE_USED_BY, routes } from './entities.ts';

type RouteRecord = Awaited<ReturnType<typeof routes.get>>;

/** The routes, locked, in id order; 400 naming the ids that do not exist. */
async function lockRoutes(trx: Db, ids: readonly number[]): Promise<RouteRecord[]> {
  const found = await trx.selectFrom('flight_routes').select('id').where('id', 'in', [...ids]).orderBy('id').forUpdate().execute();
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length > 0) throw fieldError('ids', 'validation.unknown_ids', { ids: missing.slice(0, 20).join(', ') });
  const records: RouteRecord[] = [];
  for (const { id } of found) records.push(await routes.get(trx, id));
  return records;
}

export async function bulkUpdateRoutes(db: Db, userId: number, body: z.infer<typeof routeBulkUpdateBody>): Promise<{ updated: number }> {
  const { ids, ...settings } = body;
  const columns = pick(settings, ROUTE_SETTINGS);
  const updated = await db.transaction().execute(async (trx) => {
    const before = await lockRoutes(trx, ids);
    if (Object.keys(columns).length === 0) return 0;
    await trx.updateTable('flight_routes').set({ ...columns, updated_at: sql`now()` }).where('id', 'in', ids).execute();
    const after = await Promise.all(before.map((b) => routes.get(trx, b.id)));
    await writeHistory(
      trx,
      before.map((b, i) => ({ entity: 'route', entity_id: b.id, action: 'bulk_update', user_id: userId, before: b, after: after[i] })),
    );
    return before.length;
  });
  return { updated };
}

export async function bulkDeleteRoutes(db: Db, userId: number, ids: readonly number[]): Promise<{ deleted: number }> {
  try {
    const deleted = await db.transaction().execute(async (trx) => {
      const before = await lockRoutes(trx, ids);
      // A route with flights stays: deleting it would delete their schedules and sales history.
      const used = await trx.selectFrom('flights').select('route_id').where('route_id', 'in', [...ids]).limit(1).executeTakeFirst();
      if (used) throw inUse();
      await assertUnused(trx, ROUTE_USED_BY, ids);
      await trx.deleteFrom('flight_routes').where('id', 'in', [...ids]).execute();
      await writeHistory(
        trx,
        before.map((b) => ({ entity: 'route', entity_id: b.id, action: 'bulk_delete', user_id: userId, before: b, after: null })),
      );
      return before.length;
    });
    return { deleted };
  } catch (err) {
    if (isForeignKeyViolation(err)) throw inUse();
    throw err;
  }
}

/** update-mix-dependent-schedule: the route's six prices onto its flights' departures in the range. */
export async function mixRoutePrices(db: Db, userId: number, routeId: number, range: z.infer<typeof dateRangeBody>): Promise<{ updated: number }> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('flight_routes').select('id').where('id', '=', routeId).forUpdate().executeTakeFirst();
    if (!locked) throw notFound();
    const route = await routes.get(trx, routeId);
    let targets = trx
      .selectFrom('subcalendars as s')
      .innerJoin('flights as f', 'f.id', 's.flight_id')
      .select(['s.id', ...Object.keys(PRICE_COLUMNS).map((c) => `s.${c}` as `s.${keyof typeof PRICE_COLUMNS}`)])
      .where('f.route_id', '=', routeId)
      .where('s.departure_date', '>=', range.start_date ?? sql<string>`current_date`);
    if (range.end_date) targets = targets.where('s.departure_date', '<=', range.end_date);
    const before = await targets.orderBy('s.id').forUpdate().execute();
    if (before.length === 0) return { updated: 0 };
    const prices = {
      price_adult: route.price_adult,
      price_child: route.price_child,
      price_infant: route.price_infant,
      price_adult_oi: route.price_adult_oi,
      price_child_oi: route.price_child_oi,
      price_infant_oi: route.price_infant_oi,
    };
    const ids = before.map((b) => b.id);
    for (let i = 0; i < ids.length; i += 5000) {
      await trx.updateTable('subcalendars').set({ ...prices, updated_at: sql`now()` }).where('id', 'in', ids.slice(i, i + 5000)).execute();
    }
    await writeHistory(
      trx,
      before.map((b) => ({ entity: 'subcalendar', entity_id: b.id, action: 'update_mix_dependent_schedule', user_id: userId, before: b, after: { id: b.id, ...prices } })),
    );
    return { updated: before.length };
  });
}
