/** Real TD3 passports (ICAO 9303 check digits) for the journeys that read them, as a reader types them. */

const charValue = (c: string) => (c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
const checkDigit = (s: string) => String([...s].reduce((sum, c, i) => sum + charValue(c) * [7, 3, 1][i % 3], 0) % 10);
const yymmdd = (date: string) => date.slice(2).replace(/-/g, '');

export interface Person {
  title: string;
  first: string;
  last: string;
  birth: string;
  sex: 'M' | 'F';
  passport: string;
}

/** The passport's two TD3 lines, as a reader types them (Enter between and after). */
export function mrzOf(p: Person, expiry: string): string {
  const line1 = `P<CUB${p.last.toUpperCase()}<<${p.first.toUpperCase()}`.padEnd(44, '<');
  const doc = p.passport.padEnd(9, '<');
  const personal = '<'.repeat(14);
  const [birth, exp] = [yymmdd(p.birth), yymmdd(expiry)];
  const body = `${doc}${checkDigit(doc)}`;
  const dates = `${birth}${checkDigit(birth)}`;
  const expiryPart = `${exp}${checkDigit(exp)}${personal}${checkDigit(personal)}`;
  const line2 = `${body}CUB${dates}${p.sex}${expiryPart}${checkDigit(body + dates + expiryPart)}`;
  return `${line1}\n${line2}\n`;
}
