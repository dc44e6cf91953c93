/**
 * The history of reservations (`reservation_history`): every booking, change of leg, status,
 * confirmation code, cancellation and check-in, with who, when, before and after. Shown in each
 * detail, and as a list at /vuelos/reserva/historial (rule canSeeReservationHistory).
 */
import { sql, type Kysely } from 'kysely';
import type { HistoryRecord } from '../../../domain/records/flightBooking.ts';
import type { HistoryListQuery } from '../../../domain/schemas/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate } from '../../http/pagination.ts';
import { agencyScope } from '../../http/scope.ts';

type Db = Kysely<Database>;

export function historyRows(db: Db) {
  return db
    .selectFrom('reservation_history as h')
    .innerJoin('reservations as r', 'r.id', 'h.reservation_id')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select(['h.id', 'h.reservation_id', 'r.locator', 'h.at', 'h.user_id', 'h.action', 'h.before', 'h.after', sql<string | null>`case when u.id is null then null else trim(u.first_name || ' ' || u.last_name) end`.as('user_name')]);
}

type HistoryRow = Awaited<ReturnType<ReturnType<typeof historyRows>['executeTakeFirstOrThrow']>>;

export function toHistoryRecord(h: HistoryRow): HistoryRecord {
  return { id: h.id, reservation: h.reservation_id, locator: h.locator, at: h.at.toISOString(), user_id: h.user_id, user_name: h.user_name, action: h.action, before: h.before, after: h.after };
}

export async function listHistory({ db, actor }: ServiceContext, url: string, q: HistoryListQuery) {
  let query = historyRows(db).where(agencyScope(actor, 'r.agency_id'));
  if (q.locator) query = query.where('r.locator', 'like', `${q.locator.toUpperCase().replace(/[\\%_]/g, '')}%`);
  if (q.reservation !== undefined) query = query.where('h.reservation_id', '=', q.reservation);
  if (q.user !== undefined) query = query.where('h.user_id', '=', q.user);
  if (q.action) query = query.where('h.action', '=', q.action);
  if (q.date_start) query = query.where('h.at', '>=', sql<Date>`${q.date_start}::date::timestamptz`);
  if (q.date_end) query = query.where('h.at', '<', sql<Date>`${q.date_end}::date::timestamptz + interval '1 day'`);
  return paginate(db, { url }, query, q, { fields: { at: 'h.at', locator: 'r.locator', action: 'h.action' }, default: ['-at'], tiebreaker: 'h.id' }, toHistoryRecord);
}

/** Appends one history row (inside the caller's transaction). */
export async function addHistory(db: Db, reservationId: number, userId: number, action: string, before: unknown, after: unknown): Promise<void> {
  await db
    .insertInto('reservation_history')
    .values({ reservation_id: reservationId, user_id: userId, action, before: before === null ? null : JSON.stringify(before), after: after === null ? null : JSON.stringify(after) })
    .execute();
}
