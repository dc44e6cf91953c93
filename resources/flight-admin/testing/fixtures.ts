/** Records of the flight administration for component tests. Tests only. */
import type { FlightRecord, SubcalendarRecord } from '../../../dataProvider/flightAdminRecords.ts';

const prices = { price_adult: '150.00', price_child: '120.00', price_infant: '30.00', price_adult_oi: '280.00', price_child_oi: '220.00', price_infant_oi: '50.00' };

export const havana = { id: 1, name: 'La Habana', code: 'HAV', country: 1, country_name: 'Cuba' };
export const cancun = { id: 2, name: 'Cancún', code: 'CUN', country: 2, country_name: 'México' };
export const economy = { id: 1, name: 'Económica', code: 'Y', sort: 1, visible: true };
export const premium = { id: 2, name: 'Premium Plus', code: 'W', sort: 4, visible: true };
export const groupCaribe = { id: 4, name: 'Mayoristas Caribe', description: '', agencies: [2], agencies_count: 1, created: '2026-01-01' };

export const flightHavCun: FlightRecord = {
  id: 5,
  number: 'CV101',
  airline: 1,
  airline_name: 'Caribe Air',
  route: 1,
  route_name: 'La Habana – Cancún',
  origin_city: 1,
  destination_city: 2,
  origin_airport: 1,
  destination_airport: 2,
  origin_airport_iata: 'HAV',
  destination_airport_iata: 'CUN',
  departure_time: '08:00',
  arrival_time: '09:10',
  travel_minutes: 70,
  distance_km: 560,
  is_with_scales: false,
  active: true,
  cancellation_policy: null,
  term_conditions: null,
  calendars_count: 1,
};

export function departure(id: number, date: string, free = 20): SubcalendarRecord {
  return {
    id,
    flight: 5,
    calendar: 9,
    flight_number: 'CV101',
    airline: 1,
    airline_name: 'Caribe Air',
    route: 1,
    origin_city: 1,
    origin_city_name: 'La Habana',
    destination_city: 2,
    destination_city_name: 'Cancún',
    departure_date: date,
    departure_time: '08:00',
    arrival_date: date,
    arrival_time: '09:10',
    checkin_time: '05:00',
    travel_minutes: 70,
    is_with_scales: false,
    schedule_status: 'active',
    checkin_status: 'closed',
    blocked: false,
    ...prices,
    categories: [{ category: 1, name: 'Económica', capacity: 30, sold: 30 - free - 4, group_reserved: 4, free, groups: [{ agency_group: 4, name: 'Mayoristas Caribe', seats: 4, sold: 1 }] }],
    seats_total_capacity: 30,
    seats_total_sales: 30 - free - 4,
    seats_available: free,
  };
}
