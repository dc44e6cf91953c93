/** Tables of own charter flights and the general reservation (migration 0006), part of `Database`. */
import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableTimestamp, Numeric } from './schema.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** 0015: a catalogue name's English twin; null shows the Spanish name. */
type EnglishName = ColumnType<string | null, string | null | undefined, string | null>;
/** A `date` column: read and written as 'YYYY-MM-DD' (the connection returns dates as text). */
type DateText = string;
/** A `time` column: 'HH:MM:SS'. */
type TimeText = string;
type DefaultedNumeric = ColumnType<string, string | number | undefined, string | number>;

interface SixPrices {
  price_adult: DefaultedNumeric;
  price_child: DefaultedNumeric;
  price_infant: DefaultedNumeric;
  price_adult_oi: DefaultedNumeric;
  price_child_oi: DefaultedNumeric;
  price_infant_oi: DefaultedNumeric;
}

export interface AirlinesTable {
  id: Generated<number>;
  name: string;
  code: string;
  logo: string | null;
  active: Defaulted<boolean>;
}

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  code: string;
  country_id: number;
}

export interface AirportsTable {
  id: Generated<number>;
  name: string;
  iata: string;
  city_id: number;
}

export interface SeatCategoriesTable {
  id: Generated<number>;
  name: string;
  name_en: EnglishName;
  code: string;
  sort: Defaulted<number>;
  visible: Defaulted<boolean>;
}

export interface LuggageCategoriesTable {
  id: Generated<number>;
  name: string;
  name_en: EnglishName;
  weight_lbs: number;
  price: DefaultedNumeric;
  currency_id: Defaulted<number>;
  visible: Defaulted<boolean>;
}

export interface FlightRoutesTable extends SixPrices {
  id: Generated<number>;
  name: string;
  origin_city_id: number;
  destination_city_id: number;
  enabled: Defaulted<boolean>;
  use_configuration_prices: Defaulted<boolean>;
  sort: Defaulted<number>;
  margin_minutes: Defaulted<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface VisibleLuggageCategoriesTable {
  id: Generated<number>;
  luggage_category_id: number;
  route_id: number | null;
  airline_id: number | null;
  visible: Defaulted<boolean>;
}

export interface FlightsTable {
  id: Generated<number>;
  number: string;
  airline_id: number;
  route_id: number;
  origin_airport_id: number;
  destination_airport_id: number;
  departure_time: TimeText;
  arrival_time: TimeText;
  travel_minutes: number;
  distance_km: Defaulted<number>;
  is_with_scales: Defaulted<boolean>;
  active: Defaulted<boolean>;
  cancellation_policy_id: number | null;
  term_conditions_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FlightCalendarsTable extends SixPrices {
  id: Generated<number>;
  flight_id: number;
  start_date: DateText;
  end_date: DateText;
  weekdays: number[];
  departure_time: TimeText;
  arrival_time: TimeText;
  checkin_minutes_before: Defaulted<number>;
  capacity: Json;
  status: Defaulted<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SubcalendarsTable extends SixPrices {
  id: Generated<number>;
  flight_id: number;
  calendar_id: number | null;
  departure_date: DateText;
  departure_time: TimeText;
  arrival_date: DateText;
  arrival_time: TimeText;
  checkin_time: TimeText;
  flight_number: string;
  schedule_status: Defaulted<string>;
  checkin_status: Defaulted<string>;
  blocked: Defaulted<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SubcalendarCategoriesTable {
  id: Generated<number>;
  subcalendar_id: number;
  category_id: number;
  capacity: number;
  sold: Defaulted<number>;
  group_reserved: Defaulted<number>;
}

export interface SubcalendarGroupSeatsTable {
  id: Generated<number>;
  subcalendar_id: number;
  category_id: number;
  agency_group_id: number;
  seats: number;
  sold: Defaulted<number>;
}

interface RuleConditionColumns {
  id: Generated<number>;
  name: string;
  name_en: EnglishName;
  priority: Defaulted<number>;
  route_id: number | null;
  date_from: DateText | null;
  date_to: DateText | null;
  weekdays: Defaulted<number[]>;
  passenger_type: string | null;
  category_id: number | null;
  agency_group_id: number | null;
  trip_type: string | null;
  value: Numeric;
  kind: string;
  active: Defaulted<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type FlightPriceRulesTable = RuleConditionColumns;

export interface PromotionPriceRulesTable extends RuleConditionColumns {
  code: string | null;
}

export interface AirportSupplementsTable {
  id: Generated<number>;
  airport_id: number;
  luggage_category_id: number | null;
  passenger_type: string | null;
  kind: string;
  amount: Numeric;
  currency_id: Defaulted<number>;
  active: Defaulted<boolean>;
}

export interface AdminHistoryTable {
  id: Generated<number>;
  entity: string;
  entity_id: number;
  action: string;
  user_id: number | null;
  at: Generated<Date>;
  before: Json | null;
  after: Json | null;
}

/** Counts and totals of reservations per scope and filter key, kept by triggers (migration 0013). */
export interface ReservationListSummaryTable {
  /** '' (the whole network) or an agency path prefix such as '1.4.'. */
  scope_path: string;
  service_type: string;
  status: string;
  currency_id: number;
  start_date: DateText;
  commercial_status: string;
  reservations: number;
  total: Numeric;
  /** Appended by a write and not yet folded into its key's row (0050, reservations/summaryCompaction.ts). */
  fresh: Generated<boolean>;
}

/** 0052: the summary without the day, for lists without a date filter; appended and folded alike. */
export type ReservationListRollupTable = Omit<ReservationListSummaryTable, 'start_date'>;

export interface ReservationsTable {
  id: Generated<number>;
  locator: string;
  service_type: string;
  status: Defaulted<string>;
  agency_id: number;
  operator_id: number;
  seller_id: number | null;
  client_name: Defaulted<string>;
  /** The general reservation's client (spec §3), set at checkout (migration 0024). */
  customer_id: ColumnType<number | null, number | null | undefined, number | null>;
  start_date: DateText;
  end_date: DateText;
  currency_id: number;
  net: Numeric;
  total: Numeric;
  price_levels: Json;
  commercial_status: Defaulted<string>;
  accounting_status: Defaulted<string>;
  provider_status: Defaulted<string>;
  coordinator_status: Defaulted<string>;
  provider_confirmation_code: Defaulted<string>;
  payment_order_numbers: Defaulted<string[]>;
  accounting_provider: Defaulted<string>;
  business_line: Defaulted<string>;
  cost_center: Defaulted<string>;
  penalty: Numeric | null;
  cancelled_at: NullableTimestamp;
  idempotency_key: string | null;
  /** sha256 of the booking body that first used the key (migration 0007). */
  idempotency_hash: string | null;
  /** The order a checkout grouped it under (migration 0016). */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Completed payments minus refunds, kept by the payments settlement (migration 0016). */
  paid_amount: ColumnType<string, string | number | undefined, string | number>;
  /** An unpaid checkout's deadline: the release job cancels it after (migration 0023). */
  payment_deadline: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The language its voucher and confirmation are written in: the booking request's (migration 0027). */
  language: Defaulted<'es' | 'en'>;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ReservationHistoryTable {
  id: Generated<number>;
  reservation_id: number;
  at: Generated<Date>;
  user_id: number | null;
  action: string;
  before: Json | null;
  after: Json | null;
}

export interface ReservationNotesTable {
  id: Generated<number>;
  reservation_id: number;
  text: string;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FlightReservationsTable {
  reservation_id: number;
  outbound_subcalendar_id: number;
  inbound_subcalendar_id: number | null;
  category_id: number;
  trip_type: string;
  adults: number;
  children: Defaulted<number>;
  infants: Defaulted<number>;
  prices: Json;
  seat_sources: Json;
  discount_code: string | null;
  apply_penalties: Defaulted<boolean>;
  cancellation_policy: Json | null;
  terms_and_conditions: Json | null;
}

interface PassengerColumns {
  id: Generated<number>;
  first_name: string;
  middle_name: Defaulted<string>;
  last_name: string;
  date_of_birth: DateText;
  gender: string;
  passport: string;
  /** Null on rows booked before migration 0014. */
  passport_expiry: DateText | null;
  passport_country_id: number | null;
  email: Defaulted<string>;
  phone: Defaulted<string>;
  address: Defaulted<string>;
  zip_code: Defaulted<string>;
  country_id: number | null;
  primary_document: Json | null;
  secondary_document: Json | null;
}

export interface ReservationPassengersTable extends PassengerColumns {
  reservation_id: number;
  position: number;
  type: string;
  nationality_id: number;
  emergency_name: Defaulted<string>;
  emergency_phone: Defaulted<string>;
  infant_of: number | null;
  checkin_status: Defaulted<string>;
  checked_in_at: NullableTimestamp;
  checked_in_by: number | null;
}

export interface PassengersTable extends PassengerColumns {
  agency_id: number;
  nationality_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PriceQuotesTable {
  token: string;
  user_id: number;
  request: Json;
  answer: Json;
  expires_at: Date;
}

/** Check-in of one passenger on one departure (migration 0007): a round trip checks in twice. */
export interface PassengerCheckinsTable {
  id: Generated<number>;
  reservation_passenger_id: number;
  subcalendar_id: number;
  checked_in_at: Generated<Date>;
  checked_in_by: number | null;
}
