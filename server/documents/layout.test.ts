/** The shared PDF layout (layout.ts): page breaks, repeated table headers, footers, text encoding, formats. */
import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText, pdfTextLines } from '../testing/pdfText.ts';
import { formatDate, formatInstant, formatMoney, formatTime } from './format.ts';
import { PdfDocument, type DocumentOptions } from './layout.ts';
import { toWinAnsi } from './winAnsi.ts';

const AT = new Date('2027-01-04T10:30:00Z');
const options = (over: Partial<DocumentOptions> = {}): DocumentOptions => ({
  language: 'es',
  title: 'Presupuesto',
  reference: 'N.º 42',
  issuer: { name: 'Agencia de prueba', logo: null, lines: ['Calle 1', '', 'info@example.test'] },
  createdAt: AT,
  footerNote: 'Nota del pie',
  ...over,
});

describe('PdfDocument', () => {
  it('breaks a long table over pages, repeating its header row, and numbers every page', async () => {
    const doc = new PdfDocument(options());
    doc.block('Líneas');
    const rows = Array.from({ length: 150 }, (_, i) => [`Fila ${i + 1}`, `Descripción de la fila ${i + 1}`, doc.money(i * 10.5, 1)]);
    doc.table({ columns: [{ header: 'Código', width: 1 }, { header: 'Descripción', width: 3 }, { header: 'Importe', width: 1.2, align: 'right' }], rows });
    const pdf = await doc.finish();
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const lines = pdfTextLines(pdf);
    expect(lines.filter((l) => l === 'Descripción')).toHaveLength(pages);
    for (let i = 1; i <= 150; i++) expect(lines.filter((l) => l === `Fila ${i}`), `Fila ${i}`).toHaveLength(1);
    for (let page = 1; page <= pages; page++) expect(lines).toContain(`Página ${page} de ${pages}`);
    expect(lines.filter((l) => l === 'Agencia de prueba · Nota del pie')).toHaveLength(pages);
    expect(lines).toContain('USD 1.564,50');
  });

  it('writes the header, key/value rows without the empty ones, bullets, totals and paragraphs in the document language', async () => {
    const doc = new PdfDocument(options({ language: 'en' }));
    doc.block('Booking').keyValues([
      ['Locator', 'ABC123'],
      ['Seller', ''],
      ['Date', doc.date('2027-01-04')],
    ]);
    doc.bullets(['one', 'two']).totals([['Total', doc.money('1234.5', 2)]]).paragraph('The end.');
    const text = pdfText(await doc.finish());
    for (const expected of ['Presupuesto', 'N.º 42', 'Agencia de prueba', 'Calle 1', 'info@example.test', 'Booking', 'Locator', 'ABC123', '4 Jan 2027', 'one', 'Total: EUR 1,234.50', 'The end.', 'Page 1 of 1']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Seller');
  });

  it('keeps text outside WinAnsi readable instead of garbage, and survives a logo that is not an image', async () => {
    expect(toWinAnsi('La Habana → Cancún, Şule Ørsted, 5 €, “ok” — fin')).toBe('La Habana -> Cancún, Sule Ørsted, 5 €, “ok” — fin');
    expect(toWinAnsi('北京')).toBe('??');
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]);
    const doc = new PdfDocument(options({ issuer: { name: 'Agencia Ñandú', logo: fakePng, lines: [] } }));
    doc.paragraph('Ruta: La Habana → Cancún · 5 €');
    const text = pdfText(await doc.finish());
    expect(text).toContain('Agencia Ñandú');
    expect(text).toContain('Ruta: La Habana -> Cancún · 5 €');
  });
});

describe('document formats', () => {
  it('writes money, dates and instants in each language', () => {
    expect(formatMoney('1234.5', 1, 'es')).toBe('USD 1.234,50');
    expect(formatMoney('1234.5', 1, 'en')).toBe('USD 1,234.50');
    expect(formatMoney(null, 1, 'es')).toBe('-');
    expect(formatDate('2027-01-04', 'es')).toBe('4 ene 2027');
    expect(formatDate('2027-01-04', 'en')).toBe('4 Jan 2027');
    expect(formatTime('08:05:00')).toBe('08:05');
    expect(formatInstant(AT, 'es')).toBe('4 ene 2027, 10:30 UTC');
    expect(formatInstant(AT, 'en')).toBe('4 Jan 2027, 10:30 UTC');
  });
});
