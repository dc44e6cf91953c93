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
import { sql, type Kysely } from 'kysely';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { StatementPage } from '../../../domain/records/accounting.ts';
import type { StatementQuery } from '../../../domain/schemas/accounting.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { pageOf } from '../../http/pagination.ts';
import { actorScope, scopeCondition } from '../../http/scope.ts';
import { queryTemplate } from '../../db/queryTemplate.ts';
import type { Database } from '../../db/schema.ts';
import { getStatement, isAscending, runningBalances, statementLines, toLine, type LineRow, type StatementAccount } from './statement.ts';

type Db = Kysely<Database>;

interface OneRow {
  agency: { id: number; name: string; currency_id: number } | null;
  accounts: (StatementAccount & { entries: number })[] | null;
  account: number | null;
  /** The page's lines as JSON (money and instants as text, as the driver reads them). */
  lines: LineRow[] | null;
  /** The chosen account's balance after the newest line of the page. */
  after: string | null;
}

/**
 * What decides the statement's text: the order, how the account is chosen, the scope, and the
 * page's bounds. The text is a named statement whose plan PostgreSQL keeps (not orderedPage's plan
 * per request: the account is only known when it runs, so planning for the values sees no more),
 * and with LIMIT and OFFSET written in, that kept plan is costed for the page asked: as parameters
 * they make it look costlier than planning each request anew, which PostgreSQL then does (1 ms).
 */
type StatementShape = { ascending: boolean; byAccount: boolean; network: boolean; limit: number; offset: number };
type StatementValues = { agency: number; account: number | null; currency: number | null; scope: string | null };

const statementQuery = queryTemplate((db: Db, shape: StatementShape, v: StatementValues) => {
  const chosen = shape.byAccount
    ? sql<number>`(select c.id from acc c where c.id = ${v.account})`
    : sql<number>`(select c.id from acc c where c.kind = 'agency_funds' and c.currency = coalesce(${v.currency}::int, (select currency_id from ag)) order by c.id limit 1)`;
  const lines = statementLines(db, sql<number>`(select id from chosen)`, {})
    .orderBy('e.transaction_id', shape.ascending ? 'asc' : 'desc')
    .limit(sql.lit(shape.limit))
    .offset(sql.lit(shape.offset));
  return db
    .with('ag', (qb) => qb.selectFrom('agencies').select(['id', 'name', 'currency_id']).where('id', '=', v.agency).where(scopeCondition('agencies.id', shape.network, v.scope)))
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
      // The page's rows as they are (money as text, instants as ISO text): toLine reads both forms.
      sql<LineRow[] | null>`(select json_agg(p order by p.id ${sql.raw(shape.ascending ? 'asc' : 'desc')}) from page p)`.as('lines'),
      sql<string | null>`(select (c.balance - coalesce((select sum(l.amount) from ledger_entries l
        where l.account_id = c.id and l.transaction_id > (select max(p.id) from page p)), 0))::numeric(16,2)::text
        from ledger_accounts c where c.id = (select id from chosen))`.as('after'),
    ]);
});

/** The statement of `agencyId` without a date range, in one statement. */
export async function statementInOne(ctx: ServiceContext, agencyId: number, url: string, q: StatementQuery): Promise<StatementPage> {
  const ascending = isAscending(q.ordering);
  const { network, subtree } = actorScope(ctx.actor);
  const shape = { ascending, byAccount: q.account !== undefined, network, limit: q.page_size, offset: (q.page - 1) * q.page_size };
  const values = {
    agency: agencyId,
    account: q.account ?? null,
    currency: q.currency ?? null,
    scope: subtree,
  };
  const row = (await statementQuery(ctx.db, shape, values)).rows[0] as OneRow;

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
