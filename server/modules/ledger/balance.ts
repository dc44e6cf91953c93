/**
 * Balances. The truth is the sum of the entries; `ledger_accounts.balance` is that sum kept by the
 * database in the same transaction as each entry (migration 0016), read here as one row so one
 * agency's funds cost the same at a million entries. `sumOfEntries` is the slow truth, used by
 * tests and the drift check.
 */
import { sql, type SqlBool } from 'kysely';
import { queryTemplate } from '../../db/queryTemplate.ts';
import type { AccountKind } from '../../db/schemaPayments.ts';
import { actorScope, scopeCondition } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import type { Db } from './accounts.ts';

/** An agency's funds in one currency as a two-decimal string ('0.00' without an account). */
export async function agencyFundsBalance(db: Db, agencyId: number, currencyId: number): Promise<string> {
  return accountBalance(db, 'agency_funds', agencyId, currencyId);
}

export async function accountBalance(db: Db, kind: AccountKind, agencyId: number | null, currencyId: number, provider = ''): Promise<string> {
  let query = db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('kind', '=', kind)
    .where('provider', '=', provider)
    .where('currency_id', '=', currencyId);
  query = agencyId === null ? query.where('agency_id', 'is', null) : query.where('agency_id', '=', agencyId);
  const row = await query.executeTakeFirst();
  return row ? Number(row.balance).toFixed(2) : '0.00';
}

/**
 * Funds (in the agency's own currency), credit limit and what may still be spent (funds + credit
 * limit) of one agency, or undefined when it is outside `actor`'s tenant scope: one statement, so
 * the balance at any number of entries costs one small read.
 */
export async function agencyPosition(db: Db, agencyId: number, actor: Pick<AuthActor, 'type' | 'agency'>) {
  const { network, subtree } = actorScope(actor);
  return (await positionQuery(db, { network }, { agency: agencyId, scope: subtree })).rows[0];
}

// Compiled once per scope shape: the whole request is a few tenths of a millisecond, of which
// building and compiling the query was a fifth.
const positionQuery = queryTemplate((db: Db, shape: { network: boolean }, v: { agency: number; scope: string | null }) =>
  db
    .selectFrom('agencies as g')
    .leftJoin('ledger_accounts as a', (join) => join.onRef('a.agency_id', '=', 'g.id').on(sql<SqlBool>`a.kind = 'agency_funds'`).onRef('a.currency_id', '=', 'g.currency_id'))
    .select([
      'g.id as agency',
      'g.currency_id as currency',
      sql<string>`coalesce(a.balance, 0)::numeric(14,2)::text`.as('funds'),
      sql<string>`g.credit_limit::text`.as('credit_limit'),
      sql<string>`(coalesce(a.balance, 0) + g.credit_limit)::numeric(14,2)::text`.as('available'),
      'g.unpaid_booking_hours',
    ])
    .where('g.id', '=', v.agency)
    .where(scopeCondition('g.id', shape.network, v.scope)),
);

/** The sum of an account's entries, computed (the truth the kept balance must equal). */
export async function sumOfEntries(db: Db, accountId: number): Promise<string> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount), 0)::numeric(14,2)::text`.as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.total;
}

/** Accounts whose kept balance differs from the sum of their entries: always empty. */
export async function balanceDrift(db: Db) {
  return db.selectFrom('ledger_balance_drift').selectAll().execute();
}
