/**
 * The debt of domain/accounting/debt.ts in SQL: what each agency owes past the due day, by age, as
 * of a day. The expressions match the partial index `reservations_debt_idx` (migration 0030)
 * verbatim, so the overdue part of the network's debt is a range scan of that index.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { DEBT_BUCKET_LIMITS } from '../../../domain/accounting/debt.ts';
import type { Database } from '../../db/schema.ts';

/** The day a reservation (aliased `r`) is due. */
export const DUE_DAY = sql<string>`coalesce((r.payment_deadline at time zone 'UTC')::date, r.start_date)`;

/** The reservation still owes money (the index's predicate). */
export const OWING = sql<SqlBool>`r.status <> 'cancelled' and r.commercial_status in ('non-paid', 'partial-paid') and r.total > r.paid_amount`;

const owed = sql<string>`(r.total - r.paid_amount)`;

/** Days overdue of the bucket bounds, as of `asOf`. */
function before(asOf: string, days: number): RawBuilder<string> {
  return sql<string>`(${asOf}::date - ${sql.lit(days)})`;
}

/**
 * Per agency and currency: the overdue amounts in the three buckets of spec §9 and their sum, as
 * of `asOf` (only pairs with some debt). A sub-select for a CTE or a join.
 */
export function overdueDebt(db: Kysely<Database>, asOf: string) {
  const lastFirst = before(asOf, DEBT_BUCKET_LIMITS.debt_1_7);
  const lastSecond = before(asOf, DEBT_BUCKET_LIMITS.debt_7_15);
  return db
    .selectFrom('reservations as r')
    .select([
      'r.agency_id',
      'r.currency_id',
      sql<string>`coalesce(sum(${owed}) filter (where ${DUE_DAY} >= ${lastFirst}), 0)`.as('debt_1_7'),
      sql<string>`coalesce(sum(${owed}) filter (where ${DUE_DAY} < ${lastFirst} and ${DUE_DAY} >= ${lastSecond}), 0)`.as('debt_7_15'),
      sql<string>`coalesce(sum(${owed}) filter (where ${DUE_DAY} < ${lastSecond}), 0)`.as('debt_15_plus'),
      sql<string>`sum(${owed})`.as('debt_total'),
    ])
    .where(OWING)
    .where(sql<SqlBool>`${DUE_DAY} < ${asOf}::date`)
    .groupBy(['r.agency_id', 'r.currency_id']);
}
