/**
 * Issue 9: "book unpaid where the agency's terms allow". Each agency may have its own term: the
 * hours an unpaid booking of it stays booked before the release job cancels it (0: it pays as it
 * books); null keeps the portal's `unpaid_booking_hours` setting. Finance staff set it beside the
 * credit limit (PATCH accounting/credit-limit/{id}/).
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = ['alter table agencies add column unpaid_booking_hours smallint check (unpaid_booking_hours between 0 and 720)'];

const down = ['alter table agencies drop column unpaid_booking_hours'];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
