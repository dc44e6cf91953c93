/**
 * Issue 10, the accountants' default view without its aggregate: the totals of `in_debt=true` (per
 * currency: agencies, funds, credit_limit, debt buckets; available = funds + credit_limit) kept by
 * the writes, as 0043 keeps the buckets. Summing the 10 000 in-debt rows with their agency and
 * funds account cost 20-30 ms of PostgreSQL a request; the list now sums 16 rows per currency.
 *
 * `agency_debt_totals` (currency, shard = agency_id % 16) holds, over the `agency_debts` rows with
 * debt_total > 0 (a pair "in debt"), how many there are and the sums of their buckets, of their
 * agency's credit limit and of their funds (the balance of the agency_funds account, provider '',
 * of the pair; 0 without one). Shards, so writers of different agencies rarely meet on one row.
 * Three writers move it, each in its own transaction's statement:
 * - debts (statement triggers on agency_debts, fired by 0043's triggers): bucket deltas; a pair that
 *   enters debt adds its credit limit and funds as they are now, one that leaves subtracts them.
 * - funds (ledger_accounts.balance, kept per entry by 0016's trigger): the delta, if the pair is in debt.
 * - credit limits (agencies.credit_limit): the delta for each pair of the agency in debt.
 * `agency_debt_totals_recompute()` rebuilds it set-based; `agency_debts_roll` (which rewrites every
 * agency_debts row) calls it instead of letting the triggers see 20 000 row changes.
 *
 * Races (READ COMMITTED, the app's level). The danger: a debt writer reads funds B while a funds
 * writer moves them to B+d uncommitted and, not seeing the pair's new debt state, skips its delta
 * (or the converse): the totals would drift forever. Each pair of writers meets on a row lock, and
 * whoever waits reads after the other committed (each statement of a PL/pgSQL function takes a
 * new snapshot, after the locks of the statements before it):
 * - debt × funds: a pair entering or leaving debt locks its funds account FOR SHARE before reading
 *   the balance; a funds writer holds that row (its UPDATE) while it reads the pair's debt state.
 *   Funds writer first: the debt writer waits, then reads B+d; the funds writer had not seen the
 *   new state, so it skipped d (entering) or added it (leaving, then subtracted with B+d). Debt
 *   writer first: the funds writer waits for the account row, then sees the committed state.
 *   An account the funds writer created (uncommitted) is not there to lock: so a funds writer of
 *   an account its own transaction created (created_at = now(), the transaction's start) also
 *   locks the agency FOR NO KEY UPDATE, and the debt writer locks the agency FOR SHARE before it
 *   looks for the account: it waits and finds the account committed, or the funds writer waits.
 * - debt × credit limit: the same on the agency row (the credit writer's UPDATE holds it; the debt
 *   writer locks it FOR SHARE before reading the limit).
 * - the roll × everyone: the roll updates the row of agency_debt_as_of, which every debt writer
 *   (0043) holds FOR SHARE; funds and credit writers take it FOR SHARE too, after their own UPDATE
 *   and before reading the debt state. So a writer either committed before the roll recomputes (it
 *   counts what they did) or reads the rolled rows after it (their uncommitted change was not in
 *   the roll's snapshot, and they apply it on top).
 * Lock order: a debt writer holds the pair's agency_debts row (0043), then agencies (id order),
 * accounts (id order), shards (key order); a funds writer holds its account, then (pair in debt)
 * its shard, and a payment takes the pair's agency_debts row after those. So a payment of an
 * agency in debt and another debt change of the same agency at the same moment (a cancellation,
 * a change crossing zero) can deadlock where they used to wait: PostgreSQL aborts one (40P01),
 * answered 409 concurrent_change or run again by the checkout and the booking (server/db/retry.ts),
 * as for the cycles between ledger accounts and kept rows that retry.ts already names. Writers of
 * different agencies only wait, on a shard row, 1 time in 16. Writes that skip triggers
 * (session_replication_role = replica: the bench seed's ledger) call
 * agency_debt_totals_recompute() after, as they recompute the balances.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

/** Shards per currency: concurrent writers of agencies in debt meet on a row 1 time in 16. */
export const DEBT_TOTAL_SHARDS = 16;
const SHARD = (agency: string) => `(${agency} % ${DEBT_TOTAL_SHARDS})::smallint`;
const BUCKETS = ['debt_1_7', 'debt_7_15', 'debt_15_plus', 'debt_total'];
/** The funds account of a pair (the list's join, server/modules/accounting/balances.ts). */
const FUNDS = (a: string, pair: string) =>
  `${a}.kind = 'agency_funds' and ${a}.provider = '' and ${a}.agency_id = ${pair}.agency_id and ${a}.currency_id = ${pair}.currency_id`;
/** Set by the roll while it rewrites agency_debts: the row changes are recomputed, not applied. */
const RECOMPUTING = `current_setting('agency_debt_totals.recomputing', true) = 'on'`;

/** Adds excluded's figures to a shard row. */
const ADD = `on conflict (currency_id, shard) do update set agencies = t.agencies + excluded.agencies, funds = t.funds + excluded.funds,
  credit_limit = t.credit_limit + excluded.credit_limit, ${BUCKETS.map((b) => `${b} = t.${b} + excluded.${b}`).join(', ')}`;

/**
 * Per pair of `rows` (sign, agency_debts columns): how many in-debt rows it gained (1), lost (−1)
 * or kept (0), and the bucket deltas; pairs that changed nothing dropped.
 */
const changes = (rows: string) => `
  select r.agency_id, r.currency_id, sum(r.sign)::int as entered, ${BUCKETS.map((b) => `sum(r.sign * r.${b}) as ${b}`).join(', ')}
  from (${rows}) r where r.debt_total > 0 group by 1, 2
  having sum(r.sign) <> 0 or ${BUCKETS.map((b) => `sum(r.sign * r.${b}) <> 0`).join(' or ')}`;

/** The deltas of `rows` applied to the shards; pairs crossing zero locked first (agency, then funds). */
const apply = (rows: string) => `
    if exists (select from (${changes(rows)}) c where c.entered <> 0) then
      perform 1 from agencies g where g.id in (select c.agency_id from (${changes(rows)}) c where c.entered <> 0) order by g.id for share;
      perform 1 from ledger_accounts a join (${changes(rows)}) c on ${FUNDS('a', 'c')} where c.entered <> 0 order by a.id for share of a;
    end if;
    insert into agency_debt_totals as t (currency_id, shard, agencies, funds, credit_limit, ${BUCKETS.join(', ')})
      select c.currency_id, ${SHARD('c.agency_id')}, sum(c.entered), sum(c.entered * coalesce(a.balance, 0)), sum(c.entered * coalesce(g.credit_limit, 0)),
        ${BUCKETS.map((b) => `sum(c.${b})`).join(', ')}
      from (${changes(rows)}) c
      left join agencies g on c.entered <> 0 and g.id = c.agency_id
      left join ledger_accounts a on c.entered <> 0 and ${FUNDS('a', 'c')}
      group by 1, 2 order by 1, 2
      ${ADD};`;

/** agency_debts_roll of 0043, with or without the recompute of the totals. */
const roll = (recompute: boolean) => `create or replace function agency_debts_roll(to_day date) returns boolean language plpgsql as $f$
  begin
    update agency_debt_as_of set day = to_day where day is distinct from to_day;
    if not found then
      return false;
    end if;
    ${recompute ? `perform set_config('agency_debt_totals.recomputing', 'on', true);` : ''}
    delete from agency_debts;
    insert into agency_debts (agency_id, currency_id, debt_1_7, debt_7_15, debt_15_plus, debt_total)
      select agency_id, currency_id,
        coalesce(sum(owed) filter (where to_day - due_day between 1 and 7), 0),
        coalesce(sum(owed) filter (where to_day - due_day between 8 and 15), 0),
        coalesce(sum(owed) filter (where to_day - due_day >= 16), 0),
        coalesce(sum(owed) filter (where to_day - due_day >= 1), 0)
      from agency_debt_days group by 1, 2 order by 1, 2;
    ${recompute ? `perform set_config('agency_debt_totals.recomputing', 'off', true);\n    perform agency_debt_totals_recompute();` : ''}
    return true;
  end $f$`;

const up = [
  `create table agency_debt_totals (
    currency_id integer not null references currencies(id),
    shard smallint not null,
    agencies integer not null default 0,
    funds numeric not null default 0,
    credit_limit numeric not null default 0,
    ${BUCKETS.map((b) => `${b} numeric not null default 0`).join(',\n    ')},
    primary key (currency_id, shard)
  )`,
  // Set-based, under the day's row lock (the roll holds it already): no writer is between its
  // change and its delta while the sums are read.
  `create function agency_debt_totals_recompute() returns void language plpgsql as $f$
  begin
    perform 1 from agency_debt_as_of for update;
    delete from agency_debt_totals;
    insert into agency_debt_totals (currency_id, shard, agencies, funds, credit_limit, ${BUCKETS.join(', ')})
      select k.currency_id, ${SHARD('k.agency_id')}, count(*), coalesce(sum(a.balance), 0), sum(g.credit_limit), ${BUCKETS.map((b) => `sum(k.${b})`).join(', ')}
      from agency_debts k
      join agencies g on g.id = k.agency_id
      left join ledger_accounts a on ${FUNDS('a', 'k')}
      where k.debt_total > 0
      group by 1, 2 order by 1, 2;
  end $f$`,
  `create function agency_debt_totals_apply() returns trigger language plpgsql as $f$
  begin
    if ${RECOMPUTING} then
      return null;
    end if;
    if tg_op = 'INSERT' then
      ${apply('select 1 as sign, * from new_rows')}
    elsif tg_op = 'DELETE' then
      ${apply('select -1 as sign, * from old_rows')}
    else
      ${apply('select -1 as sign, * from old_rows union all select 1, * from new_rows')}
    end if;
    return null;
  end $f$`,
  `create trigger agency_debt_totals_insert after insert on agency_debts referencing new table as new_rows
    for each statement execute function agency_debt_totals_apply()`,
  `create trigger agency_debt_totals_update after update on agency_debts referencing old table as old_rows new table as new_rows
    for each statement execute function agency_debt_totals_apply()`,
  `create trigger agency_debt_totals_delete after delete on agency_debts referencing old table as old_rows
    for each statement execute function agency_debt_totals_apply()`,
  `create function agency_debt_totals_truncate() returns trigger language plpgsql as $f$
  begin
    delete from agency_debt_totals;
    return null;
  end $f$`,
  `create trigger agency_debt_totals_truncate after truncate on agency_debts for each statement execute function agency_debt_totals_truncate()`,
  // The funds of a pair moved (one entry, 0016's trigger, under the account row's lock).
  `create function agency_debt_totals_funds() returns trigger language plpgsql as $f$
  begin
    if new.created_at = now() then
      -- An account this transaction created (now() is its start): invisible to a debt writer.
      perform 1 from agencies where id = new.agency_id for no key update;
    end if;
    perform 1 from agency_debt_as_of for share;
    if exists (select from agency_debts k where k.agency_id = new.agency_id and k.currency_id = new.currency_id and k.debt_total > 0) then
      insert into agency_debt_totals as t (currency_id, shard, funds) values (new.currency_id, ${SHARD('new.agency_id')}, new.balance - old.balance)
        ${ADD};
    end if;
    return null;
  end $f$`,
  `create trigger agency_debt_totals_funds after update of balance on ledger_accounts for each row
    when (new.kind = 'agency_funds' and new.provider = '' and new.balance is distinct from old.balance)
    execute function agency_debt_totals_funds()`,
  // The credit limit of an agency changed (its row locked by the update).
  `create function agency_debt_totals_credit() returns trigger language plpgsql as $f$
  begin
    perform 1 from agency_debt_as_of for share;
    insert into agency_debt_totals as t (currency_id, shard, credit_limit)
      select k.currency_id, ${SHARD('new.id')}, count(*) * (new.credit_limit - old.credit_limit)
      from agency_debts k where k.agency_id = new.id and k.debt_total > 0 group by 1 order by 1
      ${ADD};
    return null;
  end $f$`,
  `create trigger agency_debt_totals_credit after update of credit_limit on agencies for each row
    when (new.credit_limit is distinct from old.credit_limit)
    execute function agency_debt_totals_credit()`,
  roll(true),
  `select agency_debt_totals_recompute()`,
];

const down = [
  roll(false),
  'drop trigger agency_debt_totals_credit on agencies',
  'drop trigger agency_debt_totals_funds on ledger_accounts',
  'drop trigger agency_debt_totals_truncate on agency_debts',
  'drop trigger agency_debt_totals_delete on agency_debts',
  'drop trigger agency_debt_totals_update on agency_debts',
  'drop trigger agency_debt_totals_insert on agency_debts',
  'drop function agency_debt_totals_credit()',
  'drop function agency_debt_totals_funds()',
  'drop function agency_debt_totals_truncate()',
  'drop function agency_debt_totals_apply()',
  'drop function agency_debt_totals_recompute()',
  'drop table agency_debt_totals',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
