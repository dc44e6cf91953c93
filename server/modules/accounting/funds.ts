/** Balances are sums of the append-only ledger (ARCHITECTURE.md), kept per account by the database. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { agencyFundsBalance } from '../ledger/balance.ts';

/** The agency's funds in one currency, as a two-decimal string ('0.00' when empty). */
export async function ledgerBalance(db: Kysely<Database>, agencyId: number, currencyId: number): Promise<string> {
  return agencyFundsBalance(db, agencyId, currencyId);
}
