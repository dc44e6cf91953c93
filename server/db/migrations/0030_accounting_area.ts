/**
 * Issue 10, the accountants' area (docs/api-accounting.md). Indexes only: every figure is read from
 * the ledger and the reservations as they are, nothing is stored by hand.
 * - `reservations_debt_idx`: the reservations that still owe money (domain/accounting/debt.ts: not
 *   cancelled, commercial status non-paid or partial-paid, total above paid_amount), by the day their
 *   balance is due (the payment deadline's UTC day, else the service date) and agency, carrying what
 *   the debt buckets sum. The debt of the whole network is a range scan of the overdue part of this
 *   small index; the expression is repeated verbatim in server/modules/accounting/debt.ts.
 * - `ledger_transactions_created_idx`: date ranges of the statement, the historical balances and the
 *   breakdown by levels.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  `create index reservations_debt_idx on reservations (coalesce((payment_deadline at time zone 'UTC')::date, start_date), agency_id)
     include (currency_id, total, paid_amount)
     where status <> 'cancelled' and commercial_status in ('non-paid', 'partial-paid') and total > paid_amount`,
  'create index ledger_transactions_created_idx on ledger_transactions (created_at, id)',
];

const down = ['drop index ledger_transactions_created_idx', 'drop index reservations_debt_idx'];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
