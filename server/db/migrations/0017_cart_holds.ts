/**
 * Issue 9, cart: a cart item is a priced quote of one service with an expiry. For our own flight
 * seats the item holds them: `held_seats` says where they were taken from (the seat sources of a
 * booking), and the seats are counted in `sold` like a booking's, so the guarded update every
 * booking goes through already counts them — a held seat can never be sold twice. The expiry job
 * and the item's own checkout give them back in the same transaction that clears `held_seats`.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  `alter table cart_items
     add column agency_id integer references agencies(id) on delete cascade,
     add column expires_at timestamptz,
     add column held_seats jsonb`,
  `update cart_items c set agency_id = u.agency_id, expires_at = c.created_at from users u where u.id = c.user_id`,
  `alter table cart_items alter column agency_id set not null, alter column expires_at set not null`,
  // The expiry job's claim: only items still holding seats, oldest deadline first.
  `create index cart_items_hold_expiry_idx on cart_items (expires_at) where held_seats is not null`,
  `insert into configurations (key, value, description)
     select 'cart_hold_minutes', '20'::jsonb, 'Minutes a cart item holds its seats'
     where not exists (select 1 from configurations where key = 'cart_hold_minutes')`,
];

const down = [
  `delete from configurations where key = 'cart_hold_minutes'`,
  'drop index cart_items_hold_expiry_idx',
  'alter table cart_items drop column held_seats, drop column expires_at, drop column agency_id',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
