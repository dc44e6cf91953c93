/**
 * GET accounting/balance/{id}/: an agency's statement — every ledger transaction on one of its
 * accounts (its funds in its currency unless asked), newest first, with debit, credit and the
 * balance after each line, a date range, DRF pages, and the agency's accounts in the answer's head.
 *
 * The running balance is never a sum over every earlier line: the account's kept balance
 * (ledger_accounts.balance, migration 0016) minus the entries after the page's last-in-order line
 * gives the balance there — nothing to read on the first page, an index-only sum on deeper ones —
 * and each line steps from it by its own amount. Lines go in transaction order (entry order), the
 * order the kept balance was summed in.
 */
import { sql, type Expression, type Kysely } from 'kysely';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { StatementLine, StatementPage } from '../../../domain/records/accounting.ts';
import type { StatementQuery } from '../../../domain/schemas/accounting.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { orderedPage, pageOf, type OrderingSpec } from '../../http/pagination.ts';
import { agencyScope } from '../../http/scope.ts';
import { exchangeRecord } from '../payments/exchange.ts';
import { dayEnd, dayStart } from './filters.ts';

type Db = Kysely<Database>;

export interface StatementAccount {
  id: number;
  kind: string;
  provider: string;
  currency: number;
  balance: string;
}

export interface StatementTarget {
  agency: { id: number; name: string; currency_id: number };
  accounts: StatementAccount[];
  account: StatementAccount | null;
}

/** The agency (404 outside the caller's scope), its accounts and the one the statement is of. */
export async function statementTarget(ctx: ServiceContext, agencyId: number, q: Pick<StatementQuery, 'account' | 'currency'>): Promise<StatementTarget> {
  const agency = await ctx.db
    .selectFrom('agencies')
    .select(['id', 'name', 'currency_id'])
    .where('id', '=', agencyId)
    .where(agencyScope(ctx.actor, 'agencies.id'))
    .executeTakeFirst();
  if (!agency) throw notFound();
  const rows = await ctx.db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'provider', 'currency_id', sql<string>`balance::numeric(16,2)::text`.as('balance')])
    .where('agency_id', '=', agency.id)
    .orderBy('kind')
    .orderBy('currency_id')
    .execute();
  const accounts = rows.map((a) => ({ id: a.id, kind: a.kind, provider: a.provider, currency: a.currency_id, balance: a.balance }));
  let account: StatementAccount | null;
  if (q.account !== undefined) {
    account = accounts.find((a) => a.id === q.account) ?? null;
    if (!account) throw fieldError('account', 'accounting.account_not_of_agency');
  } else {
    const currency = q.currency ?? agency.currency_id;
    account = accounts.find((a) => a.kind === 'agency_funds' && a.currency === currency) ?? null;
  }
  return { agency, accounts, account };
}

/** The lines of the account in the date range, not yet ordered. */
export function statementLines(db: Db, accountId: number | Expression<number>, q: Pick<StatementQuery, 'date_start' | 'date_end'>) {
  let query = db
    .selectFrom('ledger_entries as e')
    // One transaction looked up per entry, in the entries' index order: a plain join let the planner
    // merge the account's entries with the whole transactions table walked backwards (250 000 rows
    // read for a page of 25 on an account of 100 000 among 1 000 000: 112 ms). OFFSET 0 keeps
    // PostgreSQL from flattening the sub-select back into that join.
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('ledger_transactions as lt')
          .select(['lt.kind', 'lt.reference', 'lt.reservation_id', 'lt.payment_operation_id', 'lt.created_at'])
          .whereRef('lt.id', '=', 'e.transaction_id')
          .offset(sql.lit(0))
          .as('t'),
      (join) => join.onTrue(),
    )
    .leftJoin('reservations as r', 'r.id', 't.reservation_id')
    // A payment from funds in another currency shows what it was in the reservation's (migration 0035).
    .leftJoin('payment_operations as o', 'o.id', 't.payment_operation_id')
    .select([
      'e.transaction_id as id',
      sql<string>`e.amount::text`.as('amount'),
      't.kind',
      't.reference',
      't.reservation_id',
      'r.locator',
      't.payment_operation_id',
      't.created_at',
      'o.currency_id as operation_currency_id',
      // As text, as the driver reads them anyway: statementPage.ts takes the rows as JSON, where
      // numbers would come out as numbers.
      sql<string | null>`o.amount::text`.as('operation_amount'),
      'o.funds_currency_id',
      sql<string | null>`o.funds_amount::text`.as('funds_amount'),
      'o.exchange_rates',
      sql<string | null>`o.rate_date::text`.as('rate_date'),
    ])
    .where('e.account_id', '=', accountId);
  if (q.date_start) query = query.where('t.created_at', '>=', dayStart(q.date_start));
  if (q.date_end) query = query.where('t.created_at', '<', dayEnd(q.date_end));
  return query;
}

/**
 * How many lines the range holds: without dates, the account's kept entry count (migration 0043b,
 * one row); with dates, a plain join, which suits a count over the whole range (the lateral
 * look-up suits a page).
 */
export async function countLines(db: Db, accountId: number, q: Pick<StatementQuery, 'date_start' | 'date_end'>): Promise<number> {
  if (!q.date_start && !q.date_end) {
    const kept = await db.selectFrom('ledger_accounts').select('entries').where('id', '=', accountId).executeTakeFirst();
    return Number(kept?.entries ?? 0);
  }
  const count = sql<number>`count(*)::int`.as('n');
  let query = db.selectFrom('ledger_entries as e').innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id').select(count).where('e.account_id', '=', accountId);
  if (q.date_start) query = query.where('t.created_at', '>=', dayStart(q.date_start));
  if (q.date_end) query = query.where('t.created_at', '<', dayEnd(q.date_end));
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Lines in transaction order; `date` is the same order (a transaction's time follows its number). */
export const statementOrdering: OrderingSpec = { fields: { id: 'e.transaction_id', date: 'e.transaction_id', created_at: 'e.transaction_id' }, default: ['-id'], tiebreaker: 'e.transaction_id' };

/** Oldest first only when the first ordering term asks for it; mixed orders would break the running balance. */
export function isAscending(ordering: string | undefined): boolean {
  const first = (ordering ?? '').split(',')[0]?.trim() ?? '';
  return Object.hasOwn(statementOrdering.fields, first);
}

/** The account's balance after transaction `transactionId`: its kept balance less every later entry (one snapshot). */
export async function balanceAfter(db: Db, accountId: number, transactionId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts as a')
    .select(sql<string>`(a.balance - coalesce((select sum(l.amount) from ledger_entries l where l.account_id = a.id and l.transaction_id > ${transactionId}), 0))::numeric(16,2)::text`.as('balance'))
    .where('a.id', '=', accountId)
    .executeTakeFirstOrThrow();
  return toMinor(row.balance);
}

/** The balance at an instant: the kept balance less the entries of transactions from then on. */
async function balanceAt(db: Db, accountId: number, instant: ReturnType<typeof dayStart>): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts as a')
    .select(
      sql<string>`(a.balance - coalesce((select sum(l.amount) from ledger_entries l join ledger_transactions lt on lt.id = l.transaction_id
        where l.account_id = a.id and lt.created_at >= ${instant}), 0))::numeric(16,2)::text`.as('balance'),
    )
    .where('a.id', '=', accountId)
    .executeTakeFirstOrThrow();
  return toMinor(row.balance);
}

/** Opening (before the range) and closing (after it) balances of the account. */
export async function rangeBalances(db: Db, account: StatementAccount, q: Pick<StatementQuery, 'date_start' | 'date_end'>) {
  const opening = q.date_start ? await balanceAt(db, account.id, dayStart(q.date_start)) : 0;
  const closing = q.date_end ? await balanceAt(db, account.id, dayEnd(q.date_end)) : toMinor(account.balance);
  return { opening, closing };
}

export type LineRow = {
  id: number;
  amount: string;
  kind: string;
  reference: string;
  reservation_id: number | null;
  locator: string | null;
  payment_operation_id: number | null;
  /** A Date read as a row; the ISO text PostgreSQL writes (with its offset) read as JSON. */
  created_at: Date | string;
  operation_currency_id: number | null;
  operation_amount: string | null;
  funds_currency_id: number | null;
  funds_amount: string | null;
  exchange_rates: Record<string, string> | null;
  rate_date: string | null;
};

function lineExchange(row: LineRow): StatementLine['exchange'] {
  if (row.operation_currency_id === null || row.operation_amount === null) return null;
  const x = exchangeRecord({ currency_id: row.operation_currency_id, funds_currency_id: row.funds_currency_id, funds_amount: row.funds_amount, exchange_rates: row.exchange_rates, rate_date: row.rate_date });
  return x ? { amount: fromMinor(toMinor(row.operation_amount)), currency: row.operation_currency_id, rate: x.rate, rate_date: x.rate_date } : null;
}

export function toLine(row: LineRow, balanceMinor: number): StatementLine {
  const amount = toMinor(row.amount);
  return {
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    kind: row.kind,
    reference: row.reference,
    reservation: row.reservation_id,
    locator: row.locator,
    operation: row.payment_operation_id,
    debit: fromMinor(amount < 0 ? -amount : 0),
    credit: fromMinor(amount > 0 ? amount : 0),
    balance: fromMinor(balanceMinor),
    exchange: lineExchange(row),
  };
}

/** Balances after each row of a page in the given order, from the balance after the latest of them. */
export function runningBalances(rows: readonly LineRow[], ascending: boolean, afterLatest: number): number[] {
  const out = new Array<number>(rows.length);
  if (ascending) {
    for (let i = rows.length - 1, b = afterLatest; i >= 0; i--) {
      out[i] = b;
      b -= toMinor(rows[i].amount);
    }
  } else {
    for (let i = 0, b = afterLatest; i < rows.length; i++) {
      out[i] = b;
      b -= toMinor(rows[i].amount);
    }
  }
  return out;
}

type RangeQuery = Pick<StatementQuery, 'date_start' | 'date_end' | 'ordering' | 'page' | 'page_size'>;

/** A page of an account's lines with the balance after each, and the range's opening and closing balances. */
export async function accountStatement(db: Db, account: StatementAccount, url: string, q: RangeQuery) {
  const ascending = isAscending(q.ordering);
  const [rows, counted, range] = await Promise.all([
    orderedPage(statementLines(db, account.id, q), { ...q, ordering: ascending ? 'id' : '-id' }, statementOrdering).execute() as Promise<LineRow[]>,
    countLines(db, account.id, q),
    rangeBalances(db, account, q),
  ]);
  const latest = ascending ? rows[rows.length - 1] : rows[0];
  const after = latest ? await balanceAfter(db, account.id, latest.id) : 0;
  const balances = runningBalances(rows, ascending, after);
  const page = pageOf({ url }, q, counted, rows.map((row, i) => toLine(row, balances[i])));
  return { ...page, opening_balance: fromMinor(range.opening), closing_balance: fromMinor(range.closing) };
}

/** The statement by parts (any query; statementPage.ts answers the common one in one statement). */
export async function getStatement(ctx: ServiceContext, agencyId: number, url: string, q: StatementQuery): Promise<StatementPage> {
  const { agency, accounts, account } = await statementTarget(ctx, agencyId, q);
  const head = { agency: agency.id, agency_name: agency.name, account, accounts };
  if (!account) return { ...pageOf({ url }, q, 0, []), ...head, opening_balance: '0.00', closing_balance: '0.00' };
  return { ...(await accountStatement(ctx.db, account, url, q)), ...head };
}
