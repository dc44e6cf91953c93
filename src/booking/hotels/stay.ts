/**
 * The stay of the hotel pages as it lives in the URL (?checkin&checkout&rooms=2,2-7&…), so a
 * search is a link and the hotel page prices the same stay. Rooms text as domain/schemas/hotelSales.ts.
 */
import { formatRooms, parseRooms } from '../../../domain/schemas/hotelSales.ts';
import { DEFAULT_ROOMS, type RoomRequest } from '../../../domain/services/hotels.ts';

export interface StayValues {
  checkin: string;
  checkout: string;
  rooms: RoomRequest[];
}

const ROOMS = /^\d{1,2}(-\d{1,2})*(,\d{1,2}(-\d{1,2})*)*$/;

const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export function stayFrom(params: URLSearchParams, today = new Date()): StayValues {
  const rooms = params.get('rooms');
  return {
    checkin: params.get('checkin') ?? plusDays(today, 14),
    checkout: params.get('checkout') ?? plusDays(today, 18),
    rooms: rooms && ROOMS.test(rooms) ? parseRooms(rooms) : DEFAULT_ROOMS.map((r) => ({ ...r, children_ages: [...r.children_ages] })),
  };
}

export function stayParams(stay: StayValues): { checkin: string; checkout: string; rooms: string } {
  return { checkin: stay.checkin, checkout: stay.checkout, rooms: formatRooms(stay.rooms) };
}

/** Hotels per page of the results. */
export const PAGE_SIZE = 10;
