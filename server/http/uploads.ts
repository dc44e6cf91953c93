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

/** A PDF by its header (`%PDF-`, ISO 32000 §7.5.2); anything else (an image, HTML renamed .pdf …) is not. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-';
}

export interface FormFile {
  /** The name the client gave (never trusted for the type: check the bytes). */
  filename: string;
  bytes: Buffer;
}

export interface MultipartForm {
  /** Text parts by name, each sent once. */
  fields: Record<string, string>;
  /** The files of `fileField`, in the order sent. */
  files: FormFile[];
}

export interface FormLimits {
  /** The only field that may carry files (repeated once per file). */
  fileField: string;
  maxFileBytes: number;
  maxFiles: number;
  maxFields: number;
  /** Bytes of one text part. */
  maxFieldBytes: number;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * A whole multipart form: its text parts and up to `maxFiles` files of `fileField`, each at most
 * `maxFileBytes` (read in memory: the limits keep it small). 415 when the body is not multipart;
 * 400 on the field for a file too large, too many files, a file under another name, a text part
 * too long or sent twice. The route context must have registered `installUploads`.
 */
export async function readMultipartForm(request: FastifyRequest, limits: FormLimits): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new ApiError(415, { key: 'api.unsupported_media_type' });
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: FormFile[] = [];
  const parts = request.parts({
    limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: limits.maxFields, fieldSize: limits.maxFieldBytes, parts: limits.maxFiles + limits.maxFields },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== limits.fileField) {
          part.file.resume(); // drain it, so the request ends
          throw fieldError(part.fieldname, 'validation.unknown_field');
        }
        files.push({ filename: part.filename ?? '', bytes: await part.toBuffer() });
        continue;
      }
      if (part.valueTruncated) throw fieldError(part.fieldname, 'validation.too_long', { max: limits.maxFieldBytes });
      if (Object.hasOwn(fields, part.fieldname)) throw fieldError(part.fieldname, 'validation.invalid_type');
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(limits.fileField, 'validation.file_too_large', { max: megabytes(limits.maxFileBytes) });
    if (code === 'FST_FILES_LIMIT') throw fieldError(limits.fileField, 'validation.too_many_items', { max: limits.maxFiles });
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw fieldError('non_field_errors', 'validation.too_many_items', { max: limits.maxFields });
    if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR') throw fieldError('non_field_errors', 'validation.invalid_format');
    throw err;
  }
  return { fields: { ...fields }, files };
}
