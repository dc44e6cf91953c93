/**
 * The outbox is delivered (issue 7): each mail carries its delivery state. A worker claims due
 * rows with FOR UPDATE SKIP LOCKED and pushes `next_attempt_at` ahead while it sends (a lease: a
 * crashed sender's row becomes due again), then marks it sent, or schedules a retry with backoff
 * until `failed`. Rows written before this migration and never sent are delivered now.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  `alter table outbox add column status varchar(10) not null default 'pending'`,
  `alter table outbox add constraint outbox_status_check check (status in ('pending', 'sent', 'failed'))`,
  `alter table outbox add column attempts integer not null default 0`,
  `alter table outbox add column next_attempt_at timestamptz not null default now()`,
  `alter table outbox add column last_attempt_at timestamptz`,
  `alter table outbox add column last_error text not null default ''`,
  `update outbox set status = 'sent' where sent_at is not null`,
  `drop index outbox_unsent_idx`,
  `create index outbox_due_idx on outbox (next_attempt_at) where status = 'pending'`,
  `create index outbox_status_idx on outbox (status, id)`,
];

const down = [
  'drop index outbox_status_idx',
  'drop index outbox_due_idx',
  `create index outbox_unsent_idx on outbox (created_at) where sent_at is null`,
  'alter table outbox drop column last_error',
  'alter table outbox drop column last_attempt_at',
  'alter table outbox drop column next_attempt_at',
  'alter table outbox drop column attempts',
  'alter table outbox drop constraint outbox_status_check',
  'alter table outbox drop column status',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
