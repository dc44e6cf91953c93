/**
 * A passport's machine-readable zone (ICAO 9303 TD3: two lines of 44 characters), as a document
 * reader types it or the user pastes it, turned into the passenger's data. The `mrz` package parses
 * the lines and verifies every check digit; a zone that fails any of them fills nothing (spec §8
 * 'invalid passport scan data'). Country codes (alpha-3, 'D' for Germany) become our country ids.
 */
import { parse } from 'mrz';
import type { Gender } from '../constants.ts';
import { alpha2Of } from './countryCodes.ts';

export const INVALID_SCAN = 'validation.invalid_passport_scan';

export interface MrzPassenger {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  /** Absent when the passport says 'unspecified' ('<' or 'X'): the operator chooses. */
  gender?: Gender;
  /** Absent when no country of ours has the code (the specimens' 'UTO'). */
  nationality?: number;
  passport: string;
  passport_expiry: string;
  passport_country?: number;
}

export type MrzReading = { ok: true; passenger: MrzPassenger } | { ok: false; key: typeof INVALID_SCAN };

export interface CountryCode {
  id: number;
  /** ISO 3166-1 alpha-2, as in the countries nomenclator. */
  code: string;
}

const TD3_LENGTH = 44;
/** Country fields the package rejects for a code outside its list; we judge those ourselves. */
const COUNTRY_FIELDS = new Set(['issuingState', 'nationality']);

/** The two lines, whatever separates them: newlines, a reader's CR, spaces, or nothing at all. */
export function mrzLines(text: string): string[] {
  const lines = text
    .toUpperCase()
    .split(/[\r\n]+/)
    .map((line) => line.replace(/\s+/g, ''))
    .filter((line) => line !== '');
  if (lines.length === 1 && lines[0].length === 2 * TD3_LENGTH) return [lines[0].slice(0, TD3_LENGTH), lines[0].slice(TD3_LENGTH)];
  return lines;
}

/** Looks like two complete TD3 lines (a reader has finished typing). */
export function isCompleteMrz(text: string): boolean {
  const lines = mrzLines(text);
  return lines.length === 2 && lines.every((line) => line.length === TD3_LENGTH);
}

/** YYMMDD → ISO. A birth date is never in the future; an expiry is this century's. */
function isoDate(yymmdd: string, kind: 'birth' | 'expiry', today: string): string {
  const yy = Number(yymmdd.slice(0, 2));
  let year = 2000 + yy;
  const iso = (y: number) => `${y}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  if (kind === 'birth' && iso(year) > today) year -= 100;
  return iso(year);
}

const titleCase = (name: string) => name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());

function countryId(code: string, countries: readonly CountryCode[]): number | undefined {
  const alpha2 = alpha2Of(code);
  return alpha2 === undefined ? undefined : countries.find((c) => c.code.toUpperCase() === alpha2)?.id;
}

/** The passenger a passport's MRZ describes, or the scan error when it is not a valid TD3 zone. */
export function passengerFromMrz(text: string, countries: readonly CountryCode[], today: string): MrzReading {
  const fail = { ok: false, key: INVALID_SCAN } as const;
  const lines = mrzLines(text);
  if (lines.length !== 2 || lines.some((line) => line.length !== TD3_LENGTH) || !lines[0].startsWith('P')) return fail;
  let result: ReturnType<typeof parse>;
  try {
    result = parse(lines);
  } catch {
    return fail;
  }
  if (result.format !== 'TD3') return fail;
  // Every check digit and field must hold; a country code is only required to be letters.
  const bad = result.details.filter((d) => !d.valid && !(d.field !== null && COUNTRY_FIELDS.has(d.field)));
  if (bad.length > 0) return fail;
  const issuing = lines[0].slice(2, 5);
  const nationality = lines[1].slice(10, 13);
  if (![issuing, nationality].every((code) => /^[A-Z]{1,3}<*$/.test(code))) return fail;

  const f = result.fields;
  if (!f.lastName || !f.documentNumber || !f.birthDate || !f.expirationDate) return fail;
  const gender = f.sex === 'male' || f.sex === 'female' ? f.sex : undefined;
  return {
    ok: true,
    passenger: {
      first_name: titleCase(f.firstName ?? ''),
      last_name: titleCase(f.lastName),
      date_of_birth: isoDate(f.birthDate, 'birth', today),
      ...(gender && { gender }),
      ...optional('nationality', countryId(nationality, countries)),
      passport: f.documentNumber,
      passport_expiry: isoDate(f.expirationDate, 'expiry', today),
      ...optional('passport_country', countryId(issuing, countries)),
    },
  };
}

function optional<K extends string>(key: K, value: number | undefined): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}
