/**
 * UN/EDIFACT PAXLST (release D02B, IATA implementation) for one departure: the passenger list
 * sent to border authorities (API). UNOA character set, so names are transliterated to upper-case
 * ASCII, and every ? : + ' in data is escaped with the release character '?'. UNT counts the
 * segments from UNH to UNT inclusive. Pure: the route builds the input from the manifest.
 */
import type { Gender } from '../../../domain/constants.ts';

export interface PaxlstPassenger {
  lastName: string;
  firstName: string;
  middleName: string;
  /** The passenger's recorded gender (required since issue 8): male → M, female → F, others → U. */
  gender: Gender;
  dateOfBirth: string;
  /** ISO 3166-1 alpha-3. */
  nationality: string;
  locator: string;
  passport: string;
  /** DTM+36 and LOC+91 of the passport; null only for passengers booked before they were asked. */
  passportExpiry: string | null;
  /** ISO 3166-1 alpha-3 of the issuing country. */
  passportCountry: string | null;
  /** The primary and secondary arrival documents (spec §3 'Passenger'), sent as DOC+V. */
  arrivalDocuments: readonly { number: string; expiry: string; country: string }[];
  embark: string;
  disembark: string;
}

export interface PaxlstInput {
  sender: string;
  recipient: string;
  /** Interchange control reference: up to 14 letters and digits. */
  reference: string;
  preparedAt: Date;
  carrier: string;
  flightNumber: string;
  departureAirport: string;
  arrivalAirport: string;
  departure: { date: string; time: string };
  arrival: { date: string; time: string };
  contact: { name: string; phone: string };
  passengers: readonly PaxlstPassenger[];
}

/** Latin letters that NFD does not decompose into a base letter and marks (ß upper-cases to SS). */
const LETTERS: Record<string, string> = { Æ: 'AE', Ø: 'O', Œ: 'OE', Ł: 'L', Đ: 'D', Ð: 'D', Þ: 'TH', Ħ: 'H', Ŧ: 'T' };

/** UNOA (level A): upper-case letters, digits, space and . , - ( ) / = ' + : ? ! " % & * ; < > */
export function toUnoa(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[ÆØŒŁĐÐÞĦŦ]/g, (c) => LETTERS[c])
    .replace(/[^A-Z0-9 .,\-()/='+:?!"%&*;<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Data text, with the service characters released. */
export function escapeEdifact(value: string): string {
  return toUnoa(value).replace(/([?:+'])/g, '?$1');
}

const yymmdd = (date: string) => `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`;
const hhmm = (time: string) => `${time.slice(0, 2)}${time.slice(3, 5)}`;

function genderCode(gender: Gender): string {
  if (gender === 'male') return 'M';
  if (gender === 'female') return 'F';
  return 'U';
}

export function buildPaxlst(input: PaxlstInput): string {
  const e = escapeEdifact;
  const stamp = input.preparedAt.toISOString();
  const prepared = `${yymmdd(stamp.slice(0, 10))}:${hhmm(stamp.slice(11, 16))}`;
  const carrier = toUnoa(input.carrier);
  const flight = toUnoa(input.flightNumber).replace(/\s/g, '');
  const fullFlight = flight.startsWith(carrier) ? flight : `${carrier}${flight}`;
  const ref = input.reference;

  const message: string[] = [
    `UNH+1+PAXLST:D:02B:UN:IATA+${e(`${fullFlight}/${yymmdd(input.departure.date)}/${hhmm(input.departure.time)}`)}+01:F`,
    'BGM+745',
    `NAD+MS+++${e(input.contact.name)}`,
    `COM+${e(input.contact.phone)}:TE`,
    `TDT+20+${e(fullFlight)}+++${e(carrier)}`,
    `LOC+125+${e(input.departureAirport)}`,
    `DTM+189:${yymmdd(input.departure.date)}${hhmm(input.departure.time)}:201`,
    `LOC+87+${e(input.arrivalAirport)}`,
    `DTM+232:${yymmdd(input.arrival.date)}${hhmm(input.arrival.time)}:201`,
  ];
  for (const p of input.passengers) {
    const names = [e(p.lastName), e(p.firstName), ...(p.middleName ? [e(p.middleName)] : [])].join(':');
    message.push(`NAD+FL+++${names}`, `ATT+2++${genderCode(p.gender)}`, `DTM+329:${yymmdd(p.dateOfBirth)}`);
    message.push(`LOC+178+${e(p.embark)}`, `LOC+179+${e(p.disembark)}`, `NAT+2+${e(p.nationality)}`, `RFF+AVF:${e(p.locator)}`);
    message.push(`DOC+P:110:111+${e(p.passport)}`);
    if (p.passportExpiry) message.push(`DTM+36:${yymmdd(p.passportExpiry)}`);
    if (p.passportCountry) message.push(`LOC+91+${e(p.passportCountry)}`);
    for (const d of p.arrivalDocuments) message.push(`DOC+V:110:111+${e(d.number)}`, `DTM+36:${yymmdd(d.expiry)}`, `LOC+91+${e(d.country)}`);
  }
  message.push(`CNT+42:${input.passengers.length}`);
  message.push(`UNT+${message.length + 1}+1`);

  const segments = [
    `UNB+UNOA:4+${e(input.sender)}+${e(input.recipient)}+${prepared}+${ref}++APIS`,
    `UNG+PAXLST+${e(input.sender)}+${e(input.recipient)}+${prepared}+${ref}+UN+D:02B`,
    ...message,
    `UNE+1+${ref}`,
    `UNZ+1+${ref}`,
  ];
  return `UNA:+.? '${segments.map((s) => `${s}'`).join('\n')}\n`;
}

/** ISO 3166-1 alpha-2 → alpha-3 for the countries of the catalogue (server/db/seed/geo.ts). */
export const ALPHA3: Record<string, string> = {
  AR: 'ARG', BO: 'BOL', BR: 'BRA', BS: 'BHS', CA: 'CAN', CH: 'CHE', CL: 'CHL', CN: 'CHN', CO: 'COL', CR: 'CRI', CU: 'CUB', DE: 'DEU',
  DO: 'DOM', EC: 'ECU', ES: 'ESP', FR: 'FRA', GB: 'GBR', GT: 'GTM', HN: 'HND', HT: 'HTI', IT: 'ITA', JM: 'JAM', JP: 'JPN', MX: 'MEX',
  NI: 'NIC', NL: 'NLD', PA: 'PAN', PE: 'PER', PR: 'PRI', PT: 'PRT', PY: 'PRY', RU: 'RUS', SV: 'SLV', US: 'USA', UY: 'URY', VE: 'VEN',
  BE: 'BEL', AT: 'AUT', SE: 'SWE', NO: 'NOR', DK: 'DNK', IE: 'IRL', PL: 'POL', TT: 'TTO', BB: 'BRB', AU: 'AUS', IN: 'IND', KR: 'KOR',
};

export function alpha3(code: string | null | undefined): string {
  if (!code) return 'XXX';
  return ALPHA3[code.toUpperCase()] ?? code.toUpperCase();
}
