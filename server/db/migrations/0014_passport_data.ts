/**
 * Issue 8: the passport's expiry and issuing country were never asked, so every PAXLST went out
 * without DTM+36 and LOC+91. New bookings require them (domain/flights/passengers.ts); rows booked
 * before stay valid, so the columns are nullable here and the PAXLST leaves out what is unknown.
 * The agency's passenger directory keeps them too, so a pick from it fills the passport whole.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  `alter table reservation_passengers add column passport_expiry date, add column passport_country_id integer references countries(id)`,
  `alter table passengers add column passport_expiry date, add column passport_country_id integer references countries(id)`,
];

const down = [
  'alter table passengers drop column passport_expiry, drop column passport_country_id',
  'alter table reservation_passengers drop column passport_expiry, drop column passport_country_id',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
