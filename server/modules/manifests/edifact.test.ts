/**
 * The EDIFACT PAXLST of a departure (docs/api-flights.md 'Manifests'; server/modules/manifests/
 * edifact.ts): segment order, counts and references, release of the service characters, UNOA
 * transliteration, an empty departure, the caller's scope, refused roles and bad ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/i18n.ts';
import type { ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { caller } from '../../testing/flightAdmin.ts';
import { addDeparture, book, createFlightFixture, daysFromNow, passengersFor, type FlightFixture } from '../../testing/flightFixtures.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { buildPaxlst, escapeEdifact, toUnoa } from './edifact.ts';

const t = useTestApp();
const call = caller(t);
let fx: FlightFixture;
let dep: number;
let empty: number;
let booking: ReservationDetailRecord;
let airline: string;
let iata: { origin: string; destination: string };
const D = daysFromNow(25);
const yymmdd = (date: string) => date.slice(2).replaceAll('-', '');

/** Segments of an interchange: the UNA advice apart, split on unreleased terminators, elements and components unescaped. */
function parse(text: string): { una: string; segments: string[][][] } {
  const segments: string[][][] = [];
  let segment: string[][] = [];
  let element: string[] = [];
  let value = '';
  for (let i = 9; i < text.length; i++) {
    const c = text[i];
    if (c === '?') {
      i += 1;
      value += text[i];
      continue;
    }
    if (c === '\n') continue;
    if (c !== ':' && c !== '+' && c !== "'") {
      value += c;
      continue;
    }
    element.push(value);
    value = '';
    if (c === ':') continue;
    segment.push(element);
    element = [];
    if (c === "'") {
      segments.push(segment);
      segment = [];
    }
  }
  expect([value, element, segment], 'nothing after the last terminator').toEqual(['', [], []]);
  return { una: text.slice(0, 9), segments };
}
const tags = (segments: string[][][]) => segments.map((s) => s[0][0]);
/** The raw text of the segments with this tag (and first element), released characters kept. */
const raw = (text: string, prefix: string) => text.split("'\n").filter((s) => s.startsWith(prefix));

beforeAll(async () => {
  fx = await createFlightFixture(t.db);
  dep = await addDeparture(t.db, fx, { date: D, categories: [{ category: fx.economy, capacity: 9 }] });
  empty = await addDeparture(t.db, fx, { date: daysFromNow(26), categories: [{ category: fx.economy, capacity: 9 }] });
  airline = (await t.db.selectFrom('airlines').select('code').where('id', '=', fx.airlineId).executeTakeFirstOrThrow()).code;
  const airport = async (id: number) => (await t.db.selectFrom('airports').select('iata').where('id', '=', id).executeTakeFirstOrThrow()).iata;
  iata = { origin: await airport(fx.originAirportId), destination: await airport(fx.destinationAirportId) };
  const country = async (code: string) => (await t.db.selectFrom('countries').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const [es, mx] = [await country('ES'), await country('MX')];
  const list = passengersFor({ adults: 2, infants: 1 }, D);
  list[0] = {
    ...list[0],
    first_name: 'José Ñoño',
    middle_name: 'María:?',
    last_name: "O'Brien+Núñez",
    gender: 'male',
    date_of_birth: '1980-02-29',
    nationality: es,
    passport: 'AB1234567',
    passport_expiry: '2041-03-15',
    passport_country: es,
    primary_document: { number: 'TC-1234', expiry: '2040-01-31', country: es },
    secondary_document: { number: 'VISA9876', expiry: '2039-06-30', country: mx },
  };
  list[1] = { ...list[1], first_name: 'Chloé', last_name: 'Østergaard Łopez', gender: 'female', nationality: mx, passport: 'MX7654321', passport_expiry: '2033-07-01', passport_country: mx };
  list[2] = { ...list[2], gender: 'other', passport_expiry: '2032-12-24', passport_country: mx };
  const res = await book(t.app, await t.auth('operator3'), { outbound: dep, category: fx.economy, adults: 2, infants: 1 }, { departure: D, passengers: list });
  expect(res.statusCode, res.body).toBe(201);
  booking = res.json<ReservationDetailRecord>();
  await t.createUser({ username: 'edi_spain', type: 'admin', agency: 'Viajes Sol de España', groups: ['Flight Managment'] });
  await t.createUser({ username: 'edi_spain_checkin', type: 'admin', agency: 'Viajes Sol de España', groups: ['Flight Checkin'] });
});

async function report(user: string, id: number | string, lang = 'es') {
  return call(user, 'GET', `admin-flights/edifact-report/?subcalendar_id=${id}`, undefined, lang);
}

describe('GET admin-flights/edifact-report/', () => {
  it('answers a PAXLST in the UN/EDIFACT segment order with matching counts and references', async () => {
    const res = await report('admin', dep);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="paxlst-T${fx.flightId}-${D}.edi"`);
    const { una, segments } = parse(res.body);
    expect(una).toBe("UNA:+.? '");
    const passenger = (doc: string[]) => ['NAD', 'ATT', 'DTM', 'LOC', 'LOC', 'NAT', 'RFF', 'DOC', 'DTM', 'LOC', ...doc];
    expect(tags(segments)).toEqual([
      ...['UNB', 'UNG', 'UNH', 'BGM', 'NAD', 'COM', 'TDT', 'LOC', 'DTM', 'LOC', 'DTM'],
      ...passenger(['DOC', 'DTM', 'LOC', 'DOC', 'DTM', 'LOC']),
      ...passenger([]),
      ...passenger([]),
      ...['CNT', 'UNT', 'UNE', 'UNZ'],
    ]);
    const get = (tag: string, n = 0) => segments.filter((s) => s[0][0] === tag)[n];
    const [unb, ung, unh, unt, une, unz] = [get('UNB'), get('UNG'), get('UNH'), get('UNT'), get('UNE'), get('UNZ')];
    expect(unb.slice(0, 4)).toEqual([['UNB'], ['UNOA', '4'], ['PORTALB2B'], [`${iata.destination}APIS`]]);
    const reference = unb[5][0];
    expect(reference).toMatch(/^P\d+[0-9A-Z]+$/);
    expect(ung[5]).toEqual([reference]);
    expect(unh.slice(1, 3)).toEqual([['1'], ['PAXLST', 'D', '02B', 'UN', 'IATA']]);
    expect(unh[3]).toEqual([`${airline}T${fx.flightId}/${yymmdd(D)}/1000`]);
    expect(unt).toEqual([['UNT'], [String(segments.indexOf(unt) - segments.indexOf(unh) + 1)], ['1']]);
    // UNH to UNT: 9 header segments, 3 passengers of 10 (+6 for the arrival documents), CNT and UNT.
    expect(unt[1]).toEqual([String(9 + 3 * 10 + 6 + 2)]);
    expect(une).toEqual([['UNE'], ['1'], [reference]]);
    expect(unz).toEqual([['UNZ'], ['1'], [reference]]);
    expect(get('BGM')).toEqual([['BGM'], ['745']]);
    expect(get('NAD')).toEqual([['NAD'], ['MS'], [''], [''], ['GRUPO VIAJES CARIBE']]);
    expect(get('TDT')).toEqual([['TDT'], ['20'], [`${airline}T${fx.flightId}`], [''], [''], [airline]]);
    expect([get('LOC', 0), get('DTM', 0), get('LOC', 1), get('DTM', 1)]).toEqual([
      [['LOC'], ['125'], [iata.origin]],
      [['DTM'], ['189', `${yymmdd(D)}1000`, '201']],
      [['LOC'], ['87'], [iata.destination]],
      [['DTM'], ['232', `${yymmdd(D)}2359`, '201']],
    ]);
    expect(get('CNT')).toEqual([['CNT'], ['42', '3']]);
  });

  it('writes each passenger with real gender, birth date, ports, nationality, locator, passport expiry and issuing country, and arrival documents', async () => {
    const { segments } = parse((await report('admin', dep)).body);
    const start = segments.findIndex((s) => s[0][0] === 'NAD' && s[1][0] === 'FL');
    expect(segments.slice(start, start + 16)).toEqual([
      [['NAD'], ['FL'], [''], [''], ["O'BRIEN+NUNEZ", 'JOSE NONO', 'MARIA:?']],
      [['ATT'], ['2'], [''], ['M']],
      [['DTM'], ['329', '800229']],
      [['LOC'], ['178'], [iata.origin]],
      [['LOC'], ['179'], [iata.destination]],
      [['NAT'], ['2'], ['ESP']],
      [['RFF'], ['AVF', booking.locator]],
      [['DOC'], ['P', '110', '111'], ['AB1234567']],
      [['DTM'], ['36', '410315']],
      [['LOC'], ['91'], ['ESP']],
      [['DOC'], ['V', '110', '111'], ['TC-1234']],
      [['DTM'], ['36', '400131']],
      [['LOC'], ['91'], ['ESP']],
      [['DOC'], ['V', '110', '111'], ['VISA9876']],
      [['DTM'], ['36', '390630']],
      [['LOC'], ['91'], ['MEX']],
    ]);
    const second = segments.slice(start + 16, start + 26);
    expect(second[0]).toEqual([['NAD'], ['FL'], [''], [''], ['OSTERGAARD LOPEZ', 'CHLOE']]);
    expect([second[1], second[5][2], second[7][2], second[8], second[9]]).toEqual([
      [['ATT'], ['2'], [''], ['F']],
      ['MEX'],
      ['MX7654321'],
      [['DTM'], ['36', '330701']],
      [['LOC'], ['91'], ['MEX']],
    ]);
    const infant = segments.slice(start + 26, start + 36);
    expect(infant[1][3]).toEqual(['U']);
    expect(infant[2]).toEqual([['DTM'], ['329', yymmdd(booking.passengers[2].date_of_birth)]]);
    expect(infant.slice(8)).toEqual([[['DTM'], ['36', '321224']], [['LOC'], ['91'], ['MEX']]]);
  });

  it('leaves out DTM+36 and LOC+91 only for a passenger booked before they were asked (migration 0014)', async () => {
    const [id] = booking.passengers.map((p) => p.id);
    const before = await t.db.selectFrom('reservation_passengers').select(['passport_expiry', 'passport_country_id']).where('id', '=', id).executeTakeFirstOrThrow();
    await t.db.updateTable('reservation_passengers').set({ passport_expiry: null, passport_country_id: null }).where('id', '=', id).execute();
    try {
      const { segments } = parse((await report('admin', dep)).body);
      const start = segments.findIndex((s) => s[0][0] === 'NAD' && s[1][0] === 'FL');
      expect(tags(segments.slice(start + 7, start + 9))).toEqual(['DOC', 'DOC']);
    } finally {
      await t.db.updateTable('reservation_passengers').set(before).where('id', '=', id).execute();
    }
  });

  it('releases the service characters with ? and keeps to the UNOA repertoire', async () => {
    const text = (await report('admin', dep)).body;
    expect(raw(text, 'NAD+FL')[0]).toBe("NAD+FL+++O?'BRIEN?+NUNEZ:JOSE NONO:MARIA?:??");
    expect(text).toMatch(/^[A-Z0-9 .,\-()/='+:?!"%&*;<>\n]+$/);
  });

  it('answers an empty list for a departure without passengers; 403 below the first level (issue 7)', async () => {
    expect((await report('edi_spain', dep)).statusCode).toBe(403);
    expect((await report('edi_spain_checkin', dep)).statusCode).toBe(403);
    for (const [user, id] of [['admin', empty]] as const) {
      const res = await report(user, id);
      expect(res.statusCode, user).toBe(200);
      const { segments } = parse(res.body);
      expect(tags(segments), user).toEqual(['UNB', 'UNG', 'UNH', 'BGM', 'NAD', 'COM', 'TDT', 'LOC', 'DTM', 'LOC', 'DTM', 'CNT', 'UNT', 'UNE', 'UNZ']);
      expect(raw(res.body, 'CNT')).toEqual(['CNT+42:0']);
      expect(raw(res.body, 'UNT')).toEqual(['UNT+11+1']);
    }
  });

  it('the coordinator who closes check-in sends it (issue 8); refuses roles without canSendPaxlst, 404 for an unknown departure, a translated 400 for a bad id', async () => {
    const coordinator = await report('coordinator', dep);
    expect(coordinator.statusCode, coordinator.body).toBe(200);
    expect(coordinator.body).toContain('NAD+FL+++O?\'BRIEN');
    for (const user of ['operator3', 'accounting', 'commercial']) expect((await report(user, dep)).statusCode, user).toBe(403);
    expect((await report('admin', 999_999)).statusCode).toBe(404);
    const es = await report('admin', 'x');
    const en = await report('admin', 'x', 'en');
    expect([es.statusCode, en.statusCode]).toEqual([400, 400]);
    expect(es.json()).toEqual({ subcalendar_id: [translate('es', 'validation.invalid_number')] });
    expect(en.json()).toEqual({ subcalendar_id: [translate('en', 'validation.invalid_number')] });
  });
});

describe('buildPaxlst', () => {
  it('transliterates to UNOA and releases ? : + \'', () => {
    expect(toUnoa('Ñandú Straße Łódź Æsir Øre Œuvre')).toBe('NANDU STRASSE LODZ AESIR ORE OEUVRE');
    expect(escapeEdifact("a'b+c:d?e")).toBe("A?'B?+C?:D??E");
    const text = buildPaxlst({
      sender: 'S',
      recipient: 'R',
      reference: 'REF1',
      preparedAt: new Date('2030-01-02T03:04:00Z'),
      carrier: 'XY',
      flightNumber: 'XY 12',
      departureAirport: 'AAA',
      arrivalAirport: 'BBB',
      departure: { date: '2030-01-05', time: '10:00:00' },
      arrival: { date: '2030-01-05', time: '12:30:00' },
      contact: { name: 'Agencia', phone: '+34 1' },
      passengers: [],
    });
    expect(raw(text, 'UNA')[0]).toBe("UNA:+.? 'UNB+UNOA:4+S+R+300102:0304+REF1++APIS");
    expect(raw(text, 'UNH')).toEqual(['UNH+1+PAXLST:D:02B:UN:IATA+XY12/300105/1000+01:F']);
    expect(raw(text, 'COM')).toEqual(['COM+?+34 1:TE']);
  });
});
