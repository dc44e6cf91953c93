/**
 * Accounts every payment touches (the opening balance, the provider's revenue, the first level's
 * markups) keep their balance at commit (migration 0051): two agencies' transactions posting to
 * the same such account at once must not wait for each other. Before, the second waited on the
 * account's row until the first committed: with a lock timeout of half a second it failed here
 * ("canceling statement due to lock timeout"). An agency's funds still lock at once: the credit
 * limit check reads them under that lock (fundsRace.test.ts).
 *
 * Runs on a real PostgreSQL server (`npm run test:pg -- server/modules/ledger/hotAccounts.test.ts`);
 * skipped on PGlite, which runs one query at a time so nothing can wait.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../../testing/engine.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyFunds, openingBalance } from './accounts.ts';
import { postTransaction } from './post.ts';

if (!onPostgres) console.warn('hotAccounts.test.ts: skipped on PGlite (one query at a time); npm run test:pg runs it.');
const t = useTestApp();

const deposit = (agency: number, amountMinor: number) => ({
  kind: 'deposit' as const,
  createdBy: null,
  entries: [
    { account: agencyFunds(agency, 1), amountMinor },
    { account: openingBalance(1), amountMinor: -amountMinor },
  ],
});

/** Kept balance and the sum of the entries, of the opening balance account in currency 1. */
const opening = () =>
  sql<{ kept: string; summed: string; entries: number; counted: number }>`select a.balance::numeric(16,2)::text as kept, a.entries::int as entries,
      (select coalesce(sum(amount), 0)::numeric(16,2)::text from ledger_entries e where e.account_id = a.id) as summed,
      (select count(*)::int from ledger_entries e where e.account_id = a.id) as counted
    from ledger_accounts a where a.kind = 'opening_balance' and a.currency_id = 1 and a.agency_id is null`
    .execute(t.db)
    .then((r) => r.rows[0]);

describe.runIf(onPostgres)('accounts every payment touches', () => {
  it('take two agencies’ postings at once, and keep their balance and count at commit', async () => {
    const [cancun, merida] = [await t.agencyId('Agencia Cancún Travel'), await t.agencyId('Viajes Mérida Express')];
    // Both agencies' funds accounts exist before the race (creating one is not what is measured).
    await t.db.transaction().execute((tx) => postTransaction(tx, deposit(cancun, 100)));
    await t.db.transaction().execute((tx) => postTransaction(tx, deposit(merida, 100)));
    const funds = (db: typeof t.db) =>
      db.selectFrom('ledger_accounts').select(sql<string>`balance::numeric(16,2)::text`.as('b')).where('kind', '=', 'agency_funds').where('agency_id', '=', cancun).where('currency_id', '=', 1).executeTakeFirstOrThrow().then((r) => Number(r.b));
    await t.db.transaction().execute(async (first) => {
      const before = await funds(first);
      await postTransaction(first, deposit(cancun, 1_000));
      // The funds are kept at once, for the credit limit check of a later debit in this transaction.
      expect(await funds(first)).toBe(before + 10);
      await t.db.transaction().execute(async (second) => {
        await sql`set local lock_timeout = '500ms'`.execute(second);
        await postTransaction(second, deposit(merida, 2_000));
      });
    });
    const after = await opening();
    expect(after.kept).toBe(after.summed);
    expect(after.entries).toBe(after.counted);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ledger_balance_drift`.execute(t.db);
    expect(rows[0].n).toBe(0);
  });
});
