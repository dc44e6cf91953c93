/** `GET /payments/gateways/{list}/operations/` and its XLSX export, for the list's permission (domain/gateways.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canSeeGatewayOperations, type OperationList } from '../../../../domain/gateways.ts';
import { gatewayOperationListQuery, gatewayOperationPage, gatewayParams } from '../../../../domain/schemas/gatewayOperations.ts';
import { requireAuth } from '../../../http/auth.ts';
import { contextOf } from '../../../http/context.ts';
import { forbidden } from '../../../http/errors.ts';
import { streamWorkbook } from '../../../http/xlsx.ts';
import { listGatewayOperations } from './service.ts';
import { operationsWorkbook } from './export.ts';

export async function gatewayOperationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['payments'], security: [{ bearer: [] }], summary });
  // The permission depends on the path's gateway, so it is checked once the params are parsed.
  const allowed = (request: FastifyRequest, gateway: OperationList) => {
    if (!canSeeGatewayOperations(contextOf(request).actor, gateway)) throw forbidden();
  };

  r.get(
    '/payments/gateways/:gateway/operations/',
    { onRequest: requireAuth, schema: { ...meta("Payment operations of a gateway (Revolut View / Payfacto View), the card terminal (TPV Payment) or custom payments (finance staff): filtered, paged, with totals"), params: gatewayParams, querystring: gatewayOperationListQuery, response: { 200: gatewayOperationPage } } },
    (request) => {
      allowed(request, request.params.gateway);
      return listGatewayOperations(contextOf(request), request.url, request.params.gateway, request.query);
    },
  );

  r.get(
    '/payments/gateways/:gateway/operations/export/',
    { onRequest: requireAuth, schema: { ...meta("A gateway's filtered payment operations as a streamed XLSX"), params: gatewayParams, querystring: gatewayOperationListQuery } },
    (request, reply) => {
      allowed(request, request.params.gateway);
      const { filename, fill } = operationsWorkbook(contextOf(request), request.params.gateway, request.query);
      return streamWorkbook(request, reply, filename, fill);
    },
  );
}
