/**
 * POST/DELETE agency/agencies/{id}/logo/: the agency's logo, a PNG, JPEG or WebP (checked by its
 * bytes) of at most 2 MB, stored under DATA_DIR/media/agencies/ and served at /media/…. A new
 * file name per upload, so browsers and proxies never show a cached old logo. Routes: logoRoutes.ts.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AgencyRecord } from '../../../domain/records/network.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError } from '../../http/errors.ts';
import { IMAGE_EXTENSIONS, imageTypeOf } from '../../http/uploads.ts';
import { editableAgency, getAgency } from './service.ts';
import { invalidationBus, TOPICS } from '../../http/invalidation.ts';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_DIR = 'agencies';

/** `mediaDir`: DATA_DIR/media, where the logo files are. */
export async function setLogo(ctx: ServiceContext, mediaDir: string, agencyId: number, file: string | null): Promise<AgencyRecord> {
  const row = await editableAgency(ctx, agencyId);
  await ctx.db.updateTable('agencies').set({ logo: file }).where('id', '=', agencyId).execute();
  await invalidationBus(ctx.db).publish(TOPICS.agencyNetwork);
  // The old file goes only once the row no longer names it.
  if (row.logo && row.logo !== file) await rm(path.join(mediaDir, row.logo), { force: true });
  return getAgency(ctx, agencyId);
}

/** `readBytes` reads the upload: called only once the rules and scope let the caller in. */
export async function uploadLogo(ctx: ServiceContext, mediaDir: string, agencyId: number, readBytes: () => Promise<Buffer>): Promise<AgencyRecord> {
  // Rules and scope first: a refused caller's upload is not even read.
  await editableAgency(ctx, agencyId);
  const bytes = await readBytes();
  const type = imageTypeOf(bytes);
  if (!type) throw fieldError('logo', 'validation.invalid_image');
  const name = `${LOGO_DIR}/${agencyId}-${randomBytes(8).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
  const target = path.join(mediaDir, name);
  await mkdir(path.dirname(target), { recursive: true });
  // Written aside and renamed, so /media never serves half a file.
  await writeFile(`${target}.partial`, bytes);
  await rename(`${target}.partial`, target);
  try {
    return await setLogo(ctx, mediaDir, agencyId, name);
  } catch (err) {
    await rm(target, { force: true });
    throw err;
  }
}
