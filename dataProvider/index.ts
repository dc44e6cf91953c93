/**
 * The react-admin DataProvider over the DRF-style API (ARCHITECTURE.md): lists are
 * `{count, results}` pages, `getMany` is one `?id__in=` request, updates are PATCH.
 * Extra methods for the calls that are not CRUD (config, cart summary, alerts, passwords) are
 * in custom.ts and merged here, so components reach them through `useDataProvider()`.
 */
import type { DataProvider, GetListResult, GetManyParams, Identifier, RaRecord } from 'ra-core';
import { MAX_PAGE_SIZE } from '../domain/constants.ts';
import { accountingMethods, type AccountingMethods } from './accounting.ts';
import { accountingProviderMethods, type AccountingProviderMethods } from './accountingProviders.ts';
import { hotelMethods, type HotelMethods } from './hotels.ts';
import { hotelAvailabilityMethods, type HotelAvailabilityMethods } from './hotelAvailability.ts';
import { hotelSalesMethods, type HotelSalesMethods } from './hotelSales.ts';
import { houseMethods, type HouseMethods } from './houses.ts';
import { customMethods, type CustomMethods } from './custom.ts';
import { checkoutMethods, type CheckoutMethods } from './checkout.ts';
import { documentMethods, type DocumentMethods } from './documents.ts';
import { endpointFor } from './endpoints.ts';
import { flightAdminMethods, type FlightAdminMethods } from './flightAdmin.ts';
import { flightMethods, type FlightMethods } from './flights.ts';
import { gatewayMethods, type GatewayMethods } from './gateways.ts';
import { evidenceMethods, type EvidenceMethods } from './evidences.ts';
import { http } from './http.ts';
import { networkMethods, type NetworkMethods } from './network.ts';
import { listQuery, type Query } from './query.ts';
import { quoteMethods, type QuoteMethods } from './quotes.ts';
import { reportMethods, type ReportMethods } from './reports.ts';

export type AppDataProvider = DataProvider & CustomMethods & NetworkMethods & FlightMethods & FlightAdminMethods & GatewayMethods & CheckoutMethods & QuoteMethods & ResumenMethods & DocumentMethods & AccountingMethods & EvidenceMethods & ReportMethods & AccountingProviderMethods & HotelMethods & HotelAvailabilityMethods & HotelSalesMethods & HouseMethods;
import { resumenMethods, type ResumenMethods } from './resumen.ts';


interface DrfPage<T> {
  count: number;
  results: T[];
}

function isDrfPage<T>(data: unknown): data is DrfPage<T> {
  return !!data && typeof data === 'object' && Array.isArray((data as DrfPage<T>).results);
}

const PAGE_KEYS = new Set(['count', 'results', 'next', 'previous', 'page', 'total_pages']);

/**
 * A DRF page, or a plain array from an endpoint that does not paginate. Extra keys of a page (the
 * flight reservations' `totals`) reach the list as react-admin's `meta` (useListContext().meta).
 */
function toListResult<T extends RaRecord>(data: unknown): GetListResult<T> {
  if (isDrfPage<T>(data)) {
    const extra = Object.fromEntries(Object.entries(data).filter(([key]) => !PAGE_KEYS.has(key)));
    return Object.keys(extra).length > 0 ? { data: data.results, total: data.count, meta: extra } : { data: data.results, total: data.count };
  }
  const rows = Array.isArray(data) ? (data as T[]) : [];
  return { data: rows, total: rows.length };
}

async function fetchList<T extends RaRecord>(resource: string, query: Query, signal?: AbortSignal) {
  const { data } = await http.get<unknown>(endpointFor(resource).list, { params: query, signal });
  return toListResult<T>(data);
}

/** DRF has no bulk writes here: one request per id, in parallel. */
async function eachId(ids: Identifier[], call: (id: Identifier) => Promise<unknown>): Promise<Identifier[]> {
  await Promise.all(ids.map(call));
  return ids;
}

export const dataProvider: AppDataProvider = {
  getList: (resource, params) => fetchList(resource, listQuery(params), params.signal),

  getOne: async (resource, params) => {
    const { data } = await http.get(endpointFor(resource).one(params.id), { signal: params.signal });
    return { data };
  },

  getMany: async <T extends RaRecord>(resource: string, params: GetManyParams<T> & { signal?: AbortSignal }) => {
    if (params.ids.length === 0) return { data: [] };
    const endpoint = endpointFor(resource);
    if (endpoint.getMany === 'one') {
      const answers = await Promise.all(params.ids.map((id) => http.get<T>(endpoint.one(id), { signal: params.signal })));
      return { data: answers.map((answer) => answer.data) };
    }
    if (endpoint.getMany === 'list') {
      const { data } = await fetchList<T>(resource, { page_size: MAX_PAGE_SIZE }, params.signal);
      const wanted = new Set(params.ids.map(String));
      return { data: data.filter((record) => wanted.has(String(record.id))) };
    }
    const query: Query = { id__in: params.ids.map(String).join(','), page_size: params.ids.length };
    const { data } = await fetchList<T>(resource, query, params.signal);
    return { data };
  },

  getManyReference: (resource, params) =>
    fetchList(resource, listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } }), params.signal),

  create: async (resource, params) => {
    const { data } = await http.post(endpointFor(resource).list, params.data);
    return { data };
  },

  update: async (resource, params) => {
    const { data } = await http.patch(endpointFor(resource).one(params.id), params.data);
    return { data };
  },

  updateMany: async (resource, params) => ({
    data: await eachId(params.ids, (id) => http.patch(endpointFor(resource).one(id), params.data)),
  }),

  delete: async (resource, params) => {
    await http.delete(endpointFor(resource).one(params.id));
    // DRF answers 204 without a body: react-admin wants the deleted record back.
    return { data: (params.previousData ?? { id: params.id }) as never };
  },

  deleteMany: async (resource, params) => ({
    data: await eachId(params.ids, (id) => http.delete(endpointFor(resource).one(id))),
  }),

  ...customMethods,
  ...networkMethods,
  ...gatewayMethods,
  ...flightMethods,
  ...flightAdminMethods,
  ...checkoutMethods,
  ...quoteMethods,
  ...resumenMethods,
  ...documentMethods,
  ...accountingMethods,
  ...evidenceMethods,
  ...reportMethods,
  ...accountingProviderMethods,
  ...hotelMethods,
  ...hotelAvailabilityMethods,
  ...hotelSalesMethods,
  ...houseMethods,
};

export default dataProvider;
