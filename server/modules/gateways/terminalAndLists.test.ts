/**
 * The card terminal's statuses (spec §4) and the staff's lists of the terminal's and the custom
 * payments (with the deposits), with their totals: who may use them, what each shows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { insertReservation } from './testing.ts';

const t = useTestApp();
let central = 0;

beforeAll(async () => {
  central = await t.agencyId('Grupo Viajes Caribe');
});

async function post(url: string, payload: object, user = 'admin') {
  return t.app.inject({ method: 'POST', url, headers: await t.auth(user), payload });
}
const get = async (url: string, user = 'admin') => t.app.inject({ method: 'GET', url, headers: await t.auth(user) });
const paidOf = async (id: number) => (await t.db.selectFrom('reservations').select(['paid_amount', 'commercial_status']).where('id', '=', id).executeTakeFirstOrThrow());

describe('card terminal (TPV)', () => {
  it("records the terminal's status: started stays open, then paid settles; a closed charge takes no new status", async () => {
    const r = await insertReservation(t.db, central, '64.00');
    const started = await post(`/api/payments/reservations/${r.id}/pay/`, { provider: 'tpv', terminal_status: 'started', reference: 'TPV-778' });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().operation.id;
    expect(started.json().operation).toMatchObject({ provider: 'tpv', status: 'processing' });
    expect(await paidOf(r.id)).toEqual({ paid_amount: '0.00', commercial_status: 'non-paid' });

    const unknown = await post(`/api/payments/operations/${id}/terminal-status/`, { terminal_status: 'unknow' });
    expect(unknown.json().operation.status).toBe('processing');
    let listed = (await get(`/api/payments/gateways/tpv/operations/?reservation=${r.id}`)).json();
    expect(listed.results[0]).toMatchObject({ id, terminal_status: 'unknow', reference: 'TPV-778', provider: 'tpv' });

    const paid = await post(`/api/payments/operations/${id}/terminal-status/`, { terminal_status: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ operation: { status: 'completed', captured_amount: '64.00' }, reservation: { paid_amount: '64.00', commercial_status: 'paid' } });
    listed = (await get(`/api/payments/gateways/tpv/operations/?reservation=${r.id}`)).json();
    expect(listed.results[0].terminal_status).toBe('paid');

    const closed = await post(`/api/payments/operations/${id}/terminal-status/`, { terminal_status: 'fail' }, 'admin');
    expect(closed.statusCode).toBe(400);
    expect(Object.keys(closed.json())).toEqual(['terminal_status']);
    const bad = await post(`/api/payments/operations/${id}/terminal-status/`, { terminal_status: 'done' });
    expect(bad.statusCode).toBe(400);
  });

  it('a failed terminal charge moves no money; terminal_status is for the terminal only; TPV Payment only', async () => {
    const r = await insertReservation(t.db, central, '20.00');
    const failed = await post(`/api/payments/reservations/${r.id}/pay/`, { provider: 'tpv', terminal_status: 'fail' });
    expect(failed.json().operation.status).toBe('failed');
    expect(await paidOf(r.id)).toEqual({ paid_amount: '0.00', commercial_status: 'non-paid' });
    const funds = await post(`/api/payments/reservations/${r.id}/pay/`, { provider: 'agency_funds', terminal_status: 'paid' });
    expect(funds.statusCode).toBe(400);
    expect(Object.keys(funds.json())).toEqual(['terminal_status']);
    const custom = (await post(`/api/payments/reservations/${r.id}/pay/`, { provider: 'custom', amount: '5.00' })).json().operation.id;
    expect((await post(`/api/payments/operations/${custom}/terminal-status/`, { terminal_status: 'paid' })).statusCode).toBe(400);
    const booker = await t.createUser({ username: 'tpv_booker', type: 'operator', groups: ['Flight with Booking'] });
    expect((await post(`/api/payments/operations/${failed.json().operation.id}/terminal-status/`, { terminal_status: 'paid' }, booker.username)).statusCode).toBe(403);
    expect((await get('/api/payments/gateways/tpv/operations/', booker.username)).statusCode).toBe(403);
  });
});

describe('custom payments and their list', () => {
  it('finance staff see custom payments and deposits with totals per currency; others 403; exports stream', async () => {
    const r = await insertReservation(t.db, central, '300.00');
    expect((await post(`/api/payments/reservations/${r.id}/pay/`, { provider: 'custom', amount: '120.00', reference: 'Transfer 991' }, 'accounting')).statusCode).toBe(201);
    const cancun = await t.agencyId('Agencia Cancún Travel');
    expect((await post('/api/accounting/deposit/', { agency: cancun, amount: '500.00', reference: 'Bank 12', transaction_number: 'BANK-12', payment_type: 'bank_transfer' }, 'accounting')).statusCode).toBe(201);
    const list = await get('/api/payments/gateways/custom/operations/?ordering=id', 'accounting');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    const providers = body.results.map((o: { provider: string }) => o.provider);
    expect(providers).toEqual(expect.arrayContaining(['custom', 'deposit']));
    expect(body.results.find((o: { reservation: number | null }) => o.reservation === r.id)).toMatchObject({ amount: '120.00', reference: 'Transfer 991', locator: r.locator, terminal_status: null });
    const eur = body.totals.find((x: { currency: string }) => x.currency === 'EUR');
    expect(Number(eur.paid)).toBeGreaterThanOrEqual(120);
    expect(body.totals.reduce((n: number, x: { count: number }) => n + x.count, 0)).toBe(body.count);
    expect((await get('/api/payments/gateways/custom/operations/', 'operator3')).statusCode).toBe(403);
    const xlsx = await get('/api/payments/gateways/custom/operations/export/', 'accounting');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await get('/api/payments/gateways/nope/operations/', 'admin')).statusCode).toBe(400);
  });
});
