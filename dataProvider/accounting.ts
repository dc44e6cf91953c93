/** The accountants' area (docs/api-accounting.md): the statement list, the exports, the bulk review. */
import type { GetListParams, GetListResult } from 'ra-core';
import type { ReviewResult, StatementLine } from '../domain/records/accounting.ts';
import type { ReviewBody } from '../domain/schemas/accounting.ts';
import { downloadFile } from './flights.ts';
import { http } from './http.ts';
import type { DownloadedFile } from './network.ts';
import { listQuery } from './query.ts';

const today = () => new Date().toISOString().slice(0, 10);
const PAGE_KEYS = new Set(['count', 'results', 'next', 'previous', 'page', 'total_pages']);

type Listing = Pick<GetListParams, 'filter' | 'sort'>;

export const accountingMethods = {
  /** GET accounting/balance/{id}/: a page of the statement; its head (accounts, balances) is the list's `meta`. */
  getStatementList: async (agency: number, params: GetListParams): Promise<GetListResult<StatementLine>> => {
    const { data } = await http.get<{ count: number; results: StatementLine[] } & Record<string, unknown>>(`accounting/balance/${agency}/`, { params: listQuery(params), signal: params.signal });
    const meta = Object.fromEntries(Object.entries(data).filter(([key]) => !PAGE_KEYS.has(key)));
    return { data: data.results, total: data.count, meta };
  },
  exportBalances: (params: Listing): Promise<DownloadedFile> => downloadFile('accounting/balance/export-xls/', listQuery(params), `saldos-agencias-${today()}.xlsx`),
  exportStatement: (agency: number, params: Listing): Promise<DownloadedFile> =>
    downloadFile(`accounting/balance/${agency}/export/`, listQuery(params), `estado-cuenta-${agency}-${today()}.xlsx`),
  exportHistoric: (params: Listing): Promise<DownloadedFile> => downloadFile('accounting/balance-historic-export/', listQuery(params), `saldos-historicos-${today()}.xlsx`),
  exportBreakdown: (params: Listing): Promise<DownloadedFile> => downloadFile('accounting/breakdown-levels/export/', listQuery(params), `desglose-niveles-${today()}.xlsx`),
  /** POST accounting/reservations/review/: all or none (409 names the refused ones). */
  reviewReservations: async (body: ReviewBody): Promise<ReviewResult> => (await http.post<ReviewResult>('accounting/reservations/review/', body)).data,
};

export type AccountingMethods = typeof accountingMethods;
