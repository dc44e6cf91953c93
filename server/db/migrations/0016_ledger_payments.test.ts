/** Migration 0016 turns the single-entry rows of 0003 into balanced transactions against the opening balance. */
import { PGlite } from '@electric-sql/pglite';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { kyselyOverPglite, PGLITE_OPTIONS } from '../connect.ts';
import { MIGRATIONS } from './index.ts';

describe('migration 0016_ledger_payments', () => {
  it('migrates each old ledger row into a balanced transaction with the same id, kind and reference', async () => {
    const db = kyselyOverPglite(new PGlite(PGLITE_OPTIONS));
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      const before = await migrator.migrateTo('0014_passport_data');
      expect(before.error).toBeUndefined();
      const currency = 1;
      await sql`insert into currencies (id, abbreviation, symbol, name_es, name_en) values (${currency}, 'USD', '$', 'Dólar', 'Dollar')`.execute(db);
      const agency = (await sql<{ id: number }>`insert into agencies (name, level, path, currency_id) values ('Vieja', 1, '', ${currency}) returning id`.execute(db)).rows[0]?.id;
      await sql`insert into ledger_entries (agency_id, currency_id, amount, kind, reference) values (${agency}, ${currency}, 100.50, 'opening', 'Saldo'), (${agency}, ${currency}, -20.25, 'payment', 'Hotel')`.execute(db);
      const after = await migrator.migrateToLatest();
      expect(after.error).toBeUndefined();
      const txs = await sql<{ kind: string; reference: string }>`select kind, reference from ledger_transactions order by id`.execute(db);
      expect(txs.rows).toEqual([{ kind: 'opening', reference: 'Saldo' }, { kind: 'payment', reference: 'Hotel' }]);
      const balances = await sql<{ kind: string; balance: string }>`select kind, balance::text from ledger_accounts order by kind`.execute(db);
      expect(balances.rows).toEqual([{ kind: 'agency_funds', balance: '80.25' }, { kind: 'opening_balance', balance: '-80.25' }]);
      const drift = await sql`select * from ledger_balance_drift`.execute(db);
      expect(drift.rows).toEqual([]);
    } finally {
      await db.destroy();
    }
    // A new PGlite cluster and every migration from scratch: seconds on a quiet machine, over 30 on a loaded one.
  }, 120_000);
});
