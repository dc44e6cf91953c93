/**
 * Payment evidences (docs/api-evidences.md): the list, one evidence, its status changes, its files
 * (served only to those who may see the evidence: never a public path) and the multipart upload.
 */
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EVIDENCE_FILE_FIELD, EVIDENCE_FILE_MAX_BYTES, EVIDENCE_MAX_FILES } from '../../../domain/evidences/files.ts';
import { canChooseAgencies, canReviewEvidences, canSeeEvidences, canUploadEvidences } from '../../../domain/evidences/rules.ts';
import { agencyChoicePage, evidenceDetailRecord, evidencePage } from '../../../domain/records/evidences.ts';
import { id } from '../../../domain/schemas/common.ts';
import { agencyChoiceQuery, evidenceListQuery, evidenceStatusBody } from '../../../domain/schemas/evidences.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { installUploads, readMultipartForm } from '../../http/uploads.ts';
import { idempotencyKey } from '../payments/routes.ts';
import { listAgencyChoices } from './agencyChoices.ts';
import { evidenceDir, storedPath } from './files.ts';
import { findEvidence, getEvidence, listEvidences } from './query.ts';
import { changeEvidenceStatus } from './review.ts';
import { createEvidence } from './service.ts';

const meta = (summary: string) => ({ tags: ['evidences'], security: [{ bearer: [] }], summary });

/** `attachment`-safe names: ASCII in `filename`, the real one in `filename*` (RFC 6266). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The upload, in its own context: only this route parses multipart bodies. */
async function uploadRoutes(app: FastifyInstance): Promise<void> {
  await installUploads(app);
  const root = evidenceDir(app.config.dataDir);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/accounting/evidences/',
    {
      onRequest: requireRule(canUploadEvidences),
      schema: {
        ...meta(`Upload a payment evidence of the caller's agency (multipart: the fields and 1 to ${EVIDENCE_MAX_FILES} images or PDFs in \`${EVIDENCE_FILE_FIELD}\`, 4 MB each)`),
        consumes: ['multipart/form-data'],
        response: { 201: evidenceDetailRecord },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileField: EVIDENCE_FILE_FIELD,
        maxFileBytes: EVIDENCE_FILE_MAX_BYTES,
        maxFiles: EVIDENCE_MAX_FILES,
        maxFields: 12,
        maxFieldBytes: 4096,
      });
      return reply.code(201).send(await createEvidence(contextOf(request), root, form));
    },
  );
}

export async function evidenceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(uploadRoutes);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const see = requireRule(canSeeEvidences);
  const params = z.object({ id });
  const root = evidenceDir(app.config.dataDir);

  r.get(
    '/accounting/evidences/',
    { onRequest: see, schema: { ...meta("Payment evidences of the caller's subtree (all for accounting), with filters"), querystring: evidenceListQuery, response: { 200: evidencePage } } },
    (request) => listEvidences(contextOf(request), request.url, request.query),
  );

  r.get(
    '/accounting/agency-choices/',
    {
      onRequest: requireRule(canChooseAgencies),
      schema: { ...meta("Agencies of the caller's scope by name, for the deposit and evidence pickers (search, id__in)"), querystring: agencyChoiceQuery, response: { 200: agencyChoicePage } },
    },
    (request) => listAgencyChoices(contextOf(request), request.url, request.query),
  );

  r.get(
    '/accounting/evidences/:id/',
    { onRequest: see, schema: { ...meta('One evidence with its files, history and the statuses the caller may set'), params, response: { 200: evidenceDetailRecord } } },
    (request) => getEvidence(contextOf(request), request.params.id),
  );

  r.patch(
    '/accounting/evidences/:id/status/',
    {
      onRequest: requireRule(canReviewEvidences),
      schema: { ...meta('Send to review, approve (a deposit in the agency funds, once) or deny with a cause; Idempotency-Key'), params, body: evidenceStatusBody, response: { 200: evidenceDetailRecord } },
    },
    (request) => changeEvidenceStatus(contextOf(request), request.params.id, request.body, idempotencyKey(request)),
  );

  r.get(
    '/accounting/evidences/:id/files/:file/',
    { onRequest: see, schema: { ...meta('The bytes of one file of an evidence (image or PDF), to whoever may see the evidence'), params: z.object({ id, file: id }) } },
    async (request, reply) => {
      await findEvidence(app.db, actorOf(request), request.params.id);
      const file = await app.db
        .selectFrom('payment_evidence_files')
        .select(['name', 'content_type', 'size', 'storage_key'])
        .where('id', '=', request.params.file)
        .where('evidence_id', '=', request.params.id)
        .executeTakeFirst();
      if (!file) throw notFound();
      const path = storedPath(root, file.storage_key);
      try {
        await access(path);
      } catch {
        request.log.error({ evidence: request.params.id, file: request.params.file }, 'evidence file missing on disk');
        throw notFound();
      }
      return reply
        .header('content-type', file.content_type)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(createReadStream(path));
    },
  );
}
