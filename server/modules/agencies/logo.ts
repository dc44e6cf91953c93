/**
 * POST/DELETE agency/agencies/{id}/logo/: the agency's logo, a PNG, JPEG or WebP (checked by its
 * bytes) of at most 2 MB, stored under DATA_DIR/media/agencies/ and served at /media/…. A new
 * file name per upload, so browsers and proxies never show a cached old logo.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AgencyRecord } from '../../../domain/records/network.ts';
import { id } from '../../../domain/schemas/common.ts';
import { z } from '../../../domain/validation.ts';
import { actorOf, requireAccess } from '../../http/auth.ts';
import { fieldError } from '../../http/errors.ts';
import { IMAGE_EXTENSIONS, imageTypeOf, installUploads, readUpload } from '../../http/uploads.ts';
import type { AuthActor } from '../../security/actor.ts';
import { agencyRecord } from './schemas.ts';
import { editableAgency, getAgency } from './service.ts';
import { invalidationBus, TOPICS } from '../../http/invalidation.ts';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_DIR = 'agencies';

async function setLogo(app: FastifyInstance, request: FastifyRequest, actor: AuthActor, agencyId: number, file: string | null): Promise<AgencyRecord> {
  const row = await editableAgency(app.db, request, actor, agencyId);
  await app.db.updateTable('agencies').set({ logo: file }).where('id', '=', agencyId).execute();
  await invalidationBus(app.db).publish(TOPICS.agencyNetwork);
  // The old file goes only once the row no longer names it.
  if (row.logo && row.logo !== file) await rm(path.join(app.config.dataDir, 'media', row.logo), { force: true });
  return getAgency(app.db, request, actor, agencyId);
}

async function uploadLogo(app: FastifyInstance, request: FastifyRequest, actor: AuthActor, agencyId: number): Promise<AgencyRecord> {
  // Rules and scope first: a refused caller's upload is not even read.
  await editableAgency(app.db, request, actor, agencyId);
  const bytes = await readUpload(request, 'logo', LOGO_MAX_BYTES);
  const type = imageTypeOf(bytes);
  if (!type) throw fieldError('logo', 'validation.invalid_image');
  const name = `${LOGO_DIR}/${agencyId}-${randomBytes(8).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
  const target = path.join(app.config.dataDir, 'media', name);
  await mkdir(path.dirname(target), { recursive: true });
  // Written aside and renamed, so /media never serves half a file.
  await writeFile(`${target}.partial`, bytes);
  await rename(`${target}.partial`, target);
  try {
    return await setLogo(app, request, actor, agencyId, name);
  } catch (err) {
    await rm(target, { force: true });
    throw err;
  }
}

export async function agencyLogoRoutes(app: FastifyInstance): Promise<void> {
  await installUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string) => ({
    tags: ['agencies'],
    security: [{ bearer: [] }],
    summary,
    params: z.object({ id }),
    response: { 200: agencyRecord },
  });
  const guard = requireAccess({ resource: 'agencies', action: 'edit' });

  r.post('/agency/agencies/:id/logo/', { onRequest: guard, schema: { ...schema('Upload the logo (multipart field `logo`: PNG, JPEG or WebP, max 2 MB)'), consumes: ['multipart/form-data'] } }, (request) =>
    uploadLogo(app, request, actorOf(request), request.params.id),
  );
  r.delete('/agency/agencies/:id/logo/', { onRequest: guard, schema: schema('Remove the logo') }, (request) => setLogo(app, request, actorOf(request), request.params.id, null));
}
