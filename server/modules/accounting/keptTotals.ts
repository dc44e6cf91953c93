/**
 * The totals of the accountants' default view (agencies in debt, optionally one currency) read from
 * the sums the writes keep (migration 0046: a few shard rows per currency) instead of aggregating
 * every agency in debt with its agency and funds account on each request. Exact: the same rows,
 * summed as they change. Any other view keeps the live aggregate of balances.ts.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { BalanceTotals } from '../../../domain/records/accounting.ts';
import type { BalanceListQuery } from '../../../domain/schemas/accounting.ts';
import type { Database } from '../../db/schema.ts';
import { seesWholeNetwork } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import type { DebtSource } from './debt.ts';

/**
 * The query's keys the kept totals answer: paging, ordering and the currency. Any other (a filter
 * on the agencies, a filter added later) changes the set of rows, so it keeps the live aggregate.
 */
const KEPT_TOTALS_KEYS: ReadonlySet<string> = new Set(['page', 'page_size', 'ordering', 'currency', 'in_debt', 'as_of']);

/**
 * Whether the totals of `q` are the kept ones: agencies in debt as the kept buckets hold them (the
 * kept day; a roll to today comes first, debt.ts), seen whole (first level: no tenant condition),
 * with no filter but the currency.
 */
export function readsKeptTotals(actor: AuthActor, q: BalanceListQuery, debt: DebtSource): boolean {
  return (
    debt.kept &&
    q.in_debt === true &&
    seesWholeNetwork(actor) &&
    Object.entries(q).every(([key, value]) => value === undefined || KEPT_TOTALS_KEYS.has(key))
  );
}

/** Per currency with some agency in debt: the sums of its shard rows, as the live aggregate writes them. */
export async function keptBalanceTotals(db: Kysely<Database>, currency?: number): Promise<BalanceTotals[]> {
  const money = (expr: RawBuilder<unknown>) => sql<string>`(${expr})::numeric(16,2)::text`;
  let query = db
    .selectFrom('agency_debt_totals as t')
    .select([
      't.currency_id as currency',
      sql<number>`sum(t.agencies)::int`.as('agencies'),
      money(sql`sum(t.funds)`).as('funds'),
      money(sql`sum(t.credit_limit)`).as('credit_limit'),
      money(sql`sum(t.funds) + sum(t.credit_limit)`).as('available'),
      money(sql`sum(t.debt_1_7)`).as('debt_1_7'),
      money(sql`sum(t.debt_7_15)`).as('debt_7_15'),
      money(sql`sum(t.debt_15_plus)`).as('debt_15_plus'),
      money(sql`sum(t.debt_total)`).as('debt_total'),
    ])
    .groupBy('t.currency_id')
    // A currency whose agencies all left debt keeps its shard rows at zero: no line, as live.
    .having(sql<SqlBool>`sum(t.agencies) > 0`)
    .orderBy('t.currency_id');
  if (currency !== undefined) query = query.where('t.currency_id', '=', currency);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, agencies: Number(r.agencies) }));
}
