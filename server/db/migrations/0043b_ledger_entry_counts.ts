/**
 * Issue 10, the statement's first page without counting the account's entries: `ledger_accounts.entries`
 * is how many entries the account holds, kept by the trigger that keeps its balance (0016), in the
 * same statement, under the same row lock. The statement's page count without a date range reads it
 * (100 000 entries counted on each request were most of that page's time on PostgreSQL).
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const keepBalance = (count: boolean) => `create or replace function ledger_keep_balance() returns trigger language plpgsql as $$
    begin
      update ledger_accounts set balance = balance + new.amount${count ? ', entries = entries + 1' : ''} where id = new.account_id and currency_id = new.currency_id;
      if not found then
        raise exception 'ledger entry in currency % on account % of another currency', new.currency_id, new.account_id using errcode = '23514';
      end if;
      return new;
    end $$`;

const up = [
  'alter table ledger_accounts add column entries bigint not null default 0',
  keepBalance(true),
  `update ledger_accounts a set entries = s.n from (select account_id, count(*) as n from ledger_entries group by account_id) s where s.account_id = a.id`,
];

const down = [keepBalance(false), 'alter table ledger_accounts drop column entries'];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
