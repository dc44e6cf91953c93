/**
 * The one way money moves: `postTransaction` appends a balanced transaction to the ledger, inside
 * the caller's database transaction (so the write that caused it and its history commit with it).
 * The database refuses an unbalanced transaction at commit and any update or delete (migration
 * 0016); the checks here only give a clear error earlier.
 *
 * A debit on an agency's funds is guarded: the account row is locked (SELECT … FOR UPDATE) and only
 * then is its balance compared with the agency's credit limit, so two payments racing for the last
 * funds are serialised and the second sees what the first took (race test: fundsRace.pg.test.ts).
 */
import { sql, type Transaction } from 'kysely';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { accountId, type AccountKey } from './accounts.ts';

export const TRANSACTION_KINDS = ['opening', 'deposit', 'payment', 'refund', 'cancellation', 'adjustment', 'custom', 'provider_cost', 'provider_payout'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export interface EntryInput {
  account: AccountKey;
  /** Signed, in minor units: positive credits the account (money in), negative debits it. */
  amountMinor: number;
}

export interface TransactionInput {
  kind: TransactionKind;
  reference?: string;
  reservationId?: number | null;
  orderId?: number | null;
  paymentOperationId?: number | null;
  /** The transaction this one reverses (refunds, cancellations). */
  reversesId?: number | null;
  createdBy: number | null;
  entries: readonly EntryInput[];
}

export interface PostedTransaction {
  id: number;
  entries: { accountId: number; amount: string; currencyId: number }[];
}

/** 409 `insufficient_funds`: the debit would take the agency below minus its credit limit. */
export const insufficientFunds = () => new ApiError(409, { key: 'payments.insufficient_funds' }, 'insufficient_funds');

/**
 * The test-only switch of the race test (FUNDS_GUARD=off, read only under NODE_ENV=test): the funds
 * are then read without the row lock, so racing debits all see the same balance.
 */
export function fundsGuardEnabled(): boolean {
  return !(process.env.NODE_ENV === 'test' && process.env.FUNDS_GUARD === 'off');
}

export class UnbalancedTransaction extends Error {
  constructor(detail: string) {
    super(`unbalanced ledger transaction: ${detail}`);
    this.name = 'UnbalancedTransaction';
  }
}

/** Entries on the same account merged, zero lines dropped, checked to sum to zero per currency. */
export function balancedLines(entries: readonly EntryInput[]): EntryInput[] {
  const merged = new Map<string, EntryInput>();
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountMinor)) throw new UnbalancedTransaction(`amount ${e.amountMinor} is not in minor units`);
    const key = JSON.stringify([e.account.kind, e.account.agencyId ?? null, e.account.provider ?? '', e.account.currencyId]);
    const prev = merged.get(key);
    merged.set(key, { account: e.account, amountMinor: (prev?.amountMinor ?? 0) + e.amountMinor });
  }
  const lines = [...merged.values()].filter((e) => e.amountMinor !== 0);
  const perCurrency = new Map<number, number>();
  for (const e of lines) perCurrency.set(e.account.currencyId, (perCurrency.get(e.account.currencyId) ?? 0) + e.amountMinor);
  for (const [currency, total] of perCurrency) if (total !== 0) throw new UnbalancedTransaction(`currency ${currency} sums to ${fromMinor(total)}`);
  if (lines.length === 1) throw new UnbalancedTransaction('a single entry');
  return lines;
}

/**
 * Locks the agency-funds accounts this transaction debits and refuses when one would fall below
 * minus its agency's credit limit. Accounts are locked in id order so two transactions never wait
 * on each other in opposite orders.
 */
async function guardDebits(tx: Transaction<Database>, debits: { id: number; amountMinor: number }[]): Promise<void> {
  for (const debit of [...debits].sort((a, b) => a.id - b.id)) {
    let query = tx
      .selectFrom('ledger_accounts as a')
      .innerJoin('agencies as g', 'g.id', 'a.agency_id')
      .select(['a.balance', 'g.credit_limit'])
      .where('a.id', '=', debit.id);
    if (fundsGuardEnabled()) query = query.forUpdate('a');
    const row = await query.executeTakeFirstOrThrow();
    if (toMinor(row.balance) + debit.amountMinor < -toMinor(row.credit_limit)) throw insufficientFunds();
  }
}

/** Appends one balanced transaction; returns its id and entries. Call inside `db.transaction()`. */
export async function postTransaction(tx: Transaction<Database>, input: TransactionInput): Promise<PostedTransaction> {
  const lines = balancedLines(input.entries);
  if (lines.length === 0) throw new UnbalancedTransaction('no entries');
  const resolved = await Promise.all(lines.map(async (e) => ({ ...e, id: await accountId(tx, e.account) })));
  await guardDebits(
    tx,
    resolved.filter((e) => e.account.kind === 'agency_funds' && e.amountMinor < 0).map((e) => ({ id: e.id, amountMinor: e.amountMinor })),
  );
  const { id } = await tx
    .insertInto('ledger_transactions')
    .values({
      kind: input.kind,
      reference: (input.reference ?? '').slice(0, 200),
      reservation_id: input.reservationId ?? null,
      order_id: input.orderId ?? null,
      payment_operation_id: input.paymentOperationId ?? null,
      reverses_id: input.reversesId ?? null,
      created_by: input.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Id order: the balance trigger updates each account row, always in the same order.
  const entries = resolved
    .sort((a, b) => a.id - b.id)
    .map((e) => ({ transaction_id: id, account_id: e.id, amount: fromMinor(e.amountMinor), currency_id: e.account.currencyId }));
  await tx.insertInto('ledger_entries').values(entries).execute();
  return { id, entries: entries.map((e) => ({ accountId: e.account_id, amount: e.amount, currencyId: e.currency_id })) };
}

/** Checked by the database at commit; exposed so a test can force the check before committing. */
export async function checkConstraintsNow(tx: Transaction<Database>): Promise<void> {
  await sql`set constraints all immediate`.execute(tx);
}
