/** The tables of migrations 0036 (issue 11, the hotel availability log; docs/api-hotels.md) and 0055, part of `Database`. */
import type { ColumnType, Generated } from 'kysely';

/** A `date` column: read and written as 'YYYY-MM-DD'. */
type DateText = string;
type Json = ColumnType<unknown, string, string>;

export interface HotelAvailabilityLogsTable {
  id: Generated<number>;
  created_at: Generated<Date>;
  user_id: number | null;
  hotel_id: number;
  room_type_id: number;
  action: string;
  date_from: DateText;
  date_to: DateText;
  allotment: number | null;
  mode: string | null;
  before: Json;
  after: Json;
}

/** Migration 0055: one row per statement and hotel that changed its nights, folded in the background. */
export interface HotelAvailabilityChangesTable {
  id: Generated<string>;
  hotel_id: number;
  weight: Generated<string>;
  fresh: Generated<boolean>;
}

export interface HotelAvailabilityTables {
  hotel_availability_logs: HotelAvailabilityLogsTable;
  hotel_availability_changes: HotelAvailabilityChangesTable;
}
