/** Tables of migration 0038 (issue 11, private houses; docs/api-houses.md 'Data model'), part of `Database`. */
import type { ColumnType, Generated } from 'kysely';
import type { Numeric } from './schema.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type EnglishName = ColumnType<string | null, string | null | undefined, string | null>;
/** A `date` column: read and written as 'YYYY-MM-DD'. */
type DateText = string;
/** jsonb with a default: read as parsed JSON, written as JSON text. */
type JsonDefaulted = ColumnType<unknown, string | undefined, string>;
type NumericDefaulted = ColumnType<string, string | number | undefined, string | number>;

export interface HousesTable {
  id: Generated<number>;
  code: string;
  name: string;
  slug: string;
  country_id: number;
  destination_id: number;
  zone_id: ColumnType<number | null, number | null | undefined, number | null>;
  address: Defaulted<string>;
  description: Defaulted<string>;
  description_en: Defaulted<string>;
  property_type: string;
  accommodation_type: string;
  full_house: Defaulted<boolean>;
  private_rooms: Defaulted<boolean>;
  breakfast: Defaulted<string>;
  breakfast_price: NumericDefaulted;
  currency_id: Defaulted<number>;
  min_nights: Defaulted<number>;
  cancellation_policies: JsonDefaulted;
  photos: JsonDefaulted;
  active: Defaulted<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface HouseRoomsTable {
  id: Generated<number>;
  house_id: number;
  name: string;
  name_en: EnglishName;
  capacity: number;
  sort: Defaulted<number>;
}

export interface HouseSeasonsTable {
  id: Generated<number>;
  house_id: number;
  name: string;
  start_date: DateText;
  end_date: DateText;
  full_house_price: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  room_price: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  min_nights: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface HouseSupplementsTable {
  id: Generated<number>;
  house_id: number;
  name: string;
  name_en: EnglishName;
  mandatory: Defaulted<boolean>;
  per: string;
  frequency: string;
  amount: Numeric;
}

export interface HouseRequestsTable {
  id: Generated<number>;
  house_id: number;
  agency_id: number;
  operator_id: number;
  full_house: boolean;
  checkin: DateText;
  checkout: DateText;
  rooms: JsonDefaulted;
  guests: JsonDefaulted;
  adults: number;
  children: Defaulted<number>;
  breakfast: Defaulted<boolean>;
  supplements: JsonDefaulted;
  customer_name: string;
  comments: Defaulted<string>;
  calculated_price: Numeric;
  price: Numeric;
  currency_id: number;
  cancellation_policies: JsonDefaulted;
  status: Defaulted<string>;
  language: Defaulted<string>;
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  request_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface HouseRequestHistoryTable {
  id: Generated<number>;
  request_id: number;
  status: string;
  comment: Defaulted<string>;
  user_id: number | null;
  created_at: Generated<Date>;
}

export interface HouseTables {
  houses: HousesTable;
  house_rooms: HouseRoomsTable;
  house_seasons: HouseSeasonsTable;
  house_supplements: HouseSupplementsTable;
  house_requests: HouseRequestsTable;
  house_request_history: HouseRequestHistoryTable;
}
