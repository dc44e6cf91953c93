/** Server-owned settings kept in the database, shared by every instance that uses it. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

const JWT_SECRET_KEY = 'jwt_secret';

export async function getSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/**
 * The secret that signs tokens when JWT_SECRET is not set: created by the first instance that
 * needs it; `on conflict do nothing` makes concurrent starts agree on the first one written.
 */
export async function ensureJwtSecret(db: Kysely<Database>): Promise<string> {
  const existing = await getSetting(db, JWT_SECRET_KEY);
  if (existing) return existing;
  await db
    .insertInto('app_settings')
    .values({ key: JWT_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await getSetting(db, JWT_SECRET_KEY);
  if (!stored) throw new Error('Could not store the generated JWT secret');
  return stored;
}
