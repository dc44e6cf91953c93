/**
 * The history of reservations (`reservation_history`): every booking, change of leg, status,
 * confirmation code, cancellation and check-in, with who, when, before and after. Shown in each
 * detail, and as a list at /vuelos/reserva/historial (rule canSeeReservationHistory).
 */
import { catalogName } from '../../../domain/catalogNames.ts';
import { sql, type Kysely } from 'kysely';
import type { HistoryRecord } from '../../../domain/records/flightBooking.ts';
import type { Language } from '../../../domain/constants.ts';
import { historyChanges, historyIds, type HistoryNames } from '../../../domain/reservations/historyChanges.ts';
import { isStaffType } from '../../../domain/roles.ts';
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

/** The names of the categories, departures, passengers and countries the rows' snapshots name by id. */
async function historyNames(db: Db, rows: readonly HistoryRow[], lang: Language): Promise<HistoryNames> {
  const ids = historyIds(rows.flatMap((h) => [h.before, h.after]));
  const namesProviders = rows.some((h) => [h.before, h.after].some((s) => s !== null && typeof s === 'object' && 'accounting_provider' in s));
  const [categories, departures, passengers, countries, providers] = await Promise.all([
    ids.categories.length ? db.selectFrom('seat_categories').select(['id', 'name', 'name_en']).where('id', 'in', ids.categories).execute() : [],
    ids.departures.length ? db.selectFrom('subcalendars').select(['id', 'flight_number', 'departure_date']).where('id', 'in', ids.departures).execute() : [],
    ids.passengers.length ? db.selectFrom('reservation_passengers').select(['id', 'first_name', 'last_name']).where('id', 'in', ids.passengers).execute() : [],
    ids.countries.length ? db.selectFrom('countries').select(['id', 'name_es', 'name_en']).where('id', 'in', ids.countries).execute() : [],
    // The catalogue is small: read whole when a snapshot names a provider.
    namesProviders ? db.selectFrom('accounting_providers').select(['code', 'name']).execute() : [],
  ]);
  return {
    categories: new Map(categories.map((c) => [c.id, catalogName(lang, c)])),
    departures: new Map(departures.map((d) => [d.id, d])),
    passengers: new Map(passengers.map((p) => [p.id, `${p.first_name} ${p.last_name}`.trim()])),
    countries: new Map(countries.map((c) => [c.id, lang === 'en' ? c.name_en : c.name_es])),
    accountingProviders: new Map(providers.map((p) => [p.code, p.name])),
  };
}

/** The rows as the reader reads them: translated changes; the raw snapshots only for staff. */
export async function toHistoryRecords({ db, actor, t, lang }: ServiceContext, rows: readonly HistoryRow[]): Promise<HistoryRecord[]> {
  const names = await historyNames(db, rows, lang);
  const staff = isStaffType(actor.type);
  return rows.map((h) => ({
    id: h.id,
    reservation: h.reservation_id,
    locator: h.locator,
    at: h.at.toISOString(),
    user_id: h.user_id,
    user_name: h.user_name,
    action: h.action,
    before: staff ? h.before : null,
    after: staff ? h.after : null,
    changes: historyChanges(h.before, h.after, names, { t, lang, staff }),
  }));
}

export async function listHistory(ctx: ServiceContext, url: string, q: HistoryListQuery) {
  const { db, actor } = ctx;
  let query = historyRows(db).where(agencyScope(actor, 'r.agency_id'));
  if (q.locator) query = query.where('r.locator', 'like', `${q.locator.toUpperCase().replace(/[\\%_]/g, '')}%`);
  if (q.reservation !== undefined) query = query.where('h.reservation_id', '=', q.reservation);
  if (q.user !== undefined) query = query.where('h.user_id', '=', q.user);
  if (q.action) query = query.where('h.action', '=', q.action);
  if (q.date_start) query = query.where('h.at', '>=', sql<Date>`${q.date_start}::date::timestamptz`);
  if (q.date_end) query = query.where('h.at', '<', sql<Date>`${q.date_end}::date::timestamptz + interval '1 day'`);
  const page = await paginate(db, { url }, query, q, { fields: { at: 'h.at', locator: 'r.locator', action: 'h.action' }, default: ['-at'], tiebreaker: 'h.id' }, (h) => h);
  return { ...page, results: await toHistoryRecords(ctx, page.results) };
}

/** Appends one history row (inside the caller's transaction). */
export async function addHistory(db: Db, reservationId: number, userId: number, action: string, before: unknown, after: unknown): Promise<void> {
  await db
    .insertInto('reservation_history')
    .values({ reservation_id: reservationId, user_id: userId, action, before: before === null ? null : JSON.stringify(before), after: after === null ? null : JSON.stringify(after) })
    .execute();
}
