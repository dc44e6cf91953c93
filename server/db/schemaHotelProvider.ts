/** Tables of the sandbox hotel provider (migration 0039, docs/api-hotel-provider.md). */
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Numeric = ColumnType<string, string | number, string | number>;
type Json = ColumnType<unknown, string, string>;

export interface SandboxHotelBookingsTable {
  /** Hotelbeds-style `1-<number>`. */
  reference: string;
  client_reference: ColumnType<string, string | undefined, string>;
  hotel_code: string;
  checkin: ColumnType<string, string, string>;
  checkout: ColumnType<string, string, string>;
  status: ColumnType<'CONFIRMED' | 'CANCELLED', 'CONFIRMED' | 'CANCELLED' | undefined, 'CONFIRMED' | 'CANCELLED'>;
  holder: Json;
  /** The booked rates as the sandbox answered them (wire shape). */
  rooms: Json;
  remark: ColumnType<string, string | undefined, string>;
  total_net: Numeric;
  currency: string;
  cancellation_reference: ColumnType<string | null, string | null | undefined, string | null>;
  cancellation_amount: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_at: Timestamp;
  cancelled_at: NullableTimestamp;
}

export interface SandboxHotelSoldTable {
  hotel_code: string;
  room_code: string;
  date: ColumnType<string, string, string>;
  rooms: number;
}

export interface HotelProviderTables {
  sandbox_hotel_bookings: SandboxHotelBookingsTable;
  sandbox_hotel_sold: SandboxHotelSoldTable;
}

