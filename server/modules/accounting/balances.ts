/**
 * GET accounting/balance/ (/agencias/accounting): every agency of the caller's scope in each
 * currency it has funds or debt in (its own currency always), with its funds (the kept balance of
 * its ledger account), credit limit, what it may still spend, and its debt by age (debt.ts), the
 * totals of the filtered set per currency. The export streams the same rows (balancesExport.ts).
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { AgencyBalanceRow, BalanceTotals } from '../../../domain/records/accounting.ts';
import type { BalanceListQuery } from '../../../domain/schemas/accounting.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate, type OrderingSpec } from '../../http/pagination.ts';
import type { AuthActor } from '../../security/actor.ts';
import { debtSource, overdueDebt, type DebtSource } from './debt.ts';
import { agencyConditions, levelOf, rowKey, today } from './filters.ts';
import { keptBalanceTotals, readsKeptTotals } from './keptTotals.ts';

type Db = Kysely<Database>;

/**
 * Every (agency, currency) row before the filters on its figures: the agency's own currency, the
 * currencies of its funds accounts and those of its overdue debt — only the last when the list asks
 * for agencies in debt (the others have none), so that view reads the kept debt rows alone.
 */
function balanceRows(db: Db, actor: AuthActor, q: BalanceListQuery, debt: DebtSource) {
  return db
    .with('debt', () => overdueDebt(db, debt))
    .with('pairs', (qb) =>
      q.in_debt === true
        ? qb.selectFrom('debt').select(['debt.agency_id', 'debt.currency_id'])
        : qb
            .selectFrom('agencies as g0')
            .select(['g0.id as agency_id', 'g0.currency_id'])
            .union(qb.selectFrom('ledger_accounts as a0').select([sql<number>`a0.agency_id`.as('agency_id'), 'a0.currency_id']).where('a0.kind', '=', 'agency_funds'))
            .union(qb.selectFrom('debt').select(['debt.agency_id', 'debt.currency_id'])),
    )
    .selectFrom('pairs as k')
    .innerJoin('agencies as g', 'g.id', 'k.agency_id')
    .leftJoin('agencies as p', 'p.id', 'g.parent_id')
    .leftJoin('ledger_accounts as a', (join) =>
      join.onRef('a.agency_id', '=', 'k.agency_id').onRef('a.currency_id', '=', 'k.currency_id').on('a.kind', '=', 'agency_funds').on('a.provider', '=', ''),
    )
    .leftJoin('debt as d', (join) => join.onRef('d.agency_id', '=', 'k.agency_id').onRef('d.currency_id', '=', 'k.currency_id'))
    .select([
      rowKey('k.agency_id', 'k.currency_id').as('id'),
      'k.agency_id as agency',
      'g.name',
      'g.name_search',
      'g.level',
      'g.parent_id as parent',
      'p.name as parent_name',
      'g.country_id as country',
      'k.currency_id as currency',
      sql<string>`coalesce(a.balance, 0)::numeric(16,2)`.as('funds'),
      sql<string>`g.credit_limit::numeric(16,2)`.as('credit_limit'),
      sql<string>`(coalesce(a.balance, 0) + g.credit_limit)::numeric(16,2)`.as('available'),
      sql<string>`coalesce(d.debt_1_7, 0)::numeric(16,2)`.as('debt_1_7'),
      sql<string>`coalesce(d.debt_7_15, 0)::numeric(16,2)`.as('debt_7_15'),
      sql<string>`coalesce(d.debt_15_plus, 0)::numeric(16,2)`.as('debt_15_plus'),
      sql<string>`coalesce(d.debt_total, 0)::numeric(16,2)`.as('debt_total'),
    ])
    .where(agencyConditions(actor, q));
}

/**
 * The agencies in debt as the kept buckets hold them (migration 0043), without the CTEs of
 * balanceRows: plain columns, so a page ordered by debt walks `agency_debts_total_idx` (whose
 * second column is this row key, verbatim) and stops at the page instead of joining every agency.
 */
function keptDebtRows(db: Db, actor: AuthActor, q: BalanceListQuery) {
  return db
    .selectFrom('agency_debts as k')
    .innerJoin('agencies as g', 'g.id', 'k.agency_id')
    .leftJoin('agencies as p', 'p.id', 'g.parent_id')
    .leftJoin('ledger_accounts as a', (join) =>
      join.onRef('a.agency_id', '=', 'k.agency_id').onRef('a.currency_id', '=', 'k.currency_id').on('a.kind', '=', 'agency_funds').on('a.provider', '=', ''),
    )
    .select([
      rowKey('k.agency_id', 'k.currency_id').as('id'),
      'k.agency_id as agency',
      'g.name',
      'g.name_search',
      'g.level',
      'g.parent_id as parent',
      'p.name as parent_name',
      'g.country_id as country',
      'k.currency_id as currency',
      sql<string>`coalesce(a.balance, 0)::numeric(16,2)`.as('funds'),
      sql<string>`g.credit_limit::numeric(16,2)`.as('credit_limit'),
      sql<string>`(coalesce(a.balance, 0) + g.credit_limit)::numeric(16,2)`.as('available'),
      sql<string>`k.debt_1_7`.as('debt_1_7'),
      sql<string>`k.debt_7_15`.as('debt_7_15'),
      sql<string>`k.debt_15_plus`.as('debt_15_plus'),
      sql<string>`k.debt_total`.as('debt_total'),
    ])
    .where(sql<SqlBool>`k.debt_total > 0`)
    .where(agencyConditions(actor, q));
}

/** The rows of the list's filters, as `b` (the figures are columns, so they filter and order). */
export function filteredBalances(db: Db, actor: AuthActor, q: BalanceListQuery, debt: DebtSource) {
  const rows = debt.kept && q.in_debt === true ? keptDebtRows(db, actor, q) : balanceRows(db, actor, q, debt);
  let query = db.selectFrom(rows.as('b')).selectAll('b');
  if (q.currency !== undefined) query = query.where('b.currency', '=', q.currency);
  if (q.in_debt !== undefined) query = query.where(q.in_debt ? sql<SqlBool>`b.debt_total > 0` : sql<SqlBool>`b.debt_total = 0`);
  return query;
}

export const balanceOrdering: OrderingSpec = {
  fields: {
    name: 'b.name_search',
    level: 'b.level',
    currency: 'b.currency',
    funds: 'b.funds',
    credit_limit: 'b.credit_limit',
    available: 'b.available',
    debt_1_7: 'b.debt_1_7',
    debt_7_15: 'b.debt_7_15',
    debt_15_plus: 'b.debt_15_plus',
    debt_total: 'b.debt_total',
  },
  default: ['name'],
  tiebreaker: 'b.id',
};

type BalanceSqlRow = {
  id: number | string;
  agency: number;
  name: string;
  level: number;
  parent: number | null;
  parent_name: string | null;
  country: number | null;
  currency: number;
  funds: string;
  credit_limit: string;
  available: string;
  debt_1_7: string;
  debt_7_15: string;
  debt_15_plus: string;
  debt_total: string;
};

export function toBalanceRow(r: BalanceSqlRow): AgencyBalanceRow {
  return {
    id: Number(r.id),
    agency: r.agency,
    name: r.name,
    level: levelOf(r.level),
    parent: r.parent,
    parent_name: r.parent_name,
    country: r.country,
    currency: r.currency,
    funds: r.funds,
    credit_limit: r.credit_limit,
    available: r.available,
    debt_1_7: r.debt_1_7,
    debt_7_15: r.debt_7_15,
    debt_15_plus: r.debt_15_plus,
    debt_total: r.debt_total,
  };
}

/**
 * The sums of the filtered rows, one line per currency: kept by the writes for the accountants'
 * default view (keptTotals.ts), else aggregated.
 */
export async function balanceTotals(db: Db, actor: AuthActor, q: BalanceListQuery, debt: DebtSource): Promise<BalanceTotals[]> {
  return readsKeptTotals(actor, q, debt) ? keptBalanceTotals(db, q.currency) : liveBalanceTotals(db, actor, q, debt);
}

/** The sums of the filtered rows, aggregated from them (any view; the kept totals' reference). */
export async function liveBalanceTotals(db: Db, actor: AuthActor, q: BalanceListQuery, debt: DebtSource): Promise<BalanceTotals[]> {
  const sum = <C extends string>(column: C) => sql<string>`coalesce(sum(${sql.ref(`f.${column}`)}), 0)::numeric(16,2)::text`.as(column);
  const rows = await db
    .selectFrom(filteredBalances(db, actor, q, debt).as('f'))
    .select([
      'f.currency',
      sql<number>`count(*)::int`.as('agencies'),
      sum('funds'),
      sum('credit_limit'),
      sum('available'),
      sum('debt_1_7'),
      sum('debt_7_15'),
      sum('debt_15_plus'),
      sum('debt_total'),
    ])
    .groupBy('f.currency')
    .orderBy('f.currency')
    .execute();
  return rows.map((r) => ({ ...r, agencies: Number(r.agencies) }));
}

/** GET accounting/balance/: a DRF page of rows, `as_of` and the totals of the filtered set. */
export async function listBalances(ctx: ServiceContext, url: string, q: BalanceListQuery) {
  const asOf = q.as_of ?? today();
  const debt = await debtSource(ctx.db, asOf);
  // The totals count the filtered rows per currency: the page's count is their sum, so the page
  // itself reads only its rows (a window count would carry every agency through its joins).
  const totals = balanceTotals(ctx.db, ctx.actor, q, debt);
  const count = async () => (await totals).reduce((n, s) => n + s.agencies, 0);
  // The default view walks the kept buckets' indexes whatever the values: its plan is kept.
  const plan = readsKeptTotals(ctx.actor, q, debt) ? 'generic' : 'per request';
  const page = await paginate(ctx.db, { url }, filteredBalances(ctx.db, ctx.actor, q, debt), q, balanceOrdering, (r) => toBalanceRow(r as BalanceSqlRow), { count, plan });
  return { ...page, as_of: asOf, totals: await totals };
}
