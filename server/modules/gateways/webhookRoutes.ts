/**
 * Our end of Revolut's webhooks, `POST /api/payments/webhooks/revolut/`: the raw body is kept for
 * the signature (a re-serialised JSON would not match); the provider's parseWebhook refuses a
 * forged signature or a stale timestamp with a 400 that changes nothing, and a replayed event is
 * acknowledged without effect (gatewayEvents.ts).
 */
import type { FastifyInstance } from 'fastify';
import { findProvider } from '../payments/registry.ts';
import { reservationsChanged } from '../reservations/cache.ts';
import { applyGatewayEvent } from './paymentRequests/gatewayEvents.ts';
import { REVOLUT } from './providers/revolut.ts';

export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  // Only here: the body stays a string so the signature is checked over the bytes that came.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhooks/revolut/',
    { schema: { tags: ['payments'], summary: 'Revolut Merchant API webhook (Revolut-Signature v1, Revolut-Request-Timestamp within 5 minutes)' } },
    async (request) => {
      const provider = findProvider(REVOLUT);
      if (!provider?.parseWebhook) throw new Error('the Revolut provider is not registered');
      const event = await provider.parseWebhook({ headers: request.headers, rawBody: typeof request.body === 'string' ? request.body : '' });
      if (!event) return { status: 'ignored' };
      const outcome = await app.db.transaction().execute((tx) =>
        applyGatewayEvent(tx, { provider: REVOLUT, eventId: event.eventId, orderId: event.externalId, reference: event.reference, status: event.status, capturedMinor: event.capturedMinor, payload: event.payload }),
      );
      // Lists and summaries cache answers: a settled payment changes a reservation's paid amount.
      if (outcome === 'applied') await reservationsChanged(app.db);
      return { status: outcome };
    },
  );
}
