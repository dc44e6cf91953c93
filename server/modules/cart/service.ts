import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The cart belongs to the user, not the agency: only the caller's own items count. */
export async function cartSummary(db: Kysely<Database>, userId: number): Promise<{ count: number }> {
  const row = await db
    .selectFrom('cart_items')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count) };
}
