/** The table of migration 0036 (issue 11, the hotel availability log; docs/api-hotels.md), part of `Database`. */
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

export interface HotelAvailabilityTables {
  hotel_availability_logs: HotelAvailabilityLogsTable;
}
