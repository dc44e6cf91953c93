/**
 * Card payments and payment links (docs/api-payments-gateways.md, docs/api-payments.md): the staff's
 * calls (pay by card, the terminal, custom payments, links, the lists' exports) and the public
 * pages' calls (payment link, card payment result).
 */
import type { GetListParams } from 'ra-core';
import type { OperationList, TpvStatus } from '../domain/gateways.ts';
import type { OperationRecord, PaymentResult } from '../domain/records/payments.ts';
import type { PayableReservationRecord } from '../domain/schemas/cardPayments.ts';
import type { DepositRegisterBody } from '../domain/schemas/deposits.ts';
import type { PaymentRequestRecord, PublicPaymentRequestRecord } from '../domain/schemas/paymentRequests.ts';
import { downloadFile } from './flights.ts';
import { http } from './http.ts';
import type { DownloadedFile } from './network.ts';
import { listQuery } from './query.ts';

export interface PayBody {
  provider: string;
  amount?: string;
  terminal_status?: TpvStatus;
  reference?: string;
}

/** react-admin resource of each staff list of operations (dataProvider/endpoints.ts). */
export const OPERATION_LIST_RESOURCES: Record<OperationList, string> = {
  revolut: 'payments-revolut',
  payfacto: 'payments-payfacto',
  tpv: 'payments-tpv',
  custom: 'payments-custom',
  card: 'payments-card',
};

const today = () => new Date().toISOString().slice(0, 10);

export const gatewayMethods = {
  /**
   * POST payments/payment-requests/reservation-payment-request/ (Revolut Payment Link). With an
   * Idempotency-Key a retry answers the first link instead of mailing a second one.
   */
  createReservationPaymentRequest: async (body: { reservation: number; email: string; amount?: string; language?: 'es' | 'en' }, idempotencyKey?: string): Promise<PaymentRequestRecord> =>
    (await http.post<PaymentRequestRecord>('payments/payment-requests/reservation-payment-request/', body, idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined)).data,

  /** Public, no session: what the payment page shows. */
  getPublicPaymentRequest: async (id: string): Promise<PublicPaymentRequestRecord> =>
    (await http.get<PublicPaymentRequestRecord>(`payments/payment-requests/${encodeURIComponent(id)}/public/`, { skipAuthRefresh: true })).data,

  /** Public: starts the card payment; the browser then goes to `checkout_url`. */
  startPaymentRequestCard: async (id: string): Promise<{ checkout_url: string }> =>
    (await http.post<{ checkout_url: string }>(`payments/payment-requests/${encodeURIComponent(id)}/pay/`, {}, { skipAuthRefresh: true })).data,

  /** Public, no session: what the card payment's result page shows. */
  getPublicCardPayment: async (publicId: string): Promise<PublicPaymentRequestRecord> =>
    (await http.get<PublicPaymentRequestRecord>(`payments/card/${encodeURIComponent(publicId)}/public/`, { skipAuthRefresh: true })).data,

  /** GET payments/reservation-lookup/?locator= — in the caller's scope. */
  lookupReservation: async (locator: string, signal?: AbortSignal): Promise<PayableReservationRecord> =>
    (await http.get<PayableReservationRecord>('payments/reservation-lookup/', { params: { locator }, signal })).data,

  /**
   * POST payments/reservations/{id}/pay/ with an Idempotency-Key: a retry of the same attempt
   * answers the same operation (and the same hosted page) instead of a second payment.
   */
  chargeReservation: async (id: number, body: PayBody, idempotencyKey: string): Promise<PaymentResult> =>
    (await http.post<PaymentResult>(`payments/reservations/${id}/pay/`, body, { headers: { 'Idempotency-Key': idempotencyKey } })).data,

  /** POST payments/orders/{id}/pay/ — a whole order by card in one hosted page. */
  payOrderByCard: async (id: number, body: { provider: 'card'; amount?: string }, idempotencyKey: string): Promise<PaymentResult> =>
    (await http.post<PaymentResult>(`payments/orders/${id}/pay/`, body, { headers: { 'Idempotency-Key': idempotencyKey } })).data,

  /** POST payments/operations/{id}/terminal-status/ (TPV Payment). */
  setTerminalStatus: async (id: number, terminalStatus: TpvStatus): Promise<PaymentResult> =>
    (await http.post<PaymentResult>(`payments/operations/${id}/terminal-status/`, { terminal_status: terminalStatus })).data,

  /** POST accounting/deposit/ — an amount received, credited to an agency's funds (finance staff). */
  depositToAgency: async (body: DepositRegisterBody, idempotencyKey: string): Promise<OperationRecord> =>
    (await http.post<OperationRecord>('accounting/deposit/', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data,

  /** The XLSX of a staff list of operations with its filters and ordering. */
  exportOperations: (list: OperationList, params: Pick<GetListParams, 'filter' | 'sort'>): Promise<DownloadedFile> =>
    downloadFile(`payments/gateways/${list}/operations/export/`, listQuery({ filter: params.filter, sort: params.sort }), `operaciones-${list}-${today()}.xlsx`),
};

export type GatewayMethods = typeof gatewayMethods;
