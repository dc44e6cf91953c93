/**
 * Records of the flight administration API (docs/api-flights.md 'Flight administration') as the
 * pages read them. Foreign keys are ids; the `*_name` fields are the server's labels for lists.
 * Money is a decimal string, dates YYYY-MM-DD, times HH:MM(:SS).
 */
import type { PassengerType } from '../domain/constants.ts';
import type { ScheduleStatus } from '../domain/schemas/flightInventory.ts';

export interface SixPrices {
  price_adult: string;
  price_child: string;
  price_infant: string;
  price_adult_oi: string;
  price_child_oi: string;
  price_infant_oi: string;
}

export interface AirlineRecord {
  id: number;
  name: string;
  code: string;
  logo: string | null;
  active: boolean;
}

export interface CityRecord {
  id: number;
  name: string;
  code: string;
  country: number;
  country_name?: string;
}

export interface AirportRecord {
  id: number;
  name: string;
  iata: string;
  city: number;
  city_name?: string;
}

export interface SeatCategoryRecord {
  id: number;
  name: string;
  code: string;
  sort: number;
  visible: boolean;
}

export interface LuggageCategoryRecord {
  id: number;
  name: string;
  weight_lbs: number;
  price: string;
  currency: number;
  visible: boolean;
}

export interface RouteRecord extends SixPrices {
  id: number;
  name: string;
  origin_city: number;
  destination_city: number;
  origin_city_name: string;
  destination_city_name: string;
  enabled: boolean;
  use_configuration_prices: boolean;
  sort: number;
  margin_minutes: number;
  flights: number[];
}

export interface FlightRecord {
  id: number;
  number: string;
  airline: number;
  airline_name: string;
  route: number;
  route_name: string;
  origin_city: number;
  destination_city: number;
  origin_airport: number;
  destination_airport: number;
  origin_airport_iata: string;
  destination_airport_iata: string;
  departure_time: string;
  arrival_time: string;
  travel_minutes: number;
  distance_km: number;
  is_with_scales: boolean;
  active: boolean;
  cancellation_policy: number | null;
  term_conditions: number | null;
  calendars_count: number;
}

export interface CategoryCapacity {
  category: number;
  category_name?: string;
  capacity: number;
}

export interface CalendarRecord extends SixPrices {
  id: number;
  flight: number;
  flight_number: string;
  route: number;
  route_name: string;
  airline_name: string;
  start_date: string;
  end_date: string;
  weekdays: number[];
  departure_time: string;
  arrival_time: string;
  checkin_minutes_before: number;
  capacities: CategoryCapacity[];
  status: string;
  /** Departures of the calendar, and seats sold on them. */
  departures: number;
  sold: number;
}

/** POST flight/{id}/add_schedule/: the calendar plus what the server generated. */
export interface AddScheduleAnswer extends CalendarRecord {
  created: number;
  skipped: string[];
}


/** Seats held for an agency group on one departure and category. */
export interface SubcalendarGroupSeats {
  agency_group: number;
  name: string;
  seats: number;
  sold: number;
}

/** Seats of one category on one departure; free = capacity − group_reserved − sold. */
export interface SubcalendarCategory {
  category: number;
  name: string;
  capacity: number;
  sold: number;
  group_reserved: number;
  free: number;
  groups: SubcalendarGroupSeats[];
}

export interface SubcalendarRecord extends SixPrices {
  id: number;
  flight: number;
  calendar: number | null;
  flight_number: string;
  airline: number;
  airline_name: string;
  route: number;
  origin_city: number;
  origin_city_name: string;
  destination_city: number;
  destination_city_name: string;
  departure_date: string;
  departure_time: string;
  arrival_date: string;
  arrival_time: string;
  checkin_time: string;
  travel_minutes: number;
  is_with_scales: boolean;
  schedule_status: ScheduleStatus;
  checkin_status: 'open' | 'closed';
  blocked: boolean;
  categories: SubcalendarCategory[];
  seats_total_capacity: number;
  seats_total_sales: number;
  seats_available: number;
}

export interface PriceRuleRecord {
  id: number;
  name: string;
  priority: number;
  route: number | null;
  route_name?: string | null;
  date_from: string | null;
  date_to: string | null;
  weekdays: number[];
  passenger_type: PassengerType | null;
  category: number | null;
  category_name?: string | null;
  agency_group: number | null;
  agency_group_name?: string | null;
  trip_type: 'one_way' | 'round_trip' | null;
  kind: string;
  value: string;
  active: boolean;
  code?: string | null;
}

export interface VisibleLuggageRecord {
  id: number;
  luggage_category: number;
  luggage_category_name: string;
  weight_lbs: number;
  route: number | null;
  route_name?: string | null;
  airline: number | null;
  airline_name?: string | null;
  visible: boolean;
}

export interface AirportSupplementRecord {
  id: number;
  airport: number;
  airport_iata: string;
  luggage_category: number | null;
  luggage_category_name?: string | null;
  passenger_type: PassengerType | null;
  kind: 'per_passenger' | 'per_bag';
  amount: string;
  currency: number;
  active: boolean;
}

/** One row of a history endpoint: who changed what, when, and the record before and after. */
export interface HistoryEntry {
  id: number;
  entity?: string;
  entity_id?: number;
  action: string;
  user?: number | null;
  user_name?: string | null;
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
