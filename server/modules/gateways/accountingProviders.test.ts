/**
 * Payment and refund of a booking to an accounting provider (release note 1.2.0) and the change of
 * a reservation's accounting provider: permission, bad input, settlement through the core, refund
 * never above what was paid, history.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { insertReservation } from './testing.ts';

const t = useTestApp();

async function post(url: string, payload: object, user = 'admin') {
  return t.app.inject({ method: 'POST', url, headers: { ...(await t.auth(user)), 'accept-language': 'en' }, payload });
}

describe('accounting-provider payments', () => {
  it('pays part, then the rest; refunds never above what was paid; each moves the ledger once', async () => {
    const central = (await t.db.selectFrom('users').select('agency_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).agency_id;
    const r = await insertReservation(t.db, central, '100.00');
    const partial = await post('/api/accounting-provider/payments/partial/', { reservation: r.id, accounting_provider: 'gaviota', amount: '40.00' });
    expect(partial.statusCode).toBe(201);
    expect(partial.json()).toMatchObject({ provider: 'accounting_provider', status: 'completed', amount: '40.00' });
    let money = await t.db.selectFrom('reservations').select(['paid_amount', 'commercial_status']).where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(money).toEqual({ paid_amount: '40.00', commercial_status: 'partial-paid' });

    const tooMuch = await post('/api/accounting-provider/payments/partial/', { reservation: r.id, accounting_provider: 'gaviota', amount: '60.01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ amount: ['The amount exceeds what is left to pay (60.00).'] });

    const rest = await post('/api/accounting-provider/payments/', { reservation: r.id, accounting_provider: 'gaviota' });
    expect(rest.json()).toMatchObject({ status: 'completed', amount: '60.00' });
    money = await t.db.selectFrom('reservations').select(['paid_amount', 'commercial_status']).where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(money).toEqual({ paid_amount: '100.00', commercial_status: 'paid' });
    expect((await post('/api/accounting-provider/payments/', { reservation: r.id, accounting_provider: 'gaviota' })).statusCode).toBe(400);

    // The refund goes back to the accounting provider through the core's refund of the operation.
    const opId = partial.json().id as number;
    const over = await post(`/api/payments/operations/${opId}/refund/`, { amount: '40.01' });
    expect(over.statusCode).toBe(400);
    expect(Object.keys(over.json())).toEqual(['amount']);
    const refund = await post(`/api/payments/operations/${opId}/refund/`, { amount: '40.00' });
    expect(refund.statusCode).toBeLessThan(300);
    money = await t.db.selectFrom('reservations').select(['paid_amount', 'commercial_status']).where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(money).toEqual({ paid_amount: '60.00', commercial_status: 'partial-paid' });

    const account = await t.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'accounting_provider').where('provider', '=', 'gaviota').executeTakeFirstOrThrow();
    expect(account.balance).toBe('-60.00');
  });

  it('Idempotency-Key: the same key and body answer the first payment (nothing paid twice), another body is 409; on both routes', async () => {
    const central = (await t.db.selectFrom('users').select('agency_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).agency_id;
    const r = await insertReservation(t.db, central, '100.00');
    const keyed = async (url: string, payload: object, key: string) =>
      t.app.inject({ method: 'POST', url, headers: { ...(await t.auth('admin')), 'accept-language': 'en', 'idempotency-key': key }, payload });
    const partialBody = { reservation: r.id, accounting_provider: 'gaviota', amount: '30.00' };
    const first = await keyed('/api/accounting-provider/payments/partial/', partialBody, 'ap-key-1');
    expect(first.statusCode, first.body).toBe(201);
    // Sent twice at once and once more after: one operation, one ledger transaction.
    const again = await Promise.all([keyed('/api/accounting-provider/payments/partial/', partialBody, 'ap-key-1'), keyed('/api/accounting-provider/payments/partial/', partialBody, 'ap-key-1')]);
    for (const res of again) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().id).toBe(first.json().id);
    }
    const other = await keyed('/api/accounting-provider/payments/partial/', { ...partialBody, amount: '31.00' }, 'ap-key-1');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    // The key of a partial payment is not the full payment's: its body is another.
    expect((await keyed('/api/accounting-provider/payments/', { reservation: r.id, accounting_provider: 'gaviota' }, 'ap-key-1')).statusCode).toBe(409);
    const ops = await t.db.selectFrom('payment_operations').select('id').where('reservation_id', '=', r.id).execute();
    expect(ops).toHaveLength(1);
    expect(await t.db.selectFrom('ledger_transactions').select('id').where('payment_operation_id', '=', ops[0].id).execute()).toHaveLength(1);
    expect((await t.db.selectFrom('reservations').select('paid_amount').where('id', '=', r.id).executeTakeFirstOrThrow()).paid_amount).toBe('30.00');

    const full = { reservation: r.id, accounting_provider: 'gaviota' };
    const rest = await keyed('/api/accounting-provider/payments/', full, 'ap-key-2');
    expect(rest.json()).toMatchObject({ status: 'completed', amount: '70.00' });
    const restAgain = await keyed('/api/accounting-provider/payments/', full, 'ap-key-2');
    expect(restAgain.statusCode).toBe(201);
    expect(restAgain.json()).toEqual(rest.json());
    expect(await t.db.selectFrom('payment_operations').select('id').where('reservation_id', '=', r.id).execute()).toHaveLength(2);
    expect(await t.db.selectFrom('ledger_balance_drift').selectAll().execute()).toEqual([]);
  });

  it('refuses without [Accounting Provider] Manage, outside the tenant, and bad input (nothing moves)', async () => {
    const central = (await t.db.selectFrom('users').select('agency_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).agency_id;
    const r = await insertReservation(t.db, central, '50.00');
    const before = await t.db.selectFrom('payment_operations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const plain = await t.createUser({ username: 'ap_plain', groups: ['Reservation View'] });
    expect((await post('/api/accounting-provider/payments/', { reservation: r.id, accounting_provider: 'gaviota' }, plain.username)).statusCode).toBe(403);
    const below = await t.createUser({ username: 'ap_below', type: 'admin', agency: 'Agencia Cancún Travel', groups: ['[Accounting Provider] Manage'] });
    expect((await post('/api/accounting-provider/payments/', { reservation: r.id, accounting_provider: 'gaviota' }, below.username)).statusCode).toBe(403);
    const bad = await post('/api/accounting-provider/payments/partial/', { reservation: r.id, accounting_provider: 'No Body', amount: '0' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['accounting_provider', 'amount']);
    const after = await t.db.selectFrom('payment_operations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("changes a reservation's accounting provider with a history row", async () => {
    const central = (await t.db.selectFrom('users').select('agency_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).agency_id;
    const r = await insertReservation(t.db, central);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/reservations/${r.id}/accounting-provider/`, headers: await t.auth('admin'), payload: { accounting_provider: 'havanatur' } });
    expect(res.json()).toEqual({ id: r.id, accounting_provider: 'havanatur' });
    const history = await t.db.selectFrom('reservation_history').select(['action', 'after']).where('reservation_id', '=', r.id).execute();
    expect(history).toEqual([{ action: 'change_accounting_provider', after: { accounting_provider: 'havanatur' } }]);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/reservations/${r.id}/accounting-provider/`, headers: await t.auth('admin'), payload: { accounting_provider: 'x' } })).statusCode).toBe(400);
  });

  it('custom payment: finance staff charge a free amount through the core with provider custom; others 403', async () => {
    const central = (await t.db.selectFrom('users').select('agency_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).agency_id;
    const r = await insertReservation(t.db, central, '70.00');
    const paid = await post(`/api/payments/reservations/${r.id}/pay/`, { provider: 'custom', amount: '25.00' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().operation).toMatchObject({ provider: 'custom', status: 'completed', amount: '25.00' });
    const booker = await t.createUser({ username: 'custom_booker', type: 'admin', groups: ['Flight with Booking'] });
    expect((await post(`/api/payments/reservations/${r.id}/pay/`, { provider: 'custom', amount: '5.00' }, booker.username)).statusCode).toBe(403);
  });

  it("card terminal: 'TPV Payment' records a terminal charge through the core with provider tpv; others 403", async () => {
    const central = (await t.db.selectFrom('users').select('agency_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).agency_id;
    const r = await insertReservation(t.db, central, '30.00');
    const cashier = await t.createUser({ username: 'tpv_cashier', type: 'admin', groups: ['TPV Payment'] });
    const paid = await post(`/api/payments/reservations/${r.id}/pay/`, { provider: 'tpv' }, cashier.username);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().operation).toMatchObject({ provider: 'tpv', status: 'completed', amount: '30.00' });
    const r2 = await insertReservation(t.db, central, '30.00');
    const other = await t.createUser({ username: 'tpv_other', type: 'admin', groups: ['Flight with Booking'] });
    expect((await post(`/api/payments/reservations/${r2.id}/pay/`, { provider: 'tpv' }, other.username)).statusCode).toBe(403);
  });
});
