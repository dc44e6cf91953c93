/**
 * Private houses' calls beyond CRUD (docs/api-houses.md): a house by slug, the price of a stay, a
 * request (with its Idempotency-Key) and a request's status change.
 */
import type { HouseDetailRecord, HousePriceRecord, HouseRequestDetailRecord } from '../domain/records/houses.ts';
import type { HousePriceBody, HouseRequestBody, HouseRequestStatusBody } from '../domain/schemas/houses.ts';
import { http } from './http.ts';

export const houseMethods = {
  houseBySlug: async (slug: string, dates: { start_date?: string; end_date?: string } = {}): Promise<HouseDetailRecord> =>
    (await http.get<HouseDetailRecord>(`houses/${encodeURIComponent(slug)}/`, { params: dates })).data,
  priceHouse: async (houseId: number, body: HousePriceBody): Promise<HousePriceRecord> => (await http.post<HousePriceRecord>(`houses/${houseId}/price/`, body)).data,
  requestHouse: async (body: HouseRequestBody, idempotencyKey: string): Promise<HouseRequestDetailRecord> =>
    (await http.post<HouseRequestDetailRecord>('houses/requests/', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data,
  setHouseRequestStatus: async (id: number, body: HouseRequestStatusBody): Promise<HouseRequestDetailRecord> =>
    (await http.patch<HouseRequestDetailRecord>(`houses/requests/${id}/status/`, body)).data,
};
export type HouseMethods = typeof houseMethods;
