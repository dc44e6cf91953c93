/**
 * What the flight endpoints answer (docs/api-flights.md), as the browser reads it. Money is a
 * decimal string with its currency id; dates YYYY-MM-DD, times HH:MM(:SS), instants ISO 8601.
 */
import type { PassengerType } from '../domain/constants.ts';
import type { CancellationPolicy } from '../domain/pricing/cancellation.ts';
import type { Passenger } from '../domain/flights/passengers.ts';

export type PaxPrices = Record<PassengerType, string>;

export interface NamedRef {
  id: number;
  name: string;
  code?: string;
}

/** One seat category of a departure as the caller's agency may buy it. */
export interface FlightOptionCategory {
  id: number;
  name: string;
  seats_available: number;
  /** Prices per passenger type as the agency sells them, one way and round trip. */
  prices?: { one_way: PaxPrices; round_trip: PaxPrices };
}

/** A dated departure of the search (spec §3 'Flight schedule'). `id` is the subcalendar. */
export interface FlightOption {
  id: number;
  flight_number: string;
  airline: NamedRef & { logo?: string | null };
  departure_date: string;
  departure_time: string;
  arrival_date: string;
  arrival_time: string;
  checkin_time?: string;
  travel_minutes?: number;
  is_with_scales?: boolean;
  origin: NamedRef;
  destination: NamedRef;
  categories: FlightOptionCategory[];
  seats_available?: number;
  currency: number;
  cancellation_policy: CancellationPolicy[];
  terms: { name: string; description: string } | null;
}

export interface FlightSearchAnswer {
  outbound: FlightOption[];
  inbound: FlightOption[];
}

export interface PriceQuote {
  currency: number;
  per_passenger: PaxPrices;
  supplements: string;
  total: string;
  price_token: string;
}

export interface ReservationPassenger extends Passenger {
  id: number;
  position?: number;
  checkin_status?: 'pending' | 'checked_in';
  nationality_name?: string;
}

export interface PriceLevel {
  /** 'net', an agency's margin, supplements or taxes. */
  kind?: string;
  agency_id?: number | null;
  agency_name?: string | null;
  level?: string | null;
  amount?: string;
  markup?: string;
  margin?: string;
  sell?: string;
  [key: string]: unknown;
}

export interface ReservationNote {
  id: number;
  reservation: number;
  text: string;
  created_by: number | null;
  created_by_name?: string;
  created_at: string;
  updated_at?: string;
}

export interface ReservationHistoryRow {
  id: number;
  reservation_id?: number;
  reservation?: number;
  locator?: string;
  at: string;
  user_id: number | null;
  user_name?: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

export interface FlightLeg {
  subcalendar: number;
  flight_number: string;
  airline?: string;
  departure_date: string;
  departure_time: string;
  arrival_date?: string;
  arrival_time?: string;
  origin?: string;
  destination?: string;
  origin_id?: number;
  destination_id?: number;
}

/** A row of flights/reservations/ and, with more fields, its detail. */
export interface FlightReservation {
  id: number;
  locator: string;
  status: 'reserved' | 'cancelled';
  agency: number;
  agency_name?: string;
  operator?: number;
  operator_name?: string;
  seller?: number | null;
  client_name: string;
  start_date: string;
  end_date: string;
  created_at: string;
  currency: number;
  total: string;
  net?: string;
  penalty?: string | null;
  is_paid?: boolean;
  commercial_status: string;
  accounting_status: string;
  provider_status: string;
  coordinator_status: string;
  provider_confirmation_code?: string;
  business_line?: string;
  cost_center?: string;
  category?: NamedRef | number;
  category_name?: string;
  trip_type?: 'one_way' | 'round_trip';
  adults?: number;
  children?: number;
  infants?: number;
  outbound?: FlightLeg | null;
  inbound?: FlightLeg | null;
  passengers?: ReservationPassenger[];
  price_levels?: PriceLevel[] | Record<string, unknown>;
  prices?: Record<string, unknown>;
  cancellation_policy?: CancellationPolicy[] | null;
  terms_and_conditions?: { name: string; description: string } | null;
  apply_penalties?: boolean;
  notes?: ReservationNote[];
  history?: ReservationHistoryRow[];
  discount_code?: string | null;
}

export interface ListTotals {
  paid: string;
  unpaid: string;
  currency?: number;
}

export interface CancelAnswer {
  penalty: string;
  refund: string;
  currency: number;
}

/** flights/checkin/: a departure of the day with its counts. */
export interface CheckinDeparture {
  id: number;
  flight_number: string;
  departure_date: string;
  departure_time: string;
  origin: string;
  destination: string;
  passengers: number;
  checked_in: number;
  checkin_status: 'open' | 'closed';
}

/** A passenger of a departure (manifest v2 and the check-in page). */
export interface ManifestPassenger {
  id: number;
  locator: string;
  agency_name?: string;
  first_name: string;
  middle_name?: string;
  last_name: string;
  type: PassengerType;
  passport: string;
  nationality?: string;
  date_of_birth?: string;
  gender?: string;
  checkin_status: 'pending' | 'checked_in';
}

/** flights/manifests/ row (spec §3 'Manifest'). */
export interface ManifestRow {
  id: number;
  flight_number: string;
  date: string;
  origin: string;
  destination: string;
  time_departure: string;
  time_arrival: string;
  count_available: number;
  passengers?: number;
  state: string;
}

export interface ManifestDetail extends ManifestRow {
  passengers_list?: ManifestPassenger[];
}
