/** Trip dates and a valid party for the component tests of the booking and the checkout. Tests only. */
import type { PassengerValues } from '../components/passengers/passengerValues.ts';

/** YYYY-MM-DD, `days` from today (UTC). */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Dates relative to today: the trip leaves in 60 days and comes back a week later. */
export const DEPARTURE = inDays(60);
export const RETURN = inDays(67);

const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
const passportOf = () => ({ passport_expiry: inDays(3 * 365), passport_country: 1 });

/** Two adults (the first the holder), a 7-year-old child and an infant on the first adult's lap. */
export function validPassengers(): PassengerValues[] {
  const doc = { number: '', expiry: null, country: null };
  return [
    { type: 'adult', first_name: 'Ana', last_name: 'Pérez', date_of_birth: '1985-02-01', gender: 'female', nationality: 1, passport: 'P1234567', ...passportOf(), email: 'ana@example.com', phone: '+5355512345', address: 'Calle 23', zip_code: '10400', country: 1, primary_document: doc },
    { type: 'adult', first_name: 'Luis', last_name: 'Pérez', date_of_birth: '1983-06-10', gender: 'male', nationality: 1, passport: 'P7654321', ...passportOf(), primary_document: doc },
    { type: 'child', first_name: 'Leo', last_name: 'Pérez', date_of_birth: yearsBefore(DEPARTURE, 7), gender: 'male', nationality: 1, passport: 'P5555555', ...passportOf(), age: 7 },
    { type: 'infant', first_name: 'Mía', last_name: 'Pérez', date_of_birth: inDays(-200), gender: 'female', nationality: 1, passport: 'P9999999', ...passportOf(), infant_of: 0 },
  ];
}
