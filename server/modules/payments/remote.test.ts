/**
 * Card gateways outside the transaction (docs/api-payments.md), over real HTTP against the
 * in-process sandbox on the test database (PGlite by default: one connection, so a gateway call
 * made inside a transaction could not be answered at all): card payment and refund, a gateway
 * that is down or loses its answer, a crash between the steps and the reconciliation job.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { toMinor } from '../../../domain/money.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { APPROVED, DECLINED, followReturn, payOnHostedPage, postJson } from '../gateways/cardTesting.ts';
import { createWebhookWorker } from '../gateways/sandbox/webhookQueue.ts';
import { SANDBOX_REVOLUT_WEBHOOK_SECRET } from '../gateways/settings.ts';
import { insertReservation, listening } from '../gateways/testing.ts';
import { inTransaction } from '../ledger/accounts.ts';
import { runProvider } from './operations.ts';
import { refundForCancellation } from './service.ts';
import type { PaymentProvider } from './provider.ts';
import { reconcileOnce } from './reconcile.ts';
import { findProvider, registerProvider } from './registry.ts';
import { runRemoteStep } from './remote.ts';

const t = useTestApp();
let base = '';
let central = 0;
const restore: (() => void)[] = [];

beforeAll(async () => {
  base = await listening(t.app);
  central = await t.agencyId('Grupo Viajes Caribe');
});

afterEach(() => {
  for (const undo of restore.splice(0)) undo();
  delete process.env.REVOLUT_API_URL;
});

const pay = async (id: number, body: object, key?: string) => postJson(`${base}/api/payments/reservations/${id}/pay/`, await t.auth('admin'), body, key);
const refund = async (id: number, amount: string, key?: string) => postJson(`${base}/api/payments/operations/${id}/refund/`, await t.auth('admin'), { amount }, key);
const operation = (id: number) => t.db.selectFrom('payment_operations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const reservation = (id: number) => t.db.selectFrom('reservations').select(['paid_amount', 'commercial_status']).where('id', '=', id).executeTakeFirstOrThrow();
const postings = async (id: number) => (await t.db.selectFrom('ledger_transactions').select(['kind']).where('reservation_id', '=', id).orderBy('id').execute()).map((r) => r.kind);
const sandboxOrder = (id: string) => t.db.selectFrom('sandbox_gateway_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const reconcile = (minutesAhead: number) => reconcileOnce(t.db, { origin: base, now: new Date(Date.now() + minutesAhead * 60_000) });

/** Replaces a provider's steps for one test (a simulated crash); the real one comes back after it. */
function patchProvider(code: string, patch: (real: PaymentProvider) => Partial<PaymentProvider>) {
  const real = findProvider(code);
  if (!real) throw new Error(`no provider ${code}`);
  registerProvider({ ...real, ...patch(real) });
  restore.push(() => registerProvider(real));
}

/** A local port nobody listens on: a connection there is refused (the request never leaves). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A card payment of `total` completed through the hosted page and its return. */
async function paidByCard(total = '100.00') {
  const r = await insertReservation(t.db, central, total);
  const started = await pay(r.id, { provider: 'card' });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const back = await payOnHostedPage(started.body.redirect_url as string, APPROVED);
  expect(await followReturn(back)).toMatch(/^\/payment-success\?payment=/);
  return { reservation: r, operation: await operation(started.body.operation?.id as number) };
}

describe('card payments through the sandbox gateway, outside the transaction', () => {
  it('records the payment before calling the gateway, completes it on the return and settles it once; refunds likewise', async () => {
    const r = await insertReservation(t.db, central, '200.00');
    const started = await pay(r.id, { provider: 'card' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const op = started.body.operation as { id: number; status: string; provider: string };
    expect(op).toMatchObject({ status: 'processing', provider: 'revolut', amount: '200.00' });
    expect(started.body.redirect_url).toMatch(new RegExp(`^${base}/sandbox/revolut/pay/`));
    const row = await operation(op.id);
    // The gateway's order names our operation: it existed (committed) before the gateway was called.
    expect((await sandboxOrder(row.external_id as string)).reference).toBe(`operation-${op.id}`);

    const back = await payOnHostedPage(started.body.redirect_url as string, APPROVED);
    expect(back).toBe(`${base}/api/payments/card/${row.public_id}/return/`);
    expect(await followReturn(back)).toBe(`/payment-success?payment=${row.public_id}`);
    expect(await operation(op.id)).toMatchObject({ status: 'completed', captured_amount: '200.00' });
    expect(await reservation(r.id)).toEqual({ paid_amount: '200.00', commercial_status: 'paid' });
    expect(await postings(r.id)).toEqual(['payment']);
    const pub = await t.app.inject({ method: 'GET', url: `/api/payments/card/${row.public_id}/public/` });
    expect(pub.json()).toEqual({ id: row.public_id, locator: r.locator, amount: '200.00', currency: 'EUR', status: 'completed', total: '200.00', paid: '200.00' });

    // The signed webhook comes too: applied once already, nothing more moves.
    await createWebhookWorker({ db: t.db, secrets: { revolut: SANDBOX_REVOLUT_WEBHOOK_SECRET } }).runOnce();
    expect(await postings(r.id)).toEqual(['payment']);

    const back50 = await refund(op.id, '50.00');
    expect(back50.status, JSON.stringify(back50.body)).toBe(201);
    expect(back50.body.operation).toMatchObject({ kind: 'refund', status: 'completed', amount: '50.00' });
    expect((await sandboxOrder(row.external_id as string)).refunded_minor).toBe(5_000);
    expect(await reservation(r.id)).toEqual({ paid_amount: '150.00', commercial_status: 'partial-paid' });
    expect(await postings(r.id)).toEqual(['payment', 'refund']);
    const tooMuch = await refund(op.id, '150.01');
    expect(tooMuch.status).toBe(400);
    expect(Object.keys(tooMuch.body)).toEqual(['amount']);
    expect(await t.db.selectFrom('ledger_balance_drift').selectAll().execute()).toEqual([]);
  });

  it('a declined card lands on /payment-fail: the payment failed, nothing is paid; the same Idempotency-Key answers the same operation', async () => {
    const r = await insertReservation(t.db, central, '80.00');
    const started = await pay(r.id, { provider: 'card', amount: '30.00' }, 'card-declined-1');
    const again = await pay(r.id, { provider: 'card', amount: '30.00' }, 'card-declined-1');
    expect(again.body.operation?.id).toBe(started.body.operation?.id);
    expect(again.body.redirect_url).toBe(started.body.redirect_url);
    expect((await pay(r.id, { provider: 'card', amount: '31.00' }, 'card-declined-1')).status).toBe(409);
    const row = await operation(started.body.operation?.id as number);
    expect(await followReturn(await payOnHostedPage(started.body.redirect_url as string, DECLINED))).toBe(`/payment-fail?payment=${row.public_id}`);
    expect((await operation(row.id)).status).toBe('failed');
    expect(await reservation(r.id)).toEqual({ paid_amount: '0.00', commercial_status: 'non-paid' });
    expect(await postings(r.id)).toEqual([]);
  });

  it('a gateway that is down: 502 gateway_unavailable, the payment and the refund fail (nothing was sent), nothing is settled', async () => {
    const { reservation: r, operation: paid } = await paidByCard('90.00');
    process.env.REVOLUT_API_URL = `http://127.0.0.1:${await closedPort()}/api`;
    const other = await insertReservation(t.db, central, '40.00');
    const down = await pay(other.id, { provider: 'card' });
    expect(down.status).toBe(502);
    expect(down.body).toEqual({ detail: 'La pasarela de pago no responde. Pruebe de nuevo en unos minutos.', code: 'gateway_unavailable' });
    const failed = await t.db.selectFrom('payment_operations').select(['status', 'external_id']).where('reservation_id', '=', other.id).execute();
    expect(failed).toEqual([{ status: 'failed', external_id: null }]);

    const refused = await refund(paid.id, '10.00');
    expect(refused.status).toBe(502);
    const refunds = await t.db.selectFrom('payment_operations').select(['status']).where('parent_id', '=', paid.id).execute();
    expect(refunds).toEqual([{ status: 'failed' }]);
    expect(await reservation(r.id)).toEqual({ paid_amount: '90.00', commercial_status: 'paid' });
    expect(await postings(r.id)).toEqual(['payment']);
    expect(await postings(other.id)).toEqual([]);
  });

  it("a gateway that loses its answer (5xx): the refund stays open, and the job sends it again under the same key — refunded once", async () => {
    const { reservation: r, operation: paid } = await paidByCard('60.00');
    // A gateway that takes the refund (it is forwarded to the sandbox) and then answers 503.
    const sandbox = `${base}/sandbox/revolut/api`;
    const flaky: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const headers = { authorization: String(req.headers.authorization), 'content-type': 'application/json', 'idempotency-key': String(req.headers['idempotency-key'] ?? '') };
        await fetch(`${sandbox}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"code":"unavailable","message":"try later"}');
      });
    });
    await new Promise<void>((done) => flaky.listen(0, '127.0.0.1', done));
    restore.push(() => flaky.close());
    const address = flaky.address();
    process.env.REVOLUT_API_URL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const lost = await refund(paid.id, '25.00');
    expect(lost.status).toBe(502);
    const [open] = await t.db.selectFrom('payment_operations').selectAll().where('parent_id', '=', paid.id).execute();
    expect(open.status).toBe('processing');
    expect((await sandboxOrder(paid.external_id as string)).refunded_minor).toBe(2_500);
    expect(await reservation(r.id)).toEqual({ paid_amount: '60.00', commercial_status: 'paid' });
    // While it is open it counts against what may still be refunded.
    expect((await refund(paid.id, '35.01')).status).toBe(400);

    delete process.env.REVOLUT_API_URL;
    expect((await reconcile(1)).done).toBe(0); // within the grace period nothing is touched
    expect(await reconcile(3)).toMatchObject({ errors: 0 });
    expect(await operation(open.id)).toMatchObject({ status: 'completed' });
    expect((await sandboxOrder(paid.external_id as string)).refunded_minor).toBe(2_500);
    expect(await reservation(r.id)).toEqual({ paid_amount: '35.00', commercial_status: 'partial-paid' });
    expect(await postings(r.id)).toEqual(['payment', 'refund']);
  });
});

describe('a crash between the steps, then the reconciliation job', () => {
  it('before the gateway was called: the payment stays pending, then fails (its page was never handed out); nothing settled', async () => {
    const r = await insertReservation(t.db, central, '70.00');
    patchProvider('revolut', () => ({
      initiate: async () => {
        throw new Error('the server stopped');
      },
    }));
    expect((await pay(r.id, { provider: 'card' })).status).toBe(500);
    const [op] = await t.db.selectFrom('payment_operations').selectAll().where('reservation_id', '=', r.id).execute();
    expect(op).toMatchObject({ status: 'pending', external_id: null });
    await reconcile(3);
    expect((await operation(op.id)).status).toBe('failed');
    expect(await postings(r.id)).toEqual([]);
  });

  it('paid at the gateway while neither the return nor the webhook reached us: the job reads the order and settles it once', async () => {
    const r = await insertReservation(t.db, central, '55.00');
    const started = await pay(r.id, { provider: 'card' });
    await payOnHostedPage(started.body.redirect_url as string, APPROVED); // the browser never comes back
    const id = started.body.operation?.id as number;
    expect((await operation(id)).status).toBe('processing');
    await reconcile(3);
    expect(await operation(id)).toMatchObject({ status: 'completed', captured_amount: '55.00' });
    expect(await reservation(r.id)).toEqual({ paid_amount: '55.00', commercial_status: 'paid' });
    await createWebhookWorker({ db: t.db, secrets: { revolut: SANDBOX_REVOLUT_WEBHOOK_SECRET } }).runOnce();
    expect(await postings(r.id)).toEqual(['payment']);
  });

  it('a refund sent but its answer lost: the job sends it again under the same Idempotency-Key; the gateway refunds once', async () => {
    const { reservation: r, operation: paid } = await paidByCard('120.00');
    patchProvider('revolut', (real) => ({
      refund: async (ctx, refundOp, payment) => {
        await real.refund(ctx, refundOp, payment);
        throw new Error('the server stopped before recording the answer');
      },
    }));
    expect((await refund(paid.id, '20.00')).status).toBe(500);
    restore.splice(0).forEach((undo) => undo());
    const [open] = await t.db.selectFrom('payment_operations').selectAll().where('parent_id', '=', paid.id).execute();
    expect(open.status).toBe('processing');
    await reconcile(3);
    expect((await operation(open.id)).status).toBe('completed');
    expect((await sandboxOrder(paid.external_id as string)).refunded_minor).toBe(2_000);
    expect(await reservation(r.id)).toMatchObject({ paid_amount: '100.00' });
    expect(await postings(r.id)).toEqual(['payment', 'refund']);
  });

  it("a cancellation's card refund is sent once the cancellation commits; with the gateway down it waits, pending, for the job", async () => {
    const { reservation: r, operation: paid } = await paidByCard('45.00');
    process.env.REVOLUT_API_URL = `http://127.0.0.1:${await closedPort()}/api`;
    await inTransaction(t.db, (tx) => refundForCancellation(tx, { userId: null, agencyId: central, lang: 'es' }, r.id, 500));
    const [waiting] = await t.db.selectFrom('payment_operations').selectAll().where('parent_id', '=', paid.id).execute();
    expect(waiting).toMatchObject({ status: 'pending', amount: '40.00' });
    expect(await reservation(r.id)).toMatchObject({ paid_amount: '45.00' });
    delete process.env.REVOLUT_API_URL;
    await reconcile(3);
    expect((await operation(waiting.id)).status).toBe('completed');
    expect(await reservation(r.id)).toMatchObject({ paid_amount: '5.00' });
    expect((await sandboxOrder(paid.external_id as string)).refunded_minor).toBe(4_000);
  });

  it('never inside a transaction: the remote step and runProvider refuse', async () => {
    const { operation: paid } = await paidByCard('10.00');
    await expect(t.db.transaction().execute((tx) => runRemoteStep(tx, { userId: null, agencyId: central, lang: 'es' }, paid.id, 'authorize'))).rejects.toThrow(/never called inside/);
    await expect(t.db.transaction().execute((tx) => runProvider(tx, { userId: null, agencyId: central, lang: 'es' }, paid, 'authorize'))).rejects.toThrow(/outside the transaction/);
    expect(toMinor((await operation(paid.id)).captured_amount)).toBe(1_000);
  });
});
