/**
 * Reads back the text of a PDF that our layout wrote (server/documents/layout.ts), for tests: the
 * content streams are inflated (FlateDecode, as pdfkit compresses them) and the strings of their
 * text operators (`[<hex> kern <hex>] TJ`, `<hex> Tj`) decoded from WinAnsi. One line per text
 * object (BT … ET), in the order pdfkit wrote them. Not a general PDF parser: pdfkit's output only.
 */
import { inflateSync } from 'node:zlib';
import { winAnsiChar } from '../documents/winAnsi.ts';

function streams(pdf: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let from = 0;
  for (;;) {
    const start = pdf.indexOf('stream', from, 'latin1');
    if (start < 0) break;
    // 'endstream' also contains 'stream': skip it.
    if (pdf.toString('latin1', start - 3, start) === 'end') {
      from = start + 6;
      continue;
    }
    const dataStart = start + 6 + (pdf[start + 6] === 0x0d ? 2 : 1);
    const end = pdf.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    const dictionary = pdf.toString('latin1', Math.max(0, pdf.lastIndexOf('<<', start, 'latin1')), start);
    let data = pdf.subarray(dataStart, end);
    if (dictionary.includes('/FlateDecode')) {
      try {
        data = inflateSync(data);
      } catch {
        data = Buffer.alloc(0);
      }
    }
    out.push(data);
    from = end + 9;
  }
  return out;
}

function decodeHex(hex: string): string {
  let text = '';
  for (let i = 0; i + 1 < hex.length; i += 2) text += winAnsiChar(parseInt(hex.slice(i, i + 2), 16));
  return text;
}

/** The text lines of the PDF. */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of streams(pdf)) {
    const content = stream.toString('latin1');
    if (!content.includes('BT')) continue;
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let line = '';
      for (const op of block[1].matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
        const parts = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]) : [op[2]];
        line += parts.map(decodeHex).join('');
      }
      if (line !== '') lines.push(line);
    }
  }
  return lines;
}

/** The whole text, one line per text object. */
export function pdfText(pdf: Buffer): string {
  return pdfTextLines(pdf).join('\n');
}

/** How many pages the PDF has. */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}
