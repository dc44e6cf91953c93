/**
 * A gateway's payment operations for its staff: the view permission of that gateway, tenant scope,
 * filters, bad input, and the XLSX export.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { insertReservation, listening } from './testing.ts';

const t = useTestApp();
const LIST = '/api/payments/gateways/revolut/operations/';

async function paidLink(agencyId: number, card: string) {
  await listening(t.app);
  const r = await insertReservation(t.db, agencyId, '90.00');
  const created = await t.app.inject({ method: 'POST', url: '/api/payments/payment-requests/reservation-payment-request/', headers: await t.auth('admin'), payload: { reservation: r.id, email: 'o@example.test' } });
  const { id } = created.json();
  const { checkout_url } = (await t.app.inject({ method: 'POST', url: `/api/payments/payment-requests/${id}/pay/` })).json();
  await fetch(checkout_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `card_number=${card}`, redirect: 'manual' });
  await t.app.inject({ method: 'GET', url: `/api/payments/payment-requests/${id}/return/` });
  return r;
}

describe('payment operations per gateway', () => {
  it('lists with filters for Revolut View, in the tenant scope only; others get 403; bad filters 400', async () => {
    const central = (await t.db.selectFrom('users').select('agency_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).agency_id;
    const paid = await paidLink(central, '4242424242424242');
    await paidLink(central, '4000000000000002');
    const admin = await t.auth('admin');

    const all = (await t.app.inject({ method: 'GET', url: LIST, headers: admin })).json();
    expect(all.count).toBe(2);
    const completed = (await t.app.inject({ method: 'GET', url: `${LIST}?status=completed`, headers: admin })).json();
    expect(completed.results).toHaveLength(1);
    expect(completed.results[0]).toMatchObject({ kind: 'payment_request', status: 'completed', amount: '90.00', captured_amount: '90.00', currency: 'EUR', reservation: paid.id, locator: paid.locator });
    const byReservation = (await t.app.inject({ method: 'GET', url: `${LIST}?reservation=${paid.id}&kind=payment_request`, headers: admin })).json();
    expect(byReservation.count).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.app.inject({ method: 'GET', url: `${LIST}?created_after=2000-01-01&created_before=2000-01-02`, headers: admin })).json().count).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `${LIST}?created_after=${today}`, headers: admin })).json().count).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/gateways/payfacto/operations/', headers: admin })).json().count).toBe(0);

    const bad = await t.app.inject({ method: 'GET', url: `${LIST}?status=paid&created_after=yesterday`, headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['created_after', 'status']);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/gateways/stripe/operations/', headers: admin })).statusCode).toBe(400);

    const payfactoOnly = await t.createUser({ username: 'gw_payfacto', groups: ['Payfacto View'] });
    expect((await t.app.inject({ method: 'GET', url: LIST, headers: await t.auth(payfactoOnly.username) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/gateways/payfacto/operations/', headers: await t.auth(payfactoOnly.username) })).statusCode).toBe(200);

    const below = await t.createUser({ username: 'gw_below', type: 'admin', agency: 'Agencia Cancún Travel', groups: ['Revolut View'] });
    expect((await t.app.inject({ method: 'GET', url: LIST, headers: await t.auth(below.username) })).json().count).toBe(0);
  });

  it('exports the filtered list as XLSX', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${LIST}export/?status=completed`, headers: { ...(await t.auth('admin')), 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
