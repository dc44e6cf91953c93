/** Balances are sums of the append-only ledger, never a stored number (ARCHITECTURE.md). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Sum of the agency's ledger in one currency, as a two-decimal string ('0.00' when empty). */
export async function ledgerBalance(db: Kysely<Database>, agencyId: number, currencyId: number): Promise<string> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string>`round(coalesce(sum(amount), 0), 2)::text`.as('total'))
    .where('agency_id', '=', agencyId)
    .where('currency_id', '=', currencyId)
    .executeTakeFirstOrThrow();
  return row.total;
}
