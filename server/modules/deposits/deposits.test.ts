/**
 * Deposits with their bank details (issue 10): POST accounting/deposit/ keeps the transaction
 * number, payment type and notes in the deposit's own transaction, refuses a repeated number for
 * the same agency, and GET reports/deposits/ lists them with the filters of spec §3 and totals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyIds, type AgencyKey } from '../../testing/network.ts';
import { countRows, fundsOf } from '../payments/testing.ts';
import type { DepositPage } from '../../../domain/records/deposits.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;

beforeAll(async () => {
  ids = await agencyIds(t);
});

async function deposit(payload: Record<string, unknown>, user = 'accounting', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers: { ...(await t.auth(user)), ...headers }, payload });
}

async function report(query = '', user = 'accounting', lang = 'es') {
  return t.app.inject({ method: 'GET', url: `/api/reports/deposits/?${query}`, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

describe('POST accounting/deposit/ with bank details', () => {
  it('keeps the details in the deposit report; a repeated transaction number for the agency changes nothing', async () => {
    const before = await fundsOf(t.db, ids.mexico);
    const res = await deposit({ agency: ids.mexico, amount: '1200.50', transaction_number: 'SPEI-0001', payment_type: 'bank_transfer', notes: 'Pago de marzo' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await fundsOf(t.db, ids.mexico)).toBe(before + 120050);
    const page = (await report(`transaction_number=spei-0001`)).json<DepositPage>();
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      operation: res.json().id,
      agency: ids.mexico,
      agency_name: 'Turismo Azul México',
      amount: '1200.50',
      currency: 1,
      transaction_number: 'SPEI-0001',
      payment_type: 'bank_transfer',
      notes: 'Pago de marzo',
      evidence: null,
      created_by_name: 'Carlos Domínguez León',
    });

    const rows = await countRows(t.db);
    for (const number of ['SPEI-0001', ' spei-0001 ']) {
      const again = await deposit({ agency: ids.mexico, amount: '5.00', transaction_number: number, payment_type: 'cash' }, 'accounting', { 'accept-language': 'en' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ transaction_number: ['This agency already has a deposit with this transaction number.'] });
    }
    // Nothing of the refused deposits stays: no operation, no ledger row, the same funds.
    expect(await countRows(t.db)).toEqual(rows);
    expect(await fundsOf(t.db, ids.mexico)).toBe(before + 120050);
    // The same number at another agency is another transfer.
    expect((await deposit({ agency: ids.cancun, amount: '10.00', transaction_number: 'SPEI-0001', payment_type: 'bank_transfer' })).statusCode).toBe(201);
  });

  it('needs the transaction number and the payment type (translated 400s); bad input changes nothing', async () => {
    const rows = await countRows(t.db);
    const funds = await fundsOf(t.db, ids.merida);
    const bare = await deposit({ agency: ids.merida, amount: '7.00', reference: 'SPEI 9' }, 'accounting', { 'accept-language': 'en' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ transaction_number: ['This field is required.'], payment_type: ['This field is required.'] });
    const blank = await deposit({ agency: ids.merida, amount: '7.00', transaction_number: '   ', payment_type: 'cash' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json())).toEqual(['transaction_number']);
    const nul = await deposit({ agency: ids.merida, amount: '7.00', transaction_number: 'SPEI\u00009', payment_type: 'cash' }, 'accounting', { 'accept-language': 'en' });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json())).toEqual(['transaction_number']);
    const types = await deposit({ agency: 'x', amount: { v: 1 }, transaction_number: 12, payment_type: ['cash'] });
    expect(types.statusCode).toBe(400);
    expect(Object.keys(types.json()).sort()).toEqual(['agency', 'amount', 'payment_type', 'transaction_number']);
    const huge = await deposit({ agency: 99999999999999, amount: '7.00', transaction_number: 'SPEI-H', payment_type: 'cash' });
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.json())).toEqual(['agency']);
    expect(await countRows(t.db)).toEqual(rows);
    expect(await fundsOf(t.db, ids.merida)).toBe(funds);
  });

  it('answers a retry with the same Idempotency-Key with the first deposit, not as a repeated number', async () => {
    const body = { agency: ids.andalucia, amount: '80.00', transaction_number: 'SEPA-77', payment_type: 'wire_transfer' };
    const first = await deposit(body, 'accounting', { 'idempotency-key': 'dep-77' });
    const retry = await deposit(body, 'accounting', { 'idempotency-key': 'dep-77' });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json().id).toBe(first.json().id);
    expect((await report(`agency=${ids.andalucia}`)).json<DepositPage>().count).toBe(1);
  });

  it('refuses an unknown payment type and a too long number with field messages', async () => {
    const bad = await deposit({ agency: ids.mexico, amount: '1.00', payment_type: 'bitcoin', transaction_number: 'x'.repeat(61) }, 'accounting', { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['payment_type', 'transaction_number']);
  });
});

describe('GET reports/deposits/', () => {
  it('filters by spec §3 (created range, amount, number, payment type, agency name) and totals every currency of the filtered set', async () => {
    await deposit({ agency: ids.spain, amount: '300.00', transaction_number: 'SEPA-1', payment_type: 'wire_transfer' });
    await deposit({ agency: ids.spain, amount: '200.00', transaction_number: 'SEPA-2', payment_type: 'cash' });
    const all = (await report('page_size=2&ordering=-id')).json<DepositPage>();
    expect(all.results).toHaveLength(2);
    // Totals are of every filtered deposit, not of the page.
    const usd = all.totals.find((x) => x.currency === 1);
    const eur = all.totals.find((x) => x.currency === 2);
    expect(eur).toEqual({ currency: 2, amount: '580.00', count: 3 });
    expect(usd?.count).toBe(all.count - 3);

    const spain = (await report('agency_name=sol de esp&ordering=amount')).json<DepositPage>();
    expect(spain.results.map((d) => d.amount)).toEqual(['200.00', '300.00']);
    expect(spain.totals).toEqual([{ currency: 2, amount: '500.00', count: 2 }]);
    expect((await report('payment_type=cash')).json<DepositPage>().results.map((d) => d.transaction_number)).toEqual(['SEPA-2']);
    expect((await report('amount=300')).json<DepositPage>().results.map((d) => d.transaction_number)).toEqual(['SEPA-1']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await report(`created_after=${today}&created_before=${today}`)).json<DepositPage>().count).toBe(all.count);
    expect((await report('created_before=2000-01-01')).json<DepositPage>()).toMatchObject({ count: 0, totals: [] });
    const byId = (await report('ordering=id&page_size=1000')).json<DepositPage>().results.map((d) => d.id);
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
  });

  it('is for admins and accounting of the first level with an accounting permission (spec §6 reports)', async () => {
    for (const user of ['accounting', 'admin']) expect((await report('', user)).statusCode, user).toBe(200);
    for (const user of ['operator2', 'commercial', 'coordinator', 'operator3']) expect((await report('', user)).statusCode, user).toBe(403);
    const noPermission = await t.createUser({ username: 'acc_nothing', type: 'accounting', groups: ['Reservation View'] });
    expect((await report('', noPermission.username)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/deposits/' })).statusCode).toBe(401);
  });

  it('refuses bad filters with translated field messages', async () => {
    const bad = await report('created_after=ayer&amount=-3&payment_type=gold', 'accounting', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      created_after: ['Enter a valid date (YYYY-MM-DD).'],
      amount: ['The value must be a number greater than 0.'],
      payment_type: ['Select a valid choice.'],
    });
  });
});
