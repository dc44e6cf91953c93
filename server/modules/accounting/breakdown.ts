/**
 * GET accounting/breakdown-levels/ (spec §6 'Breakdown by levels'): for a period, per agency that
 * booked and per currency, what the agencies of each level earned in markups on its reservations
 * and what the provider earned (its net), from the settlement's ledger entries (markup_earnings of
 * the agency that earned, provider_revenue; docs/api-payments.md 'Settlement'). Refunds walk the
 * split back, so a period's figures are net of what was given back in it. Day bounds are UTC.
 */
import { sql, type Kysely } from 'kysely';
import type { BreakdownRow } from '../../../domain/records/accounting.ts';
import { resolveRange } from '../../../domain/accounting/periods.ts';
import type { BreakdownQuery as BreakdownFilters } from '../../../domain/schemas/accounting.ts';

/** The query with its range resolved (missing ends: the current month so far). */
export type BreakdownQuery = BreakdownFilters & { date_start: string; date_end: string };
export const withRange = (q: BreakdownFilters): BreakdownQuery => ({ ...q, ...resolveRange(q) });
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate, type OrderingSpec } from '../../http/pagination.ts';
import type { AuthActor } from '../../security/actor.ts';
import { agencyConditions, dayEnd, dayStart, levelOf, rowKey } from './filters.ts';

type Db = Kysely<Database>;

const earned = (condition: string) => sql<string>`coalesce(sum(e.amount) filter (where ${sql.raw(condition)}), 0)`;

/** Per booking agency and currency, the period's earnings by level (only pairs with earnings). */
function earnings(db: Db, q: BreakdownQuery) {
  return db
    .selectFrom('ledger_transactions as t')
    .innerJoin('reservations as r', 'r.id', 't.reservation_id')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .leftJoin('agencies as ea', 'ea.id', 'a.agency_id')
    .select([
      'r.agency_id',
      'e.currency_id',
      earned(`a.kind = 'markup_earnings' and ea.level = 1`).as('level_1'),
      earned(`a.kind = 'markup_earnings' and ea.level = 2`).as('level_2'),
      earned(`a.kind = 'markup_earnings' and ea.level = 3`).as('level_3'),
      earned(`a.kind = 'provider_revenue'`).as('provider'),
    ])
    .where('t.created_at', '>=', dayStart(q.date_start))
    .where('t.created_at', '<', dayEnd(q.date_end))
    .where('a.kind', 'in', ['markup_earnings', 'provider_revenue'])
    .groupBy(['r.agency_id', 'e.currency_id']);
}

export function breakdownRows(db: Db, actor: AuthActor, q: BreakdownQuery) {
  const inner = db
    .with('x', () => earnings(db, q))
    .selectFrom('x')
    .innerJoin('agencies as g', 'g.id', 'x.agency_id')
    .select([
      rowKey('x.agency_id', 'x.currency_id').as('id'),
      'x.agency_id as agency',
      'g.name',
      'g.name_search',
      'g.level',
      'x.currency_id as currency',
      sql<string>`x.level_1::numeric(16,2)`.as('level_1'),
      sql<string>`x.level_2::numeric(16,2)`.as('level_2'),
      sql<string>`x.level_3::numeric(16,2)`.as('level_3'),
      sql<string>`x.provider::numeric(16,2)`.as('provider'),
      sql<string>`(x.level_1 + x.level_2 + x.level_3 + x.provider)::numeric(16,2)`.as('total'),
    ])
    .where(agencyConditions(actor, q));
  let query = db.selectFrom(inner.as('k')).selectAll('k');
  if (q.currency !== undefined) query = query.where('k.currency', '=', q.currency);
  return query;
}

export const breakdownOrdering: OrderingSpec = {
  fields: { name: 'k.name_search', level: 'k.level', currency: 'k.currency', level_1: 'k.level_1', level_2: 'k.level_2', level_3: 'k.level_3', provider: 'k.provider', total: 'k.total' },
  default: ['name'],
  tiebreaker: 'k.id',
};

export type BreakdownSqlRow = Omit<BreakdownRow, 'id' | 'level'> & { id: number | string; level: number };

export function toBreakdownRow(r: BreakdownSqlRow): BreakdownRow {
  return { id: Number(r.id), agency: r.agency, name: r.name, level: levelOf(r.level), currency: r.currency, level_1: r.level_1, level_2: r.level_2, level_3: r.level_3, provider: r.provider, total: r.total };
}

export async function breakdownTotals(db: Db, actor: AuthActor, q: BreakdownQuery) {
  const sum = <C extends string>(column: C) => sql<string>`coalesce(sum(${sql.ref(`f.${column}`)}), 0)::numeric(16,2)::text`.as(column);
  return db
    .selectFrom(breakdownRows(db, actor, q).as('f'))
    .select(['f.currency', sum('level_1'), sum('level_2'), sum('level_3'), sum('provider'), sum('total')])
    .groupBy('f.currency')
    .orderBy('f.currency')
    .execute();
}

export async function listBreakdown(ctx: ServiceContext, url: string, filters: BreakdownFilters) {
  const q = withRange(filters);
  const [page, totals] = await Promise.all([
    paginate(ctx.db, { url }, breakdownRows(ctx.db, ctx.actor, q), q, breakdownOrdering, (r) => toBreakdownRow(r as BreakdownSqlRow)),
    breakdownTotals(ctx.db, ctx.actor, q),
  ]);
  return { ...page, totals };
}
