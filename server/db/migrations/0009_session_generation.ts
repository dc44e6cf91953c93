/**
 * Access tokens that end at once (issue 7, 'Sessions and permissions'). Every access token carries
 * the user's session generation at signing; deactivation, a password change or reset, logging out
 * and any other revocation of refresh tokens raise it, and the auth hook refuses a token of an
 * older generation. A counter, not an instant: a token signed in the same second as the event is
 * refused all the same, and a login right after it is not.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [`alter table users add column session_generation integer not null default 0`];

const down = ['alter table users drop column session_generation'];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
