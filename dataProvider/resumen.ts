/**
 * The general reservation lists' export and a reservation's money actions (docs/api-reservations.md,
 * docs/api-payments.md, docs/api-payments-gateways.md): pay, partial pay and refund with their
 * Idempotency-Key, the accounting provider (pay to it, change it), the staff price change. The payment link is
 * gateways.ts's createReservationPaymentRequest.
 */
import type { GetListParams } from 'ra-core';
import type { AccountingProviderCode } from '../domain/accountingProviders.ts';
import type { OperationRecord, PaymentResult } from '../domain/records/payments.ts';
import type { PriceChangeRecord } from '../domain/records/resumen.ts';
import type { PriceChangeBody } from '../domain/schemas/resumen.ts';
import { downloadFile } from './flights.ts';
import { http } from './http.ts';
import type { DownloadedFile } from './network.ts';
import { listQuery } from './query.ts';

/** Whose list: the caller's subtree (/resumen) or the sellers' sales (/resumen/vendedores). */
export type ReservationAudience = 'scope' | 'sellers';

const today = () => new Date().toISOString().slice(0, 10);
const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const resumenMethods = {
  /** reservations/export/ or sellers/reservations/export/: the list's filters and ordering as XLSX. */
  exportGeneralReservations: (audience: ReservationAudience, params: Pick<GetListParams, 'filter' | 'sort'>): Promise<DownloadedFile> =>
    downloadFile(
      audience === 'sellers' ? 'sellers/reservations/export/' : 'reservations/export/',
      listQuery({ filter: params.filter, sort: params.sort }),
      `${audience === 'sellers' ? 'mis-reservas' : 'reservas'}-${today()}.xlsx`,
    ),

  /** `agency_funds` pays what is owed; `partial` pays `amount`. A retry with the same key pays once. */
  payReservation: async (id: number, body: { provider: 'agency_funds' | 'partial'; amount?: string }, idempotencyKey: string): Promise<PaymentResult> =>
    (await http.post<PaymentResult>(`payments/reservations/${id}/pay/`, body, idempotent(idempotencyKey))).data,

  /** Gives back part or all of a completed payment (never above what it captured less what was refunded). */
  refundPaymentOperation: async (operationId: number, body: { amount: string; reference?: string }, idempotencyKey: string): Promise<PaymentResult> =>
    (await http.post<PaymentResult>(`payments/operations/${operationId}/refund/`, body, idempotent(idempotencyKey))).data,

  /**
   * POST accounting-provider/payments/ (what is owed) or accounting-provider/payments/partial/
   * (`amount`), with an Idempotency-Key: a retry of the same attempt pays once.
   */
  payToAccountingProvider: async (body: { reservation: number; accounting_provider: AccountingProviderCode; amount?: string }, idempotencyKey: string): Promise<OperationRecord> =>
    (await http.post<OperationRecord>(body.amount === undefined ? 'accounting-provider/payments/' : 'accounting-provider/payments/partial/', body, idempotent(idempotencyKey))).data,

  changeAccountingProvider: async (id: number, code: AccountingProviderCode): Promise<{ id: number; accounting_provider: string }> =>
    (await http.patch<{ id: number; accounting_provider: string }>(`reservations/${id}/accounting-provider/`, { accounting_provider: code })).data,

  changeReservationPrice: async (id: number, body: PriceChangeBody): Promise<PriceChangeRecord> => (await http.patch<PriceChangeRecord>(`reservations/${id}/price/`, body)).data,
};

export type ResumenMethods = typeof resumenMethods;
