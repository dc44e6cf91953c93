/**
 * Login throttling per username: after LOGIN_MAX_FAILURES failures within the window, login
 * answers 429 even with the right password. Kept in the database so every instance agrees, and
 * timed by the database clock.
 */
import { sql, type Kysely } from 'kysely';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '../../../domain/constants.ts';
import type { Database } from '../../db/schema.ts';

const WINDOW = sql.raw(`interval '${LOGIN_FAILURE_WINDOW_MINUTES} minutes'`);

/** Minutes until the oldest counted failure leaves the window, or null when login is allowed. */
export async function throttledMinutes(db: Kysely<Database>, username: string): Promise<number | null> {
  const rows = await db
    .selectFrom('login_failures')
    .select(sql<number>`extract(epoch from (at + ${WINDOW} - now()))::float8`.as('seconds_left'))
    .where('username', '=', username.toLowerCase())
    .where('at', '>', sql<Date>`now() - ${WINDOW}`)
    .orderBy('at', 'desc')
    .limit(LOGIN_MAX_FAILURES)
    .execute();
  if (rows.length < LOGIN_MAX_FAILURES) return null;
  const secondsLeft = Number(rows[rows.length - 1].seconds_left);
  return Math.max(1, Math.ceil(secondsLeft / 60));
}

export async function recordFailure(db: Kysely<Database>, username: string, ip: string): Promise<void> {
  const name = username.toLowerCase().slice(0, 150);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('login_failures').values({ username: name, ip: ip.slice(0, 64) }).execute();
    // Failures older than the window no longer count: keep the table small.
    await trx
      .deleteFrom('login_failures')
      .where('username', '=', name)
      .where('at', '<', sql<Date>`now() - ${WINDOW}`)
      .execute();
  });
}

export async function clearFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_failures').where('username', '=', username.toLowerCase()).execute();
}
