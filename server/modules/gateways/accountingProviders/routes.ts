/** Accounting-provider payments (release note 1.2.0) and the reservation action that changes the provider. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canManageAccountingProvider } from '../../../../domain/accountingProviders.ts';
import { id } from '../../../../domain/schemas/common.ts';
import { accountingProviderPartialBody, accountingProviderPaymentBody, changeAccountingProviderBody } from '../../../../domain/schemas/paymentRequests.ts';
import { z } from '../../../../domain/validation.ts';
import { requireRule } from '../../../http/auth.ts';
import { contextOf } from '../../../http/context.ts';
import { idempotencyKey } from '../../payments/routes.ts';
import { changeAccountingProvider, payToAccountingProvider } from './service.ts';

export async function accountingProviderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['payments'], security: [{ bearer: [] }], summary });
  const manage = requireRule(canManageAccountingProvider);

  r.post('/accounting-provider/payments/', { onRequest: manage, schema: { ...meta('Pay what a reservation owes to an accounting provider (Idempotency-Key)'), body: accountingProviderPaymentBody } }, async (request, reply) =>
    reply.code(201).send(await payToAccountingProvider(contextOf(request), request.body, { idempotencyKey: idempotencyKey(request) })),
  );
  r.post('/accounting-provider/payments/partial/', { onRequest: manage, schema: { ...meta('Pay part of a reservation to an accounting provider (Idempotency-Key)'), body: accountingProviderPartialBody } }, async (request, reply) =>
    reply.code(201).send(await payToAccountingProvider(contextOf(request), request.body, { idempotencyKey: idempotencyKey(request) })),
  );
  r.patch(
    '/reservations/:id/accounting-provider/',
    { onRequest: manage, schema: { ...meta("Change a reservation's accounting provider (with history)"), params: z.object({ id }), body: changeAccountingProviderBody } },
    (request) => changeAccountingProvider(contextOf(request), request.params.id, request.body.accounting_provider),
  );
}
