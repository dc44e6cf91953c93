/**
 * The debt of domain/accounting/debt.ts, read from what the reservations' writes keep (migration
 * 0043): `agency_debt_days` (owed per agency, currency and due day) and `agency_debts` (the buckets
 * as of the one kept day). Asked for today, the list reads the kept buckets — rolled to today first
 * when the kept day is another (once a day, set-based); asked for another day, the buckets are
 * summed from the day rows as of that day. Both are exact.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { DEBT_BUCKET_LIMITS } from '../../../domain/accounting/debt.ts';
import type { Database } from '../../db/schema.ts';
import { today } from './filters.ts';

/** Where the buckets as of `asOf` are read: the kept rows, or summed from the day rows. */
export interface DebtSource {
  asOf: string;
  kept: boolean;
}

/**
 * Per database, the day it was last seen rolled to. Every instance rolls only to its today, so a
 * day seen rolled stays so until the next day: asked for today again, the list skips the look-up
 * (a statement of its own: a fifth of the default view's cost on PostgreSQL).
 */
const rolledTo = new WeakMap<Kysely<Database>, string>();

/** The kept day, rolled to `asOf` when that is today (the clock tests pin). */
export async function debtSource(db: Kysely<Database>, asOf: string): Promise<DebtSource> {
  const isToday = asOf === today();
  if (isToday && rolledTo.get(db) === asOf) return { asOf, kept: true };
  const row = await db.selectFrom('agency_debt_as_of').select(sql<string>`day::text`.as('day')).executeTakeFirst();
  if (row?.day !== asOf) {
    if (!isToday) return { asOf, kept: false };
    await sql`select agency_debts_roll(${asOf}::date)`.execute(db);
  }
  if (isToday) rolledTo.set(db, asOf);
  return { asOf, kept: true };
}

/** Days overdue of the bucket bounds, as of `asOf`. */
function before(asOf: string, days: number): RawBuilder<string> {
  return sql<string>`(${asOf}::date - ${sql.lit(days)})`;
}

/**
 * Per agency and currency with some debt: the overdue amounts in the three buckets of spec §9 and
 * their sum. A sub-select for a CTE or a join.
 */
export function overdueDebt(db: Kysely<Database>, source: DebtSource) {
  if (source.kept) {
    return db
      .selectFrom('agency_debts as k')
      .select(['k.agency_id', 'k.currency_id', 'k.debt_1_7', 'k.debt_7_15', 'k.debt_15_plus', 'k.debt_total'])
      .where(sql<SqlBool>`k.debt_total > 0`);
  }
  const lastFirst = before(source.asOf, DEBT_BUCKET_LIMITS.debt_1_7);
  const lastSecond = before(source.asOf, DEBT_BUCKET_LIMITS.debt_7_15);
  return db
    .selectFrom('agency_debt_days as d')
    .select([
      'd.agency_id',
      'd.currency_id',
      sql<string>`coalesce(sum(d.owed) filter (where d.due_day >= ${lastFirst}), 0)`.as('debt_1_7'),
      sql<string>`coalesce(sum(d.owed) filter (where d.due_day < ${lastFirst} and d.due_day >= ${lastSecond}), 0)`.as('debt_7_15'),
      sql<string>`coalesce(sum(d.owed) filter (where d.due_day < ${lastSecond}), 0)`.as('debt_15_plus'),
      sql<string>`sum(d.owed)`.as('debt_total'),
    ])
    .where(sql<SqlBool>`d.due_day < ${source.asOf}::date`)
    .groupBy(['d.agency_id', 'd.currency_id']);
}
