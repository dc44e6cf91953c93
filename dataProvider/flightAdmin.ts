/**
 * Flight administration calls that are not CRUD (docs/api-flights.md 'Administration API in
 * detail'): a flight's new calendar (the server generates its departures), calendar bulk delete,
 * the bulk actions on departures and one departure's inventory, route bulk update and delete,
 * visible luggage assignment, the airport supplement calculation and the history endpoints.
 * Each rejects with the HttpError of the answer (a 409 carries `{detail, code}`).
 */
import type { Identifier } from 'ra-core';
import type { AddScheduleAnswer, HistoryEntry, SubcalendarRecord } from './flightAdminRecords.ts';
import { http } from './http.ts';

type Body = Record<string, unknown>;

/** Bulk actions on departures: POST admin-flights/dependentschedulesbulk/{action}/. */
export const SUBCALENDAR_BULK_ACTIONS = ['add-category', 'add-agency-category', 'seats', 'update-number-flight', 'update-schedule-status', 'delete'] as const;
export type SubcalendarBulkAction = (typeof SUBCALENDAR_BULK_ACTIONS)[number];

/** Entities with an `admin-flights/{entity}/{id}/history` endpoint. */
export type HistoryEntity =
  | 'airline'
  | 'city'
  | 'airport'
  | 'category'
  | 'luggage-category'
  | 'visible-luggage-category'
  | 'route'
  | 'flight'
  | 'schedule'
  | 'subcalendar'
  | 'flight-price-rule'
  | 'promotion-price-rule'
  | 'airport-supplement';

/** The history lists filtered by query: a departure's categories and group seats, a rule's rows. */
export type HistoryList = 'history-subcategorys' | 'history-subseatsagency' | 'history-flight-price-rule' | 'history-promotion-price-rule';

export interface SupplementLine {
  supplement: number;
  kind: 'per_passenger' | 'per_bag';
  passenger_type: string | null;
  luggage_category: number | null;
  quantity: number;
  unit_amount: string;
  amount: string;
  currency: number;
}

export interface SupplementCalculation {
  lines: SupplementLine[];
  totals: { currency: number; amount: string }[];
}

export interface SupplementCalculationBody {
  airport: number;
  adults: number;
  children?: number;
  infants?: number;
  bags?: { luggage_category: number; count: number }[];
}

export interface LuggageType {
  id: number;
  name: string;
  weight_lbs: number;
  supplement: string | null;
}

const numbers = (list: Identifier[]) => list.map(Number);

/** History rows come as a list or as a DRF page. */
function rows(data: unknown): HistoryEntry[] {
  if (Array.isArray(data)) return data as HistoryEntry[];
  return (data as { results?: HistoryEntry[] } | null)?.results ?? [];
}

export const flightAdminMethods = {
  addSchedule: async (flightId: Identifier, body: Body): Promise<AddScheduleAnswer> =>
    (await http.post<AddScheduleAnswer>(`admin-flights/flight/${flightId}/add_schedule/`, body)).data,

  bulkDeleteSchedules: async (ids: Identifier[]): Promise<unknown> =>
    (await http.delete('admin-flights/schedule/bulk-delete-schedule/', { data: { ids: numbers(ids) } })).data,

  subcalendarBulk: async (action: SubcalendarBulkAction, subcalendars: Identifier[], body: Body = {}): Promise<{ updated: number }> =>
    (await http.post<{ updated: number }>(`admin-flights/dependentschedulesbulk/${action}/`, { subcalendars: numbers(subcalendars), ...body })).data,

  /** One departure's inventory: capacities per category and the agency groups' seats. */
  updateDepartureInventory: async (subcalendar: Identifier, body: Body): Promise<SubcalendarRecord> =>
    (await http.post<SubcalendarRecord>('admin-flights/dependentschedule/update_capacity_dependent_schedule/', { subcalendar: Number(subcalendar), ...body })).data,

  routeBulkUpdate: async (ids: Identifier[], body: Body): Promise<{ updated: number }> =>
    (await http.post<{ updated: number }>('admin-flights/route/bulk-update/', { ids: numbers(ids), ...body })).data,

  routeBulkDelete: async (ids: Identifier[]): Promise<{ deleted: number }> =>
    (await http.post<{ deleted: number }>('admin-flights/route/bulk-delete/', { ids: numbers(ids) })).data,

  assignVisibleLuggage: async (body: Body): Promise<{ created: number }> =>
    (await http.post<{ created: number }>('admin-flights/visible-luggage-category/assign/', body)).data,

  updateVisibleLuggageBulk: async (ids: Identifier[], visible: boolean): Promise<{ updated: number }> =>
    (await http.patch<{ updated: number }>('admin-flights/visible-luggage-category/update-bulk/', { ids: numbers(ids), visible })).data,

  luggageTypes: async (airport: Identifier): Promise<LuggageType[]> => {
    const { data } = await http.get<{ results?: LuggageType[] } | LuggageType[]>('admin-flights/airport-supplement/luggage-types/', { params: { airport } });
    return Array.isArray(data) ? data : (data.results ?? []);
  },

  calculateSupplement: async (body: SupplementCalculationBody): Promise<SupplementCalculation> =>
    (await http.post<SupplementCalculation>('admin-flights/airport-supplement/calculate-supplement/', body)).data,

  history: async (entity: HistoryEntity, id: Identifier): Promise<HistoryEntry[]> => rows((await http.get(`admin-flights/${entity}/${id}/history`)).data),

  historyList: async (list: HistoryList, params: Body): Promise<HistoryEntry[]> =>
    rows((await http.get(`admin-flights/${list}/`, { params: { page_size: 200, ...params } })).data),
};

export type FlightAdminMethods = typeof flightAdminMethods;
