/**
 * Our end of Revolut's webhooks, `POST /api/payments/webhooks/revolut/`: the raw body is kept for
 * the signature (a re-serialised JSON would not match), a forged signature or a stale timestamp is
 * a 400 and changes nothing, and a replayed event is acknowledged without effect.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { applyGatewayEvent } from './paymentRequests/gatewayEvents.ts';
import { REVOLUT_EVENT_STATUS, type RevolutWebhookEvent } from './revolut/client.ts';
import { verifyRevolutSignature } from './revolut/signature.ts';
import { settingsOf } from './runtime.ts';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function parseEvent(raw: string): RevolutWebhookEvent | null {
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value.event !== 'string' || typeof value.order_id !== 'string') return null;
    return { event: value.event, order_id: value.order_id, merchant_order_ext_ref: typeof value.merchant_order_ext_ref === 'string' ? value.merchant_order_ext_ref : undefined };
  } catch {
    return null;
  }
}

export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  // Only here: the body stays a string so the signature is checked over the bytes that came.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhooks/revolut/',
    { schema: { tags: ['payments'], summary: 'Revolut Merchant API webhook (Revolut-Signature v1, Revolut-Request-Timestamp within 5 minutes)', hide: false } },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const check = verifyRevolutSignature({
        secret: settingsOf(app).revolut.webhookSecret,
        rawBody: raw,
        timestamp: header(request.headers['revolut-request-timestamp']),
        signature: header(request.headers['revolut-signature']),
        now: Date.now(),
      });
      if (check === 'forged') throw new ApiError(400, { key: 'gateways.webhook_forged' }, 'webhook_forged');
      if (check === 'stale') throw new ApiError(400, { key: 'gateways.webhook_stale' }, 'webhook_stale');
      const event = parseEvent(raw);
      if (!event) throw new ApiError(400, { key: 'gateways.webhook_malformed' }, 'webhook_malformed');
      const status = REVOLUT_EVENT_STATUS[event.event];
      // Events we do not act on are acknowledged, so the gateway stops sending them.
      if (!status) return { status: 'ignored' };
      const outcome = await app.db.transaction().execute((tx) => applyGatewayEvent(tx, { provider: 'revolut', orderId: event.order_id, event: event.event, status }));
      return { status: outcome };
    },
  );
}
