/**
 * The passengers form of the booking: one block of values per passenger of the selection, turned
 * into the domain's Passenger and checked with the same rules as the server (passengerSchema for
 * each, passengerListIssues over the list). Every issue lands under its field as
 * `passengers.<i>.<field>` with a message key, which react-admin translates.
 */
import type { PassengerType } from '../../../domain/constants.ts';
import { passengerListIssues, passengerSchema, type Passenger, type TravelDates } from '../../../domain/flights/passengers.ts';
import { issueMessage } from '../../../domain/validation.ts';

export interface DocumentValues {
  number?: string;
  expiry?: string | null;
  country?: number | string | null;
}

/** What the inputs hold: strings, ids or null while empty. */
export interface PassengerValues {
  type: PassengerType;
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  date_of_birth?: string | null;
  gender?: string;
  nationality?: number | string | null;
  passport?: string;
  passport_expiry?: string | null;
  passport_country?: number | string | null;
  email?: string;
  phone?: string;
  address?: string;
  zip_code?: string;
  country?: number | string | null;
  primary_document?: DocumentValues;
  secondary_document?: DocumentValues;
  emergency_name?: string;
  emergency_phone?: string;
  age?: number;
  infant_of?: number | string | null;
}

export interface Counts {
  adults: number;
  children: number;
  infants: number;
}

/** Adults first (the first one is the holder), then children with their ages, then infants. */
export function initialPassengers(counts: Counts, childAges: readonly number[]): PassengerValues[] {
  const list: PassengerValues[] = [];
  // No gender by default: a default went unnoticed and sent women as men (issue 8).
  for (let i = 0; i < counts.adults; i++) list.push({ type: 'adult' });
  for (let i = 0; i < counts.children; i++) list.push({ type: 'child', age: childAges[i] });
  // Each infant starts on the lap of a different adult.
  for (let i = 0; i < counts.infants; i++) list.push({ type: 'infant', infant_of: i < counts.adults ? i : null });
  return list;
}

const trimmed = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
};

const idOf = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
};

function documentOf(values: DocumentValues | undefined): Passenger['primary_document'] {
  if (!values) return undefined;
  const number = trimmed(values.number);
  const expiry = trimmed(values.expiry ?? undefined);
  const country = idOf(values.country);
  if (number === undefined && expiry === undefined && country === undefined) return undefined;
  // Missing parts stay missing, so the schema reports each one under its field.
  return { number, expiry, country } as unknown as Passenger['primary_document'];
}

/**
 * Form values → the body's passenger: empty texts left out, ids as numbers, a document only when
 * any of its parts is filled. The result is what passengerSchema judges (not yet valid).
 */
export function toPassenger(values: PassengerValues): Passenger {
  const out: Record<string, unknown> = { type: values.type };
  for (const field of ['first_name', 'middle_name', 'last_name', 'gender', 'passport', 'email', 'phone', 'address', 'zip_code', 'emergency_name', 'emergency_phone'] as const) {
    const text = trimmed(values[field]);
    if (text !== undefined) out[field] = text;
  }
  for (const field of ['date_of_birth', 'passport_expiry'] as const) {
    const date = trimmed(values[field] ?? undefined);
    if (date !== undefined) out[field] = date;
  }
  for (const field of ['nationality', 'passport_country'] as const) {
    const value = idOf(values[field]);
    if (value !== undefined) out[field] = value;
  }
  const country = idOf(values.country);
  if (country !== undefined) out.country = country;
  for (const field of ['primary_document', 'secondary_document'] as const) {
    const doc = documentOf(values[field]);
    if (doc) out[field] = doc;
  }
  if (values.type === 'child' && values.age !== undefined) out.age = values.age;
  if (values.type === 'infant') {
    const adult = idOf(values.infant_of);
    if (adult !== undefined) out.infant_of = adult;
  }
  return out as Passenger;
}

export interface FieldError {
  message: string;
  args?: Record<string, string | number>;
}

type ErrorTree = { [key: string]: ErrorTree | FieldError };

function setError(tree: ErrorTree, path: (string | number)[], error: FieldError): void {
  let node = tree;
  path.forEach((part, index) => {
    const key = String(part);
    if (index === path.length - 1) {
      node[key] ??= error;
      return;
    }
    const child = node[key];
    if (!child || 'message' in child) node[key] = {};
    node = node[key] as ErrorTree;
  });
}

/**
 * Errors of the whole form, shaped like its values (react-admin's `validate`): each passenger by
 * passengerSchema, then the list rules. A list-wide issue (the counts) goes to root.serverError.
 */
export function validatePassengers(values: readonly PassengerValues[], counts: Counts, dates: TravelDates, today: string): ErrorTree {
  const errors: ErrorTree = {};
  const list = values.map(toPassenger);
  list.forEach((passenger, i) => {
    const result = passengerSchema.safeParse(passenger);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const { key, params } = issueMessage(issue);
      const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
      setError(errors, path.length > 0 ? ['passengers', i, ...path] : ['root', 'serverError'], { message: key, args: params });
    }
  });
  // The list rules read birth dates and documents: a value still missing or malformed is left
  // to the schema's message above, and the list rules judge the rest.
  const skipped = new Set<string>();
  const usable = list.map((p, i) => {
    const copy: Passenger = { ...p };
    if (!isIsoDate(p.date_of_birth)) {
      copy.date_of_birth = today;
      skipped.add(`${i}.date_of_birth`).add(`${i}.age`);
    }
    for (const field of ['primary_document', 'secondary_document'] as const) {
      const doc = p[field];
      if (doc && (typeof doc.number !== 'string' || !isIsoDate(doc.expiry))) {
        copy[field] = undefined;
        skipped.add(`${i}.${field}`);
      }
    }
    return copy;
  });
  for (const issue of passengerListIssues(usable, counts, dates, today)) {
    const message = { message: issue.key, args: issue.params ?? {} };
    if (issue.path.length === 0) setError(errors, ['root', 'serverError'], message);
    else if (!skipped.has(`${issue.path[0]}.${issue.path[1]}`)) setError(errors, ['passengers', ...issue.path], message);
  }
  return errors;
}

function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** `passengers.2.date_of_birth` → ['passengers', 2, 'date_of_birth'] names of a server 400. */
export function isPassengerField(name: string): boolean {
  return /^passengers\.\d+\./.test(name);
}
