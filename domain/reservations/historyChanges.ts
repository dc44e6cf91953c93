/**
 * A reservation's history as people read it (issue 8): each change as a translated field name with
 * readable values — status labels, seat categories and departures by name, dates in the reader's
 * language — instead of the stored snapshots' internals. The server sends these with each history
 * row (server/modules/reservations/history.ts); the browser only lays them out.
 */
import type { Language } from '../constants.ts';
import { currencyById } from '../currencies.ts';
import type { MessageParams } from '../i18n.ts';

/** One changed field: its translated name and its value before and after ('-' for none). */
export interface HistoryChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The names the snapshots' ids stand for, read by the server for the rows it sends. */
export interface HistoryNames {
  categories: ReadonlyMap<number, string>;
  /** Departure id → 'CU123 2026-11-20'. */
  departures: ReadonlyMap<number, { flight_number: string; departure_date: string }>;
  passengers: ReadonlyMap<number, string>;
  /** Country id → name in the reader's language (nationality, passport's issuing country). */
  countries: ReadonlyMap<number, string>;
  /** Accounting provider code → its name in the catalogue (migration 0033); a code not there reads as itself. */
  accountingProviders?: ReadonlyMap<string, string>;
}

export interface HistoryReader {
  t: (key: string, params?: MessageParams) => string;
  lang: Language;
  /** Staff see what is not translated (raw values of unknown keys); agency users do not. */
  staff: boolean;
}

export const STATUS_FIELDS = ['status', 'commercial_status', 'accounting_status', 'provider_status', 'coordinator_status', 'checkin_status'] as const;

/** The departure and seat keys every snapshot may hold: these are the ids the reader never sees. */
const DEPARTURE_FIELDS = new Set(['outbound', 'inbound', 'subcalendar']);
/** Keys holding a country id. */
const COUNTRY_FIELDS = new Set(['nationality', 'passport_country', 'country']);

type Json = unknown;

const NONE = '-';

function asRecord(value: Json): Record<string, Json> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, Json>) : {};
}

/** 'YYYY-MM-DD' as the reader's long date ('20 de noviembre de 2026'); other text unchanged. */
export function readableDate(value: string, lang: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
}

function departure(id: Json, names: HistoryNames, reader: HistoryReader): string {
  if (typeof id !== 'number') return NONE;
  const d = names.departures.get(id);
  return d ? `${d.flight_number} · ${readableDate(d.departure_date, reader.lang)}` : reader.t('history.unknown_departure');
}

/** `[{seats: 3, category_id: 1, subcalendar_id: 7, …}]` → '3 × Económica (CU123)', seats of a category and flight added up. */
function seats(value: Json, names: HistoryNames, reader: HistoryReader): string {
  if (!Array.isArray(value) || value.length === 0) return NONE;
  const added = new Map<string, { category: string; flight: string; seats: number }>();
  for (const source of value) {
    const s = asRecord(source);
    const category = (typeof s.category_id === 'number' ? names.categories.get(s.category_id) : undefined) ?? reader.t('history.unknown_category');
    const flight = (typeof s.subcalendar_id === 'number' ? names.departures.get(s.subcalendar_id)?.flight_number : undefined) ?? NONE;
    const key = `${flight}\u0000${category}`;
    const seen = added.get(key) ?? { category, flight, seats: 0 };
    seen.seats += typeof s.seats === 'number' ? s.seats : 0;
    added.set(key, seen);
  }
  return [...added.values()].map((x) => reader.t('history.seats', { seats: x.seats, category: x.category, flight: x.flight })).join(', ');
}

function valueOf(field: string, value: Json, names: HistoryNames, reader: HistoryReader): string | undefined {
  if (value === null || value === undefined || value === '') return NONE;
  if ((STATUS_FIELDS as readonly string[]).includes(field) && typeof value === 'string') return reader.t(`export.statuses.${field}.${value}`);
  if (DEPARTURE_FIELDS.has(field)) return departure(value, names, reader);
  if (field === 'subcalendars' && Array.isArray(value)) return value.map((id) => departure(id, names, reader)).join(', ');
  if (field === 'seats') return seats(value, names, reader);
  if (field === 'passengers' && Array.isArray(value)) return value.map((id) => (typeof id === 'number' ? (names.passengers.get(id) ?? NONE) : NONE)).join(', ');
  if (field === 'currency' && typeof value === 'number') return currencyById(value)?.abbreviation ?? NONE;
  if (COUNTRY_FIELDS.has(field) && typeof value === 'number') return names.countries.get(value) ?? NONE;
  if (field === 'gender' && typeof value === 'string') return reader.t(`export.genders.${value}`);
  if (field === 'accounting_provider' && typeof value === 'string') return names.accountingProviders?.get(value) ?? value;
  if (typeof value === 'boolean') return reader.t(value ? 'export.yes' : 'export.no');
  if (typeof value === 'string') return readableDate(value, reader.lang);
  if (typeof value === 'number') return String(value);
  // An object this table does not know: staff read it as it is, agency users do not see it.
  return reader.staff ? JSON.stringify(value) : undefined;
}

/** The label of a snapshot key: the history's own names, else the export's, else (staff only) the key. */
function labelOf(field: string, reader: HistoryReader): string | undefined {
  for (const key of [`history.fields.${field}`, `export.reservation.${field}`]) {
    const label = reader.t(key);
    if (label !== key) return label;
  }
  return reader.staff ? field : undefined;
}

/** The keys whose value differs between the two snapshots, readable; nothing internal for agency users. */
export function historyChanges(before: Json, after: Json, names: HistoryNames, reader: HistoryReader): HistoryChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  // A correction of one passenger's data names the passenger once; each field says whose it is.
  const passengerId = a.passenger ?? b.passenger;
  const whose = typeof passengerId === 'number' ? names.passengers.get(passengerId) : undefined;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((field) => field !== 'passenger');
  return keys.flatMap((field) => {
    const named = labelOf(field, reader);
    const label = named !== undefined && whose ? `${named} (${whose})` : named;
    const from = valueOf(field, b[field], names, reader);
    const to = valueOf(field, a[field], names, reader);
    if (label === undefined || from === undefined || to === undefined || from === to) return [];
    return [{ field, label, before: from, after: to }];
  });
}

/** The ids the snapshots name, for the server to read their names in one query each. */
export function historyIds(snapshots: readonly Json[]): { categories: number[]; departures: number[]; passengers: number[]; countries: number[] } {
  const categories = new Set<number>();
  const departures = new Set<number>();
  const passengers = new Set<number>();
  const countries = new Set<number>();
  const ints = (v: Json) => (Array.isArray(v) ? v : [v]).filter((x): x is number => typeof x === 'number');
  for (const snapshot of snapshots) {
    const s = asRecord(snapshot);
    for (const field of [...DEPARTURE_FIELDS, 'subcalendars']) for (const id of ints(s[field])) departures.add(id);
    for (const id of ints(s.passengers)) passengers.add(id);
    for (const id of ints(s.passenger)) passengers.add(id);
    for (const field of COUNTRY_FIELDS) for (const id of ints(s[field])) countries.add(id);
    if (!Array.isArray(s.seats)) continue;
    for (const source of s.seats) {
      for (const id of ints(asRecord(source).category_id)) categories.add(id);
      for (const id of ints(asRecord(source).subcalendar_id)) departures.add(id);
    }
  }
  return { categories: [...categories], departures: [...departures], passengers: [...passengers], countries: [...countries] };
}
