/** Fixtures of the flight booking tests: departures, a price quote and drafts at each step. Tests only. */
import type { FlightOptionRecord, PriceQuoteRecord } from '../../../domain/records/flightBooking.ts';
import { DRAFT_STORAGE_KEY, newDraft, type FlightDraft } from './draft.ts';
import type { PassengerValues } from '../../components/passengers/passengerValues.ts';
import { DEPARTURE, inDays, RETURN, validPassengers } from '../../testing/passengers.ts';

export { DEPARTURE, inDays, RETURN, validPassengers };


const place = (id: number, name: string, code: string) => ({ id, name, code, airport: code });

export function flightOption(id: number, over: Partial<FlightOptionRecord> = {}): FlightOptionRecord {
  return {
    id,
    flight: 1,
    flight_number: `CU${100 + id}`,
    airline: { id: 1, name: 'Cubana', code: 'CU', logo: null },
    departure_date: DEPARTURE,
    departure_time: '08:00:00',
    arrival_date: DEPARTURE,
    arrival_time: '09:30:00',
    checkin_time: '05:00:00',
    travel_minutes: 90,
    distance_km: 500,
    is_with_scales: false,
    schedule_status: 'active',
    blocked: false,
    origin: place(1, 'La Habana', 'HAV'),
    destination: place(2, 'Cancún', 'CUN'),
    categories: [
      {
        id: 1,
        name: 'Económica',
        code: 'Y',
        seats_available: 20,
        prices: { one_way: { adult: '150.00', child: '120.00', infant: '20.00' }, round_trip: { adult: '130.00', child: '100.00', infant: '15.00' } },
      },
    ],
    supplements: { adult: '0.00', child: '0.00', infant: '0.00' },
    seats_available: 20,
    seats_total_sales: 10,
    seats_total_capacity: 30,
    currency: 1,
    cancellation_policy: [{ name: 'Última semana', discount_type: 'percent', value: '50.00', min_days: 0, max_days: 7 }],
    terms: [{ name: 'Condiciones', description: 'Equipaje de 20 kg.' }],
    ...over,
  };
}

/** The price of the round trip below for 2 adults, 1 child and 1 infant as step 1 showed it: 2×260 + 200 + 30. */
export function quote(over: Partial<PriceQuoteRecord> = {}): PriceQuoteRecord {
  return {
    currency: 1,
    trip_type: 'round_trip',
    per_passenger: { adult: '260.00', child: '200.00', infant: '30.00' },
    legs: [],
    supplements: '0.00',
    supplement_lines: [],
    taxes: '0.00',
    total: '750.00',
    price_token: 'token-1',
    expires_at: '2030-01-01T00:10:00Z',
    ...over,
  };
}

/** A passport valid well past the trip, issued by country 1. */


export function roundTripDraft(over: Partial<FlightDraft> = {}): FlightDraft {
  const draft = newDraft({
    origin: 1,
    destination: 2,
    trip: 'round_trip',
    departure_date: DEPARTURE,
    return_date: RETURN,
    adults: 2,
    children: 1,
    child_ages: [7],
    infants: 1,
    category: 1,
  });
  return {
    ...draft,
    outbound: flightOption(11),
    inbound: flightOption(12, { departure_date: RETURN, arrival_date: RETURN, origin: place(2, 'Cancún', 'CUN'), destination: place(1, 'La Habana', 'HAV') }),
    category: 1,
    passengers: validPassengers(),
    ...over,
  };
}

export function storeDraft(draft: FlightDraft): void {
  sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
}
