/**
 * The PDFs use pdfkit's standard fonts (Helvetica: nothing to embed, small files), which write
 * text in the WinAnsi encoding: Latin-1 plus a few typographic signs (€ – — “ ” • …). A character
 * outside it would come out as garbage, so every text goes through `toWinAnsi` first: arrows
 * become ASCII, accented letters of other alphabets lose their accent, the rest becomes '?'.
 * `fromWinAnsi` is the way back, for reading a PDF's text in tests.
 */

/** Unicode code point → WinAnsi byte for the 0x80–0x9F range (the rest of Latin-1 is itself). */
const SPECIALS: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x02c6: 0x88,
  0x2030: 0x89, 0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93,
  0x201d: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98, 0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b,
  0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f,
};
const BACK = new Map(Object.entries(SPECIALS).map(([code, byte]) => [byte, String.fromCodePoint(Number(code))]));

const REPLACEMENTS: Record<string, string> = { '→': '->', '←': '<-', '↔': '<->', '✓': 'v', '×': 'x', '\u00a0': ' ', '\t': ' ' };

function encodable(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code in SPECIALS;
}

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (char === '\n' || encodable(code)) out += char;
    else if (char in REPLACEMENTS) out += REPLACEMENTS[char];
    else {
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...plain].every((c) => encodable(c.codePointAt(0) ?? 0)) && plain !== '' ? plain : '?';
    }
  }
  return out;
}

/** A WinAnsi byte back to its character. */
export function winAnsiChar(byte: number): string {
  return BACK.get(byte) ?? String.fromCharCode(byte);
}
