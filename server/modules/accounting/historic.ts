/**
 * GET accounting/balance-historic/ (/agencias/accounting/historical): the funds of every agency of
 * the filter, in each currency it has funds in (its own always), at the end of each day or month
 * of a range (domain/accounting/periods.ts). Computed from the ledger on every call, never stored:
 * the balance at the end of a day is the account's kept balance less the entries of the
 * transactions made after that day (for the page's accounts only, grouped by day).
 */
import { sql, type Kysely } from 'kysely';
import { periodEnds, resolveRange } from '../../../domain/accounting/periods.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { HistoricRow } from '../../../domain/records/accounting.ts';
import type { HistoricQuery } from '../../../domain/schemas/accounting.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate, type OrderingSpec } from '../../http/pagination.ts';
import type { AuthActor } from '../../security/actor.ts';
import { agencyConditions, dayEnd, levelOf, rowKey } from './filters.ts';

type Db = Kysely<Database>;

/** Every (agency, currency) of the filter with its funds account (null when it has none yet). */
export function historicRows(db: Db, actor: AuthActor, q: HistoricQuery) {
  const inner = db
    .with('pairs', (qb) =>
      qb
        .selectFrom('agencies as g0')
        .select(['g0.id as agency_id', 'g0.currency_id'])
        .union(qb.selectFrom('ledger_accounts as a0').select([sql<number>`a0.agency_id`.as('agency_id'), 'a0.currency_id']).where('a0.kind', '=', 'agency_funds')),
    )
    .selectFrom('pairs as k')
    .innerJoin('agencies as g', 'g.id', 'k.agency_id')
    .leftJoin('ledger_accounts as a', (join) =>
      join.onRef('a.agency_id', '=', 'k.agency_id').onRef('a.currency_id', '=', 'k.currency_id').on('a.kind', '=', 'agency_funds').on('a.provider', '=', ''),
    )
    .select([rowKey('k.agency_id', 'k.currency_id').as('id'), 'k.agency_id as agency', 'g.name', 'g.name_search', 'g.level', 'k.currency_id as currency', 'a.id as account', sql<string | null>`a.balance::text`.as('balance')])
    .where(agencyConditions(actor, q));
  let query = db.selectFrom(inner.as('h')).selectAll('h');
  if (q.currency !== undefined) query = query.where('h.currency', '=', q.currency);
  return query;
}

export const historicOrdering: OrderingSpec = { fields: { name: 'h.name_search', level: 'h.level', currency: 'h.currency' }, default: ['name'], tiebreaker: 'h.id' };

export type HistoricSqlRow = { id: number | string; agency: number; name: string; level: number; currency: number; account: number | null; balance: string | null };

/**
 * The balance of each account at the end of each of `ends` (ascending days), in minor units: the
 * kept balance less the day sums of the entries after each end.
 */
export async function balancesAtDayEnds(db: Db, accounts: readonly { id: number; balance: string }[], ends: readonly string[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (accounts.length === 0 || ends.length === 0) return out;
  const days = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['e.account_id', sql<string>`((t.created_at at time zone 'UTC')::date)::text`.as('day'), sql<string>`sum(e.amount)::text`.as('total')])
    .where(
      'e.account_id',
      'in',
      accounts.map((a) => a.id),
    )
    .where('t.created_at', '>=', dayEnd(ends[0]))
    .groupBy(['e.account_id', sql`(t.created_at at time zone 'UTC')::date`])
    .execute();
  for (const account of accounts) {
    const mine = days.filter((d) => d.account_id === account.id);
    const current = toMinor(Number(account.balance).toFixed(2));
    out.set(
      account.id,
      ends.map((end) => current - mine.filter((d) => d.day > end).reduce((sum, d) => sum + toMinor(Number(d.total).toFixed(2)), 0)),
    );
  }
  return out;
}

/** The rows of one page or batch with their balances at the period ends. */
export async function withBalances(db: Db, rows: readonly HistoricSqlRow[], ends: readonly string[]): Promise<HistoricRow[]> {
  const accounts = rows.filter((r) => r.account !== null).map((r) => ({ id: r.account as number, balance: r.balance ?? '0' }));
  const balances = await balancesAtDayEnds(db, accounts, ends);
  return rows.map((r) => ({
    id: Number(r.id),
    agency: r.agency,
    name: r.name,
    level: levelOf(r.level),
    currency: r.currency,
    balances: (r.account === null ? ends.map(() => 0) : (balances.get(r.account) ?? [])).map((m) => fromMinor(m)),
  }));
}

export async function listHistoric(ctx: ServiceContext, url: string, q: HistoricQuery) {
  const range = resolveRange(q);
  const ends = periodEnds(q.period, range.date_start, range.date_end);
  const page = await paginate(ctx.db, { url }, historicRows(ctx.db, ctx.actor, q), q, historicOrdering, (r) => r as HistoricSqlRow);
  return { ...page, results: await withBalances(ctx.db, page.results, ends), periods: ends };
}
