/**
 * The Revolut adapter against the sandbox over real HTTP (the app listens on an ephemeral port):
 * orders, idempotent creates, the hosted card page by test card, refunds within what was
 * captured, error answers, and the signed webhooks the delivery job sends to our endpoint.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { GatewayError } from './gatewayHttp.ts';
import { RevolutClient } from './revolut/client.ts';
import { createWebhookWorker } from './sandbox/webhookQueue.ts';
import { gatewaySettings, SANDBOX_REVOLUT_WEBHOOK_SECRET } from './settings.ts';
import { listening, signedWebhook } from './testing.ts';

const t = useTestApp();

async function client(overrides: Partial<{ secretKey: string; apiUrl: string }> = {}) {
  const base = await listening(t.app);
  const settings = gatewaySettings({ publicUrl: base, port: 0 }, {});
  return { base, revolut: new RevolutClient({ ...settings.revolut, ...overrides }) };
}

async function payOnCardPage(checkoutUrl: string, card: string) {
  return fetch(checkoutUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card_number: card }).toString(), redirect: 'manual' });
}

const order = { amountMinor: 12_550, currency: 'EUR', description: 'Test', reference: 'ref-1', redirectUrl: 'http://shop.test/back' };

describe('Revolut adapter against the sandbox', () => {
  it('creates an order with a hosted checkout page; the same Idempotency-Key returns the same order', async () => {
    const { revolut } = await client();
    const first = await revolut.createOrder(order, 'key-create-1');
    expect(first).toMatchObject({ type: 'payment', state: 'pending', amount: 12_550, currency: 'EUR' });
    expect(first.checkout_url).toMatch(/\/sandbox\/revolut\/pay\//);
    const again = await revolut.createOrder(order, 'key-create-1');
    expect(again.id).toBe(first.id);
    const other = await revolut.createOrder(order, 'key-create-2');
    expect(other.id).not.toBe(first.id);
    expect((await revolut.getOrder(first.id)).state).toBe('pending');
  });

  it('refuses a wrong secret key (401) and a bad amount (400) as GatewayErrors', async () => {
    const { revolut } = await client({ secretKey: 'sk_wrong' });
    await expect(revolut.createOrder(order)).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    const good = (await client()).revolut;
    await expect(good.createOrder({ ...order, amountMinor: 0 })).rejects.toBeInstanceOf(GatewayError);
    await expect(good.getOrder('no-such-order')).rejects.toMatchObject({ status: 404 });
  });

  it('turns an unreachable gateway into a GatewayError, not a crash', async () => {
    const { revolut } = await client({ apiUrl: 'http://127.0.0.1:1/api' });
    await expect(revolut.createOrder(order)).rejects.toMatchObject({ code: 'unreachable' });
  });

  it('approves 4242 4242 4242 4242 and declines 4000 0000 0000 0002 on the hosted page; other numbers are not test cards', async () => {
    const { revolut } = await client();
    const paid = await revolut.createOrder(order);
    const unknown = await payOnCardPage(paid.checkout_url!, '5555 5555 5555 4444');
    expect(unknown.status).toBe(400);
    const res = await payOnCardPage(paid.checkout_url!, '4242 4242 4242 4242');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://shop.test/back');
    expect((await revolut.getOrder(paid.id)).state).toBe('completed');

    const declined = await revolut.createOrder(order);
    await payOnCardPage(declined.checkout_url!, '4000000000000002');
    expect((await revolut.getOrder(declined.id)).state).toBe('failed');
  });

  it('refunds never above what was captured, and a retried refund (same key) refunds once', async () => {
    const { revolut } = await client();
    const pending = await revolut.createOrder(order);
    await expect(revolut.refundOrder(pending.id, 100, 'early')).rejects.toMatchObject({ status: 422 });
    const paid = await revolut.createOrder(order);
    await payOnCardPage(paid.checkout_url!, '4242424242424242');
    await expect(revolut.refundOrder(paid.id, 12_551, 'too much')).rejects.toMatchObject({ status: 422, code: 'refund_not_allowed' });
    const r1 = await revolut.refundOrder(paid.id, 10_000, 'part', 'refund-key-1');
    const r1again = await revolut.refundOrder(paid.id, 10_000, 'part', 'refund-key-1');
    expect(r1again.id).toBe(r1.id);
    expect(r1).toMatchObject({ type: 'refund', state: 'completed', amount: 10_000 });
    await expect(revolut.refundOrder(paid.id, 2_551, 'rest + 1')).rejects.toMatchObject({ status: 422 });
    await revolut.refundOrder(paid.id, 2_550, 'rest');
    const row = await t.db.selectFrom('sandbox_gateway_orders').select('refunded_minor').where('id', '=', paid.id).executeTakeFirstOrThrow();
    expect(Number(row.refunded_minor)).toBe(12_550);
  });
});

describe('Revolut webhooks', () => {
  const url = '/api/payments/webhooks/revolut/';

  it('refuses a forged signature and a stale timestamp with a translated 400; a replay changes nothing', async () => {
    const event = { event: 'ORDER_COMPLETED', order_id: 'wh-order-1', merchant_order_ext_ref: 'x' };
    const forged = signedWebhook(event, { secret: 'wsk_not_ours' });
    const res1 = await t.app.inject({ method: 'POST', url, ...forged });
    expect(res1.statusCode).toBe(400);
    expect(res1.json()).toMatchObject({ code: 'webhook_forged', detail: 'Firma del webhook no válida.' });

    const stale = signedWebhook(event, { timestamp: Date.now() - 6 * 60_000 });
    const res2 = await t.app.inject({ method: 'POST', url, headers: { ...stale.headers, 'accept-language': 'en' }, payload: stale.payload });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().code).toBe('webhook_stale');

    const tampered = signedWebhook(event);
    const res3 = await t.app.inject({ method: 'POST', url, headers: tampered.headers, payload: tampered.payload.replace('wh-order-1', 'wh-order-2') });
    expect(res3.statusCode).toBe(400);

    const good = signedWebhook(event);
    expect((await t.app.inject({ method: 'POST', url, ...good })).json()).toEqual({ status: 'unknown_order' });
    expect((await t.app.inject({ method: 'POST', url, ...good })).json()).toEqual({ status: 'duplicate' });
    const keys = await t.db.selectFrom('gateway_webhook_events').selectAll().where('event_key', 'like', 'wh-order-%').execute();
    expect(keys).toHaveLength(1);
  });

  it('the sandbox stores a webhook when a card is paid and the job delivers it signed; a refusal is retried, none lost', async () => {
    const { revolut } = await client();
    const paid = await revolut.createOrder(order);
    await payOnCardPage(paid.checkout_url!, '4242424242424242');
    const queued = await t.db.selectFrom('sandbox_webhook_deliveries').selectAll().where('body', 'like', `%${paid.id}%`).executeTakeFirstOrThrow();
    expect(JSON.parse(queued.body)).toEqual({ event: 'ORDER_COMPLETED', order_id: paid.id, merchant_order_ext_ref: 'ref-1' });

    // A worker with the wrong secret: our endpoint refuses (400), the delivery stays pending for a retry.
    const wrong = createWebhookWorker({ db: t.db, secrets: { revolut: 'wsk_wrong' } });
    const first = await wrong.runOnce();
    expect(first.retried).toBeGreaterThanOrEqual(1);
    const afterRefusal = await t.db.selectFrom('sandbox_webhook_deliveries').selectAll().where('id', '=', queued.id).executeTakeFirstOrThrow();
    expect(afterRefusal).toMatchObject({ status: 'pending', attempts: 1, last_error: 'HTTP 400' });

    // Not due before its backoff; once due, the right secret gets it through.
    const right = createWebhookWorker({ db: t.db, secrets: { revolut: SANDBOX_REVOLUT_WEBHOOK_SECRET } });
    await right.runOnce();
    expect((await t.db.selectFrom('sandbox_webhook_deliveries').select('status').where('id', '=', queued.id).executeTakeFirstOrThrow()).status).toBe('pending');
    await t.db.updateTable('sandbox_webhook_deliveries').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('id', '=', queued.id).execute();
    await right.runOnce();
    const delivered = await t.db.selectFrom('sandbox_webhook_deliveries').selectAll().where('id', '=', queued.id).executeTakeFirstOrThrow();
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2 });
    // The event reached our endpoint and was recorded once.
    const key = await t.db.selectFrom('gateway_webhook_events').selectAll().where('event_key', '=', `${paid.id}:ORDER_COMPLETED`).execute();
    expect(key).toHaveLength(1);
  });
});
