/**
 * The statement as an accountant opens it (no date range): one SQL statement instead of five — the
 * agency in the caller's scope, its accounts, the chosen account, a page of its lines, the kept
 * entry count and the balance after the newest line of the page. Each statement a request sends
 * costs about 0.3 ms of CPU in the server and as much in PostgreSQL whatever it reads (compile,
 * protocol, parse/bind), so on the bench's 100 000-line account the five statements were most of
 * the request (issue 10: first page p99 < 50 ms at 20 connections).
 *
 * The lines are the same query as statement.ts's (`statementLines`), mapped by the same `toLine`;
 * statement.test.ts reads every case through both paths. A date range goes the long way
 * (statement.ts `getStatement`): its count and opening/closing balances are sums over the range.
 */
import { sql } from 'kysely';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { StatementPage } from '../../../domain/records/accounting.ts';
import type { StatementQuery } from '../../../domain/schemas/accounting.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { pageOf } from '../../http/pagination.ts';
import { agencyScope } from '../../http/scope.ts';
import { isoInstant } from '../../db/json.ts';
import { getStatement, isAscending, runningBalances, statementLines, toLine, type LineRow, type StatementAccount } from './statement.ts';

interface OneRow {
  agency: { id: number; name: string; currency_id: number } | null;
  accounts: (StatementAccount & { entries: number })[] | null;
  account: number | null;
  /** The page's lines as JSON (money and instants as text, as the driver reads them). */
  lines: LineRow[] | null;
  /** The chosen account's balance after the newest line of the page. */
  after: string | null;
}

/** The statement of `agencyId` without a date range, in one statement. */
export async function statementInOne(ctx: ServiceContext, agencyId: number, url: string, q: StatementQuery): Promise<StatementPage> {
  const ascending = isAscending(q.ordering);
  const { db } = ctx;
  const chosen =
    q.account !== undefined
      ? sql<number>`(select c.id from acc c where c.id = ${q.account})`
      : sql<number>`(select c.id from acc c where c.kind = 'agency_funds' and c.currency = coalesce(${q.currency ?? null}::int, (select currency_id from ag)) order by c.id limit 1)`;
  // Named and prepared (not orderedPage's plan per request): the account is only known when the
  // statement runs, so a plan for the values could not see more than the generic plan does.
  const lines = statementLines(db, sql<number>`(select id from chosen)`, {})
    .orderBy('e.transaction_id', ascending ? 'asc' : 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const row = (await db
    .with('ag', (qb) => qb.selectFrom('agencies').select(['id', 'name', 'currency_id']).where('id', '=', agencyId).where(agencyScope(ctx.actor, 'agencies.id')))
    .with('acc', (qb) =>
      qb
        .selectFrom('ledger_accounts as a')
        .select(['a.id', 'a.kind', 'a.provider', 'a.currency_id as currency', sql<string>`a.balance::numeric(16,2)::text`.as('balance'), sql<number>`a.entries::int`.as('entries')])
        .where('a.agency_id', '=', sql<number>`(select id from ag)`),
    )
    .with('chosen', (qb) => qb.selectNoFrom(chosen.as('id')))
    .with('page', () => lines)
    .selectNoFrom([
      sql<OneRow['agency']>`(select row_to_json(ag) from ag)`.as('agency'),
      sql<OneRow['accounts']>`(select json_agg(acc order by acc.kind, acc.currency) from acc)`.as('accounts'),
      sql<number | null>`(select id from chosen)`.as('account'),
      // Money and instants written as the driver reads them outside JSON (toLine reads both).
      sql<LineRow[] | null>`(select json_agg(json_build_object('id', p.id, 'amount', p.amount, 'kind', p.kind, 'reference', p.reference,
        'reservation_id', p.reservation_id, 'locator', p.locator, 'payment_operation_id', p.payment_operation_id,
        'created_at', ${isoInstant(sql.ref('p.created_at'))}, 'operation_currency_id', p.operation_currency_id,
        'operation_amount', p.operation_amount::text, 'funds_currency_id', p.funds_currency_id, 'funds_amount', p.funds_amount::text,
        'exchange_rates', p.exchange_rates, 'rate_date', p.rate_date::text) order by p.id ${sql.raw(ascending ? 'asc' : 'desc')}) from page p)`.as('lines'),
      sql<string | null>`(select (c.balance - coalesce((select sum(l.amount) from ledger_entries l
        where l.account_id = c.id and l.transaction_id > (select max(p.id) from page p)), 0))::numeric(16,2)::text
        from ledger_accounts c where c.id = (select id from chosen))`.as('after'),
    ])
    .executeTakeFirstOrThrow()) as OneRow;

  if (!row.agency) throw notFound();
  const withCounts = row.accounts ?? [];
  const accounts: StatementAccount[] = withCounts.map(({ id, kind, provider, currency, balance }) => ({ id, kind, provider, currency, balance }));
  if (q.account !== undefined && row.account === null) throw fieldError('account', 'accounting.account_not_of_agency');
  const account = accounts.find((a) => a.id === row.account) ?? null;
  const head = { agency: row.agency.id, agency_name: row.agency.name, account, accounts };
  if (!account) return { ...pageOf({ url }, q, 0, []), ...head, opening_balance: '0.00', closing_balance: '0.00' };
  const rows = row.lines ?? [];
  const balances = runningBalances(rows, ascending, row.after === null ? 0 : toMinor(row.after));
  const counted = withCounts.find((a) => a.id === account.id)?.entries ?? 0;
  const page = pageOf({ url }, q, counted, rows.map((r, i) => toLine(r, balances[i])));
  return { ...page, ...head, opening_balance: '0.00', closing_balance: fromMinor(toMinor(account.balance)) };
}

/** GET accounting/balance/{id}/: in one statement unless a date range is asked. */
export function statementAnswer(ctx: ServiceContext, agencyId: number, url: string, q: StatementQuery): Promise<StatementPage> {
  return q.date_start || q.date_end ? getStatement(ctx, agencyId, url, q) : statementInOne(ctx, agencyId, url, q);
}
