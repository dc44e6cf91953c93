/** Tables of migration 0032 (issue 11, accommodation; docs/api-hotels.md 'Data model'), part of `Database`. */
import type { ColumnType, Generated } from 'kysely';
import type { Numeric } from './schema.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A catalogue name's English twin; null shows the Spanish name. */
type EnglishName = ColumnType<string | null, string | null | undefined, string | null>;
/** A `date` column: read and written as 'YYYY-MM-DD'. */
type DateText = string;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;

export interface DestinationsTable {
  id: Generated<number>;
  country_id: number;
  name: string;
  name_en: EnglishName;
  code: string;
  active: Defaulted<boolean>;
}

export interface ZonesTable {
  id: Generated<number>;
  destination_id: number;
  name: string;
  name_en: EnglishName;
  active: Defaulted<boolean>;
}

export interface MealPlansTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_en: EnglishName;
  sort: Defaulted<number>;
}

export interface HotelsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  chain_id: number | null;
  category: number;
  country_id: number;
  destination_id: number;
  zone_id: number | null;
  address: Defaulted<string>;
  description: Defaulted<string>;
  description_en: EnglishName;
  active: Defaulted<boolean>;
  /** 'own' or the code of an integrated provider ('hotelbeds_sandbox'). */
  provider: Defaulted<string>;
  /** The hotel's code at its integrated provider; null for own hotels. */
  provider_code: ColumnType<string | null, string | null | undefined, string | null>;
  min_nights: Defaulted<number>;
  /** Raised by triggers (migration 0054) in the transaction of any change of the hotel's pricing catalogue. */
  catalog_version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface HotelPhotosTable {
  id: Generated<number>;
  hotel_id: number;
  /** Path under DATA_DIR/media ('hotels/12-ab12….jpg'), served at /media/…. */
  file: string;
  sort: Defaulted<number>;
}

export interface HotelRoomTypesTable {
  id: Generated<number>;
  hotel_id: number;
  code: string;
  name: string;
  name_en: EnglishName;
  capacity: number;
  active: Defaulted<boolean>;
}

export interface HotelOccupanciesTable {
  id: Generated<number>;
  room_type_id: number;
  adults: number;
  children: Defaulted<number>;
  min_age_accepted: Defaulted<number>;
  max_age_accepted: Defaulted<number>;
}

export interface HotelContractsTable {
  id: Generated<number>;
  hotel_id: number;
  name: string;
  start_date: DateText;
  end_date: DateText;
  currency_id: number;
  min_nights: Defaulted<number>;
  /** PolicySnapshot[] (domain/catalogNames.ts): the season's cancellation policies. */
  cancellation_policies: ColumnType<unknown, string | undefined, string>;
  active: Defaulted<boolean>;
}

export interface HotelPricesTable {
  id: Generated<number>;
  contract_id: number;
  room_type_id: number;
  occupancy_id: number;
  meal_plan_id: number;
  /** Per room and night for the occupancy's adults. */
  price: Numeric;
  /** ChildPrice[]: per child and night by age band. */
  child_prices: ColumnType<unknown, string | undefined, string>;
}

export interface HotelSupplementsTable {
  id: Generated<number>;
  hotel_id: number;
  name: string;
  name_en: EnglishName;
  mandatory: Defaulted<boolean>;
  per: string;
  frequency: string;
  amount: Numeric;
  currency_id: number;
  date_from: NullableDate;
  date_to: NullableDate;
  min_age: Defaulted<number>;
  max_age: Defaulted<number>;
  room_type_id: number | null;
  meal_plan_id: number | null;
  active: Defaulted<boolean>;
}

export interface HotelOffersTable {
  id: Generated<number>;
  hotel_id: number;
  name: string;
  name_en: EnglishName;
  kind: string;
  percent: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  stay_nights: number | null;
  pay_nights: number | null;
  min_days_before: number | null;
  stay_from: NullableDate;
  stay_to: NullableDate;
  booking_from: NullableDate;
  booking_to: NullableDate;
  room_type_id: number | null;
  meal_plan_id: number | null;
  combinable: Defaulted<boolean>;
  active: Defaulted<boolean>;
}

export interface HotelAvailabilityTable {
  room_type_id: number;
  date: DateText;
  hotel_id: number;
  allotment: Defaulted<number>;
  sold: Defaulted<number>;
  mode: Defaulted<string>;
  updated_at: Generated<Date>;
}

export interface HotelTables {
  destinations: DestinationsTable;
  zones: ZonesTable;
  meal_plans: MealPlansTable;
  hotels: HotelsTable;
  hotel_photos: HotelPhotosTable;
  hotel_room_types: HotelRoomTypesTable;
  hotel_occupancies: HotelOccupanciesTable;
  hotel_contracts: HotelContractsTable;
  hotel_prices: HotelPricesTable;
  hotel_supplements: HotelSupplementsTable;
  hotel_offers: HotelOffersTable;
  hotel_availability: HotelAvailabilityTable;
}

