/** Agency group endpoints of docs/api.md 'Agency groups'. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canManageAgencyGroups } from '../../../domain/networkRules.ts';
import { id } from '../../../domain/schemas/common.ts';
import { agencyGroupBody, agencyGroupListQuery, agencyGroupUpdateBody } from '../../../domain/schemas/markups.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './service.ts';

const groupRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  agencies: z.array(z.number().int()),
  agencies_count: z.number().int(),
  created: z.string(),
});

export async function agencyGroupRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['agency groups'], security: [{ bearer: [] }], summary });
  const onRequest = requireRule(canManageAgencyGroups);
  const params = z.object({ id });

  r.get('/agency/agencies/groups/', { onRequest, schema: { ...meta('Agency groups'), querystring: agencyGroupListQuery, response: { 200: pageSchema(groupRecord) } } }, (request) =>
    listGroups(contextOf(request), request.url, request.query),
  );
  r.get('/agency/agencies/groups/:id/', { onRequest, schema: { ...meta('One agency group'), params, response: { 200: groupRecord } } }, (request) => getGroup(app.db, request.params.id));
  r.post('/agency/agencies/groups/', { onRequest, schema: { ...meta('Create an agency group'), body: agencyGroupBody, response: { 201: groupRecord } } }, async (request, reply) =>
    reply.code(201).send(await createGroup(contextOf(request), request.body)),
  );
  r.patch('/agency/agencies/groups/:id/', { onRequest, schema: { ...meta('Edit a group (members replaced when `agencies` is sent)'), params, body: agencyGroupUpdateBody, response: { 200: groupRecord } } }, (request) =>
    updateGroup(contextOf(request), request.params.id, request.body),
  );
  r.delete('/agency/agencies/groups/:id/', { onRequest, schema: { ...meta('Delete an agency group'), params } }, async (request, reply) => {
    await deleteGroup(contextOf(request), request.params.id);
    return reply.code(204).send();
  });
}
