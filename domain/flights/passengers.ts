/**
 * Passengers of a flight booking (spec §3 'Passenger', §5): the schema of one passenger and the
 * rules over the whole list. Both the booking form and POST /flights/reservation/ use them.
 */
import { ADULT_MIN_AGE, CHILD_MIN_AGE, GENDERS, PASSENGER_TYPES, type PassengerType } from '../constants.ts';
import { email, id, isoDate, passport, phone, text } from '../schemas/common.ts';
import { z } from '../validation.ts';

const documentSchema = z.strictObject({
  number: z.string().trim().regex(/^[A-Za-z0-9-]{4,20}$/, { error: 'validation.invalid_document' }),
  expiry: isoDate,
  country: id,
});

export const passengerSchema = z.strictObject({
  type: z.enum(PASSENGER_TYPES),
  first_name: text(100),
  middle_name: z.string().trim().max(100).optional(),
  last_name: text(100),
  date_of_birth: isoDate,
  gender: z.enum(GENDERS),
  nationality: id,
  passport,
  /**
   * The passport's expiry (PAXLST DTM+36) and issuing country (LOC+91). Optional only in this
   * branch, so the server and its fixtures stay as they are: engineer "paxdata" makes them required
   * with the API, and the merge keeps theirs.
   */
  passport_expiry: isoDate.optional(),
  passport_country: id.optional(),
  email: z.union([email, z.literal('')]).optional(),
  phone: z.union([phone, z.literal('')]).optional(),
  address: z.string().trim().max(255).optional(),
  zip_code: z.string().trim().max(12).optional(),
  country: id.optional(),
  primary_document: documentSchema.optional(),
  secondary_document: documentSchema.optional(),
  emergency_name: z.string().trim().max(150).optional(),
  emergency_phone: z.union([phone, z.literal('')]).optional(),
  /** Children: the age chosen in the search; must agree with the date of birth. */
  age: z.number().int().min(0).max(17).optional(),
  /** Infants: index in the list of the adult who carries them on the lap. */
  infant_of: z.number().int().min(0).max(99).optional(),
});
export type Passenger = z.infer<typeof passengerSchema>;

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

export interface TravelDates {
  departure: string;
  /** The last travel date (return flight), or the departure for one way. */
  lastTravel: string;
}

export interface ListIssue {
  /** Path below the list: [index, field] or [] for the whole list. */
  path: (string | number)[];
  key: string;
  params?: Record<string, string | number>;
}

/** Age in whole years on `onDate`. */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = onDate.split('-').map(Number);
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

export function passengerTypeForAge(age: number): PassengerType {
  if (age < CHILD_MIN_AGE) return 'infant';
  return age < ADULT_MIN_AGE ? 'child' : 'adult';
}

const HOLDER_FIELDS = ['email', 'phone', 'address', 'zip_code', 'country'] as const;

/**
 * Rules over the list (spec §5 and the trade's): counts equal the search; no birth date in the
 * future and the type agrees with the age on the departure date; each child's age; the first adult
 * is the booking holder and needs contact data; no primary or secondary document number repeats;
 * infants never outnumber adults and each sits with a different adult; documents valid through the
 * last travel date.
 */
export function passengerListIssues(list: readonly Passenger[], counts: PassengerCounts, dates: TravelDates, today: string): ListIssue[] {
  const issues: ListIssue[] = [];
  const count = (type: PassengerType) => list.filter((p) => p.type === type).length;
  if (count('adult') !== counts.adults || count('child') !== counts.children || count('infant') !== counts.infants) {
    issues.push({ path: [], key: 'validation.passenger_counts', params: { ...counts } });
  }
  if (counts.adults < 1) issues.push({ path: [], key: 'validation.one_adult_required' });
  if (counts.infants > counts.adults) issues.push({ path: [], key: 'validation.infants_exceed_adults' });

  const holderIndex = list.findIndex((p) => p.type === 'adult');
  const seenDocuments = new Map<string, number>();
  const lapTaken = new Map<number, number>();

  list.forEach((p, i) => {
    if (p.date_of_birth > today) {
      issues.push({ path: [i, 'date_of_birth'], key: 'validation.birth_in_future' });
    } else if (passengerTypeForAge(ageOn(p.date_of_birth, dates.departure)) !== p.type) {
      issues.push({ path: [i, 'date_of_birth'], key: `validation.age_not_${p.type}` });
    }
    if (p.type === 'child') {
      if (p.age === undefined) issues.push({ path: [i, 'age'], key: 'validation.required' });
      else if (p.date_of_birth <= today && ageOn(p.date_of_birth, dates.departure) !== p.age) {
        issues.push({ path: [i, 'age'], key: 'validation.age_mismatch', params: { age: p.age } });
      }
    }
    if (i === holderIndex) {
      for (const field of HOLDER_FIELDS) {
        if (p[field] === undefined || p[field] === '') issues.push({ path: [i, field], key: 'validation.required' });
      }
    }
    for (const field of ['primary_document', 'secondary_document'] as const) {
      const doc = p[field];
      if (!doc) continue;
      const key = doc.number.toUpperCase();
      if (seenDocuments.has(key)) issues.push({ path: [i, field, 'number'], key: 'validation.document_repeated' });
      else seenDocuments.set(key, i);
      if (doc.expiry < dates.lastTravel) issues.push({ path: [i, field, 'expiry'], key: 'validation.document_expires' });
    }
    if (p.type === 'infant') {
      const adult = p.infant_of;
      if (adult === undefined || list[adult]?.type !== 'adult') {
        issues.push({ path: [i, 'infant_of'], key: 'validation.infant_adult' });
      } else if (lapTaken.has(adult)) {
        issues.push({ path: [i, 'infant_of'], key: 'validation.infant_adult_taken' });
      } else {
        lapTaken.set(adult, i);
      }
    }
  });
  return issues;
}
