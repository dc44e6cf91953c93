/**
 * The shared layout of every PDF the portal writes (vouchers, quotes …), over pdfkit. A document
 * is built top to bottom and `finish()` returns its bytes:
 *
 *   const doc = new PdfDocument({ language: 'es', title: 'Voucher', reference: 'ABC123', issuer, createdAt });
 *   doc.block(doc.t('documents.voucher.customer'));                  // a titled block
 *   doc.keyValues([[doc.t('documents.voucher.holder'), 'Ana Pérez']]);  // label/value rows
 *   doc.table({ columns: [{ header: 'Vuelo', width: 1 }, { header: 'Salida', width: 2 }], rows: [['CU100', '4 ene 2027 08:00']] });
 *   doc.paragraph('…');
 *   const pdf = await doc.finish();                                 // footer with page numbers on every page
 *
 * - Page: A4 portrait, Helvetica (pdfkit's standard fonts: nothing embedded, every text passes
 *   through toWinAnsi). The first page opens with the issuer's header: logo (agencyLogo(), else the
 *   portal's), name and contact lines on the left, the title and reference on the right.
 * - Blocks, rows and tables never leave a heading alone at a page's foot; a table that does not
 *   fit goes on over the next pages with its header row repeated; a row is never cut.
 * - `money`, `date`, `time`, `instant` write in the document's language (format.ts); `t` reads
 *   the shared messages (domain/messages, section `documents`).
 * - The footer of every page: the issuer's name, an optional note, 'Página n de N'.
 */
import PDFDocument from 'pdfkit';
import type { Language } from '../../domain/constants.ts';
import { translate, type MessageParams } from '../../domain/i18n.ts';
import { formatDate, formatInstant, formatMoney, formatTime } from './format.ts';
import { drawPortalLogo } from './logo.ts';
import { toWinAnsi } from './winAnsi.ts';

type Doc = InstanceType<typeof PDFDocument>;

export const COLORS = { navy: '#0b3a6e', amber: '#f29f05', ink: '#1f2937', muted: '#6b7280', rule: '#d1d5db', band: '#eef2f7' } as const;

const MARGIN = { top: 48, bottom: 64, left: 48, right: 48 };
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const BODY_SIZE = 9.5;
const CELL_PADDING = 4;

/** Who issues the document: its header and footer. */
export interface DocumentIssuer {
  name: string;
  /** PNG or JPEG bytes (agencyLogo()); null draws the portal's logo. */
  logo: Buffer | null;
  /** Address, phone, e-mail …: empty ones are left out. */
  lines: string[];
}

export interface DocumentOptions {
  language: Language;
  /** The big word at the top right ('Voucher', 'Presupuesto'), also the PDF's title. */
  title: string;
  /** Under the title, e.g. 'Localizador ABC123'. */
  reference?: string;
  issuer: DocumentIssuer;
  /** Written in the metadata and the footer; pass it so a document is the same each time it is made. */
  createdAt: Date;
  /** A short text in every footer, after the issuer's name. */
  footerNote?: string;
}

export interface TableColumn {
  header: string;
  /** A share of the line: widths [1, 2, 1] give the second column half the line. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableSpec {
  columns: TableColumn[];
  rows: string[][];
  /** Shown in one row when there are no rows. */
  empty?: string;
}

export interface TextOptions {
  muted?: boolean;
  bold?: boolean;
  size?: number;
}

export class PdfDocument {
  readonly language: Language;
  private readonly doc: Doc;
  private readonly options: DocumentOptions;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(options: DocumentOptions) {
    this.options = options;
    this.language = options.language;
    this.doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      info: { Title: toWinAnsi(options.reference ? `${options.title} ${options.reference}` : options.title), Author: toWinAnsi(options.issuer.name), CreationDate: options.createdAt, ModDate: options.createdAt },
    });
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.header();
  }

  // Words, money and dates of the document's language.
  t(key: string, params?: MessageParams): string {
    return translate(this.language, key, params);
  }
  money(amount: string | number | null | undefined, currencyId: number): string {
    return formatMoney(amount, currencyId, this.language);
  }
  date(date: string | null | undefined): string {
    return formatDate(date, this.language);
  }
  time(time: string | null | undefined): string {
    return formatTime(time);
  }
  instant(at: Date | string | null | undefined): string {
    return formatInstant(at, this.language);
  }

  private get width(): number {
    return this.doc.page.width - MARGIN.left - MARGIN.right;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN.bottom;
  }

  /** Starts a new page when less than `height` points are left on this one. */
  private ensure(height: number): void {
    if (this.doc.y + height > this.bottom) {
      this.doc.addPage();
      this.doc.y = MARGIN.top;
    }
  }

  private font(options: TextOptions = {}): Doc {
    return this.doc
      .font(options.bold ? BOLD : FONT)
      .fontSize(options.size ?? BODY_SIZE)
      .fillColor(options.muted ? COLORS.muted : COLORS.ink);
  }

  private header(): void {
    const { doc } = this;
    const { issuer, title, reference } = this.options;
    doc.rect(0, 0, doc.page.width, 6).fill(COLORS.navy);
    const top = MARGIN.top - 8;
    let drawn = false;
    if (issuer.logo) {
      try {
        doc.image(issuer.logo, MARGIN.left, top, { fit: [140, 48] });
        drawn = true;
      } catch {
        // Bytes that start like a PNG or JPEG but are not one: the portal's logo instead.
      }
    }
    if (!drawn) drawPortalLogo(doc, MARGIN.left, top, 30);
    const right = MARGIN.left + this.width;
    const titleWidth = 200;
    doc.font(BOLD).fontSize(20).fillColor(COLORS.navy).text(toWinAnsi(title), right - titleWidth, top, { width: titleWidth, align: 'right' });
    if (reference) this.font({ bold: true, size: 11 }).fillColor(COLORS.amber).text(toWinAnsi(reference), right - titleWidth, doc.y + 2, { width: titleWidth, align: 'right' });
    let y = top + 54;
    doc.font(BOLD).fontSize(12).fillColor(COLORS.navy).text(toWinAnsi(issuer.name), MARGIN.left, y, { width: this.width - titleWidth - 12 });
    y = doc.y;
    for (const line of issuer.lines.filter((l) => l.trim() !== '')) {
      this.font({ muted: true, size: 8.5 }).text(toWinAnsi(line), MARGIN.left, y, { width: this.width - titleWidth - 12 });
      y = doc.y;
    }
    doc.moveTo(MARGIN.left, y + 8).lineTo(right, y + 8).lineWidth(0.8).strokeColor(COLORS.rule).stroke();
    doc.x = MARGIN.left;
    doc.y = y + 18;
  }

  /** A titled block: its heading, kept on the page with room for at least a few lines of it. */
  block(title: string): this {
    this.ensure(60);
    const { doc } = this;
    doc.y += 6;
    doc.font(BOLD).fontSize(11.5).fillColor(COLORS.navy).text(toWinAnsi(title), MARGIN.left, doc.y, { width: this.width });
    const y = doc.y + 2;
    doc.moveTo(MARGIN.left, y).lineTo(MARGIN.left + 36, y).lineWidth(1.6).strokeColor(COLORS.amber).stroke();
    doc.y = y + 6;
    return this;
  }

  /** A smaller heading inside a block (a leg, a room …). */
  subheading(text: string): this {
    this.ensure(40);
    this.font({ bold: true, size: 10 }).text(toWinAnsi(text), MARGIN.left, this.doc.y + 2, { width: this.width });
    this.doc.y += 2;
    return this;
  }

  /** Label and value rows; `columns: 2` sets them side by side in two halves. Empty values are left out. */
  keyValues(rows: readonly (readonly [string, string])[], options: { columns?: 1 | 2 } = {}): this {
    const { doc } = this;
    const shown = rows.filter(([, value]) => value.trim() !== '');
    const columns = options.columns ?? 1;
    const gap = 16;
    const colWidth = (this.width - gap * (columns - 1)) / columns;
    const labelWidth = Math.min(150, colWidth * 0.42);
    for (let i = 0; i < shown.length; i += columns) {
      const line = shown.slice(i, i + columns);
      const heights = line.map(([label, value]) => {
        const l = this.font({ muted: true, size: 8.5 }).heightOfString(toWinAnsi(label), { width: labelWidth - 6 });
        const v = this.font().heightOfString(toWinAnsi(value), { width: colWidth - labelWidth });
        return Math.max(l, v);
      });
      const height = Math.max(...heights) + 3;
      this.ensure(height);
      const y = doc.y;
      line.forEach(([label, value], c) => {
        const x = MARGIN.left + c * (colWidth + gap);
        this.font({ muted: true, size: 8.5 }).text(toWinAnsi(label), x, y + 0.8, { width: labelWidth - 6 });
        this.font().text(toWinAnsi(value), x + labelWidth, y, { width: colWidth - labelWidth });
      });
      doc.x = MARGIN.left;
      doc.y = y + height;
    }
    return this;
  }

  /** A table: header row on a band, thin rules between rows; goes on over pages with its header repeated. */
  table(spec: TableSpec): this {
    const { doc } = this;
    const total = spec.columns.reduce((sum, c) => sum + c.width, 0);
    const widths = spec.columns.map((c) => (this.width * c.width) / total);
    const xs = widths.map((_, i) => MARGIN.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const rowHeight = (cells: readonly string[], bold: boolean) =>
      Math.max(...cells.map((cell, i) => this.font({ bold, size: 8.5 }).heightOfString(toWinAnsi(cell || ' '), { width: widths[i] - CELL_PADDING * 2 }))) + CELL_PADDING * 2;
    const headers = spec.columns.map((c) => c.header);
    const headerHeight = rowHeight(headers, true);
    const drawRow = (cells: readonly string[], bold: boolean, band: boolean) => {
      const height = rowHeight(cells, bold);
      const y = doc.y;
      if (band) doc.rect(MARGIN.left, y, this.width, height).fill(COLORS.band);
      cells.forEach((cell, i) => {
        const font = this.font({ bold, size: 8.5 });
        if (bold) font.fillColor(COLORS.navy);
        font.text(toWinAnsi(cell), xs[i] + CELL_PADDING, y + CELL_PADDING, { width: widths[i] - CELL_PADDING * 2, align: spec.columns[i].align ?? 'left' });
      });
      doc.moveTo(MARGIN.left, y + height).lineTo(MARGIN.left + this.width, y + height).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
      doc.x = MARGIN.left;
      doc.y = y + height;
    };
    const rows = spec.rows.length > 0 ? spec.rows : [[spec.empty ?? '-', ...headers.slice(1).map(() => '')]];
    // The header goes down with at least the first row.
    this.ensure(headerHeight + rowHeight(rows[0], false));
    drawRow(headers, true, true);
    for (const row of rows) {
      const height = rowHeight(row, false);
      if (doc.y + height > this.bottom) {
        this.ensure(this.bottom); // always a new page
        drawRow(headers, true, true);
      }
      drawRow(row, false, false);
    }
    doc.y += 6;
    return this;
  }

  /** Running text; it flows over pages by itself. */
  paragraph(text: string, options: TextOptions = {}): this {
    this.ensure(14);
    this.font(options).text(toWinAnsi(text), MARGIN.left, this.doc.y, { width: this.width, lineGap: 1.5 });
    this.doc.y += 4;
    return this;
  }

  /** One line per item, with a bullet. */
  bullets(items: readonly string[]): this {
    for (const item of items) {
      this.ensure(14);
      const y = this.doc.y;
      this.font().text('•', MARGIN.left + 2, y, { width: 10 });
      this.font().text(toWinAnsi(item), MARGIN.left + 14, y, { width: this.width - 14, lineGap: 1.5 });
      this.doc.y += 2;
    }
    return this;
  }

  /** A highlighted line of figures ('Total … Pagado … Pendiente …'), right-aligned on a band. */
  totals(items: readonly (readonly [string, string])[]): this {
    const { doc } = this;
    this.ensure(26);
    const y = doc.y + 2;
    doc.rect(MARGIN.left, y, this.width, 22).fill(COLORS.band);
    const text = items.map(([label, value]) => `${label}: ${value}`).join('     ');
    this.font({ bold: true, size: 10 }).fillColor(COLORS.navy).text(toWinAnsi(text), MARGIN.left + 8, y + 6.5, { width: this.width - 16, align: 'right', lineBreak: false });
    doc.x = MARGIN.left;
    doc.y = y + 30;
    return this;
  }

  private footers(): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    const note = [this.options.issuer.name, this.options.footerNote].filter(Boolean).join(' · ');
    for (let i = 0; i < range.count; i++) {
      doc.switchToPage(range.start + i);
      // Writing inside the bottom margin would make pdfkit start a new page: lift it for the footer.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - 40;
      doc.moveTo(MARGIN.left, y - 6).lineTo(MARGIN.left + this.width, y - 6).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
      this.font({ muted: true, size: 7.5 }).text(toWinAnsi(note), MARGIN.left, y, { width: this.width - 110, lineBreak: false, ellipsis: true });
      this.font({ muted: true, size: 7.5 }).text(this.t('documents.page', { page: i + 1, pages: range.count }), MARGIN.left + this.width - 100, y, { width: 100, align: 'right', lineBreak: false });
    }
  }

  /** Writes the footers and returns the PDF's bytes. */
  finish(): Promise<Buffer> {
    this.footers();
    this.doc.end();
    return this.done;
  }
}
