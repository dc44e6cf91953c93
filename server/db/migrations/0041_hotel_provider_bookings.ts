/**
 * Issue 11, slice "hprovsell": a hotel booking of the integrated provider keeps the provider's
 * booking reference (docs/api-hotels-booking.md 'Hotels of the integrated provider'); the cancel
 * sends it to the provider and the voucher shows it. Own hotels leave it null.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = ['alter table hotel_reservations add column provider_reference text'];

const down = ['alter table hotel_reservations drop column provider_reference'];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
