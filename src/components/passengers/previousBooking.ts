/**
 * A previous booking's passengers as this booking's form values (issue 8: the same family books
 * again in one pick): each passenger of the form takes the next one of its type in the previous
 * booking, the holder also the contact data, an infant the lap of the same adult. A child keeps
 * the age of this search (the form checks it against the birth date).
 */
import type { ReservationDetailRecord, ReservationListRecord } from '../../../domain/records/flightReservations.ts';
import { valuesFromDirectory } from './PassengerDirectorySearch.tsx';
import type { PassengerValues } from './passengerValues.ts';

/** How many adults, children and infants travel (a search, or a cart item). */
export type Party = Pick<ReservationListRecord, 'adults' | 'children' | 'infants'>;

/** The previous booking fits when it carried as many adults, children and infants as this one. */
export function sameParty(reservation: Party, party: Party): boolean {
  return reservation.adults === party.adults && reservation.children === party.children && reservation.infants === party.infants;
}

/** Per form passenger (by index), the values to set; the form's list is adults, children, infants. */
export function valuesFromBooking(reservation: Pick<ReservationDetailRecord, 'passengers'>, form: readonly PassengerValues[]): Record<string, unknown>[] {
  const previous = [...reservation.passengers].sort((a, b) => a.position - b.position);
  const adults = previous.filter((p) => p.type === 'adult');
  const taken: Record<string, number> = { adult: 0, child: 0, infant: 0 };
  const holderIndex = form.findIndex((p) => p.type === 'adult');
  return form.map((passenger, index) => {
    const source = previous.filter((p) => p.type === passenger.type)[taken[passenger.type]++];
    if (!source) return {};
    const values = valuesFromDirectory(source, index === holderIndex);
    if (passenger.type === 'infant' && source.infant_of !== undefined) {
      // infant_of names a passenger of the previous list; here it names the same adult's block.
      const lap = adults.indexOf(previous[source.infant_of]);
      if (lap >= 0) values.infant_of = form.map((p, i) => ({ p, i })).filter(({ p }) => p.type === 'adult')[lap]?.i ?? passenger.infant_of;
    }
    return values;
  });
}
