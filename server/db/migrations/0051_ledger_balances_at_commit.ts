/**
 * The kept balance of an account (0016, with its entry count of 0043b) was updated as each entry
 * was inserted, so the account row stayed locked until the transaction ended. For the accounts
 * every payment credits — the provider's revenue, the first level's markups, a gateway's clearing
 * — that was one row all checkouts queued on: in `npm run bench -- --pg checkout-funds` the 318
 * ledger inserts of a run waited 16.5 s in all (52 ms each).
 *
 * Only an agency's funds need their balance at once: a debit reads it under the row lock to check
 * the credit limit (ledger/post.ts guardDebits), so they are still kept as each entry comes. Every
 * other account's balance is kept at commit, by a deferred trigger: its row is locked only while
 * the transaction commits. Other transactions see the same balances as before (a balance equal to
 * its committed entries); only the writing transaction itself, between its insert and its commit,
 * sees those balances without its own entries, and nothing reads them there.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const wrongCurrency = `raise exception 'ledger entry in currency % on account % of another currency', new.currency_id, new.account_id using errcode = '23514'`;

const up = [
  `create or replace function ledger_keep_balance() returns trigger language plpgsql as $$
    begin
      update ledger_accounts set balance = balance + new.amount, entries = entries + 1
        where id = new.account_id and currency_id = new.currency_id and kind = 'agency_funds';
      if not found then
        perform from ledger_accounts where id = new.account_id and currency_id = new.currency_id;
        if not found then
          ${wrongCurrency};
        end if;
      end if;
      return new;
    end $$`,
  `create function ledger_keep_balance_at_commit() returns trigger language plpgsql as $$
    begin
      update ledger_accounts set balance = balance + new.amount, entries = entries + 1
        where id = new.account_id and kind <> 'agency_funds';
      return null;
    end $$`,
  `create constraint trigger ledger_entries_keep_balance_at_commit after insert on ledger_entries
    deferrable initially deferred for each row execute function ledger_keep_balance_at_commit()`,
];

const down = [
  'drop trigger ledger_entries_keep_balance_at_commit on ledger_entries',
  'drop function ledger_keep_balance_at_commit()',
  `create or replace function ledger_keep_balance() returns trigger language plpgsql as $$
    begin
      update ledger_accounts set balance = balance + new.amount, entries = entries + 1 where id = new.account_id and currency_id = new.currency_id;
      if not found then
        ${wrongCurrency};
      end if;
      return new;
    end $$`,
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
