/**
 * Issue 9: paying from funds in another currency. An operation whose money is taken from (or given
 * back to) an agency's funds in a currency other than the reservation's records the conversion it
 * was settled with (domain/payments/exchange.ts): the funds' currency, the amount in it, the rates
 * against USD of the two currencies that day (the history of migration 0025, copied here so a
 * refund reverses at the same rate whatever is set later) and that day. All four or none.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  `alter table payment_operations
     add column funds_currency_id integer,
     add column funds_amount numeric(14,2),
     add column exchange_rates jsonb,
     add column rate_date date,
     add constraint payment_operations_exchange_check check (
       (funds_currency_id is null and funds_amount is null and exchange_rates is null and rate_date is null)
       or (funds_currency_id is not null and funds_currency_id <> currency_id and funds_amount >= 0 and exchange_rates is not null and rate_date is not null))`,
];

const down = [
  `alter table payment_operations drop constraint payment_operations_exchange_check,
     drop column rate_date, drop column exchange_rates, drop column funds_amount, drop column funds_currency_id`,
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
