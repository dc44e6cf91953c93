/**
 * Provider cost prices (release note 1.3.0), payouts, the provider balances and statement from the
 * ledger, and the reservation lists' accounting-provider filter.
 */
import { describe, expect, it } from 'vitest';
import { sheetRows } from '../../testing/xlsx.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { newAgency, reservationOf } from '../accounting/testing.ts';

const t = useTestApp();

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, user = 'accounting', payload?: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url: `/api/${url}`, headers: { ...(await t.auth(user)), 'accept-language': 'en', ...headers }, payload });
}

let serial = 0;
/** A provider of its own per test (balances start at zero), configured for flights in `currency`. */
async function provider(currency = 1, days = 30) {
  serial += 1;
  const p = (await call('POST', 'accounting-provider/providers/', 'accounting', { code: `prov_${serial}_${Date.now() % 100000}`, name: `Proveedor ${serial}` })).json();
  await call('POST', 'accounting-provider/configurations/', 'accounting', { provider: p.id, service_type: 'flights', currency, payment_terms_days: days });
  return p as { id: number; code: string };
}

async function bookedWith(code: string, total = '500.00') {
  const agency = await newAgency(t, `Agencia Prov ${serial}-${Math.random().toString(36).slice(2, 7)}`);
  const id = await reservationOf(t, agency, { start: '2031-05-10', total });
  await t.db.updateTable('reservations').set({ accounting_provider: code }).where('id', '=', id).execute();
  return { id, agency };
}

const balanceOf = async (p: { id: number }, query = '') => (await call('GET', `accounting-provider/balance/?provider=${p.id}${query}`)).json();

describe('provider cost price of a reservation', () => {
  it('sets and corrects the cost with history; the ledger owes the provider the latest cost', async () => {
    const p = await provider(1, 30);
    const r = await bookedWith(p.code);
    const first = await call('PUT', `reservations/${r.id}/provider-cost/`, 'accounting', { amount: '320.00', reason: 'contrato' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ reservation: r.id, accounting_provider: p.code, amount: '320.00', currency: 1, due_date: '2031-06-09', can_change: true });
    const second = (await call('PUT', `reservations/${r.id}/provider-cost/`, 'accounting', { amount: '300.50', reason: 'descuento' })).json();
    expect(second.amount).toBe('300.50');
    expect(second.history.map((h: { amount: string; reason: string }) => [h.amount, h.reason])).toEqual([
      ['300.50', 'descuento'],
      ['320.00', 'contrato'],
    ]);
    expect((await call('PUT', `reservations/${r.id}/provider-cost/`, 'accounting', { amount: '300.50' })).json()).toEqual({ amount: ['The cost is the same as the current one.'] });
    const row = (await balanceOf(p)).results[0];
    expect(row).toMatchObject({ code: p.code, currency: 1, owed: '300.50', paid: '0.00', collected: '0.00', balance: '300.50' });
    const account = await t.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'accounting_provider').where('provider', '=', p.code).executeTakeFirstOrThrow();
    expect(account.balance).toBe('300.50');
  });

  it("moves the cost when the reservation's accounting provider changes", async () => {
    const a = await provider();
    const b = await provider();
    const r = await bookedWith(a.code);
    await call('PUT', `reservations/${r.id}/provider-cost/`, 'accounting', { amount: '100.00' });
    const changed = await call('PATCH', `reservations/${r.id}/accounting-provider/`, 'accounting', { accounting_provider: b.code });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await balanceOf(a)).results[0].balance).toBe('0.00');
    expect((await balanceOf(b)).results[0].balance).toBe('100.00');
    const cost = (await call('GET', `reservations/${r.id}/provider-cost/`)).json();
    expect(cost).toMatchObject({ accounting_provider: b.code, amount: '100.00' });
    expect(cost.history[0]).toMatchObject({ provider: b.code, reason: 'Accounting provider changed' });
  });

  it('refuses without a provider, to roles without the permission, outside the first level, and bad amounts', async () => {
    const agency = await newAgency(t, 'Sin Proveedor');
    const bare = await reservationOf(t, agency, { start: '2031-05-10', total: '10.00' });
    expect((await call('PUT', `reservations/${bare}/provider-cost/`, 'accounting', { amount: '5.00' })).json()).toEqual({ non_field_errors: ['The reservation has no accounting provider: assign one first.'] });
    const p = await provider();
    const r = await bookedWith(p.code);
    await t.createUser({ username: 'cost_viewer', type: 'commercial_boss', groups: ['Reservation View Provider'] });
    expect((await call('GET', `reservations/${r.id}/provider-cost/`, 'cost_viewer')).json()).toMatchObject({ amount: null, can_change: false });
    expect((await call('PUT', `reservations/${r.id}/provider-cost/`, 'cost_viewer', { amount: '5.00' })).statusCode).toBe(403);
    for (const user of ['operator2', 'seller2', 'operator3', 'commercial', 'coordinator']) {
      expect((await call('GET', `reservations/${r.id}/provider-cost/`, user)).statusCode, user).toBe(403);
      expect((await call('PUT', `reservations/${r.id}/provider-cost/`, user, { amount: '5.00' })).statusCode, user).toBe(403);
    }
    for (const amount of ['-1', 'abc', '1.234', '']) {
      const res = await call('PUT', `reservations/${r.id}/provider-cost/`, 'accounting', { amount });
      expect(Object.keys(res.json()), amount).toEqual(['amount']);
    }
    expect((await call('PUT', 'reservations/2147483647/provider-cost/', 'accounting', { amount: '1.00' })).statusCode).toBe(404);
    expect((await call('GET', `reservations/${r.id}/provider-cost/`)).json().history).toEqual([]);
  });
});

describe('provider balances, payouts and statement', () => {
  it('owed, paid, collected by bookings paid to the provider, balance; idempotent payouts', async () => {
    const p = await provider();
    const r = await bookedWith(p.code, '200.00');
    await call('PUT', `reservations/${r.id}/provider-cost/`, 'accounting', { amount: '150.00' });
    // Release note 1.2.0: a booking paid to the provider — the provider holds that money for us.
    const paidToProvider = await call('POST', 'accounting-provider/payments/partial/', 'admin', { reservation: r.id, accounting_provider: p.code, amount: '20.00' });
    expect(paidToProvider.statusCode, paidToProvider.body).toBe(201);
    const body = { provider: p.id, currency: 1, amount: '100.00', reference: 'TRF-1' };
    const payout = await call('POST', 'accounting-provider/payouts/', 'accounting', body, { 'idempotency-key': `k-${p.id}` });
    expect(payout.statusCode, payout.body).toBe(201);
    const replay = await call('POST', 'accounting-provider/payouts/', 'accounting', body, { 'idempotency-key': `k-${p.id}` });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(payout.json().id);
    expect((await call('POST', 'accounting-provider/payouts/', 'accounting', { ...body, amount: '1.00' }, { 'idempotency-key': `k-${p.id}` })).statusCode).toBe(409);
    const page = await balanceOf(p);
    expect(page.results).toEqual([{ id: p.id * 1000 + 1, provider: p.id, code: p.code, name: expect.any(String), currency: 1, opening_balance: '0.00', owed: '150.00', paid: '100.00', collected: '20.00', balance: '30.00' }]);
    expect(page.totals).toEqual([{ currency: 1, providers: 1, opening_balance: '0.00', owed: '150.00', paid: '100.00', collected: '20.00', balance: '30.00' }]);
    expect((await balanceOf(p, '&owing=false')).count).toBe(0);
    expect((await balanceOf(p, '&currency=2')).count).toBe(0);
    // A range that ends before today: nothing happened in it.
    expect((await balanceOf(p, '&date_start=2020-01-01&date_end=2020-12-31')).results[0]).toMatchObject({ owed: '0.00', balance: '0.00' });

    const statement = (await call('GET', `accounting-provider/balance/${p.id}/?currency=1&ordering=id`)).json();
    expect(statement).toMatchObject({ provider: p.id, currency: 1, count: 3, opening_balance: '0.00', closing_balance: '30.00' });
    expect(statement.results.map((l: { kind: string; debit: string; credit: string; balance: string }) => [l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['provider_cost', '0.00', '150.00', '150.00'],
      ['payment', '20.00', '0.00', '130.00'],
      ['provider_payout', '100.00', '0.00', '30.00'],
    ]);
    expect((await call('GET', `accounting-provider/payouts/?provider=${p.id}`)).json().results.map((o: { amount: string; reference: string }) => [o.amount, o.reference])).toEqual([['100.00', 'TRF-1']]);

    const xlsx = await call('GET', `accounting-provider/balance/export-xls/?provider=${p.id}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/saldos-proveedores-.*\.xlsx/);
    const rows = await sheetRows(xlsx.rawPayload);
    expect(rows[1]).toEqual(['Code', 'Provider', 'Currency', 'Opening balance', 'Costs', 'Paid', 'Collected by the provider', 'Balance']);
    expect(rows[2]).toEqual([p.code, expect.any(String), 'USD', 0, 150, 100, 20, 30]);
    expect(rows[3]).toEqual(['Total', undefined, 'USD', 0, 150, 100, 20, 30]);
    const statementXlsx = await sheetRows((await call('GET', `accounting-provider/balance/${p.id}/export/?currency=1`)).rawPayload);
    expect(statementXlsx.slice(-3).map((row) => [row[2], row[7]])).toEqual([
      ['Provider cost', 150],
      ['Booking paid to the provider', 130],
      ['Payment to the provider', 30],
    ]);
  });

  it('refuses bad payouts and bad filters with field messages; nothing moves', async () => {
    const p = await provider();
    const before = await t.db.selectFrom('ledger_transactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const bad = await call('POST', 'accounting-provider/payouts/', 'accounting', { provider: p.id, currency: 99, amount: '0' });
    expect(Object.keys(bad.json()).sort()).toEqual(['amount', 'currency']);
    expect((await call('POST', 'accounting-provider/payouts/', 'accounting', { provider: p.id, currency: 3, amount: '1.00' })).json()).toEqual({ currency: ['The provider has no movements or configuration in that currency.'] });
    expect((await call('POST', 'accounting-provider/payouts/', 'accounting', { provider: 2147483647, currency: 1, amount: '1.00' })).json()).toEqual({ provider: ['The accounting provider does not exist or is inactive.'] });
    await t.createUser({ username: 'payout_viewer', type: 'accounting', groups: ['Accounting View'] });
    expect((await call('POST', 'accounting-provider/payouts/', 'payout_viewer', { provider: p.id, currency: 1, amount: '1.00' })).statusCode).toBe(403);
    const after = await t.db.selectFrom('ledger_transactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const filters = await call('GET', 'accounting-provider/balance/?currency=9&date_start=2031-02-30&owing=maybe');
    expect(Object.keys(filters.json()).sort()).toEqual(['currency', 'date_start', 'owing']);
    expect(Object.keys((await call('GET', 'accounting-provider/balance/?date_start=2031-03-02&date_end=2031-03-01')).json())).toEqual(['date_end']);
    expect((await call('GET', 'accounting-provider/balance/2147483647/')).statusCode).toBe(404);
  });
});

describe('the accounting-provider filter of the reservation lists (release note 1.2.0)', () => {
  it('narrows the flight list and the general list to one provider', async () => {
    const p = await provider();
    // A booked flight of the demo data (the flight list reads its flight part).
    const r = await t.db.selectFrom('flight_reservations').select('reservation_id as id').orderBy('reservation_id').limit(1).executeTakeFirstOrThrow();
    await t.db.updateTable('reservations').set({ accounting_provider: p.code }).where('id', '=', r.id).execute();
    const flights = (await call('GET', `flights/reservations/?accounting_provider=${p.code}`, 'admin')).json();
    expect(flights.results.map((x: { id: number }) => x.id)).toEqual([r.id]);
    expect(flights.results[0].provider_status).toEqual(expect.any(String));
    const general = (await call('GET', `reservations/?accounting_provider=${p.code}`, 'admin')).json();
    expect(general.results.map((x: { id: number }) => x.id)).toEqual([r.id]);
    expect((await call('GET', 'flights/reservations/?accounting_provider=Not%20A%20Code', 'admin')).statusCode).toBe(400);
  });
});
