import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { statementQuery } from '../../../domain/schemas/accounting.ts';
import { serviceContext } from '../../http/context.ts';
import { sheetRows } from '../../testing/xlsx.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { findUser, toActor } from '../accounts/session.ts';
import { getStatement } from './statement.ts';
import { statementInOne } from './statementPage.ts';
import { backdate, move, newAgency, reservationOf } from './testing.ts';

const t = useTestApp();

async function statement(user: string, agency: number, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/accounting/balance/${agency}/?${query}`, headers: await t.auth(user) });
}

type Line = { id: number; debit: string; credit: string; balance: string; kind: string; reference: string; locator: string | null };

describe('GET accounting/balance/{id}/ (statement)', () => {
  it('lists every transaction on the funds account, newest first, with debit, credit and running balance on every page', async () => {
    const agency = await newAgency(t, 'Extracto Corrido');
    const amounts = ['100.00', '-30.00', '45.50', '-10.25', '200.00', '-5.00', '7.75'];
    const ids: number[] = [];
    for (const [i, a] of amounts.entries()) ids.push(await move(t, agency, a, { reference: `ref ${i}` }));
    const reservation = await reservationOf(t, agency, { start: '2031-01-01', total: '1.00' });
    ids.push(await move(t, agency, '-1.00', { kind: 'payment', reservationId: reservation }));
    const all = [...amounts, '-1.00'];
    // The truth: the running sum in transaction order.
    let running = 0;
    const expected = all.map((a, i) => ({ id: ids[i], balance: (running += Math.round(Number(a) * 100)) / 100 })).reverse();
    const seen: { id: number; balance: number }[] = [];
    for (const page of [1, 2, 3]) {
      const res = await statement('accounting', agency, `page_size=3&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().results.map((l: Line) => ({ id: l.id, balance: Number(l.balance) })));
    }
    expect(seen).toEqual(expected);
    const first = (await statement('accounting', agency, 'page_size=3')).json();
    expect(first.count).toBe(8);
    expect(first.results[0]).toMatchObject({ kind: 'payment', debit: '1.00', credit: '0.00', balance: '307.00' });
    const { locator } = await t.db.selectFrom('reservations').select('locator').where('id', '=', reservation).executeTakeFirstOrThrow();
    expect(first.results[0].locator).toBe(locator);
    expect(first.results[1]).toMatchObject({ reference: 'ref 6', debit: '0.00', credit: '7.75', balance: '308.00' });
    // The head keeps what accounting/balance/{id}/ answered before: the agency's accounts.
    expect(first).toMatchObject({ agency, agency_name: 'Extracto Corrido', account: { kind: 'agency_funds', currency: 1, balance: '307.00' }, opening_balance: '0.00', closing_balance: '307.00' });
    expect(first.accounts).toEqual([{ id: first.account.id, kind: 'agency_funds', provider: '', currency: 1, balance: '307.00' }]);
    // Oldest first: the same balances the other way round.
    const asc = (await statement('accounting', agency, 'ordering=id&page_size=4&page=2')).json();
    expect(asc.results.map((l: Line) => Number(l.balance))).toEqual([...expected].reverse().slice(4, 8).map((e) => e.balance));
  });

  it('filters a date range (UTC days) with opening and closing balances equal to the ledger sums', async () => {
    const agency = await newAgency(t, 'Extracto Fechas');
    const jan = await move(t, agency, '10.00');
    const feb = [await move(t, agency, '20.00'), await move(t, agency, '-3.00')];
    const mar = await move(t, agency, '40.00');
    await backdate(t, [jan], '2030-01-15T12:00:00Z');
    await backdate(t, feb, '2030-02-28T23:59:59Z');
    await backdate(t, [mar], '2030-03-01T00:00:00Z');
    const res = (await statement('accounting', agency, 'date_start=2030-02-01&date_end=2030-02-28')).json();
    expect(res.results.map((l: Line) => [l.id, l.balance])).toEqual([
      [feb[1], '27.00'],
      [feb[0], '30.00'],
    ]);
    expect(res.count).toBe(2);
    expect([res.opening_balance, res.closing_balance]).toEqual(['10.00', '27.00']);
    const sumBefore = async (instant: string) =>
      (
        await sql<{ s: string }>`select coalesce(sum(e.amount), 0)::numeric(16,2)::text as s from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = ${res.account.id} and t.created_at < ${instant}::timestamptz`.execute(t.db)
      ).rows[0].s;
    expect(res.opening_balance).toBe(await sumBefore('2030-02-01T00:00:00Z'));
    expect(res.closing_balance).toBe(await sumBefore('2030-03-01T00:00:00Z'));
  });

  it('shows another account of the agency on request, refuses one of another agency', async () => {
    const agency = await newAgency(t, 'Extracto Cuentas');
    await move(t, agency, '5.00', { currency: 2 });
    const eur = (await statement('accounting', agency, 'currency=2')).json();
    expect(eur.account).toMatchObject({ currency: 2, balance: '5.00' });
    expect(eur.results).toHaveLength(1);
    const none = (await statement('accounting', agency, 'currency=3')).json();
    expect(none).toMatchObject({ account: null, count: 0, results: [], closing_balance: '0.00' });
    const other = await newAgency(t, 'Extracto Ajeno');
    await move(t, other, '1.00');
    const foreign = (await statement('accounting', other)).json().account.id;
    const res = await statement('accounting', agency, `account=${foreign}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ account: ['La cuenta no pertenece a esta agencia.'] });
    expect((await statement('accounting', agency, 'date_start=2030-02-02&date_end=2030-02-01')).json()).toEqual({ date_end: ['La fecha final no puede ser anterior a la inicial.'] });
  });

  it("is the ledger's scope: staff of the accounting menus see every agency, an agency user only its subtree (404 elsewhere)", async () => {
    const mexico = await t.agencyId('Turismo Azul México');
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const spain = await t.agencyId('Viajes Sol de España');
    expect((await statement('operator2', mexico)).statusCode).toBe(200);
    expect((await statement('operator2', cancun)).statusCode).toBe(200);
    expect((await statement('operator2', spain)).statusCode).toBe(404);
    expect((await statement('operator2', await t.agencyId('Grupo Viajes Caribe'))).statusCode).toBe(404);
    expect((await statement('accounting', spain)).statusCode).toBe(200);
    expect((await statement('commercial', spain)).statusCode).toBe(403);
    expect((await statement('accounting', 99999)).statusCode).toBe(404);
  });

  it('exports the range oldest first with the running balance from the opening balance', async () => {
    const agency = await newAgency(t, 'Extracto Exportado');
    const a = await move(t, agency, '50.00', { reference: 'DEP-1' });
    const b = await move(t, agency, '-20.00');
    await move(t, agency, '1.00');
    await backdate(t, [a], '2020-05-01T10:00:00Z');
    await backdate(t, [b], '2020-05-02T10:00:00Z');
    const res = await t.app.inject({ method: 'GET', url: `/api/accounting/balance/${agency}/export/?date_start=2020-05-02&date_end=2020-05-31`, headers: await t.auth('accounting') });
    expect(res.statusCode).toBe(200);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[2]).toEqual(['Saldo inicial', 50, 'Saldo final', 30]);
    expect(rows[3]).toEqual(['Fecha', 'Transacción', 'Tipo', 'Referencia', 'Localizador', 'Débito', 'Crédito', 'Saldo', 'Importe en la moneda de la reserva', 'Moneda de la reserva', 'Tipo de cambio']);
    expect(rows.slice(4).map((r) => r.slice(1))).toEqual([[b, 'Ajuste', undefined, undefined, 20, 0, 30]]);
  });

  it('answers in one statement exactly what the statement by parts answers (pages, orders, accounts, scope, refusals)', async () => {
    const agency = await newAgency(t, 'Extracto Un Paso');
    for (const [i, a] of ['12.00', '-2.50', '30.00', '-0.75', '4.00'].entries()) await move(t, agency, a, { reference: `uno ${i}` });
    const reservation = await reservationOf(t, agency, { start: '2031-02-01', total: '3.00' });
    await move(t, agency, '-3.00', { kind: 'payment', reservationId: reservation });
    await move(t, agency, '9.00', { currency: 2 });
    const other = await newAgency(t, 'Extracto Un Paso Ajeno');
    const foreign = await move(t, other, '1.00');
    const foreignAccount = (await t.db.selectFrom('ledger_entries').select('account_id').where('transaction_id', '=', foreign).executeTakeFirstOrThrow()).account_id;
    const ownAccount = (await statement('accounting', agency)).json().account.id as number;
    const spain = await t.agencyId('Viajes Sol de España');
    const answer = async (how: typeof getStatement, user: string, id: number, query: string) => {
      const actor = toActor((await findUser(t.db, { username: user }))!);
      const url = `/api/accounting/balance/${id}/?${query}`;
      return how(serviceContext(t.db, actor), id, url, statementQuery.parse(Object.fromEntries(new URLSearchParams(query)))).then(
        (page) => ({ page }),
        (err: unknown) => ({ err: String(err) }),
      );
    };
    const cases: [string, number, string][] = [
      ['accounting', agency, ''],
      ['accounting', agency, 'page_size=2'],
      ['accounting', agency, 'page_size=2&page=3'],
      ['accounting', agency, 'page_size=2&page=9'],
      ['accounting', agency, 'ordering=id&page_size=4&page=2'],
      ['accounting', agency, 'currency=2'],
      ['accounting', agency, 'currency=3'],
      ['accounting', agency, `account=${ownAccount}`],
      ['accounting', agency, `account=${foreignAccount}`],
      ['accounting', 99999, ''],
      ['operator2', spain, ''],
      ['operator2', await t.agencyId('Agencia Cancún Travel'), ''],
    ];
    for (const [user, id, query] of cases) {
      const byParts = await answer(getStatement, user, id, query);
      expect(await answer(statementInOne, user, id, query), `${user} ${id} ${query}`).toEqual(byParts);
    }
    const first = await answer(statementInOne, 'accounting', agency, 'page_size=2');
    expect('page' in first && first.page.results.map((l) => l.locator)).toEqual([expect.any(String), null]);
  });
});
