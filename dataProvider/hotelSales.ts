/** The hotel search, the hotel page and a hotel booking's actions (docs/api-hotels-booking.md). */
import type { CartItemRecord, CheckoutRecord } from '../domain/records/cart.ts';
import type { CheckoutPaymentBody } from '../domain/schemas/orderPayment.ts';
import type { HotelPageRecord, HotelReservationRecord, HotelSearchResult } from '../domain/records/hotelSales.ts';
import type { GeneralReservationRecord } from '../domain/records/resumen.ts';
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

/** A stay as the hotel page builds it: what the cart and 'book now' both take. */
export interface HotelStayBody {
  hotel: number;
  checkin: string;
  checkout: string;
  meal_plan: number;
  rooms: HotelCartRoom[];
  /** The price the page showed: the server answers 409 price_changed when it is not the price now. */
  price?: string;
}

export const hotelSalesMethods = {
  searchHotels: async (params: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<HotelSearchPage> => (await http.get<HotelSearchPage>('hotels/search/', { params, signal })).data,
  hotelPage: async (slug: string, params: { checkin: string; checkout: string; rooms: string }, signal?: AbortSignal): Promise<HotelPageRecord> =>
    (await http.get<HotelPageRecord>(`hotels/${encodeURIComponent(slug)}/`, { params, signal })).data,
  addHotelToCart: async (body: { hotel: number; checkin: string; checkout: string; meal_plan: number; rooms: HotelCartRoom[]; price?: string }): Promise<CartItemRecord> =>
    (await http.post<CartItemRecord>('cart/items/', { service_type: 'hotels', ...body })).data,
  /**
   * POST hotels/book/ — 'book now' without the cart, settled as a checkout (`payment` left out:
   * unpaid where allowed). The Idempotency-Key makes a retry answer the first order.
   */
  bookHotelNow: async (body: HotelStayBody & { payment?: CheckoutPaymentBody }, idempotencyKey: string): Promise<CheckoutRecord> =>
    (await http.post<CheckoutRecord>('hotels/book/', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data,
  hotelReservation: async (id: number): Promise<HotelReservationRecord> => (await http.get<HotelReservationRecord>(`hotels/reservations/${id}/`)).data,
  /** The coordinator's answer to an on-request stay, with the optional note kept in the history. */
  answerHotelRequest: async (id: number, answer: 'confirm' | 'deny', note?: string): Promise<HotelReservationRecord> =>
    (await http.post<HotelReservationRecord>(`hotels/reservations/${id}/${answer}/`, note ? { note } : {})).data,
  /** Cancels with the booked policy's penalty; `apply_penalties` only for who may waive it. */
  cancelHotelReservation: async (id: number, applyPenalties?: boolean): Promise<{ penalty: string; refund: string; currency: number }> =>
    (await http.post<{ penalty: string; refund: string; currency: number }>(`hotels/reservations/${id}/cancel/`, applyPenalties === undefined ? {} : { apply_penalties: applyPenalties })).data,
  /**
   * The booking's row of the general list (agency, operator, customer, accounting provider: what the
   * payments panel shows and the hotel part does not carry); null when the caller may not read it.
   */
  hotelReservationRow: async (record: { id: number; locator: string; currency: number }, signal?: AbortSignal): Promise<GeneralReservationRecord | null> => {
    const params = { reservation_code: record.locator, service_type: 'hotels', currency: record.currency, page_size: 10 };
    const { results } = (await http.get<{ results: GeneralReservationRecord[] }>('reservations/', { params, signal })).data;
    return results.find((row) => row.id === record.id) ?? null;
  },
};

export type HotelSalesMethods = typeof hotelSalesMethods;
