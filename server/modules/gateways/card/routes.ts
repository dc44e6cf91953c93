/**
 * Card payments' own routes (docs/api-payments-gateways.md 'Card payments'): the gateway's return
 * and the result page's record (public: the payment's unguessable id is the key), the /payment
 * page's reservation lookup, and the card terminal's status updates.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canUseCardPaymentPage, canUseCardTerminal } from '../../../../domain/gateways.ts';
import { canManageFunds } from '../../../../domain/payments/rules.ts';
import { paymentResult } from '../../../../domain/records/payments.ts';
import { cardPaymentParams, payableReservationRecord, reservationLookupQuery } from '../../../../domain/schemas/cardPayments.ts';
import { id } from '../../../../domain/schemas/common.ts';
import { publicPaymentRequestRecord } from '../../../../domain/schemas/paymentRequests.ts';
import { terminalStatusBody } from '../../../../domain/schemas/payments.ts';
import type { Actor } from '../../../../domain/session.ts';
import { z } from '../../../../domain/validation.ts';
import { requireRule } from '../../../http/auth.ts';
import { contextOf } from '../../../http/context.ts';
import { settingsOf } from '../runtime.ts';
import { lookupReservation } from './lookup.ts';
import { publicCardPayment, returnFromGateway } from './service.ts';
import { setTerminalStatus } from './terminal.ts';

const mayLookUp = (actor: Actor) => canUseCardPaymentPage(actor) || canManageFunds(actor);

export async function cardPaymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  r.get(
    '/payments/card/:public_id/public/',
    { schema: { tags, summary: 'Public: what the card payment result page shows (locator, amount, status, total, paid)', params: cardPaymentParams, response: { 200: publicPaymentRequestRecord } } },
    (request) => publicCardPayment(app.db, request.params.public_id),
  );

  r.get(
    '/payments/card/:public_id/return/',
    { schema: { tags, summary: 'Public: the card gateway sends the payer back here; reads the result and redirects to /payment-success or /payment-fail', params: cardPaymentParams } },
    async (request, reply) => reply.redirect(await returnFromGateway(app.db, request.params.public_id, settingsOf(app).publicUrl), 303),
  );

  r.get(
    '/payments/reservation-lookup/',
    {
      onRequest: requireRule(mayLookUp),
      schema: { tags, security: [{ bearer: [] }], summary: 'A reservation by its locator (caller’s scope) with what it still owes', querystring: reservationLookupQuery, response: { 200: payableReservationRecord } },
    },
    (request) => lookupReservation(contextOf(request), request.query.locator),
  );

  r.post(
    '/payments/operations/:id/terminal-status/',
    {
      onRequest: requireRule(canUseCardTerminal),
      schema: { tags, security: [{ bearer: [] }], summary: 'Record what the card terminal says about an open charge (TPV Payment)', params: z.object({ id }), body: terminalStatusBody, response: { 200: paymentResult } },
    },
    (request) => setTerminalStatus(contextOf(request), request.params.id, request.body.terminal_status),
  );
}
