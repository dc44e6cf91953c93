/**
 * The logo at the head of a document: the agency's own (DATA_DIR/media/<agencies.logo>, a PNG
 * or JPEG; pdfkit cannot draw WebP), else the portal's logo (public/img/logo.svg), drawn here as
 * vectors so it stays sharp and needs no file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { imageTypeOf } from '../http/uploads.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** The agency's logo bytes when it has one pdfkit can draw; null otherwise (no file, WebP, unreadable). */
export async function agencyLogo(mediaDir: string, file: string | null | undefined): Promise<Buffer | null> {
  if (!file) return null;
  const full = path.resolve(mediaDir, file);
  // agencies.logo is written by the upload (agencies/<id>-<hex>.<ext>); never read outside the media folder.
  if (!full.startsWith(path.resolve(mediaDir) + path.sep)) return null;
  try {
    const bytes = await readFile(full);
    const type = imageTypeOf(bytes);
    return type === 'png' || type === 'jpeg' ? bytes : null;
  } catch {
    return null;
  }
}

/** public/img/logo.svg (viewBox 200 × 48) at (x, y), `height` points high. */
export function drawPortalLogo(doc: Doc, x: number, y: number, height: number): void {
  const scale = height / 48;
  doc.save();
  doc.translate(x, y).scale(scale);
  const sky = doc.linearGradient(2, 2, 46, 46);
  sky.stop(0, '#0b3a6e').stop(1, '#1e88e5');
  doc.roundedRect(2, 2, 44, 44, 12).fill(sky);
  doc.circle(33, 15, 5.5).fill('#f29f05');
  doc.lineCap('round').lineWidth(3.2).path('M9 30c7-7 15-7 22-2s12 5 15-1').stroke('#ffffff');
  doc.lineWidth(2.6).strokeOpacity(0.65).path('M9 37.5c6-4.5 12-4.5 18-1s10 3.5 14 0').stroke('#ffffff');
  doc.strokeOpacity(1);
  doc.font('Helvetica-Bold').fontSize(25).fillColor('#0b3a6e').text('Viajes', 56, 12, { lineBreak: false });
  doc.fillColor('#f29f05').text('B2B', 143, 12, { lineBreak: false });
  doc.restore();
}
