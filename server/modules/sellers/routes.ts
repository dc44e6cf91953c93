/** Seller endpoints of docs/api.md 'Operators and sellers'. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canManageSellers } from '../../../domain/networkRules.ts';
import { id } from '../../../domain/schemas/common.ts';
import { sellerCreateBody, sellerListQuery, sellerUpdateBody } from '../../../domain/schemas/operators.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { createSeller, deleteSeller, getSeller, listSellers, updateSeller } from './service.ts';

const sellerRecord = z.object({
  id: z.number().int(),
  code: z.string(),
  corporate_email: z.string(),
  corporate_phone: z.string(),
  personal_phone: z.string(),
  cost_center: z.string(),
  operator: z.number().int(),
  operator_name: z.string(),
  agency: z.number().int(),
  agency_name: z.string(),
  active: z.boolean(),
  created: z.string(),
});

export async function sellerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['sellers'], security: [{ bearer: [] }], summary });
  const onRequest = requireRule(canManageSellers);
  const params = z.object({ id });

  r.get('/agency/sellers/', { onRequest, schema: { ...meta('Sellers of the caller’s subtree'), querystring: sellerListQuery, response: { 200: pageSchema(sellerRecord) } } }, (request) =>
    listSellers(contextOf(request), request.url, request.query),
  );
  r.get('/agency/sellers/:id/', { onRequest, schema: { ...meta('One seller'), params, response: { 200: sellerRecord } } }, (request) => getSeller(app.db, actorOf(request), request.params.id));
  r.post('/agency/sellers/', { onRequest, schema: { ...meta('Give an operator seller data'), body: sellerCreateBody, response: { 201: sellerRecord } } }, async (request, reply) =>
    reply.code(201).send(await createSeller(app.db, actorOf(request), request.body)),
  );
  r.patch('/agency/sellers/:id/', { onRequest, schema: { ...meta('Edit seller data'), params, body: sellerUpdateBody, response: { 200: sellerRecord } } }, (request) =>
    updateSeller(app.db, actorOf(request), request.params.id, request.body),
  );
  r.delete('/agency/sellers/:id/', { onRequest, schema: { ...meta('Remove seller data'), params } }, async (request, reply) => {
    await deleteSeller(app.db, actorOf(request), request.params.id);
    return reply.code(204).send();
  });
}
