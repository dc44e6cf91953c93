import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sheetRows } from '../../testing/xlsx.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { backdate, move, newAgency } from './testing.ts';

const t = useTestApp();

async function historic(user: string, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/accounting/balance-historic/?${query}`, headers: await t.auth(user) });
}

/** The truth: the sum of the account's entries of transactions before the end of `day` (UTC). */
async function ledgerSumAt(agency: number, day: string): Promise<string> {
  const { rows } = await sql<{ s: string }>`select coalesce(sum(e.amount), 0)::numeric(16,2)::text as s from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id join ledger_accounts a on a.id = e.account_id
    where a.kind = 'agency_funds' and a.agency_id = ${agency} and a.currency_id = 1 and t.created_at < (${day}::date + 1)::timestamp at time zone 'UTC'`.execute(t.db);
  return rows[0].s;
}

describe('GET accounting/balance-historic/', () => {
  it('gives the balance at the end of each day and month, equal to the ledger sum at that date', async () => {
    const agency = await newAgency(t, 'Historia Contable');
    const moves: [string, string][] = [
      ['100.00', '2020-01-10T08:00:00Z'],
      ['-40.00', '2020-01-31T23:59:59Z'],
      ['15.25', '2020-02-01T00:00:00Z'],
      ['-0.25', '2020-03-15T12:00:00Z'],
      ['500.00', '2020-05-02T12:00:00Z'],
    ];
    for (const [amount, at] of moves) await backdate(t, [await move(t, agency, amount)], at);
    await move(t, agency, '1000.00'); // today: after every period
    const months = (await historic('accounting', `agency=${agency}&period=month&date_start=2020-01-01&date_end=2020-04-20`)).json();
    expect(months.periods).toEqual(['2020-01-31', '2020-02-29', '2020-03-31', '2020-04-20']);
    expect(months.results).toEqual([{ id: agency * 1000 + 1, agency, name: 'Historia Contable', level: 'agency_2nd_level', currency: 1, balances: ['60.00', '75.25', '75.00', '75.00'] }]);
    for (const [i, day] of months.periods.entries()) expect(months.results[0].balances[i]).toBe(await ledgerSumAt(agency, day));
    const days = (await historic('accounting', `agency=${agency}&period=day&date_start=2020-01-30&date_end=2020-02-02`)).json();
    expect(days.periods).toEqual(['2020-01-30', '2020-01-31', '2020-02-01', '2020-02-02']);
    expect(days.results[0].balances).toEqual(['100.00', '60.00', '75.25', '75.25']);
    for (const [i, day] of days.periods.entries()) expect(days.results[0].balances[i]).toBe(await ledgerSumAt(agency, day));
  });

  it('lists agencies without movements at zero, filters like the balances list, pages by id', async () => {
    const parent = await newAgency(t, 'Historia Matriz');
    const a = await newAgency(t, 'Historia Hija A', { parent: 'Historia Matriz' });
    const b = await newAgency(t, 'Historia Hija B', { parent: 'Historia Matriz' });
    const page = (await historic('accounting', `parent=${parent}&date_start=2020-01-01&date_end=2020-01-02&period=day&ordering=-id&page_size=1`)).json();
    expect(page.count).toBe(2);
    expect(page.results).toEqual([expect.objectContaining({ agency: b, balances: ['0.00', '0.00'] })]);
    const second = (await historic('accounting', `parent=${parent}&date_start=2020-01-01&date_end=2020-01-02&period=day&ordering=-id&page_size=1&page=2`)).json();
    expect(second.results[0].agency).toBe(a);
  });

  it('refuses a missing or reversed range and too many periods; 403 outside the accounting menus', async () => {
    const bad = await historic('accounting', 'period=week&date_start=2020-13-01');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['date_start', 'period']);
    // Without a range: the current month so far.
    const today = new Date().toISOString().slice(0, 10);
    expect((await historic('accounting', 'period=day&page_size=1')).json().periods.at(-1)).toBe(today);
    expect((await historic('accounting', 'date_start=2020-02-01&date_end=2020-01-01')).json()).toEqual({ date_end: ['La fecha final no puede ser anterior a la inicial.'] });
    expect((await historic('accounting', 'period=day&date_start=2020-01-01&date_end=2020-12-31')).json()).toEqual({
      date_end: ['El rango abarca demasiados periodos (máximo 62): acórtelo o use meses.'],
    });
    expect((await historic('operator2', 'date_start=2020-01-01&date_end=2020-01-02')).statusCode).toBe(403);
  });

  it('exports one column per period end', async () => {
    const agency = await newAgency(t, 'Historia Exportada');
    await backdate(t, [await move(t, agency, '12.00')], '2020-06-10T10:00:00Z');
    const res = await t.app.inject({ method: 'GET', url: `/api/accounting/balance-historic-export/?agency=${agency}&period=month&date_start=2020-05-01&date_end=2020-06-30`, headers: await t.auth('accounting') });
    expect(res.statusCode).toBe(200);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[1]).toEqual(['Id', 'Agencia', 'Nivel', 'Moneda', '2020-05-31', '2020-06-30']);
    expect(rows[2]).toEqual([agency, 'Historia Exportada', 'Segundo nivel', 'USD', 0, 12]);
  });
});
