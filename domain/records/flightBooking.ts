/**
 * Records of flight search, booking, reservations, check-in and manifests (docs/api-flights.md
 * 'Search, booking, reservations … in detail'). Money is a decimal string with its currency id,
 * dates YYYY-MM-DD, times HH:MM:SS, instants ISO 8601 UTC.
 */
import type { PassengerType } from '../constants.ts';
import type { Passenger } from '../flights/passengers.ts';
import type { PaxPrices, TripType } from '../flights/pricing.ts';
import type { CancellationPolicy } from '../pricing/cancellation.ts';
import type { CheckinStatus } from '../reservations/statuses.ts';
import type { AgencyLevel } from '../roles.ts';

export interface PlaceRef {
  id: number;
  name: string;
  code: string;
  airport: string;
}

export interface OptionCategory {
  id: number;
  name: string;
  code: string;
  seats_available: number;
  prices: { one_way: PaxPrices; round_trip: PaxPrices };
}

export interface Terms {
  name: string;
  description: string;
}

/** A dated departure in the search (spec 'Flight schedule'); `id` is the subcalendar. */
export interface FlightOptionRecord {
  id: number;
  flight: number;
  flight_number: string;
  airline: { id: number; name: string; code: string; logo: string | null };
  departure_date: string;
  departure_time: string;
  arrival_date: string;
  arrival_time: string;
  checkin_time: string;
  travel_minutes: number;
  distance_km: number;
  is_with_scales: boolean;
  schedule_status: string;
  blocked: boolean;
  origin: PlaceRef;
  destination: PlaceRef;
  categories: OptionCategory[];
  seats_available: number;
  seats_total_sales: number;
  seats_total_capacity: number;
  currency: number;
  cancellation_policy: CancellationPolicy[];
  /** The flight's terms, or every flight terms of the catalogue when it names none. */
  terms: Terms[];
}

export interface SupplementLineRecord {
  airport: string;
  passenger_type: PassengerType | null;
  amount: string;
  quantity: number;
  total: string;
}

/** POST flights/v2/price-calculation/ (and `price` of a 409 price_changed). */
export interface PriceQuoteRecord {
  currency: number;
  trip_type: TripType;
  per_passenger: PaxPrices;
  legs: { direction: 'outbound' | 'inbound'; subcalendar: number; per_passenger: PaxPrices }[];
  supplements: string;
  supplement_lines: SupplementLineRecord[];
  taxes: string;
  total: string;
  price_token: string;
  expires_at: string;
}

/** One passenger type on one leg, as frozen on the booking. */
export interface FrozenPaxPrice {
  count: number;
  base: string;
  after_rule: string;
  rule: number | null;
  promotion: number | null;
  net: string;
  sell: string;
}

export interface FrozenLevel {
  agency: number;
  agency_name: string;
  /** Decides who may see this step (spec §6 margin visibility), as in the price preview. */
  agency_level: AgencyLevel;
  earned_by: number;
  earned_by_name: string;
  cost: string;
  margin: string;
  markup: string;
  price: string;
}

/** reservations.price_levels of a flight booking. */
export interface FrozenPriceLevels {
  currency: number;
  trip_type: TripType;
  net: string;
  sell: string;
  levels: FrozenLevel[];
  legs: { direction: 'outbound' | 'inbound'; subcalendar: number; passengers: Partial<Record<PassengerType, FrozenPaxPrice>> }[];
  supplements: { total: string; lines: SupplementLineRecord[] };
  taxes: { total: string; lines: { name: string; amount: string }[] };
  total: string;
}

export interface LegRecord {
  subcalendar: number;
  flight_number: string;
  airline: string;
  departure_date: string;
  departure_time: string;
  arrival_date: string;
  arrival_time: string;
  origin: string;
  destination: string;
  origin_id: number;
  destination_id: number;
}

export interface ReservationListRecord {
  id: number;
  locator: string;
  service_type: string;
  status: string;
  agency: number;
  agency_name: string;
  operator: number;
  operator_name: string;
  seller: number | null;
  seller_name: string | null;
  client_name: string;
  start_date: string;
  end_date: string;
  created_at: string;
  currency: number;
  total: string;
  /** Staff of the first level only. */
  net?: string;
  penalty: string | null;
  is_paid: boolean;
  commercial_status: string;
  accounting_status: string;
  provider_status: string;
  coordinator_status: string;
  provider_confirmation_code: string;
  business_line: string;
  cost_center: string;
  has_notes: boolean;
  trip_type: TripType;
  category: number;
  category_name: string;
  adults: number;
  children: number;
  infants: number;
  outbound: LegRecord;
  inbound: LegRecord | null;
}

export interface ReservationPassengerRecord extends Passenger {
  id: number;
  position: number;
  checkin_status: 'pending' | 'checked_in';
  nationality_name: string;
}

export interface NoteRecord {
  id: number;
  reservation: number;
  text: string;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
  updated_at: string;
}

export interface HistoryRecord {
  id: number;
  reservation: number;
  locator: string;
  at: string;
  user_id: number | null;
  user_name: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

export interface ReservationDetailRecord extends ReservationListRecord {
  passengers: ReservationPassengerRecord[];
  price_levels: FrozenPriceLevels;
  prices: unknown;
  cancellation_policy: CancellationPolicy[];
  terms_and_conditions: Terms[];
  apply_penalties: boolean;
  discount_code: string | null;
  payment_order_numbers: string[];
  accounting_provider: string;
  notes: NoteRecord[];
  history: HistoryRecord[];
  next_statuses: Record<'commercial_status' | 'accounting_status' | 'provider_status' | 'coordinator_status', readonly string[]>;
}

export interface CancelRecord {
  penalty: string;
  refund: string;
  currency: number;
}

export interface CheckinDepartureRecord {
  id: number;
  flight_number: string;
  departure_date: string;
  departure_time: string;
  origin: string;
  destination: string;
  passengers: number;
  checked_in: number;
  checkin_status: CheckinStatus;
}

export interface CheckinCountsRecord {
  subcalendar: number;
  checkin_status: CheckinStatus;
  passengers: number;
  checked_in: number;
  pending: number;
}

export interface ManifestPassengerRecord {
  id: number;
  locator: string;
  agency_name: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  type: PassengerType;
  passport: string;
  nationality: string;
  date_of_birth: string;
  gender: string;
  checkin_status: 'pending' | 'checked_in';
}

export interface ManifestRecord {
  id: number;
  flight: number;
  flight_number: string;
  date: string;
  origin: string;
  destination: string;
  time_departure: string;
  time_arrival: string;
  count_available: number;
  passengers: number;
  state: CheckinStatus;
  is_edifact: boolean;
}

export interface ManifestDetailRecord extends ManifestRecord {
  passengers_list: ManifestPassengerRecord[];
}

export interface AvailabilityRecord {
  id: number;
  subcalendar: number;
  flight_number: string;
  departure_date: string;
  departure_time: string;
  origin: string;
  destination: string;
  schedule_status: string;
  category: number;
  category_name: string;
  capacity: number;
  sold: number;
  group_reserved: number;
  free: number;
  groups: { agency_group: number; name: string; seats: number; sold: number; free: number }[];
}

export interface PassengerDirectoryRecord {
  id: number;
  agency: number;
  agency_name: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  date_of_birth: string;
  gender: string;
  nationality: number | null;
  passport: string;
  email: string;
  phone: string;
  address: string;
  zip_code: string;
  country: number | null;
  primary_document: unknown;
  secondary_document: unknown;
  created_at: string;
  updated_at: string;
}
