/**
 * Issue 9, documents: the reservation's language (the voucher and the order confirmation are
 * written in it; rows booked before are Spanish, the default language), and mail templates.
 * An outbox row may name a `template` instead of a finished body: the mail worker renders it on
 * the first attempt (the booking's transaction only writes a small row) and stores the body and
 * the attachments, so every later attempt sends the same bytes. `to` may list two addresses.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  `alter table reservations add column language varchar(2) not null default 'es'`,
  `alter table reservations add constraint reservations_language_check check (language in ('es', 'en'))`,
  'alter table outbox add column template jsonb',
  // A booking confirmation goes to the booking user and the agency's informative address at once.
  'alter table outbox alter column "to" type varchar(1000)',
];

const down = [
  'alter table outbox alter column "to" type varchar(254)',
  'alter table outbox drop column template',
  'alter table reservations drop constraint reservations_language_check',
  'alter table reservations drop column language',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
