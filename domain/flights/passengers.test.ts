import { describe, expect, it } from 'vitest';
import { ageOn, passengerDataEditable, passengerListIssues, passengerSchema, passengerTypeForAge, type Passenger } from './passengers.ts';

const today = '2026-11-21';
const dates = { departure: '2027-01-10', lastTravel: '2027-01-17' };
const counts = { adults: 2, children: 1, infants: 1 };

function pax(over: Partial<Passenger> & Pick<Passenger, 'type' | 'date_of_birth'>): Passenger {
  return { first_name: 'Ana', last_name: 'Pérez', gender: 'female', nationality: 1, passport: `P${Math.random().toString().slice(2, 9)}`, passport_expiry: '2031-05-01', passport_country: 1, ...over };
}

function goodList(): Passenger[] {
  return [
    pax({ type: 'adult', date_of_birth: '1985-04-02', email: 'ana@example.com', phone: '+5255512345', address: 'Calle 1', zip_code: '77500', country: 2, primary_document: { number: 'AB1234', expiry: '2030-01-01', country: 2 } }),
    pax({ type: 'adult', date_of_birth: '1983-09-15', primary_document: { number: 'CD5678', expiry: '2030-01-01', country: 2 } }),
    pax({ type: 'child', date_of_birth: '2019-03-01', age: 7 }),
    pax({ type: 'infant', date_of_birth: '2026-02-01', infant_of: 1 }),
  ];
}

describe('ages', () => {
  it('computes whole years on a date and the passenger type', () => {
    expect(ageOn('2000-01-10', '2027-01-10')).toBe(27);
    expect(ageOn('2000-01-11', '2027-01-10')).toBe(26);
    expect(passengerTypeForAge(1)).toBe('infant');
    expect(passengerTypeForAge(2)).toBe('child');
    expect(passengerTypeForAge(11)).toBe('child');
    expect(passengerTypeForAge(12)).toBe('adult');
  });
});

describe('passenger list', () => {
  it('accepts a well-formed family', () => {
    expect(passengerListIssues(goodList(), counts, dates, today)).toEqual([]);
  });

  it('counts must match the search', () => {
    const issues = passengerListIssues(goodList().slice(0, 3), counts, dates, today);
    expect(issues.map((i) => i.key)).toContain('validation.passenger_counts');
  });

  it('refuses a birth date in the future and a type that does not fit the age', () => {
    const list = goodList();
    list[2] = { ...list[2], date_of_birth: '2027-05-01' };
    list[1] = { ...list[1], date_of_birth: '2018-01-01' };
    const issues = passengerListIssues(list, counts, dates, today);
    expect(issues).toContainEqual({ path: [2, 'date_of_birth'], key: 'validation.birth_in_future' });
    expect(issues).toContainEqual({ path: [1, 'date_of_birth'], key: 'validation.age_not_adult' });
  });

  it("requires each child's age and that it matches the birth date", () => {
    const list = goodList();
    list[2] = { ...list[2], age: undefined };
    expect(passengerListIssues(list, counts, dates, today)).toContainEqual({ path: [2, 'age'], key: 'validation.required' });
    list[2] = { ...list[2], age: 5 };
    expect(passengerListIssues(list, counts, dates, today)[0]).toMatchObject({ path: [2, 'age'], key: 'validation.age_mismatch' });
  });

  it('the first adult is the holder and needs contact data', () => {
    const list = goodList();
    list[0] = { ...list[0], email: '', zip_code: undefined };
    const issues = passengerListIssues(list, counts, dates, today);
    expect(issues).toContainEqual({ path: [0, 'email'], key: 'validation.required' });
    expect(issues).toContainEqual({ path: [0, 'zip_code'], key: 'validation.required' });
  });

  it('no document number repeats, whatever the case, and documents last the trip', () => {
    const list = goodList();
    list[1] = { ...list[1], primary_document: { number: 'ab1234', expiry: '2027-01-12', country: 2 } };
    const issues = passengerListIssues(list, counts, dates, today);
    expect(issues).toContainEqual({ path: [1, 'primary_document', 'number'], key: 'validation.document_repeated' });
    expect(issues).toContainEqual({ path: [1, 'primary_document', 'expiry'], key: 'validation.document_expires' });
  });

  it('the passport lasts the trip: expiring on the last travel day is enough, the day before is not', () => {
    const list = goodList();
    list[0] = { ...list[0], passport_expiry: dates.lastTravel };
    list[1] = { ...list[1], passport_expiry: '2027-01-16' };
    const issues = passengerListIssues(list, counts, dates, today);
    expect(issues).toEqual([{ path: [1, 'passport_expiry'], key: 'validation.passport_expires' }]);
  });

  it('infants: never more than adults, each with a different adult', () => {
    const twoInfants = { adults: 2, children: 1, infants: 2 };
    const list = [...goodList(), pax({ type: 'infant', date_of_birth: '2025-12-01', infant_of: 1 })];
    expect(passengerListIssues(list, twoInfants, dates, today)).toContainEqual({ path: [4, 'infant_of'], key: 'validation.infant_adult_taken' });
    const noAdult = goodList();
    noAdult[3] = { ...noAdult[3], infant_of: 2 };
    expect(passengerListIssues(noAdult, counts, dates, today)).toContainEqual({ path: [3, 'infant_of'], key: 'validation.infant_adult' });
    const more = { adults: 1, children: 0, infants: 2 };
    expect(passengerListIssues([], more, dates, today).map((i) => i.key)).toContain('validation.infants_exceed_adults');
  });

  it('the passenger schema refuses bad formats', () => {
    const r = passengerSchema.safeParse({ type: 'adult', first_name: '', last_name: 'X', date_of_birth: '1990-13-01', gender: 'x', nationality: 1, passport: '1', passport_expiry: '2030-02-30', passport_country: 1 });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues.map((i) => i.path[0]).sort()).toEqual(['date_of_birth', 'first_name', 'gender', 'passport', 'passport_expiry']);
  });

  it('gender, passport expiry and issuing country are required: no default', () => {
    const r = passengerSchema.safeParse({ type: 'adult', first_name: 'Ana', last_name: 'X', date_of_birth: '1990-01-01', nationality: 1, passport: 'AB12345' });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues.map((i) => i.path[0]).sort()).toEqual(['gender', 'passport_country', 'passport_expiry']);
  });
});

describe('passenger data corrections', () => {
  it('are allowed until check-in closes on a departure; a departure not yet opened is not closed', () => {
    expect(passengerDataEditable([{ status: 'closed', closedOnce: false }])).toBe(true);
    expect(passengerDataEditable([{ status: 'open', closedOnce: true }, { status: 'closed', closedOnce: false }])).toBe(true);
    expect(passengerDataEditable([{ status: 'open', closedOnce: false }, { status: 'closed', closedOnce: true }])).toBe(false);
  });
});
