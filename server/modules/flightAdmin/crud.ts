/**
 * One CRUD for the simple tables of the flight administration (airlines, cities, airports,
 * categories, luggage, routes, flights, rules, supplements): a DRF list with filters, ordering and
 * `id__in`, the record, create, edit and delete, each write in a transaction with its history row
 * and a cleared catalogue cache. Each entity gives its base query, record shape, filters and how a
 * body becomes column values (checking the rows it references). Calendars and departures are not
 * simple and live in flightSchedules/.
 */
import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Language } from '../../../domain/constants.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, fieldError, FieldErrors, notFound } from '../../http/errors.ts';
import { paginate, type ListQuery, type OrderingSpec } from '../../http/pagination.ts';
import { writeHistory, type HistoryEntity } from './history.ts';

export type Db = Kysely<Database>;
export type TableName = keyof Database & string;

export interface EntityConfig<DB extends Database, TB extends keyof DB, Row, Rec extends { id: number }, Q extends ListQuery, B> {
  entity: HistoryEntity;
  table: TableName;
  /** The id column of the base query, e.g. 'a.id'. */
  idColumn: string;
  /** The record's query; `lang` picks translated names (countries). */
  base: (db: Db, lang: Language) => SelectQueryBuilder<DB, TB, Row>;
  toRecord: (row: Row) => Rec;
  filter?: (query: SelectQueryBuilder<DB, TB, Row>, q: Q) => SelectQueryBuilder<DB, TB, Row>;
  ordering: OrderingSpec;
  /**
   * Column values for an insert (current null) or an update from a valid body. Checks the rows the
   * body references and the rules that span fields (400 on the field).
   */
  columns: (db: Db, body: B, current: Rec | null) => Promise<Record<string, unknown>>;
  /** Unique constraint → the field it is reported on and the message key. */
  unique?: Record<string, { field: string; key: string }>;
  /** The table has an updated_at column. */
  touch?: boolean;
  /**
   * Rows of other tables that name this one through an ON DELETE CASCADE key (rules, supplements,
   * visible luggage): while one exists the row is in use, so a DELETE never takes them along
   * silently, without their history.
   */
  usedBy?: readonly UsedBy[];
  /**
   * The `entity_id` of the history rows (default: the row's id). Issue 11: the rows of a hotel
   * (room types, prices, seasons …) carry the hotel's id, so a hotel's history is one range.
   */
  historyId?: (rec: Rec) => number;
}

/** A table and its column that point at the row. */
export type UsedBy = readonly [TableName, string];

export const inUse = () => new ApiError(409, { key: 'api.in_use' }, 'in_use');

/** 409 in_use when a row of `usedBy` names one of the ids. */
export async function assertUnused(db: Db, usedBy: readonly UsedBy[], ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  for (const [table, column] of usedBy) {
    const found = await sql`select 1 from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join([...ids])}) limit 1`.execute(db);
    if (found.rows.length > 0) throw inUse();
  }
}

const byId = (column: string, value: number) => sql<SqlBool>`${sql.ref(column)} = ${value}`;

/** Ids that must exist, one per field: 400 `{field: [invalid choice]}` for each missing one. */
export async function checkRefs(db: Db, refs: Record<string, [TableName, number | null | undefined]>): Promise<void> {
  const fields: Record<string, { key: string }[]> = {};
  for (const [field, [table, value]] of Object.entries(refs)) {
    if (value === null || value === undefined) continue;
    const found = await sql<{ id: number }>`select id from ${sql.table(table)} where id = ${value}`.execute(db);
    if (found.rows.length === 0) fields[field] = [{ key: 'validation.invalid_choice' }];
  }
  if (Object.keys(fields).length > 0) throw new FieldErrors(fields);
}

/** Only the keys the body sent, renamed from API names to columns. */
export function pick<B extends object>(body: B, names: Partial<Record<keyof B & string, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(names) as [keyof B & string, string][]) {
    if (body[key] !== undefined) out[column] = body[key];
  }
  return out;
}

export async function insertRow(db: Db, table: TableName, columns: Record<string, unknown>): Promise<number> {
  const keys = Object.keys(columns);
  const result = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(keys.map((k) => sql.ref(k)))}) values (${sql.join(keys.map((k) => columns[k]))}) returning id`.execute(db);
  return result.rows[0].id;
}

async function updateRow(db: Db, table: TableName, rowId: number, columns: Record<string, unknown>, touch: boolean): Promise<void> {
  const sets = Object.entries(columns).map(([k, v]) => sql`${sql.ref(k)} = ${v}`);
  if (touch) sets.push(sql`updated_at = now()`);
  await sql`update ${sql.table(table)} set ${sql.join(sets)} where id = ${rowId}`.execute(db);
}

export function entityService<DB extends Database, TB extends keyof DB, Row, Rec extends { id: number }, Q extends ListQuery & { id__in?: number[] }, B extends object>(
  config: EntityConfig<DB, TB, Row, Rec, Q, B>,
) {
  const find = async (db: Db, rowId: number, lang: Language = 'es'): Promise<Rec | undefined> => {
    const row = await config.base(db, lang).where(byId(config.idColumn, rowId)).executeTakeFirst();
    return row === undefined ? undefined : config.toRecord(row as Row);
  };
  const get = async (db: Db, rowId: number, lang: Language = 'es'): Promise<Rec> => {
    const rec = await find(db, rowId, lang);
    if (!rec) throw notFound();
    return rec;
  };
  const historyIdOf = (rec: Rec): number => config.historyId?.(rec) ?? rec.id;
  const mapErrors = (err: unknown): never => {
    for (const [constraint, target] of Object.entries(config.unique ?? {})) {
      if (isUniqueViolation(err, constraint)) throw fieldError(target.field, target.key);
    }
    throw err;
  };
  return {
    config,
    find,
    get,
    list({ db, lang }: Pick<ServiceContext, 'db' | 'lang'>, url: string, q: Q) {
      let query = config.base(db, lang);
      if (config.filter) query = config.filter(query, q);
      if (q.id__in) query = query.where(sql<SqlBool>`${sql.ref(config.idColumn)} in (${sql.join(q.id__in)})`);
      return paginate(db, { url }, query, q, config.ordering, (row) => config.toRecord(row as Row));
    },
    async create(db: Db, userId: number, body: B, lang: Language = 'es'): Promise<Rec> {
      const rec = await db
        .transaction()
        .execute(async (trx) => {
          const rowId = await insertRow(trx, config.table, await config.columns(trx, body, null));
          const after = await get(trx, rowId, lang);
          await writeHistory(trx, [{ entity: config.entity, entity_id: historyIdOf(after), action: 'create', user_id: userId, before: null, after }]);
          return after;
        })
        .catch(mapErrors);
      return rec;
    },
    async update(db: Db, userId: number, rowId: number, body: B, lang: Language = 'es'): Promise<Rec> {
      const rec = await db
        .transaction()
        .execute(async (trx) => {
          const locked = await sql`select id from ${sql.table(config.table)} where id = ${rowId} for update`.execute(trx);
          if (locked.rows.length === 0) throw notFound();
          const before = await get(trx, rowId, lang);
          const columns = await config.columns(trx, body, before);
          if (Object.keys(columns).length === 0) return before;
          await updateRow(trx, config.table, rowId, columns, config.touch ?? false);
          const after = await get(trx, rowId, lang);
          await writeHistory(trx, [{ entity: config.entity, entity_id: historyIdOf(after), action: 'update', user_id: userId, before, after }]);
          return after;
        })
        .catch(mapErrors);
      return rec;
    },
    async remove(db: Db, userId: number, rowId: number): Promise<void> {
      try {
        await db.transaction().execute(async (trx) => {
          const before = await get(trx, rowId);
          await assertUnused(trx, config.usedBy ?? [], [rowId]);
          await sql`delete from ${sql.table(config.table)} where id = ${rowId}`.execute(trx);
          await writeHistory(trx, [{ entity: config.entity, entity_id: historyIdOf(before), action: 'delete', user_id: userId, before, after: null }]);
        });
      } catch (err) {
        // A row still referenced (a city with airports, a category on a departure …).
        if (isForeignKeyViolation(err)) throw inUse();
        throw err;
      }
    },
  };
}

export type EntityService<DB extends Database, TB extends keyof DB, Row, Rec extends { id: number }, Q extends ListQuery & { id__in?: number[] }, B extends object> = ReturnType<
  typeof entityService<DB, TB, Row, Rec, Q, B>
>;
