/** Agency endpoints of docs/api.md 'Agencies'. */
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canViewAgencies } from '../../../domain/networkRules.ts';
import { canCreateAgency } from '../../../domain/rules.ts';
import { agencyCreateBody, agencyListQuery, agencyUpdateBody } from '../../../domain/schemas/agencies.ts';
import { id } from '../../../domain/schemas/common.ts';
import { z } from '../../../domain/validation.ts';
import { requireAccess, requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { streamWorkbook } from '../../http/xlsx.ts';
import { agenciesWorkbook } from './export.ts';
import { agencyLogoRoutes } from './logoRoutes.ts';
import { pricePreview } from './pricing.ts';
import { agencyRecord, pricePreview as pricePreviewAnswer, pricePreviewQuery } from './schemas.ts';
import { createAgency, deleteAgency, getAgency, listAgenciesJson, updateAgency } from './service.ts';

export async function agencyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['agencies'], security: [{ bearer: [] }], summary });
  const view = requireRule(canViewAgencies);
  const params = z.object({ id });
  const mediaDir = path.join(app.config.dataDir, 'media');

  r.get(
    '/agency/agencies/',
    { onRequest: view, schema: { ...meta('Agencies in the caller’s subtree (tree view: ?parent=&state=all)'), querystring: agencyListQuery, response: { 200: pageSchema(agencyRecord) } } },
    async (request, reply) => {
      const text = await listAgenciesJson(contextOf(request), app.networkCache, request.url, request.query);
      // Already JSON text (the cache keeps it so): Fastify sends a string with a JSON content type
      // as it is. The type provider only knows the object form of the response schema, hence the cast.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(text);
    },
  );

  r.get(
    '/agency/agencies/export_to_excel/',
    { onRequest: view, schema: { ...meta('The filtered list as a streamed XLSX'), querystring: agencyListQuery } },
    (request, reply) => {
      const { filename, fill } = agenciesWorkbook(contextOf(request), request.query);
      return streamWorkbook(request, reply, filename, fill);
    },
  );

  r.get('/agency/agencies/:id/', { onRequest: view, schema: { ...meta('One agency'), params, response: { 200: agencyRecord } } }, (request) =>
    getAgency(contextOf(request), request.params.id),
  );

  r.get(
    '/agency/agencies/:id/price-preview/',
    { onRequest: view, schema: { ...meta('A net cost through the markup chain down to this agency'), params, querystring: pricePreviewQuery, response: { 200: pricePreviewAnswer } } },
    (request) => pricePreview(contextOf(request), request.params.id, request.query.service_type, request.query.net),
  );

  r.post(
    '/agency/agencies/',
    { onRequest: requireRule(canCreateAgency), schema: { ...meta('Create an agency below a parent'), body: agencyCreateBody, response: { 201: agencyRecord } } },
    async (request, reply) => reply.code(201).send(await createAgency(contextOf(request), request.body)),
  );

  r.patch(
    '/agency/agencies/:id/',
    { onRequest: requireAccess({ resource: 'agencies', action: 'edit' }), schema: { ...meta('Edit an agency (own level or below)'), params, body: agencyUpdateBody, response: { 200: agencyRecord } } },
    (request) => updateAgency(contextOf(request), request.params.id, request.body),
  );

  r.delete(
    '/agency/agencies/:id/',
    { onRequest: requireAccess({ resource: 'agencies', action: 'delete' }), schema: { ...meta('Delete an agency (strictly below; 409 while in use)'), params } },
    async (request, reply) => {
      await deleteAgency(contextOf(request), mediaDir, request.params.id);
      return reply.code(204).send();
    },
  );

  await app.register(agencyLogoRoutes);
}
