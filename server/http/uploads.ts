/**
 * File uploads (ARCHITECTURE.md 'Uploads: type checked by content'). A route context that takes
 * files registers `installUploads`; handlers read one file with `readUpload` and check what it is
 * by its first bytes, never by its name or the browser's Content-Type.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, fieldError } from './errors.ts';

export type ImageType = 'png' | 'jpeg' | 'webp';

export const IMAGE_EXTENSIONS: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/** PNG, JPEG or WebP by magic bytes; anything else (SVG, GIF, HTML renamed .png …) is null. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Multipart parsing for the routes of one plugin context only: elsewhere a multipart body stays
 * a 415, as the rest of the API takes JSON.
 */
export async function installUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
}

/**
 * The bytes of the file sent in `field`, at most `maxBytes`. 415 when the body is not multipart;
 * 400 on the field when it is missing or too large.
 */
export async function readUpload(request: FastifyRequest, field: string, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError(415, { key: 'api.unsupported_media_type' });
  const part = await request.file({ limits: { fileSize: maxBytes } });
  if (!part || part.fieldname !== field) {
    if (part) part.file.resume(); // drain it, so the request ends
    throw fieldError(field, 'validation.required');
  }
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError(field, 'validation.file_too_large', { max: Math.round((maxBytes / (1024 * 1024)) * 10) / 10 });
    }
    throw err;
  }
}
