/** Payments core (docs/api-payments.md): pay a reservation, refund, list operations; the ledger's accounting calls. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canStartPayments } from '../../../domain/gateways.ts';
import { canManageFunds, canPayReservations, canRefundPayments, canSeeLedger, canSeePaymentOperations } from '../../../domain/payments/rules.ts';
import { agencyBalanceRecord, movementPage, operationPage, operationRecord, paymentResult } from '../../../domain/records/payments.ts';
import { id } from '../../../domain/schemas/common.ts';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../../domain/schemas/flightBooking.ts';
import { depositRegisterBody } from '../../../domain/schemas/deposits.ts';
import { creditLimitBody, movementListQuery, operationListQuery, orderPayBody, payBody, refundBody } from '../../../domain/schemas/payments.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { fieldError } from '../../http/errors.ts';
import { agencyBalance, deposit, listMovements, setCreditLimit } from '../ledger/service.ts';
import { registerCoreProviders } from './providers/index.ts';
import { payOrderByCard } from './orderPay.ts';
import { listOperations, payReservation, refundOperation } from './service.ts';

/** The Idempotency-Key header (every create accepts it): a retry answers the first result. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (key === undefined || key === '') return undefined;
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw fieldError('Idempotency-Key', 'validation.too_long', { max: IDEMPOTENCY_KEY_MAX_LENGTH });
  return key;
}

/** This server's public origin as the request reached it (the gateways' return URLs). */
export function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  registerCoreProviders();
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (tag: string, summary: string) => ({ tags: [tag], security: [{ bearer: [] }], summary });
  const params = z.object({ id });

  r.post(
    '/payments/reservations/:id/pay/',
    {
      onRequest: requireRule(canStartPayments),
      schema: { ...meta('payments', 'Pay a reservation: agency_funds (what is owed), partial (amount), card (hosted page: redirect_url), custom, tpv; Idempotency-Key'), params, body: payBody, response: { 201: paymentResult } },
    },
    async (request, reply) => reply.code(201).send(await payReservation(contextOf(request), request.params.id, request.body, { idempotencyKey: idempotencyKey(request), origin: origin(request) })),
  );

  r.post(
    '/payments/orders/:id/pay/',
    {
      onRequest: requireRule(canPayReservations),
      schema: { ...meta('payments', 'Pay a whole order by card in one hosted page (provider card); Idempotency-Key'), params, body: orderPayBody, response: { 201: paymentResult } },
    },
    async (request, reply) => reply.code(201).send(await payOrderByCard(contextOf(request), request.params.id, request.body, { idempotencyKey: idempotencyKey(request), origin: origin(request) })),
  );

  r.post(
    '/payments/operations/:id/refund/',
    {
      onRequest: requireRule(canRefundPayments),
      schema: { ...meta('payments', 'Refund part or all of a completed payment (never above captured); Idempotency-Key'), params, body: refundBody, response: { 201: paymentResult } },
    },
    async (request, reply) => reply.code(201).send(await refundOperation(contextOf(request), request.params.id, request.body, { idempotencyKey: idempotencyKey(request), origin: origin(request) })),
  );

  r.get(
    '/payments/operations/',
    { onRequest: requireRule(canSeePaymentOperations), schema: { ...meta('payments', 'Payment operations in the caller’s scope, with filters'), querystring: operationListQuery, response: { 200: operationPage } } },
    (request) => listOperations(contextOf(request), request.url, request.query),
  );

  r.post(
    '/accounting/deposit/',
    // The strict body (issue 10): a deposit names its transaction number and payment type; the
    // looser depositBody stays for the in-process callers (an approved evidence's deposit).
    { onRequest: requireRule(canManageFunds), schema: { ...meta('accounting', "Credit an agency's funds (finance staff); Idempotency-Key"), body: depositRegisterBody, response: { 201: operationRecord } } },
    async (request, reply) => reply.code(201).send(await deposit(contextOf(request), request.body, idempotencyKey(request))),
  );

  r.get(
    '/accounting/agency-balance/:id/',
    { onRequest: requireRule(canSeeLedger), schema: { ...meta('accounting', 'Funds, credit limit and available amount of an agency (its currency)'), params, response: { 200: agencyBalanceRecord } } },
    (request) => agencyBalance(contextOf(request), request.params.id),
  );

  // GET accounting/balance/{id}/ is the agency's statement (issue 10): server/modules/accounting/areaRoutes.ts; its head lists these accounts.

  r.patch(
    '/accounting/credit-limit/:id/',
    { onRequest: requireRule(canManageFunds), schema: { ...meta('accounting', "Set an agency's payment terms: credit limit and hours for unpaid bookings (finance staff)"), params, body: creditLimitBody, response: { 200: agencyBalanceRecord } } },
    (request) => setCreditLimit(contextOf(request), request.params.id, request.body),
  );

  r.get(
    '/accounting/movements/',
    { onRequest: requireRule(canSeeLedger), schema: { ...meta('accounting', "Ledger movements of the agencies in the caller's scope"), querystring: movementListQuery, response: { 200: movementPage } } },
    (request) => listMovements(contextOf(request), request.url, request.query),
  );
}
