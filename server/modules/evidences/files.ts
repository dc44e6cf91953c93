/**
 * The files of payment evidences: images (PNG, JPEG, WebP) or PDFs, told apart by their bytes
 * only — a PDF named `recibo.jpg` is kept, named and served as the PDF it is, an HTML page named
 * `recibo.pdf` is refused. Kept under DATA_DIR/evidences, outside the public DATA_DIR/media, and
 * served by the API to whoever may see the evidence (routes.ts). Written aside and renamed, so a
 * half-written file is never served; removed again when the evidence's transaction fails.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EvidenceFileKind } from '../../../domain/evidences/files.ts';
import { fieldError } from '../../http/errors.ts';
import { IMAGE_EXTENSIONS, imageTypeOf, isPdf, type FormFile } from '../../http/uploads.ts';

export interface CheckedFile {
  kind: EvidenceFileKind;
  contentType: string;
  extension: string;
  name: string;
  bytes: Buffer;
}

const IMAGE_CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
const NAME_MAX_LENGTH = 120;

/** What the bytes are, or null when neither an image of ours nor a PDF. */
export function sniff(bytes: Buffer): Omit<CheckedFile, 'name' | 'bytes'> | null {
  if (isPdf(bytes)) return { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' };
  const image = imageTypeOf(bytes);
  return image ? { kind: 'image', contentType: IMAGE_CONTENT_TYPES[image], extension: IMAGE_EXTENSIONS[image] } : null;
}

/**
 * The name shown and downloaded: the client's, without path, control characters or quotes, its
 * extension replaced by the one of what the file is.
 */
export function displayName(filename: string, extension: string, fallback: string): string {
  const base = path.basename(filename.replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  const stem = clean.replace(/\.[^.]*$/, '').slice(0, NAME_MAX_LENGTH).trim();
  return `${stem === '' ? fallback : stem}.${extension}`;
}

/** Every file checked by content; 400 on `field` naming the first that is neither. */
export function checkFiles(field: string, files: readonly FormFile[]): CheckedFile[] {
  return files.map((file, i) => {
    const type = sniff(file.bytes);
    if (!type) throw fieldError(field, 'evidences.invalid_file', { name: displayName(file.filename, '', `${i + 1}`).replace(/\.$/, '') });
    return { ...type, name: displayName(file.filename, type.extension, `evidencia-${i + 1}`), bytes: file.bytes };
  });
}

export function evidenceDir(dataDir: string): string {
  return path.join(dataDir, 'evidences');
}

/** Writes the files below `root`, one directory per agency; answers their storage keys. */
export async function storeFiles(root: string, agencyId: number, files: readonly CheckedFile[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const file of files) {
      const key = `${agencyId}/${randomUUID()}.${file.extension}`;
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(`${target}.partial`, file.bytes, { mode: 0o600 });
      await rename(`${target}.partial`, target);
      keys.push(key);
    }
  } catch (err) {
    await removeFiles(root, keys);
    throw err;
  }
  return keys;
}

export async function removeFiles(root: string, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => rm(path.join(root, key), { force: true })));
}

/** The file's path, only for a key of ours (`<agency>/<uuid>.<ext>`): never outside `root`. */
export function storedPath(root: string, key: string): string {
  if (!/^\d+\/[0-9a-f-]{36}\.(png|jpg|webp|pdf)$/.test(key)) throw new Error(`not an evidence storage key: ${key}`);
  return path.join(root, key);
}
