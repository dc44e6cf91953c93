/**
 * The hotel catalogue's calls beyond CRUD (docs/api-hotels.md): a hotel's whole history, the
 * season's price grid saved at once, photos, and the staff's price preview of a stay.
 */
import type { HistoryEntry } from './flightAdminRecords.ts';
import { http } from './http.ts';

export interface HotelPhoto {
  id: number;
  url: string;
}

export interface PriceGridRow {
  occupancy: number;
  meal_plan: number;
  price: string | null;
  child_prices?: { min_age: number; max_age: number; price: string }[];
}

export interface HotelPriceRecord {
  id: number;
  contract: number;
  room_type: number;
  room_type_name: string;
  occupancy: number;
  occupancy_text: string;
  meal_plan: number;
  meal_plan_code: string;
  price: string;
  child_prices: { min_age: number; max_age: number; price: string }[];
}

export const hotelMethods = {
  hotelHistory: async (hotelId: number): Promise<HistoryEntry[]> => {
    const { data } = await http.get<{ results: HistoryEntry[] }>(`admin-hotels/hotel/${hotelId}/history/`, { params: { page_size: 200 } });
    return data.results;
  },
  saveHotelPriceGrid: async (contractId: number, rows: PriceGridRow[]): Promise<HotelPriceRecord[]> =>
    (await http.put<{ results: HotelPriceRecord[] }>(`admin-hotels/contract/${contractId}/prices/`, { rows })).data.results,
  uploadHotelPhoto: async (hotelId: number, file: File): Promise<{ photos: HotelPhoto[] }> => {
    const form = new FormData();
    form.append('photo', file);
    return (await http.post<{ photos: HotelPhoto[] }>(`admin-hotels/hotel/${hotelId}/photos/`, form)).data;
  },
  removeHotelPhoto: async (hotelId: number, photoId: number): Promise<{ photos: HotelPhoto[] }> =>
    (await http.delete<{ photos: HotelPhoto[] }>(`admin-hotels/hotel/${hotelId}/photos/${photoId}/`)).data,
  orderHotelPhotos: async (hotelId: number, photos: number[]): Promise<{ photos: HotelPhoto[] }> =>
    (await http.put<{ photos: HotelPhoto[] }>(`admin-hotels/hotel/${hotelId}/photos/order/`, { photos })).data,
  /** One page of a hotel's history, newest first (the history tab's filters: entity, dates). */
  hotelHistoryPage: async (hotelId: number, params: HotelHistoryParams): Promise<{ count: number; results: HistoryEntry[] }> =>
    (await http.get<{ count: number; results: HistoryEntry[] }>(`admin-hotels/hotel/${hotelId}/history/`, { params })).data,
  hotelChainHistory: async (chainId: number): Promise<HistoryEntry[]> =>
    (await http.get<{ results: HistoryEntry[] }>(`admin-hotels/chain/${chainId}/history`, { params: { page_size: 200 } })).data.results,
};

export interface HotelHistoryParams {
  page: number;
  page_size: number;
  entity?: string;
  date_from?: string;
  date_to?: string;
}

export type HotelMethods = typeof hotelMethods;
