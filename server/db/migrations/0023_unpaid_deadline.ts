/**
 * Issue 9, cart: a checkout booked unpaid has a payment deadline (`unpaid_booking_hours` after it,
 * a setting; 0 means the agency pays at checkout). The release job cancels what is still unpaid
 * after it and frees the seats; the partial index keeps its claim to the rows still waiting.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  'alter table reservations add column payment_deadline timestamptz',
  `create index reservations_payment_deadline_idx on reservations (payment_deadline) where payment_deadline is not null and status = 'reserved'`,
  `insert into configurations (key, value, description)
     select 'unpaid_booking_hours', '48'::jsonb, 'Hours an unpaid checkout stays booked (0: pay at checkout)'
     where not exists (select 1 from configurations where key = 'unpaid_booking_hours')`,
];

const down = [
  `delete from configurations where key = 'unpaid_booking_hours'`,
  'drop index reservations_payment_deadline_idx',
  'alter table reservations drop column payment_deadline',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
