/** Release note endpoints of docs/api.md 'Alerts and release notes'. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '../../../domain/schemas/common.ts';
import { CHANGE_TYPES, releaseNoteBody, releaseNoteListQuery, releaseNoteUpdateBody } from '../../../domain/schemas/notices.ts';
import { z } from '../../../domain/validation.ts';
import { requireAccess, requireAuth } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { pageSchema } from '../../http/pagination.ts';
import { createReleaseNote, deleteReleaseNote, getReleaseNote, listReleaseNotes, updateReleaseNote } from './service.ts';

const releaseNoteRecord = z.object({
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  date: z.string(),
  author: z.string(),
  description: z.string(),
  changes: z.array(z.object({ type: z.enum(CHANGE_TYPES), text: z.string(), details: z.string() })),
  breaking_changes: z.array(z.string()),
});

export async function releaseNoteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['release notes'], security: [{ bearer: [] }], summary });
  const params = z.object({ id });
  const manage = (action: string) => requireAccess({ resource: 'release-notes', action });

  r.get('/release-notes/', { onRequest: requireAuth, schema: { ...meta('Release notes, newest version first'), querystring: releaseNoteListQuery, response: { 200: pageSchema(releaseNoteRecord) } } }, (request) =>
    listReleaseNotes(contextOf(request), request.url, request.query),
  );
  r.get('/release-notes/:id/', { onRequest: requireAuth, schema: { ...meta('One release note'), params, response: { 200: releaseNoteRecord } } }, (request) =>
    getReleaseNote(app.db, request.params.id),
  );
  r.post('/release-notes/', { onRequest: manage('create'), schema: { ...meta('Publish a release note'), body: releaseNoteBody, response: { 201: releaseNoteRecord } } }, async (request, reply) =>
    reply.code(201).send(await createReleaseNote(app.db, request.body)),
  );
  r.patch('/release-notes/:id/', { onRequest: manage('edit'), schema: { ...meta('Edit a release note'), params, body: releaseNoteUpdateBody, response: { 200: releaseNoteRecord } } }, (request) =>
    updateReleaseNote(app.db, request.params.id, request.body),
  );
  r.delete('/release-notes/:id/', { onRequest: manage('delete'), schema: { ...meta('Delete a release note'), params } }, async (request, reply) => {
    await deleteReleaseNote(app.db, request.params.id);
    return reply.code(204).send();
  });
}
