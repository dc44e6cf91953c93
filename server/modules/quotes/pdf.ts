/**
 * The quote's PDF (pdfkit, the standard Helvetica of every PDF reader): the agency's name and
 * logo, the quote's name, date and currency, a validity note, one line per item (service, route,
 * dates, passengers, price in the quote's currency — and in its own when it differs), the total,
 * and the rates used. Every text comes from domain/messages in the asked language. Self-contained
 * on purpose: the vouchers' layout lives elsewhere, and the two will be merged later.
 */
import PDFDocument from 'pdfkit';
import type { Language } from '../../../domain/constants.ts';
import { currencyById } from '../../../domain/currencies.ts';
import type { MessageParams } from '../../../domain/i18n.ts';
import type { QuoteDetailRecord } from '../../../domain/records/quotes.ts';

export interface QuotePdfInput {
  quote: QuoteDetailRecord;
  agency: { name: string; logo: Buffer | null };
  lang: Language;
  t: (key: string, params?: MessageParams) => string;
  /** When the PDF is made (its footer); the quote's own date is its creation. */
  now?: Date;
}

const NAVY = '#0b3a6e';
const INK = '#1f2937';
const MUTED = '#6b7280';
const LINE = '#d1d5db';
const MARGIN = 50;

const locale = (lang: Language) => (lang === 'en' ? 'en-US' : 'es-ES');

/** '1234.5' in EUR → '€ 1.234,50' (en '€ 1,234.50'): as the pages show money. */
export function pdfMoney(amount: string, currencyId: number, lang: Language): string {
  const text = new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(Number(amount));
  return `${currencyById(currencyId)?.symbol ?? ''} ${text}`.trim();
}

export function pdfDate(value: string, lang: Language): string {
  const day = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return new Intl.DateTimeFormat(locale(lang), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(day);
}

/**
 * Helvetica speaks WinAnsi only: pdfkit writes other characters as garbage, so the arrow of a
 * route becomes a dash (in WinAnsi) and anything else outside Latin-1 a question mark.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function winAnsi(text: string): string {
  return [...text.replace(/→/g, '–')].map((c) => (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(c) ? c : '?')).join('');
}

/** x and width of each column of the items table. */
const COLUMNS = { service: [MARGIN, 60], description: [MARGIN + 65, 135], dates: [MARGIN + 205, 110], passengers: [MARGIN + 320, 105], price: [MARGIN + 430, 65] } as const;

function header(doc: PDFKit.PDFDocument, input: QuotePdfInput): void {
  const { quote, agency, lang, t } = input;
  let logoDrawn = false;
  if (agency.logo) {
    try {
      doc.image(agency.logo, MARGIN, 40, { fit: [140, 56] });
      logoDrawn = true;
    } catch {
      // A WebP logo (pdfkit reads PNG and JPEG only) or a damaged file: the name alone stands.
    }
  }
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(14).text(winAnsi(agency.name), logoDrawn ? MARGIN + 160 : MARGIN, 50, { width: logoDrawn ? 335 : 495 });
  doc.rect(MARGIN, 104, 495, 2).fill(NAVY);
  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(t('quotes.pdf.title').toUpperCase(), MARGIN, 118);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(winAnsi(quote.name), MARGIN, 132, { width: 495 });
  doc.moveDown(0.4).font('Helvetica').fontSize(10).fillColor(INK);
  doc.text(`${t('quotes.pdf.number', { id: quote.id })}   ·   ${t('quotes.pdf.date', { date: pdfDate(quote.created_at, lang) })}   ·   ${t('quotes.pdf.currency', { currency: quote.currency_code })}`);
  doc.moveDown(0.3).fillColor(MUTED).fontSize(9).text(t('quotes.pdf.validity', { date: pdfDate(quote.created_at, lang) }), { width: 495 });
  doc.moveDown(1);
}

function tableHead(doc: PDFKit.PDFDocument, t: QuotePdfInput['t']): void {
  const y = doc.y;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(9);
  for (const [key, [x, width]] of Object.entries(COLUMNS)) doc.text(t(`quotes.pdf.columns.${key}`), x, y, { width, align: key === 'price' ? 'right' : 'left' });
  doc.moveTo(MARGIN, doc.y + 3).lineTo(MARGIN + 495, doc.y + 3).strokeColor(LINE).stroke();
  doc.y += 8;
}

function itemRow(doc: PDFKit.PDFDocument, item: QuoteDetailRecord['items'][number], input: QuotePdfInput): void {
  const { quote, lang, t } = input;
  if (doc.y > doc.page.height - 140) {
    doc.addPage();
    tableHead(doc, t);
  }
  const y = doc.y;
  const cells: [keyof typeof COLUMNS, string][] = [
    ['service', t(`quotes.services.${item.service_type}`)],
    ['description', winAnsi(item.description)],
    ['dates', `${pdfDate(item.start_date, lang)} – ${pdfDate(item.end_date, lang)}`],
    ['passengers', t('quotes.pdf.passengers', item.passengers)],
    ['price', pdfMoney(item.converted_price, quote.currency, lang)],
  ];
  let bottom = y;
  doc.fillColor(INK).font('Helvetica').fontSize(9);
  for (const [key, text] of cells) {
    const [x, width] = COLUMNS[key];
    doc.text(text, x, y, { width, align: key === 'price' ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
  }
  if (item.currency !== quote.currency) {
    const [x, width] = COLUMNS.price;
    doc.fillColor(MUTED).fontSize(8).text(`(${pdfMoney(item.price, item.currency, lang)})`, x, bottom, { width, align: 'right' });
    bottom = doc.y;
  }
  doc.moveTo(MARGIN, bottom + 3).lineTo(MARGIN + 495, bottom + 3).strokeColor(LINE).stroke();
  doc.y = bottom + 8;
}

function totals(doc: PDFKit.PDFDocument, input: QuotePdfInput): void {
  const { quote, lang, t } = input;
  doc.moveDown(0.5);
  const y = doc.y;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(12);
  doc.text(t('quotes.pdf.total'), MARGIN + 240, y, { width: 130, align: 'right' });
  doc.text(pdfMoney(quote.total, quote.currency, lang), MARGIN + 375, y, { width: 120, align: 'right' });
  // The rates are shown whenever a price was converted.
  if (quote.items.some((i) => i.currency !== quote.currency)) {
    doc.moveDown(1.2).fillColor(MUTED).font('Helvetica').fontSize(8);
    const text = quote.rates
      .filter((r) => r.currency !== 1)
      .map((r) => t('quotes.pdf.rate', { currency: r.currency_code, rate: r.rate, date: r.effective_from ? pdfDate(r.effective_from, lang) : '-' }))
      .join('   ');
    doc.text(`${t('quotes.pdf.rates')}: ${text}`, MARGIN, doc.y, { width: 495 });
  }
}

function footers(doc: PDFKit.PDFDocument, input: QuotePdfInput): void {
  const range = doc.bufferedPageRange();
  const made = pdfDate((input.now ?? new Date()).toISOString(), input.lang);
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing inside the bottom margin would make pdfkit start a new page: lift it for the footer.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 40;
    doc.fillColor(MUTED).font('Helvetica').fontSize(8);
    doc.text(winAnsi(`${input.agency.name} · ${t(input, 'quotes.pdf.generated', { date: made })}`), MARGIN, y, { width: 380, lineBreak: false });
    doc.text(t(input, 'quotes.pdf.page', { page: i + 1, pages: range.count }), MARGIN + 395, y, { width: 100, align: 'right', lineBreak: false });
  }
}

const t = (input: QuotePdfInput, key: string, params?: MessageParams) => input.t(key, params);

/** The PDF as bytes. */
export function renderQuotePdf(input: QuotePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: input.lang,
    info: { Title: winAnsi(input.quote.name), Author: winAnsi(input.agency.name), Subject: input.t('quotes.pdf.title') },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, input);
  tableHead(doc, input.t);
  for (const item of input.quote.items) itemRow(doc, item, input);
  totals(doc, input);
  footers(doc, input);
  doc.end();
  return done;
}
