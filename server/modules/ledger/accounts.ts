/**
 * Ledger accounts: found or created on first use, one per (kind, agency, provider, currency)
 * (a unique index of migration 0016 makes two concurrent creators agree on one row).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AccountKind } from '../../db/schemaPayments.ts';

export type Db = Kysely<Database> | Transaction<Database>;

export interface AccountKey {
  kind: AccountKind;
  /** The agency for agency_funds and markup_earnings; null for the others. */
  agencyId?: number | null;
  /** Gateway or accounting-provider code (gateway_clearing, accounting_provider); '' otherwise. */
  provider?: string;
  currencyId: number;
}

function find(db: Db, key: AccountKey) {
  let query = db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', key.kind)
    .where('provider', '=', key.provider ?? '')
    .where('currency_id', '=', key.currencyId);
  query = key.agencyId == null ? query.where('agency_id', 'is', null) : query.where('agency_id', '=', key.agencyId);
  return query.executeTakeFirst();
}

/** The id of the account, created when missing. */
export async function accountId(db: Db, key: AccountKey): Promise<number> {
  const found = await find(db, key);
  if (found) return found.id;
  await db
    .insertInto('ledger_accounts')
    .values({ kind: key.kind, agency_id: key.agencyId ?? null, provider: key.provider ?? '', currency_id: key.currencyId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const created = await find(db, key);
  if (!created) throw new Error(`ledger account ${JSON.stringify(key)} could not be created`);
  return created.id;
}

export const agencyFunds = (agencyId: number, currencyId: number): AccountKey => ({ kind: 'agency_funds', agencyId, currencyId });
export const markupEarnings = (agencyId: number, currencyId: number): AccountKey => ({ kind: 'markup_earnings', agencyId, currencyId });
export const providerRevenue = (currencyId: number): AccountKey => ({ kind: 'provider_revenue', currencyId });
export const gatewayClearing = (provider: string, currencyId: number): AccountKey => ({ kind: 'gateway_clearing', provider, currencyId });
export const accountingProvider = (provider: string, currencyId: number): AccountKey => ({ kind: 'accounting_provider', provider, currencyId });
export const openingBalance = (currencyId: number): AccountKey => ({ kind: 'opening_balance', currencyId });
/**
 * Between the two currencies of a payment from funds in another currency (payments/exchange.ts),
 * one per currency: the funds' side enters it in the funds' currency, the reservation's side
 * leaves it in the reservation's, so each currency of the transaction sums to zero; its balances
 * are the provider's position in each currency from these conversions.
 */
export const currencyExchange = (currencyId: number): AccountKey => ({ kind: 'custom', provider: 'currency_exchange', currencyId });

type AfterCommit = (db: Kysely<Database>) => Promise<void>;
const afterCommitWork = new WeakMap<Transaction<Database>, AfterCommit[]>();

/**
 * Work to do once `tx` has committed, outside any transaction (a card refund sent to its gateway).
 * Runs only when inTransaction opened `tx`; false otherwise, and the caller's job must do it later.
 */
export function afterCommit(tx: Transaction<Database>, work: AfterCommit): boolean {
  const queue = afterCommitWork.get(tx);
  queue?.push(work);
  return queue !== undefined;
}

/**
 * Runs `work` in the caller's transaction when there is one (the seed, a cancellation), else in a
 * new one, then what was queued with afterCommit (after the commit; its failures are its own).
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  // isTransaction is Kysely's own flag: such a handle is a Transaction typed as its base class.
  if (db.isTransaction) return work(db as Transaction<Database>);
  const queue: AfterCommit[] = [];
  const result = await db.transaction().execute((tx) => {
    afterCommitWork.set(tx, queue);
    return work(tx);
  });
  for (const next of queue) await next(db).catch(() => undefined);
  return result;
}
