/**
 * Records of flight search, booking, reservations, check-in and manifests (docs/api-flights.md
 * 'Search, booking, reservations … in detail'). The search, booking and reservation answers are
 * zod schemas (flightSearch.ts, flightReservations.ts) whose types are re-exported here; money is
 * a decimal string with its currency id, dates YYYY-MM-DD, times HH:MM:SS, instants ISO 8601 UTC.
 */
import type { Gender, PassengerType } from '../constants.ts';
import type { CheckinStatus } from '../reservations/statuses.ts';

export type { FlightOptionRecord, FlightSearchAnswer, OptionCategory, PlaceRef, PriceQuoteRecord, SupplementLineRecord, Terms } from './flightSearch.ts';
export type {
  CancelRecord,
  FrozenLevel,
  FrozenPaxPrice,
  FrozenPriceLevels,
  HistoryRecord,
  LegRecord,
  NoteRecord,
  ReservationDetailRecord,
  ReservationListPage,
  ReservationListRecord,
  ReservationPassengerRecord,
} from './flightReservations.ts';

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
  gender: Gender;
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
  /** Check-in was closed by hand and still is (a departure starts 'closed' before it opens). */
  checkin_closed: boolean;
}

export interface ManifestDetailRecord extends ManifestRecord {
  passengers_list: ManifestPassengerRecord[];
  /** Whether its check-in was ever opened: a closed flight is opened 'again' only then. */
  opened_before: boolean;
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
  gender: Gender;
  nationality: number | null;
  passport: string;
  /** Null on entries saved before migration 0014. */
  passport_expiry: string | null;
  passport_country: number | null;
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
