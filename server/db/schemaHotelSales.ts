/** Tables of migration 0037 (issue 11, hotel booking; docs/api-hotels-booking.md), part of `Database`. */
import type { ColumnType } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Json = ColumnType<unknown, string, string>;

export interface HotelReservationsTable {
  reservation_id: number;
  hotel_id: number;
  checkin: string;
  checkout: string;
  meal_plan_id: number;
  /** HotelBookedRoom[] of domain/services/hotelBooking.ts. */
  rooms: Json;
  /** TakenNight[]: what the booking added to hotel_availability.sold. */
  taken: ColumnType<unknown, string | undefined, string>;
  cancellation_policy: ColumnType<unknown, string | undefined, string>;
  on_request: Defaulted<boolean>;
  apply_penalties: Defaulted<boolean>;
  /** The integrated provider's booking reference (migration 0041); null for own hotels. */
  provider_reference: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface HotelSalesTables {
  hotel_reservations: HotelReservationsTable;
}
