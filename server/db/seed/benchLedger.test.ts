import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { daysFromNow } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { keptAndLiveTotals, reservationOf } from '../../modules/accounting/testing.ts';
import { BENCH_STATEMENT_AGENCY, seedBenchLedger } from './benchLedger.ts';

const t = useTestApp();

describe('SEED=bench-ledger (small sizes)', () => {
  it('adds balanced transactions with kept balances, the statement agency its share, overdue debts in the buckets', async () => {
    // An agency already in debt when the seed moves every agency's funds without their triggers.
    await reservationOf(t, await t.agencyId(BENCH_STATEMENT_AGENCY), { start: daysFromNow(-4), total: '75.00' });
    const before = Number((await sql<{ n: number }>`select count(*)::int as n from ledger_transactions`.execute(t.db)).rows[0].n);
    await t.db.transaction().execute((tx) => seedBenchLedger(tx, { transactions: 3000, statement: 700, debts: 120 }));
    const after = Number((await sql<{ n: number }>`select count(*)::int as n from ledger_transactions`.execute(t.db)).rows[0].n);
    expect(after - before).toBe(3000);
    expect((await sql`select * from ledger_balance_drift`.execute(t.db)).rows).toEqual([]);
    const unbalanced = await sql`select transaction_id from ledger_entries group by transaction_id, currency_id having sum(amount) <> 0 limit 1`.execute(t.db);
    expect(unbalanced.rows).toEqual([]);
    const agency = await t.agencyId(BENCH_STATEMENT_AGENCY);
    const statement = await t.app.inject({ method: 'GET', url: `/api/accounting/balance/${agency}/?page_size=5`, headers: await t.auth('accounting') });
    expect(statement.json().count).toBeGreaterThanOrEqual(700);
    const balances = await t.app.inject({ method: 'GET', url: '/api/accounting/balance/?in_debt=true&page_size=1', headers: await t.auth('accounting') });
    const debt = balances.json().totals.find((s: { currency: number }) => s.currency === 1);
    expect(Number(debt.debt_1_7)).toBeGreaterThan(0);
    expect(Number(debt.debt_7_15)).toBeGreaterThan(0);
    expect(Number(debt.debt_15_plus)).toBeGreaterThan(0);
    // The kept totals of the agencies in debt (0046) were recomputed after the bulk load.
    const totals = await keptAndLiveTotals(t);
    expect(totals.kept).toEqual(totals.live);
    // A later ledger write keeps its balance through the triggers, switched back on.
    const drift = await sql`select * from ledger_balance_drift`.execute(t.db);
    expect(drift.rows).toEqual([]);
  });
});
