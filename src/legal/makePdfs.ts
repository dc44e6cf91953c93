/**
 * Writes the three legal PDFs of the footer, in Spanish and English, to public/legal/<lang>/.
 * Node only (nothing in the browser imports it): `npx tsx src/legal/makePdfs.ts`.
 * The generated files are committed, so the app needs no build step for them.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { Language } from '../../domain/constants.ts';
import { LEGAL_DOCUMENTS } from './documents.ts';
import { legalEn } from './texts.en.ts';
import { legalEs } from './texts.es.ts';
import type { LegalText } from './types.ts';

const NAVY = '#0b3a6e';
const AMBER = '#f29f05';
const INK = '#1f2937';
const VERSION_DATE = { es: 'Versión vigente desde el 1 de noviembre de 2025', en: 'Version in force since 1 November 2025' };
const FOOTER = { es: 'Grupo Viajes Caribe, S.L. · Viajes B2B', en: 'Grupo Viajes Caribe, S.L. · Viajes B2B' };
const PAGE = { es: 'Página', en: 'Page' };

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'legal');

function write(text: LegalText, language: Language, file: string): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 72, bottom: 72, left: 64, right: 64 },
    bufferPages: true,
    info: { Title: text.title, Author: 'Grupo Viajes Caribe, S.L.', Subject: 'Viajes B2B', CreationDate: new Date('2025-11-01T00:00:00Z') },
  });
  const path = join(root, language, file);
  mkdirSync(dirname(path), { recursive: true });
  const done = new Promise<void>((resolve, reject) => {
    const stream = createWriteStream(path);
    stream.on('finish', () => resolve());
    stream.on('error', reject);
    doc.pipe(stream);
  });

  doc.rect(0, 0, doc.page.width, 8).fill(NAVY);
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(13).text('Viajes', 64, 36, { continued: true }).fillColor(AMBER).text(' B2B');
  doc.moveDown(2);
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(22).text(text.title);
  doc.moveDown(0.3).fillColor('#6b7280').font('Helvetica').fontSize(10).text(VERSION_DATE[language]);
  doc.moveDown(1.2);
  for (const section of text.sections) {
    doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(12).text(section.heading);
    doc.moveDown(0.3).fillColor(INK).font('Helvetica').fontSize(10.5).text(section.body, { align: 'justify', lineGap: 2 });
    doc.moveDown(0.9);
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing inside the bottom margin would make pdfkit start a new page: lift it for the footer.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 48;
    doc.fillColor('#9ca3af').font('Helvetica').fontSize(8);
    doc.text(FOOTER[language], 64, y, { lineBreak: false });
    doc.text(`${PAGE[language]} ${i + 1} / ${range.count}`, doc.page.width - 164, y, { width: 100, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

const texts = { es: legalEs, en: legalEn };
for (const language of ['es', 'en'] as const) {
  for (const document of LEGAL_DOCUMENTS) {
    await write(texts[language][document.key], language, document.file[language]);
    console.log(`public/legal/${language}/${document.file[language]}`);
  }
}
