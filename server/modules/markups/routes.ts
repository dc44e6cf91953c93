/** Markup endpoints of docs/api.md 'Markups'. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SERVICE_TYPES } from '../../../domain/constants.ts';
import { canViewAgencies } from '../../../domain/networkRules.ts';
import { MARKUP_KINDS } from '../../../domain/pricing/markupChain.ts';
import { AGENCY_LEVELS } from '../../../domain/roles.ts';
import { id } from '../../../domain/schemas/common.ts';
import { markupCreateBody, markupListQuery, markupUpdateBody } from '../../../domain/schemas/markups.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireAccess, requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { createMarkup, deleteMarkup, getMarkup, listMarkups, updateMarkup } from './service.ts';

const markupRecord = z.object({
  id: z.number().int(),
  agency: z.number().int(),
  agency_name: z.string(),
  agency_level: z.enum(AGENCY_LEVELS),
  service_type: z.enum(SERVICE_TYPES),
  kind: z.enum(MARKUP_KINDS),
  value: z.string(),
  currency: z.number().int().nullable(),
  active: z.boolean(),
  created: z.string(),
  updated: z.string(),
});

export async function markupRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['markups'], security: [{ bearer: [] }], summary });
  const params = z.object({ id });
  const view = requireRule(canViewAgencies);

  r.get('/agency/markups/', { onRequest: view, schema: { ...meta('Markups of the agencies below the caller'), querystring: markupListQuery, response: { 200: pageSchema(markupRecord) } } }, (request) =>
    listMarkups(contextOf(request), request.url, request.query),
  );
  r.get('/agency/markups/:id/', { onRequest: view, schema: { ...meta('One markup'), params, response: { 200: markupRecord } } }, (request) =>
    getMarkup(app.db, actorOf(request), request.params.id),
  );
  r.post(
    '/agency/markups/',
    { onRequest: requireAccess({ resource: 'markups', action: 'create' }), schema: { ...meta('Create a markup (409 duplicate for an existing service type)'), body: markupCreateBody, response: { 201: markupRecord } } },
    async (request, reply) => reply.code(201).send(await createMarkup(contextOf(request), request.body)),
  );
  r.patch(
    '/agency/markups/:id/',
    { onRequest: requireAccess({ resource: 'markups', action: 'edit' }), schema: { ...meta('Edit a markup'), params, body: markupUpdateBody, response: { 200: markupRecord } } },
    (request) => updateMarkup(contextOf(request), request.params.id, request.body),
  );
  r.delete('/agency/markups/:id/', { onRequest: requireAccess({ resource: 'markups', action: 'delete' }), schema: { ...meta('Delete a markup'), params } }, async (request, reply) => {
    await deleteMarkup(contextOf(request), request.params.id);
    return reply.code(204).send();
  });
}
