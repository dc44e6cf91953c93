/** The hotel search, the hotel page and a hotel booking's actions (docs/api-hotels-booking.md). */
import type { CartItemRecord } from '../domain/records/cart.ts';
import type { HotelPageRecord, HotelReservationRecord, HotelSearchResult } from '../domain/records/hotelSales.ts';
import { http } from './http.ts';

export interface HotelSearchPage {
  count: number;
  results: HotelSearchResult[];
}

export interface HotelCartRoom {
  room_type: number;
  adults: number;
  children_ages: number[];
  supplements: number[];
  holder: { first_name: string; last_name: string };
}

export const hotelSalesMethods = {
  searchHotels: async (params: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<HotelSearchPage> => (await http.get<HotelSearchPage>('hotels/search/', { params, signal })).data,
  hotelPage: async (slug: string, params: { checkin: string; checkout: string; rooms: string }, signal?: AbortSignal): Promise<HotelPageRecord> =>
    (await http.get<HotelPageRecord>(`hotels/${encodeURIComponent(slug)}/`, { params, signal })).data,
  addHotelToCart: async (body: { hotel: number; checkin: string; checkout: string; meal_plan: number; rooms: HotelCartRoom[]; price?: string }): Promise<CartItemRecord> =>
    (await http.post<CartItemRecord>('cart/items/', { service_type: 'hotels', ...body })).data,
  hotelReservation: async (id: number): Promise<HotelReservationRecord> => (await http.get<HotelReservationRecord>(`hotels/reservations/${id}/`)).data,
  answerHotelRequest: async (id: number, answer: 'confirm' | 'deny'): Promise<HotelReservationRecord> => (await http.post<HotelReservationRecord>(`hotels/reservations/${id}/${answer}/`, {})).data,
};

export type HotelSalesMethods = typeof hotelSalesMethods;
