import { describe, expect, it } from 'vitest';
import { INVALID_SCAN, isCompleteMrz, passengerFromMrz } from './mrz.ts';

/** Our nomenclator's codes are alpha-2; the ids are arbitrary. */
const COUNTRIES = [
  { id: 1, code: 'CU' },
  { id: 7, code: 'DE' },
  { id: 9, code: 'SE' },
];
const TODAY = '2026-11-23';

/** ICAO Doc 9303 part 4's specimen (Utopia, a country nobody has). */
const ICAO = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
/** The German specimen passport: nationality and issuing state are 'D'. */
const GERMAN = ['P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<', 'C01X00T478D<<6408125F2702283<<<<<<<<<<<<<<<4'];
const CUBAN = ['P<CUBGONZALEZ<PEREZ<<MARIA<JOSE<<<<<<<<<<<<<', 'K1234567<6CUB9003152F3101012<<<<<<<<<<<<<<02'];
const UNSPECIFIED_SEX = ['P<CUBPEREZ<<MIA<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'K5555555<5CUB2603014<3103016<<<<<<<<<<<<<<02'];

describe('passengerFromMrz', () => {
  it('reads the ICAO specimen; Utopia maps to no country, so those stay for the operator', () => {
    expect(passengerFromMrz(ICAO.join('\n'), COUNTRIES, TODAY)).toEqual({
      ok: true,
      passenger: { first_name: 'Anna Maria', last_name: 'Eriksson', date_of_birth: '1974-08-12', gender: 'female', passport: 'L898902C3', passport_expiry: '2012-04-15' },
    });
  });

  it("maps 'D' to Germany for nationality and issuing country", () => {
    const reading = passengerFromMrz(GERMAN.join('\n'), COUNTRIES, TODAY);
    expect(reading).toMatchObject({ ok: true, passenger: { last_name: 'Mustermann', nationality: 7, passport_country: 7, passport: 'C01X00T47', date_of_birth: '1964-08-12', passport_expiry: '2027-02-28' } });
  });

  it('accepts what a reader types (CR LF, trailing newline) or a paste on one line', () => {
    const expected = { ok: true, passenger: { first_name: 'Maria Jose', last_name: 'Gonzalez Perez', nationality: 1, passport_country: 1, passport: 'K1234567', date_of_birth: '1990-03-15', passport_expiry: '2031-01-01', gender: 'female' } };
    expect(passengerFromMrz(`${CUBAN[0]}\r\n${CUBAN[1]}\r\n`, COUNTRIES, TODAY)).toEqual(expected);
    expect(passengerFromMrz(CUBAN.join(''), COUNTRIES, TODAY)).toEqual(expected);
    expect(passengerFromMrz(CUBAN.join(' ').toLowerCase(), COUNTRIES, TODAY)).toEqual(expected);
  });

  it('a birth in this century stays in it; an unspecified sex is left to choose', () => {
    const reading = passengerFromMrz(UNSPECIFIED_SEX.join('\n'), COUNTRIES, TODAY);
    expect(reading).toMatchObject({ ok: true, passenger: { date_of_birth: '2026-03-01' } });
    expect(reading.ok && 'gender' in reading.passenger).toBe(false);
  });

  it.each([
    ['a wrong document check digit', [ICAO[0], ICAO[1].replace('L898902C36', 'L898902C37')]],
    ['a wrong composite check digit', [CUBAN[0], `${CUBAN[1].slice(0, 43)}9`]],
    ['a mistyped birth date', [CUBAN[0], CUBAN[1].replace('900315', '900316')]],
    ['one line only', [CUBAN[0]]],
    ['a short line', [CUBAN[0], CUBAN[1].slice(0, 40)]],
    ['no passport (an ID card line)', [`I${CUBAN[0].slice(1)}`, CUBAN[1]]],
    ['digits for a country', [CUBAN[0].replace('CUB', 'C1B'), CUBAN[1].replace('CUB', 'C1B')]],
    ['nothing', ['']],
  ])('%s fills nothing', (_case, lines) => {
    expect(passengerFromMrz(lines.join('\n'), COUNTRIES, TODAY)).toEqual({ ok: false, key: INVALID_SCAN });
  });

  it('knows when a reader has typed both lines', () => {
    expect(isCompleteMrz(`${CUBAN[0]}\n${CUBAN[1].slice(0, 20)}`)).toBe(false);
    expect(isCompleteMrz(`${CUBAN[0]}\n${CUBAN[1]}`)).toBe(true);
  });
});
