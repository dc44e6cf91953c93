/** Manifests, their XLSX (rule canSeeManifests) and the EDIFACT PAXLST (rule canSendPaxlst); docs/api-flights.md. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canCheckin, canSeeManifests, canSendPaxlst } from '../../../domain/rules.ts';
import { id } from '../../../domain/schemas/common.ts';
import { edifactQuery, manifestExportQuery, manifestListQuery } from '../../../domain/schemas/flightBooking.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { streamWorkbook } from '../../http/xlsx.ts';
import { edifactReport, listManifests, manifestDetail, manifestWorkbook } from './service.ts';

export async function manifestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['manifests'], security: [{ bearer: [] }], summary });
  const onRequest = requireRule(canSeeManifests);

  r.get('/flights/manifests/', { onRequest, schema: { ...meta('Departures with their passenger counts (Manifest filters)'), querystring: manifestListQuery } }, (request) =>
    listManifests(contextOf(request), request.url, request.query),
  );
  r.get('/flights/:subcalendar/manifest/', { onRequest, schema: { ...meta('The manifest of one departure'), params: z.object({ subcalendar: id }) } }, (request) =>
    manifestDetail(contextOf(request), request.params.subcalendar),
  );
  // The check-in desk (canCheckin) closes a flight and hands over its manifest, as with manifest/v2.
  r.get('/flights/manifest/export/', { onRequest: requireRule((actor) => canCheckin(actor) || canSeeManifests(actor)), schema: { ...meta('The manifest of a departure as XLSX'), querystring: manifestExportQuery } }, async (request, reply) => {
    const { filename, fill } = await manifestWorkbook(contextOf(request), (request.query.subcalendar_id ?? request.query.subschedule_id) as number);
    return streamWorkbook(request, reply, filename, fill);
  },
  );
  // The manifests admins (spec §6) and whoever closes the departure's check-in (domain/rules.ts).
  r.get('/admin-flights/edifact-report/', { onRequest: requireRule(canSendPaxlst), schema: { ...meta('UN/EDIFACT PAXLST (D02B) of a departure'), querystring: edifactQuery } }, async (request, reply) => {
    const report = await edifactReport(contextOf(request), request.query.subcalendar_id);
    return reply.type('text/plain; charset=utf-8').header('content-disposition', `attachment; filename="${report.filename}"`).send(report.text);
  });
}
