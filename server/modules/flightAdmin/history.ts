/**
 * The administration history of flights (docs/api-flights.md 'History'): every change writes who,
 * when, the record before and after into `admin_history`, in the transaction of the change.
 * Rows of a departure's categories and group seats carry the departure's id as `entity_id`, so
 * a departure's whole history is one index range.
 */
import { sql, type Kysely } from 'kysely';
import type { z } from '../../../domain/validation.ts';
import type { historyQuery } from '../../../domain/schemas/flightInventory.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate } from '../../http/pagination.ts';

type Db = Kysely<Database>;

export const HISTORY_ENTITIES = [
  'airline',
  'city',
  'airport',
  'category',
  'luggage_category',
  'visible_luggage_category',
  'route',
  'flight',
  'calendar',
  'subcalendar',
  'subcalendar_category',
  'subcalendar_group_seats',
  'flight_price_rule',
  'promotion_price_rule',
  'airport_supplement',
  // Issue 11, the hotel catalogue (docs/api-hotels.md 'History'): entity_id is the hotel's id.
  'hotel',
  'hotel_photo',
  'hotel_room_type',
  'hotel_occupancy',
  'hotel_contract',
  'hotel_price',
  'hotel_supplement',
  'hotel_offer',
  'hotel_chain',
  // Issue 11, private houses (docs/api-houses.md): a house with its rooms, seasons and supplements.
  'house',
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

export interface HistoryRow {
  entity: HistoryEntity;
  entity_id: number;
  action: string;
  user_id: number;
  before: unknown;
  after: unknown;
}

/** One statement per 1 000 rows: a bulk operation over thousands of departures stays a few round trips. */
export async function writeHistory(db: Db, rows: readonly HistoryRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('admin_history')
      .values(
        rows.slice(i, i + 1000).map((r) => ({
          entity: r.entity,
          entity_id: r.entity_id,
          action: r.action,
          user_id: r.user_id,
          before: r.before === null || r.before === undefined ? null : JSON.stringify(r.before),
          after: r.after === null || r.after === undefined ? null : JSON.stringify(r.after),
        })),
      )
      .execute();
  }
}

export type HistoryQuery = z.infer<typeof historyQuery>;

export interface HistoryScope {
  entities: readonly HistoryEntity[];
  entityId?: number;
  /** A key of before/after that must equal the value (a category or an agency group). */
  field?: { name: string; value: number };
}

export interface HistoryRecord {
  id: number;
  entity: string;
  entity_id: number;
  action: string;
  user: number | null;
  user_name: string | null;
  at: string;
  before: unknown;
  after: unknown;
}

export async function listHistory({ db }: Pick<ServiceContext, 'db'>, url: string, q: HistoryQuery, scope: HistoryScope) {
  let query = db
    .selectFrom('admin_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select(['h.id', 'h.entity', 'h.entity_id', 'h.action', 'h.user_id', 'h.at', 'h.before', 'h.after', 'u.username', 'u.first_name', 'u.last_name'])
    .where('h.entity', 'in', [...scope.entities]);
  if (scope.entityId !== undefined) query = query.where('h.entity_id', '=', scope.entityId);
  const field = scope.field;
  if (field) query = query.where(sql<boolean>`(coalesce(h.after, h.before) ->> ${field.name}) = ${String(field.value)}`);
  if (q.user !== undefined) query = query.where('h.user_id', '=', q.user);
  if (q.action) query = query.where('h.action', '=', q.action);
  if (q.date_from) query = query.where('h.at', '>=', new Date(`${q.date_from}T00:00:00Z`));
  if (q.date_to) query = query.where(sql<boolean>`h.at < (${q.date_to}::date + 1)`);
  return paginate(db, { url }, query, q, { fields: { at: 'h.at', action: 'h.action' }, default: ['-at'], tiebreaker: 'h.id' }, (r): HistoryRecord => ({
    id: r.id,
    entity: r.entity,
    entity_id: r.entity_id,
    action: r.action,
    user: r.user_id,
    user_name: r.username === null ? null : `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.username,
    at: r.at.toISOString(),
    before: r.before,
    after: r.after,
  }));
}
