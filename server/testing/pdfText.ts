/**
 * Reads the text back out of a PDF that pdfkit wrote with its standard fonts, for tests: each
 * content stream is inflated, and the strings of its text operators (hex or literal, WinAnsi) are
 * joined, one line per operator. Enough to find a name or a total; not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

/** WinAnsi's codes 0x80–0x9F that differ from Latin-1. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž',
  0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

const decode = (bytes: number[]) => bytes.map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

function hexBytes(hex: string): number[] {
  const clean = hex.replace(/\s+/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < clean.length; i += 2) bytes.push(parseInt(clean.slice(i, i + 2).padEnd(2, '0'), 16));
  return bytes;
}

function literalBytes(text: string): number[] {
  return [...text.replace(/\\([()\\])/g, '$1')].map((c) => c.charCodeAt(0));
}

/** The strings of one `[...] TJ` array or `(...) Tj`, as one piece of text. */
function operatorText(operand: string): string {
  const parts = operand.match(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
  return parts.map((p) => decode(p.startsWith('<') ? hexBytes(p.slice(1, -1)) : literalBytes(p.slice(1, -1)))).join('');
}

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  expectPdf(raw);
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue; // an image or an uncompressed font: no text operators
    }
    for (const op of content.matchAll(/(\[(?:[^\]\\]|\\.)*\])\s*TJ|(\((?:\\.|[^\\)])*\))\s*Tj/g)) lines.push(operatorText(op[1] ?? op[2]));
  }
  return lines.join('\n');
}

function expectPdf(raw: string): void {
  if (!raw.startsWith('%PDF-')) throw new Error('not a PDF');
}
