/**
 * The Revolut sandbox: the Merchant API's order endpoints (create, retrieve, refund, cancel) with
 * its Bearer secret, error shape `{code, message}` and Idempotency-Key, plus the hosted checkout
 * page. Paying or declining there stores a signed ORDER_COMPLETED / ORDER_FAILED webhook for the
 * delivery worker, then sends the customer to the order's redirect_url (either way: the merchant
 * reads the order's state there, as with the real checkout).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { settingsOf, webhookUrl } from '../runtime.ts';
import { cardOutcome } from './cards.ts';
import { cardPage, minorToText } from './cardPage.ts';
import { addSandboxRefund, createSandboxOrder, findSandboxOrder, settleSandboxOrder, type SandboxOrder } from './store.ts';
import { enqueueWebhook } from './webhookQueue.ts';

const P = 'revolut';

function toOrder(o: SandboxOrder, publicUrl: string, type: 'payment' | 'refund' = 'payment') {
  return {
    id: o.id,
    token: o.token,
    type,
    state: o.state,
    created_at: o.created_at.toISOString(),
    amount: o.amount_minor,
    currency: o.currency,
    description: o.description,
    merchant_order_data: { reference: o.reference },
    ...(type === 'payment' ? { checkout_url: `${publicUrl}/sandbox/revolut/pay/${o.token}`, refunded_amount: o.refunded_minor } : {}),
  };
}

const problem = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ code, message, timestamp: Date.now() });

export async function revolutSandboxRoutes(app: FastifyInstance): Promise<void> {
  const authorised = (request: FastifyRequest) => request.headers.authorization === `Bearer ${settingsOf(app).revolut.secretKey}`;
  const key = (request: FastifyRequest) => {
    const value = request.headers['idempotency-key'];
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('/api/') && !authorised(request)) return problem(reply, 401, 'unauthenticated', 'Bad or missing secret key');
  });

  app.post('/api/orders', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const amount = body.amount;
    const currency = body.currency;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return problem(reply, 400, 'bad_request', 'amount must be a positive integer in minor units');
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return problem(reply, 400, 'bad_request', 'currency must be an ISO 4217 code');
    const data = (body.merchant_order_data ?? {}) as { reference?: unknown };
    const order = await createSandboxOrder(app.db, {
      provider: P,
      amountMinor: amount,
      currency,
      description: typeof body.description === 'string' ? body.description : '',
      reference: typeof data.reference === 'string' ? data.reference : '',
      redirectUrl: typeof body.redirect_url === 'string' ? body.redirect_url : '',
      idempotencyKey: key(request),
    });
    return reply.code(201).send(toOrder(order, settingsOf(app).publicUrl));
  });

  app.get<{ Params: { id: string } }>('/api/orders/:id', async (request, reply) => {
    const order = await findSandboxOrder(app.db, P, 'id', request.params.id);
    if (!order) return problem(reply, 404, 'not_found', 'Order not found');
    return toOrder(order, settingsOf(app).publicUrl);
  });

  app.post<{ Params: { id: string } }>('/api/orders/:id/refund', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return problem(reply, 400, 'bad_request', 'amount must be a positive integer in minor units');
    const idempotencyKey = key(request);
    const refundKey = idempotencyKey ? `refund:${request.params.id}:${idempotencyKey}` : null;
    return app.db.transaction().execute(async (tx) => {
      if (refundKey) {
        const earlier = await tx.selectFrom('sandbox_gateway_orders').selectAll().where('provider', '=', P).where('idempotency_key', '=', refundKey).executeTakeFirst();
        if (earlier) return reply.code(201).send(toOrder(earlier, '', 'refund'));
      }
      const parent = await findSandboxOrder(tx, P, 'id', request.params.id);
      if (!parent) return problem(reply, 404, 'not_found', 'Order not found');
      const updated = await addSandboxRefund(tx, parent.id, amount);
      if (!updated) return problem(reply, 422, 'refund_not_allowed', 'The order is not completed or the amount exceeds what is left to refund');
      const refund = await createSandboxOrder(tx, { provider: P, amountMinor: amount, currency: parent.currency, reference: parent.id, description: String(body.description ?? ''), idempotencyKey: refundKey, state: 'completed' });
      return reply.code(201).send(toOrder(refund, '', 'refund'));
    });
  });

  app.post<{ Params: { id: string } }>('/api/orders/:id/cancel', async (request, reply) => {
    const settings = settingsOf(app);
    return app.db.transaction().execute(async (tx) => {
      const order = await settleSandboxOrder(tx, request.params.id, 'cancelled', ['pending', 'authorised']);
      if (!order) return problem(reply, 422, 'cancel_not_allowed', 'Only a pending or authorised order can be cancelled');
      await enqueueWebhook(tx, { provider: P, url: webhookUrl(settings, P), body: { event: 'ORDER_CANCELLED', order_id: order.id, merchant_order_ext_ref: order.reference } });
      return toOrder(order, settings.publicUrl);
    });
  });

  app.get<{ Params: { token: string } }>('/pay/:token', async (request, reply) => {
    const order = await findSandboxOrder(app.db, P, 'token', request.params.token);
    if (!order) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('text/html').send(cardPage({ provider: 'Revolut', amount: minorToText(order.amount_minor), currency: order.currency, description: order.description, action: request.url }));
  });

  app.post<{ Params: { token: string } }>('/pay/:token', async (request, reply) => {
    const settings = settingsOf(app);
    const order = await findSandboxOrder(app.db, P, 'token', request.params.token);
    if (!order) return reply.code(404).type('text/plain').send('Not found');
    const card = new URLSearchParams(String(request.body ?? '')).get('card_number') ?? '';
    const outcome = cardOutcome(card);
    if (outcome === 'unknown') {
      const page = cardPage({ provider: 'Revolut', amount: minorToText(order.amount_minor), currency: order.currency, description: order.description, action: request.url, error: 'Not a test card.' });
      return reply.code(400).type('text/html').send(page);
    }
    const state = outcome === 'approved' ? 'completed' : 'failed';
    await app.db.transaction().execute(async (tx) => {
      const moved = await settleSandboxOrder(tx, order.id, state);
      if (!moved) return;
      const event = state === 'completed' ? 'ORDER_COMPLETED' : 'ORDER_FAILED';
      await enqueueWebhook(tx, { provider: P, url: webhookUrl(settings, P), body: { event, order_id: order.id, merchant_order_ext_ref: order.reference } });
    });
    return reply.redirect(order.redirect_url || `${settings.publicUrl}/payment-${state === 'completed' ? 'success' : 'fail'}`, 303);
  });
}
