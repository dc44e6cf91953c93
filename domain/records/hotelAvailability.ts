/** Answers of hotel-availability/ (docs/api-hotels.md 'Availability administration'), as the browser reads them. */
import type { AvailabilityMode, Run } from '../services/hotelAvailability.ts';

export interface AvailabilityCell {
  date: string;
  allotment: number;
  sold: number;
  free: number;
  mode: AvailabilityMode;
}

export interface AvailabilityGridRoomType {
  id: number;
  code: string;
  name: string;
  active: boolean;
  /** One per date of the grid; null: no night loaded (not sellable). */
  nights: (AvailabilityCell | null)[];
}

export interface AvailabilityGrid {
  hotel: { id: number; name: string };
  start: string;
  end: string;
  dates: string[];
  room_types: AvailabilityGridRoomType[];
}

export interface MassChangeResult {
  hotel: number;
  start: string;
  end: string;
  room_types: number[];
  days: number;
  nights: number;
  logs: number[];
}

export interface AvailabilityLogRecord {
  id: number;
  created_at: string;
  user: number | null;
  user_name: string | null;
  hotel: number;
  hotel_name: string;
  room_type: number;
  room_type_code: string;
  room_type_name: string;
  action: 'cell' | 'mass_change';
  date_from: string;
  date_to: string;
  allotment: number | null;
  mode: AvailabilityMode | null;
  before: Run[];
  after: Run[];
}
