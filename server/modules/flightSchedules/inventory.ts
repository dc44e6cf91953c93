/**
 * The seat inventory of departures: creating departures with their categories, locking the stock
 * rows in the booking's order, and the 409 answers when a change would break an invariant
 * (domain/flights/edits.ts). Lock order, shared with the booking (docs/api-flights.md): by
 * (subcalendar_id, category_id) ascending, the category row before its agency-group rows. Locking
 * all category rows, then all group rows, keeps that order for every pair: a group row is only
 * ever waited for while its category row is already held.
 */
import { sql } from 'kysely';
import type { InventoryConflict } from '../../../domain/flights/edits.ts';
import type { Departure } from '../../../domain/flights/schedule.ts';
import type { PriceField } from '../../../domain/schemas/flightAdmin.ts';
import { ApiError, fieldError } from '../../http/errors.ts';
import type { Db } from '../flightAdmin/crud.ts';

export interface CategoryRow {
  id: number;
  subcalendar_id: number;
  category_id: number;
  capacity: number;
  sold: number;
  group_reserved: number;
}

export interface GroupRow {
  id: number;
  subcalendar_id: number;
  category_id: number;
  agency_group_id: number;
  seats: number;
  sold: number;
}

export type Conflict = InventoryConflict | 'category_exists' | 'category_missing';

/** 409 `{detail, code}` naming up to five departures by date and flight number. */
export async function conflict(db: Db, code: Conflict, subcalendarIds: readonly number[]): Promise<never> {
  const ids = [...new Set(subcalendarIds)].slice(0, 5);
  const rows = ids.length === 0 ? [] : await db.selectFrom('subcalendars').select(['departure_date', 'flight_number']).where('id', 'in', ids).orderBy('departure_date').execute();
  const dates = rows.map((r) => `${r.departure_date} ${r.flight_number}`).join(', ') + (subcalendarIds.length > 5 ? ', …' : '');
  throw new ApiError(409, { key: `api.${code}`, params: { dates } }, code);
}

/**
 * The stock rows of the departures (one category or all), locked in the shared order. In slices of
 * ascending ids, which keeps the order and a statement's parameters under PostgreSQL's limit.
 */
export async function lockStock(trx: Db, subcalendarIds: readonly number[], categoryId?: number): Promise<{ categories: CategoryRow[]; groups: GroupRow[] }> {
  const ids = [...new Set(subcalendarIds)].sort((a, b) => a - b);
  const slices: number[][] = [];
  for (let i = 0; i < ids.length; i += 5000) slices.push(ids.slice(i, i + 5000));
  const categories: CategoryRow[] = [];
  const groups: GroupRow[] = [];
  for (const slice of slices) {
    let cats = trx.selectFrom('subcalendar_categories').select(['id', 'subcalendar_id', 'category_id', 'capacity', 'sold', 'group_reserved']).where('subcalendar_id', 'in', slice);
    if (categoryId !== undefined) cats = cats.where('category_id', '=', categoryId);
    categories.push(...(await cats.orderBy('subcalendar_id').orderBy('category_id').forUpdate().execute()));
  }
  for (const slice of slices) {
    let held = trx.selectFrom('subcalendar_group_seats').select(['id', 'subcalendar_id', 'category_id', 'agency_group_id', 'seats', 'sold']).where('subcalendar_id', 'in', slice);
    if (categoryId !== undefined) held = held.where('category_id', '=', categoryId);
    groups.push(...(await held.orderBy('subcalendar_id').orderBy('category_id').orderBy('agency_group_id').forUpdate().execute()));
  }
  return { categories, groups };
}

/** 400 naming the ids that are not departures. */
export async function checkSubcalendars(db: Db, ids: readonly number[], field = 'subcalendars'): Promise<void> {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += 5000) {
    for (const r of await db.selectFrom('subcalendars').select('id').where('id', 'in', ids.slice(i, i + 5000)).execute()) found.add(r.id);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw fieldError(field, 'validation.unknown_ids', { ids: missing.slice(0, 20).join(', ') });
}

/** 400 on `field` when a seat category does not exist. */
export async function checkCategories(db: Db, ids: readonly number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.selectFrom('seat_categories').select('id').where('id', 'in', [...ids]).execute();
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length > 0) throw fieldError(field, 'validation.unknown_ids', { ids: missing.join(', ') });
}

export type SixPrices = Record<PriceField, string>;

export interface NewDepartures {
  flightId: number;
  calendarId: number | null;
  flightNumber: string;
  prices: SixPrices;
  capacities: readonly { category: number; capacity: number }[];
  departures: readonly Departure[];
}

/**
 * Inserts the departures (of one or several flights) and their seat categories: two statements
 * over arrays (unnest), which on the embedded database costs a third of a multi-row VALUES list. A
 * date on which the flight already departs is skipped (the unique (flight, date) key), never
 * overwritten.
 */
export async function insertDepartures(
  trx: Db,
  input: NewDepartures | readonly NewDepartures[],
): Promise<{ created: { id: number; flight_id: number; departure_date: string }[]; skipped: string[] }> {
  const groups: readonly NewDepartures[] = 'departures' in input ? [input] : input;
  const rows = groups.flatMap((g) => g.departures.map((d) => ({ g, d })));
  const created: { id: number; flight_id: number; departure_date: string }[] = [];
  for (let i = 0; i < rows.length; i += 5000) {
    const slice = rows.slice(i, i + 5000);
    const of = <T>(pick: (row: (typeof rows)[number]) => T) => slice.map(pick);
    const price = (key: PriceField) => of((r) => r.g.prices[key]);
    const inserted = await sql<{ id: number; flight_id: number; departure_date: string }>`
      insert into subcalendars (flight_id, calendar_id, flight_number, departure_date, departure_time, arrival_date, arrival_time, checkin_time,
        price_adult, price_child, price_infant, price_adult_oi, price_child_oi, price_infant_oi)
      select * from unnest(${of((r) => r.g.flightId)}::int[], ${of((r) => r.g.calendarId)}::int[], ${of((r) => r.g.flightNumber)}::varchar[],
        ${of((r) => r.d.departure_date)}::date[], ${of((r) => r.d.departure_time)}::time[], ${of((r) => r.d.arrival_date)}::date[],
        ${of((r) => r.d.arrival_time)}::time[], ${of((r) => r.d.checkin_time)}::time[],
        ${price('price_adult')}::numeric[], ${price('price_child')}::numeric[], ${price('price_infant')}::numeric[],
        ${price('price_adult_oi')}::numeric[], ${price('price_child_oi')}::numeric[], ${price('price_infant_oi')}::numeric[])
      on conflict on constraint subcalendars_flight_date_key do nothing
      returning id, flight_id, departure_date::text as departure_date`.execute(trx);
    created.push(...inserted.rows);
  }
  // Seats per category of each new departure, from its flight's capacities.
  const stock = created.flatMap((c) => (groups.find((g) => g.flightId === c.flight_id)?.capacities ?? []).map((cap) => [c.id, cap.category, cap.capacity] as const));
  for (let i = 0; i < stock.length; i += 20000) {
    const slice = stock.slice(i, i + 20000);
    await sql`insert into subcalendar_categories (subcalendar_id, category_id, capacity)
      select * from unnest(${slice.map((x) => x[0])}::int[], ${slice.map((x) => x[1])}::int[], ${slice.map((x) => x[2])}::int[])`.execute(trx);
  }
  const made = new Set(created.map((c) => `${c.flight_id}:${c.departure_date}`));
  const skipped = rows.filter((r) => !made.has(`${r.g.flightId}:${r.d.departure_date}`)).map((r) => r.d.departure_date);
  return { created, skipped };
}

/**
 * Deletes departures after checking, with their stock locked, that none has a sold seat (409
 * seats_sold). Returns what was deleted, for the history.
 */
export async function deleteDepartures(trx: Db, ids: readonly number[]): Promise<{ id: number; departure_date: string; flight_number: string }[]> {
  if (ids.length === 0) return [];
  const { categories, groups } = await lockStock(trx, ids);
  const sold = [...categories, ...groups].filter((r) => r.sold > 0).map((r) => r.subcalendar_id);
  if (sold.length > 0) await conflict(trx, 'seats_sold', sold);
  const deleted: { id: number; departure_date: string; flight_number: string }[] = [];
  for (let i = 0; i < ids.length; i += 5000) {
    deleted.push(
      ...(await trx
        .deleteFrom('subcalendars')
        .where('id', 'in', ids.slice(i, i + 5000))
        .returning(['id', 'departure_date', 'flight_number'])
        .execute()),
    );
  }
  return deleted;
}

/** `update t set col = v.value from (values …) v(id, value) where t.id = v.id`, for per-row values. */
export async function setPerRow(trx: Db, table: 'subcalendar_categories' | 'subcalendar_group_seats', column: string, values: readonly { id: number; value: number }[]): Promise<void> {
  for (let i = 0; i < values.length; i += 5000) {
    const slice = values.slice(i, i + 5000);
    const rows = sql.join(slice.map((v) => sql`(${v.id}::int, ${v.value}::int)`));
    await sql`update ${sql.table(table)} t set ${sql.ref(column)} = v.value from (values ${rows}) as v(id, value) where t.id = v.id`.execute(trx);
  }
}
