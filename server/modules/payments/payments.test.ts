import { beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../../domain/money.ts';
import type { FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { bookedReservation, countRows, fundsOf, paymentFixture, reservationEntries } from './testing.ts';

const t = useTestApp();
let fx: FlightFixture;

beforeAll(async () => {
  fx = await paymentFixture(t);
});

async function pay(user: string, id: number, payload: object, key?: string) {
  const headers = { ...(await t.auth(user)), ...(key ? { 'idempotency-key': key } : {}) };
  return t.app.inject({ method: 'POST', url: `/api/payments/reservations/${id}/pay/`, headers, payload });
}

/** Margin + markup each agency above the buyer earned, from the frozen breakdown; the provider's net. */
async function expectedSplit(id: number) {
  const r = await t.db.selectFrom('reservations').select(['total', 'net', 'price_levels']).where('id', '=', id).executeTakeFirstOrThrow();
  const levels = (r.price_levels as { levels: { earned_by: number; margin: string; markup: string }[] }).levels;
  const earned = new Map<string, number>();
  for (const l of levels) earned.set(`markup_earnings:${l.earned_by}`, (earned.get(`markup_earnings:${l.earned_by}`) ?? 0) + toMinor(l.margin) + toMinor(l.markup));
  return { total: toMinor(r.total), net: toMinor(r.net), earned };
}

describe('POST payments/reservations/{id}/pay/ from agency funds', () => {
  it('debits the buyer at its price, credits each level above with its markup and the provider with the net', async () => {
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const r = await bookedReservation(t, fx, 'operator3');
    const before = await fundsOf(t.db, cancun);
    const res = await pay('operator3', r.id, { provider: 'agency_funds' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.operation).toMatchObject({ kind: 'payment', status: 'completed', provider: 'agency_funds', amount: r.total, captured_amount: r.total });
    expect(body.reservation).toMatchObject({ id: r.id, paid_amount: r.total, commercial_status: 'paid' });
    expect(await fundsOf(t.db, cancun)).toBe(before - toMinor(r.total));

    const { total, net, earned } = await expectedSplit(r.id);
    expect(earned.size).toBe(2); // Mexico (level 2) and the central agency (level 1) earn
    const entries = await reservationEntries(t.db, r.id);
    expect(entries.get(`agency_funds:${cancun}`)).toBe(-total);
    expect(entries.get('provider_revenue:-')).toBe(net);
    for (const [key, minor] of earned) expect(entries.get(key), key).toBe(minor);
    expect(await t.db.selectFrom('ledger_balance_drift').selectAll().execute()).toEqual([]);
    const history = await t.db.selectFrom('reservation_history').select(['action', 'after']).where('reservation_id', '=', r.id).where('action', '=', 'payment').execute();
    expect(history).toHaveLength(1);
  });

  it('partial payment: partial-paid, then paid; the parts add up exactly to the breakdown', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 41, 3);
    const third = (toMinor(r.total) / 3 / 100).toFixed(2);
    const first = await pay('operator3', r.id, { provider: 'partial', amount: third });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().reservation.commercial_status).toBe('partial-paid');
    // The rest, in one go: agency_funds pays what is still owed.
    const rest = await pay('operator3', r.id, { provider: 'agency_funds' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().operation.amount).toBe(((toMinor(r.total) - toMinor(third)) / 100).toFixed(2));
    expect(rest.json().reservation.commercial_status).toBe('paid');
    const { net, earned } = await expectedSplit(r.id);
    const entries = await reservationEntries(t.db, r.id);
    expect(entries.get('provider_revenue:-')).toBe(net);
    for (const [key, minor] of earned) expect(entries.get(key), key).toBe(minor);
    // Nothing is owed any more.
    const again = await pay('operator3', r.id, { provider: 'agency_funds' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['La reserva ya está pagada.'] });
  });

  it('refuses a debit below the credit limit (409, nothing written), and allows it once the limit is raised', async () => {
    const cancun = await t.agencyId('Agencia Cancún Travel');
    const r = await bookedReservation(t, fx, 'operator3', 42);
    const funds = await fundsOf(t.db, cancun);
    // Take the funds down to 1.00 below what the booking costs.
    await t.db.transaction().execute(async (tx) => {
      const { postTransaction } = await import('../ledger/post.ts');
      await postTransaction(tx, {
        kind: 'adjustment',
        createdBy: null,
        entries: [
          { account: { kind: 'agency_funds', agencyId: cancun, currencyId: 1 }, amountMinor: -(funds - toMinor(r.total) + 100) },
          { account: { kind: 'opening_balance', currencyId: 1 }, amountMinor: funds - toMinor(r.total) + 100 },
        ],
      });
    });
    const before = await countRows(t.db);
    const refused = await pay('operator3', r.id, { provider: 'agency_funds' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'Fondos insuficientes: el pago dejaría a la agencia por debajo de su límite de crédito.', code: 'insufficient_funds' });
    expect(await countRows(t.db)).toEqual(before);
    expect((await t.db.selectFrom('reservations').select('commercial_status').where('id', '=', r.id).executeTakeFirstOrThrow()).commercial_status).toBe('non-paid');

    const limit = await t.app.inject({ method: 'PATCH', url: `/api/accounting/credit-limit/${cancun}/`, headers: await t.auth('accounting'), payload: { credit_limit: '1.00' } });
    expect(limit.statusCode, limit.body).toBe(200);
    expect(limit.json()).toMatchObject({ funds: (toMinor(r.total) - 100) / 100 === 0 ? '0.00' : ((toMinor(r.total) - 100) / 100).toFixed(2), credit_limit: '1.00' });
    const paid = await pay('operator3', r.id, { provider: 'agency_funds' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await fundsOf(t.db, cancun)).toBe(-100);
    // Back to a positive balance for the other tests.
    const dep = await t.app.inject({ method: 'POST', url: '/api/accounting/deposit/', headers: await t.auth('accounting'), payload: { agency: cancun, amount: '5000.00', reference: 'SPEI 1', transaction_number: 'SPEI-1', payment_type: 'bank_transfer' } });
    expect(dep.statusCode, dep.body).toBe(201);
    expect(await fundsOf(t.db, cancun)).toBe(500000 - 100);
  });

  it('Idempotency-Key: the same body answers the same operation once; another body is 409', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 43);
    const first = await pay('operator3', r.id, { provider: 'partial', amount: '10.00' }, 'pay-1');
    expect(first.statusCode, first.body).toBe(201);
    const before = await countRows(t.db);
    const retry = await pay('operator3', r.id, { provider: 'partial', amount: '10.00' }, 'pay-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.json().operation.id).toBe(first.json().operation.id);
    expect(await countRows(t.db)).toEqual(before);
    const other = await pay('operator3', r.id, { provider: 'partial', amount: '11.00' }, 'pay-1');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('bad input is a translated 400 and moves no money', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 44);
    const before = await countRows(t.db);
    const cases: [object, Record<string, string[]>][] = [
      [{ provider: 'agency_funds', amount: 'abc' }, { amount: ['Introduzca un número positivo.'] }],
      [{ provider: 'nope' }, { provider: ['Proveedor de pago desconocido: nope.'] }],
      [{ provider: 'partial' }, { amount: ['Indique el importe del pago parcial.'] }],
      [{ provider: 'partial', amount: '999999.00' }, { amount: [`El importe supera lo pendiente de pago (${r.total}).`] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await pay('operator3', r.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      for (const [field, messages] of Object.entries(errors)) {
        if (field === 'amount' && messages[0] === 'Introduzca un número positivo.') expect(body.amount).toHaveLength(1);
        else expect(body[field], JSON.stringify(payload)).toEqual(messages);
      }
    }
    const en = await t.app.inject({ method: 'POST', url: `/api/payments/reservations/${r.id}/pay/`, headers: { ...(await t.auth('operator3')), 'accept-language': 'en' }, payload: { provider: 'partial' } });
    expect(en.json()).toEqual({ amount: ['Give the amount of the partial payment.'] });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('tenant scope: another branch’s reservation does not exist (404); operations and movements stay in the subtree', async () => {
    const r = await bookedReservation(t, fx, 'operator3', 45);
    const res = await pay('operator2b', r.id, { provider: 'agency_funds' });
    expect(res.statusCode).toBe(404);
    await t.createUser({ username: 'admin_spain', type: 'admin', agency: 'Viajes Sol de España' });
    const ops = await t.app.inject({ method: 'GET', url: '/api/payments/operations/?page_size=100', headers: await t.auth('admin_spain') });
    expect(ops.statusCode).toBe(200);
    // Spain's subtree: itself and Rutas Andaluzas.
    const subtree = [await t.agencyId('Viajes Sol de España'), await t.agencyId('Rutas Andaluzas')];
    expect(ops.json().results.every((o: { agency: number }) => subtree.includes(o.agency))).toBe(true);
    const moves = await t.app.inject({ method: 'GET', url: '/api/accounting/movements/?page_size=100', headers: await t.auth('admin_spain') });
    expect(moves.statusCode).toBe(200);
    expect(moves.json().count).toBeGreaterThan(0);
    expect(new Set(moves.json().results.map((m: { agency: number }) => m.agency))).toEqual(new Set(subtree));
    const cancun = await t.agencyId('Agencia Cancún Travel');
    expect((await t.app.inject({ method: 'GET', url: `/api/accounting/agency-balance/${cancun}/`, headers: await t.auth('admin_spain') })).statusCode).toBe(404);
    const all = await t.app.inject({ method: 'GET', url: `/api/accounting/movements/?agency=${cancun}&page_size=5`, headers: await t.auth('accounting') });
    expect(all.json().count).toBeGreaterThan(0);
  });
});
