/**
 * The provider 'card' (docs/api-payments-gateways.md 'Card payments'), over real HTTP: the gateway
 * chosen by the card_gateway setting (PayFacto here: its return pull, its non-idempotent refunds),
 * a whole order paid in one hosted page and one reservation's share refunded, the /payment page's
 * reservation lookup, and who may use them.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { afterCommit, inTransaction } from '../ledger/accounts.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { reconcileOnce } from '../payments/reconcile.ts';
import { findProvider, registerProvider } from '../payments/registry.ts';
import { refundForCancellation } from '../payments/service.ts';
import { APPROVED, DECLINED, followReturn, payOnHostedPage, postJson } from './cardTesting.ts';
import { insertReservation, listening } from './testing.ts';

const t = useTestApp();
let base = '';
let central = 0;
const restore: (() => void)[] = [];

beforeAll(async () => {
  base = await listening(t.app);
  central = await t.agencyId('Grupo Viajes Caribe');
});

afterEach(async () => {
  for (const undo of restore.splice(0)) undo();
  await setCardGateway('revolut');
});

async function setCardGateway(gateway: string) {
  await t.db.updateTable('configurations').set({ value: JSON.stringify(gateway) }).where('key', '=', 'card_gateway').execute();
}

const as = async (user: string) => t.auth(user);
const operation = (id: number) => t.db.selectFrom('payment_operations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const paidOf = async (id: number) => (await t.db.selectFrom('reservations').select('paid_amount').where('id', '=', id).executeTakeFirstOrThrow()).paid_amount;

async function orderOf(agencyId: number, totals: string[]) {
  const currency = await t.db.selectFrom('currencies').select('id').where('abbreviation', '=', 'EUR').executeTakeFirstOrThrow();
  const order = await t.db
    .insertInto('orders')
    .values({ number: `T${Date.now() % 1_000_000_000}`, agency_id: agencyId, currency_id: currency.id, total: totals.reduce((a, b) => a + Number(b), 0).toFixed(2), created_by: null })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  const reservations = [];
  for (const total of totals) {
    const r = await insertReservation(t.db, agencyId, total);
    await t.db.updateTable('reservations').set({ order_id: order.id }).where('id', '=', r.id).execute();
    reservations.push(r);
  }
  return { order, reservations };
}

describe("provider 'card' through the configured gateway", () => {
  it('card_gateway payfacto: the hosted page, the return pulls GetResponse, success; refunds through PayFacto; a decline fails', async () => {
    await setCardGateway('payfacto');
    const r = await insertReservation(t.db, central, '75.00');
    const started = await postJson(`${base}/api/payments/reservations/${r.id}/pay/`, await as('admin'), { provider: 'card' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.operation).toMatchObject({ provider: 'payfacto', status: 'processing', amount: '75.00' });
    expect(started.body.redirect_url).toMatch(/\/sandbox\/payfacto\/hosted\?SecureID=/);
    const op = await operation(started.body.operation?.id as number);
    const back = await payOnHostedPage(started.body.redirect_url as string, APPROVED);
    expect(back).toBe(`${base}/api/payments/card/${op.public_id}/return/?SecureID=${op.external_id}`);
    expect(await followReturn(back)).toBe(`/payment-success?payment=${op.public_id}`);
    expect(await operation(op.id)).toMatchObject({ status: 'completed', captured_amount: '75.00' });
    expect(await paidOf(r.id)).toBe('75.00');
    const clearing = await t.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'gateway_clearing').where('provider', '=', 'payfacto').executeTakeFirstOrThrow();
    expect(Number(clearing.balance)).toBeLessThanOrEqual(-75);

    // The setting changes: the payment's refund still goes to PayFacto, which took the money.
    await setCardGateway('revolut');
    const refunded = await postJson(`${base}/api/payments/operations/${op.id}/refund/`, await as('admin'), { amount: '25.00' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    expect(refunded.body.operation).toMatchObject({ provider: 'payfacto', status: 'completed' });
    const session = await t.db.selectFrom('sandbox_gateway_orders').select('refunded_minor').where('token', '=', op.external_id as string).executeTakeFirstOrThrow();
    expect(session.refunded_minor).toBe(2_500);
    expect(await paidOf(r.id)).toBe('50.00');

    await setCardGateway('payfacto');
    const r2 = await insertReservation(t.db, central, '20.00');
    const declined = await postJson(`${base}/api/payments/reservations/${r2.id}/pay/`, await as('admin'), { provider: 'card' });
    const op2 = await operation(declined.body.operation?.id as number);
    expect(await followReturn(await payOnHostedPage(declined.body.redirect_url as string, DECLINED))).toBe(`/payment-fail?payment=${op2.public_id}`);
    expect((await operation(op2.id)).status).toBe('failed');
    expect(await paidOf(r2.id)).toBe('0.00');
  });

  it('a PayFacto refund whose answer was lost stays processing for the staff: its refunds are not idempotent, so it is never sent twice', async () => {
    await setCardGateway('payfacto');
    const r = await insertReservation(t.db, central, '40.00');
    const started = await postJson(`${base}/api/payments/reservations/${r.id}/pay/`, await as('admin'), { provider: 'card' });
    await followReturn(await payOnHostedPage(started.body.redirect_url as string, APPROVED));
    const paid = await operation(started.body.operation?.id as number);
    const real = findProvider('payfacto') as PaymentProvider;
    registerProvider({
      ...real,
      refund: async (ctx, refund, payment) => {
        await real.refund(ctx, refund, payment);
        throw new Error('the server stopped before recording the answer');
      },
    });
    restore.push(() => registerProvider(real));
    expect((await postJson(`${base}/api/payments/operations/${paid.id}/refund/`, await as('admin'), { amount: '10.00' })).status).toBe(500);
    restore.splice(0).forEach((undo) => undo());
    await reconcileOnce(t.db, { origin: base, now: new Date(Date.now() + 3 * 60_000) });
    const [open] = await t.db.selectFrom('payment_operations').select(['status']).where('parent_id', '=', paid.id).execute();
    expect(open.status).toBe('processing');
    const session = await t.db.selectFrom('sandbox_gateway_orders').select('refunded_minor').where('token', '=', paid.external_id as string).executeTakeFirstOrThrow();
    expect(session.refunded_minor).toBe(1_000);
    expect(await paidOf(r.id)).toBe('40.00');
  });

  it('who may pay by card: payers in the tenant scope; 403 without a payer permission, 404 outside the scope; the result page needs no login', async () => {
    const r = await insertReservation(t.db, central, '30.00');
    const viewer = await t.createUser({ username: 'card_viewer', type: 'operator', groups: ['Reservation View'] });
    expect((await postJson(`${base}/api/payments/reservations/${r.id}/pay/`, await as(viewer.username), { provider: 'card' })).status).toBe(403);
    expect((await postJson(`${base}/api/payments/reservations/${r.id}/pay/`, await as('operator3'), { provider: 'card' })).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/card/00000000-0000-4000-8000-000000000000/public/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/card/not-a-uuid/return/' })).statusCode).toBe(400);
    expect(await t.db.selectFrom('payment_operations').select('id').where('reservation_id', '=', r.id).execute()).toEqual([]);
  });
});

describe('a whole order by card', () => {
  it("one gateway order; its capture shared over the order's reservations; the order's payment lists under each; one reservation's share refunded on its cancellation", async () => {
    const { order, reservations } = await orderOf(central, ['100.00', '60.00', '40.00']);
    const [a, b, c] = reservations;
    // A cancelled reservation of the order owes nothing and takes no share.
    await t.db.updateTable('reservations').set({ status: 'cancelled', commercial_status: 'cancelled' }).where('id', '=', c.id).execute();
    const started = await postJson(`${base}/api/payments/orders/${order.id}/pay/`, await as('admin'), { provider: 'card' }, 'order-card-1');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.operation).toMatchObject({ reservation: null, order: order.id, amount: '160.00', status: 'processing' });
    expect(started.body.order).toEqual({ id: order.id, number: order.number, total: '160.00', paid_amount: '0.00' });
    // The reservations it pays carry the order's number (the /resumen transaction_code filter); the cancelled one does not.
    const numbers = await t.db.selectFrom('reservations').select(['id', 'payment_order_numbers']).where('id', 'in', [a.id, b.id, c.id]).orderBy('id').execute();
    expect(numbers.map((r) => r.payment_order_numbers)).toEqual([[order.number], [order.number], []]);
    const op = await operation(started.body.operation?.id as number);
    expect(await followReturn(await payOnHostedPage(started.body.redirect_url as string, APPROVED))).toBe(`/payment-success?payment=${op.public_id}`);
    expect([await paidOf(a.id), await paidOf(b.id), await paidOf(c.id)]).toEqual(['100.00', '60.00', '0.00']);
    const pub = (await t.app.inject({ method: 'GET', url: `/api/payments/card/${op.public_id}/public/` })).json();
    expect(pub).toMatchObject({ locator: order.number, amount: '160.00', total: '160.00', paid: '160.00', status: 'completed' });
    const listed = (await t.app.inject({ method: 'GET', url: `/api/payments/operations/?reservation=${b.id}`, headers: await as('admin') })).json();
    expect(listed.results.map((o: { id: number }) => o.id)).toContain(op.id);

    // B is cancelled with no penalty: its share (60.00) goes back through the gateway once the cancellation commits.
    await inTransaction(t.db, async (tx) => {
      await refundForCancellation(tx, { userId: null, agencyId: central, lang: 'es' }, b.id, 0);
      expect(afterCommit(tx, async () => undefined)).toBe(true);
    });
    const refunds = await t.db.selectFrom('payment_operations').select(['status', 'amount', 'reservation_id']).where('parent_id', '=', op.id).execute();
    expect(refunds).toEqual([{ status: 'completed', amount: '60.00', reservation_id: b.id }]);
    expect([await paidOf(a.id), await paidOf(b.id)]).toEqual(['100.00', '0.00']);
    const sandbox = await t.db.selectFrom('sandbox_gateway_orders').select('refunded_minor').where('id', '=', op.external_id as string).executeTakeFirstOrThrow();
    expect(sandbox.refunded_minor).toBe(6_000);
    expect(await t.db.selectFrom('ledger_balance_drift').selectAll().execute()).toEqual([]);
  });

  it('part of an order: the first reservations in id order are paid first; bad input 400; funds are not an order provider; outside the scope 404', async () => {
    const { order, reservations } = await orderOf(central, ['50.00', '50.00']);
    const tooMuch = await postJson(`${base}/api/payments/orders/${order.id}/pay/`, await as('admin'), { provider: 'card', amount: '100.01' });
    expect(tooMuch.status).toBe(400);
    expect(Object.keys(tooMuch.body)).toEqual(['amount']);
    const funds = await postJson(`${base}/api/payments/orders/${order.id}/pay/`, await as('admin'), { provider: 'agency_funds' });
    expect(funds.status).toBe(400);
    expect(Object.keys(funds.body)).toEqual(['provider']);
    expect((await postJson(`${base}/api/payments/orders/${order.id}/pay/`, await as('operator3'), { provider: 'card' })).status).toBe(404);
    const part = await postJson(`${base}/api/payments/orders/${order.id}/pay/`, await as('admin'), { provider: 'card', amount: '70.00' });
    await followReturn(await payOnHostedPage(part.body.redirect_url as string, APPROVED));
    expect([await paidOf(reservations[0].id), await paidOf(reservations[1].id)]).toEqual(['50.00', '20.00']);
    const statuses = await t.db.selectFrom('reservations').select('commercial_status').where('order_id', '=', order.id).orderBy('id').execute();
    expect(statuses.map((s) => s.commercial_status)).toEqual(['paid', 'partial-paid']);
  });
});

describe('GET payments/reservation-lookup/', () => {
  it('finds a reservation by locator in the scope with what it owes; 404 outside it; 400 without a locator; 403 without a rule', async () => {
    const r = await insertReservation(t.db, central, '88.00');
    const found = await t.app.inject({ method: 'GET', url: `/api/payments/reservation-lookup/?locator=${r.locator.toLowerCase()}`, headers: await as('admin') });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: r.id, locator: r.locator, total: '88.00', paid_amount: '0.00', owed: '88.00', currency_code: 'EUR', commercial_status: 'non-paid' });
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/reservation-lookup/?locator=${r.locator}`, headers: await as('operator3') })).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/payments/reservation-lookup/', headers: await as('admin') });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['locator']);
    const coordinator = await t.app.inject({ method: 'GET', url: `/api/payments/reservation-lookup/?locator=${r.locator}`, headers: await as('coordinator') });
    expect(coordinator.statusCode).toBe(403);
  });
});
