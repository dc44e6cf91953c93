/** The accounting providers (docs/api-accounting-providers.md): statements, exports, payouts, cost prices. */
import type { GetListParams, GetListResult } from 'ra-core';
import type { StatementLine } from '../domain/records/accounting.ts';
import type { PayoutRecord, ProviderCostRecord } from '../domain/records/accountingProviders.ts';
import { downloadFile } from './flights.ts';
import { http } from './http.ts';
import { newIdempotencyKey } from './idempotency.ts';
import type { DownloadedFile } from './network.ts';
import { listQuery } from './query.ts';

const today = () => new Date().toISOString().slice(0, 10);
const PAGE_KEYS = new Set(['count', 'results', 'next', 'previous', 'page', 'total_pages']);
type Listing = Pick<GetListParams, 'filter' | 'sort'>;

export interface PayoutInput {
  provider: number;
  currency: number;
  amount: string;
  reference?: string;
  notes?: string;
}

export const accountingProviderMethods = {
  /** GET accounting-provider/balance/{id}/: a page of the statement; its head is the list's `meta`. */
  getProviderStatementList: async (provider: number, params: GetListParams): Promise<GetListResult<StatementLine>> => {
    const { data } = await http.get<{ count: number; results: StatementLine[] } & Record<string, unknown>>(`accounting-provider/balance/${provider}/`, { params: listQuery(params), signal: params.signal });
    const meta = Object.fromEntries(Object.entries(data).filter(([key]) => !PAGE_KEYS.has(key)));
    return { data: data.results, total: data.count, meta };
  },
  exportProviderBalances: (params: Listing): Promise<DownloadedFile> => downloadFile('accounting-provider/balance/export-xls/', listQuery(params), `saldos-proveedores-${today()}.xlsx`),
  exportProviderStatement: (provider: number, params: Listing): Promise<DownloadedFile> =>
    downloadFile(`accounting-provider/balance/${provider}/export/`, listQuery(params), `estado-proveedor-${provider}-${today()}.xlsx`),
  /** POST accounting-provider/payouts/ with a fresh Idempotency-Key (a retried request pays once). */
  createPayout: async (body: PayoutInput, key = newIdempotencyKey()): Promise<PayoutRecord> =>
    (await http.post<PayoutRecord>('accounting-provider/payouts/', body, { headers: { 'Idempotency-Key': key } })).data,
  getProviderCost: async (reservation: number): Promise<ProviderCostRecord> => (await http.get<ProviderCostRecord>(`reservations/${reservation}/provider-cost/`)).data,
  setProviderCost: async (reservation: number, body: { amount: string; reason?: string }): Promise<ProviderCostRecord> =>
    (await http.put<ProviderCostRecord>(`reservations/${reservation}/provider-cost/`, body)).data,
};

export type AccountingProviderMethods = typeof accountingProviderMethods;
