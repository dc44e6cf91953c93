/**
 * Payment links: the staff's create (`Revolut Payment Link`), and the public side with no login —
 * the page's record, the card payment start, and the return from the gateway.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canSendPaymentLink } from '../../../../domain/gateways.ts';
import { paymentRequestId, paymentRequestRecord, publicPaymentRequestRecord, reservationPaymentRequestBody } from '../../../../domain/schemas/paymentRequests.ts';
import { z } from '../../../../domain/validation.ts';
import { requireRule } from '../../../http/auth.ts';
import { contextOf } from '../../../http/context.ts';
import { idempotencyKey } from '../../payments/routes.ts';
import { settingsOf } from '../runtime.ts';
import { finishCardPayment, startCardPayment } from './checkout.ts';
import { createReservationPaymentRequest, publicPaymentRequest } from './service.ts';

export async function paymentRequestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  r.post(
    '/payments/payment-requests/reservation-payment-request/',
    {
      onRequest: requireRule(canSendPaymentLink),
      schema: { tags, security: [{ bearer: [] }], summary: 'Send a card payment link for a reservation (e-mailed to the customer); Idempotency-Key', body: reservationPaymentRequestBody, response: { 201: paymentRequestRecord } },
    },
    async (request, reply) => reply.code(201).send(await createReservationPaymentRequest(contextOf(request), request.body, settingsOf(app).publicUrl, idempotencyKey(request))),
  );

  r.get(
    '/payments/payment-requests/:id/public/',
    { schema: { tags, summary: 'Public: what the payment page shows (no login)', params: paymentRequestId, response: { 200: publicPaymentRequestRecord } } },
    (request) => publicPaymentRequest(app.db, request.params.id),
  );

  r.post(
    '/payments/payment-requests/:id/pay/',
    { schema: { tags, summary: 'Public: start the card payment; answers the hosted page to send the browser to', params: paymentRequestId, body: z.strictObject({}).optional(), response: { 200: z.object({ checkout_url: z.string() }) } } },
    (request) => startCardPayment(app.db, request.params.id, settingsOf(app).publicUrl),
  );

  r.get(
    '/payments/payment-requests/:id/return/',
    { schema: { tags, summary: 'Public: the gateway sends the customer back here; redirects to /payment-success or /payment-fail', params: paymentRequestId } },
    async (request, reply) => reply.redirect(await finishCardPayment(app.db, request.params.id, settingsOf(app).publicUrl), 303),
  );
}
