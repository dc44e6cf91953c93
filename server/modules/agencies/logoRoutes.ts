/** POST/DELETE agency/agencies/{id}/logo/ (the files and rules: logo.ts). */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '../../../domain/schemas/common.ts';
import { z } from '../../../domain/validation.ts';
import { requireAccess } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { installUploads, readUpload } from '../../http/uploads.ts';
import { LOGO_MAX_BYTES, setLogo, uploadLogo } from './logo.ts';
import { agencyRecord } from './schemas.ts';

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
  const mediaDir = path.join(app.config.dataDir, 'media');

  r.post('/agency/agencies/:id/logo/', { onRequest: guard, schema: { ...schema('Upload the logo (multipart field `logo`: PNG, JPEG or WebP, max 2 MB)'), consumes: ['multipart/form-data'] } }, (request) =>
    uploadLogo(contextOf(request), mediaDir, request.params.id, () => readUpload(request, 'logo', LOGO_MAX_BYTES)),
  );
  r.delete('/agency/agencies/:id/logo/', { onRequest: guard, schema: schema('Remove the logo') }, (request) => setLogo(contextOf(request), mediaDir, request.params.id, null));
}
