/**
 * GET accounting-provider/balance/ (/agencias/accounting-provider-balance): each provider in each
 * currency it has a ledger account or a configuration in, with what the company came to owe it in
 * the range (cost prices), what it paid it (payouts), what bookings paid to it brought in
 * (release note 1.2.0: the provider holds that money for the company), and the balance of its
 * ledger account before and at the end of the range — all read from the ledger, nothing stored.
 * A positive balance is what the company owes the provider.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ProviderBalanceRow, ProviderBalanceTotals } from '../../../domain/records/accountingProviders.ts';
import type { ProviderBalanceQuery } from '../../../domain/schemas/accountingProviders.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate, type OrderingSpec } from '../../http/pagination.ts';
import { dayEnd, dayStart, rowKey } from '../accounting/filters.ts';

type Db = Kysely<Database>;

function inRange(q: Pick<ProviderBalanceQuery, 'date_start' | 'date_end'>): RawBuilder<SqlBool> {
  const parts: RawBuilder<SqlBool>[] = [sql<SqlBool>`true`];
  if (q.date_start) parts.push(sql<SqlBool>`t.created_at >= ${dayStart(q.date_start)}`);
  if (q.date_end) parts.push(sql<SqlBool>`t.created_at < ${dayEnd(q.date_end)}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

const after = (q: Pick<ProviderBalanceQuery, 'date_start' | 'date_end'>, which: 'start' | 'end'): RawBuilder<SqlBool> => {
  if (which === 'start') return q.date_start ? sql<SqlBool>`t.created_at >= ${dayStart(q.date_start)}` : sql<SqlBool>`true`;
  return q.date_end ? sql<SqlBool>`t.created_at >= ${dayEnd(q.date_end)}` : sql<SqlBool>`false`;
};

function balanceRows(db: Db, q: ProviderBalanceQuery) {
  const range = inRange(q);
  const money = (expr: RawBuilder<unknown>) => sql<string>`coalesce(${expr}, 0)::numeric(16,2)`;
  return db
    .with('pairs', (qb) =>
      qb
        .selectFrom('ledger_accounts as a0')
        .innerJoin('accounting_providers as p0', 'p0.code', 'a0.provider')
        .select(['p0.id as provider_id', 'a0.currency_id'])
        .where('a0.kind', '=', 'accounting_provider')
        .union(qb.selectFrom('accounting_provider_configurations as c0').select(['c0.provider_id', 'c0.currency_id'])),
    )
    .selectFrom('pairs as k')
    .innerJoin('accounting_providers as p', 'p.id', 'k.provider_id')
    .leftJoin('ledger_accounts as a', (join) => join.on('a.kind', '=', 'accounting_provider').onRef('a.provider', '=', 'p.code').onRef('a.currency_id', '=', 'k.currency_id'))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('ledger_entries as e')
          .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
          .select([
            sql<string>`sum(e.amount) filter (where t.kind = 'provider_cost' and ${range})`.as('owed'),
            sql<string>`-sum(e.amount) filter (where t.kind = 'provider_payout' and ${range})`.as('paid'),
            sql<string>`-sum(e.amount) filter (where t.kind in ('payment', 'refund') and ${range})`.as('collected'),
            sql<string>`sum(e.amount) filter (where ${after(q, 'start')})`.as('since_start'),
            sql<string>`sum(e.amount) filter (where ${after(q, 'end')})`.as('since_end'),
          ])
          .whereRef('e.account_id', '=', 'a.id')
          .as('f'),
      (join) => join.onTrue(),
    )
    .select([
      rowKey('k.provider_id', 'k.currency_id').as('id'),
      'k.provider_id as provider',
      'p.code',
      'p.name',
      'k.currency_id as currency',
      (q.date_start ? money(sql`a.balance - coalesce(f.since_start, 0)`) : sql<string>`0::numeric(16,2)`).as('opening_balance'),
      money(sql`f.owed`).as('owed'),
      money(sql`f.paid`).as('paid'),
      money(sql`f.collected`).as('collected'),
      money(sql`a.balance - coalesce(f.since_end, 0)`).as('balance'),
    ]);
}

/** The rows of the list's filters, as `b` (figures are columns, so they filter and order). */
export function filteredProviderBalances(db: Db, q: ProviderBalanceQuery) {
  let query = db.selectFrom(balanceRows(db, q).as('b')).selectAll('b');
  if (q.provider !== undefined) query = query.where('b.provider', '=', q.provider);
  if (q.currency !== undefined) query = query.where('b.currency', '=', q.currency);
  if (q.owing !== undefined) query = query.where(q.owing ? sql<SqlBool>`b.balance > 0` : sql<SqlBool>`b.balance <= 0`);
  return query;
}

export const providerBalanceOrdering: OrderingSpec = {
  fields: { name: sql`lower(b.name)`, code: 'b.code', currency: 'b.currency', opening_balance: 'b.opening_balance', owed: 'b.owed', paid: 'b.paid', collected: 'b.collected', balance: 'b.balance' },
  default: ['name', 'currency'],
  tiebreaker: 'b.id',
};

type SqlRow = { id: number | string; provider: number; code: string; name: string; currency: number; opening_balance: string; owed: string; paid: string; collected: string; balance: string };

const fixed = (v: string | number) => Number(v).toFixed(2);

export function toProviderBalanceRow(r: SqlRow): ProviderBalanceRow {
  return {
    id: Number(r.id),
    provider: r.provider,
    code: r.code,
    name: r.name,
    currency: r.currency,
    opening_balance: fixed(r.opening_balance),
    owed: fixed(r.owed),
    paid: fixed(r.paid),
    collected: fixed(r.collected),
    balance: fixed(r.balance),
  };
}

/** The sums of the filtered rows, one line per currency. */
export async function providerBalanceTotals(db: Db, q: ProviderBalanceQuery): Promise<ProviderBalanceTotals[]> {
  const sum = <C extends string>(column: C) => sql<string>`coalesce(sum(${sql.ref(`f.${column}`)}), 0)::numeric(16,2)::text`.as(column);
  const rows = await db
    .selectFrom(filteredProviderBalances(db, q).as('f'))
    .select(['f.currency', sql<number>`count(*)::int`.as('providers'), sum('opening_balance'), sum('owed'), sum('paid'), sum('collected'), sum('balance')])
    .groupBy('f.currency')
    .orderBy('f.currency')
    .execute();
  return rows.map((r) => ({ ...r, providers: Number(r.providers) }));
}

export async function listProviderBalances(ctx: ServiceContext, url: string, q: ProviderBalanceQuery) {
  const [page, totals] = await Promise.all([
    paginate(ctx.db, { url }, filteredProviderBalances(ctx.db, q), q, providerBalanceOrdering, (r) => toProviderBalanceRow(r as SqlRow)),
    providerBalanceTotals(ctx.db, q),
  ]);
  return { ...page, totals };
}
