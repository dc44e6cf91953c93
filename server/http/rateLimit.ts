/**
 * A fixed-window rate limit for public actions (agency registration per IP …), kept in the
 * database so every instance counts the same hits, and timed by the database clock.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from './errors.ts';

export interface RateLimit {
  bucket: string;
  max: number;
  windowMinutes: number;
}

/**
 * Counts one hit of `key`, or answers 429 when `max` hits already fall inside the window. The
 * advisory lock serialises concurrent hits of one key, so a burst cannot slip past the limit.
 */
export async function takeHit(db: Kysely<Database>, limit: RateLimit, key: string): Promise<void> {
  const window = sql`make_interval(mins => ${limit.windowMinutes})`;
  const k = key.slice(0, 200);
  const allowed = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`${limit.bucket}:${k}`}))`.execute(trx);
    await trx.deleteFrom('rate_limit_hits').where('bucket', '=', limit.bucket).where('key', '=', k).where('at', '<', sql<Date>`now() - ${window}`).execute();
    const row = await trx
      .selectFrom('rate_limit_hits')
      .select(sql<number>`count(*)::int`.as('hits'))
      .where('bucket', '=', limit.bucket)
      .where('key', '=', k)
      .executeTakeFirstOrThrow();
    if (Number(row.hits) >= limit.max) return false;
    await trx.insertInto('rate_limit_hits').values({ bucket: limit.bucket, key: k }).execute();
    return true;
  });
  if (!allowed) {
    throw new ApiError(429, { key: 'api.too_many_requests' }, 'throttled', { 'retry-after': String(limit.windowMinutes * 60) });
  }
}
