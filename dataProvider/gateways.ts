/** Card payment links (docs/api-payments-gateways.md): the staff's create and the public page's calls. */
import type { PaymentRequestRecord, PublicPaymentRequestRecord } from '../domain/schemas/paymentRequests.ts';
import { http } from './http.ts';

export const gatewayMethods = {
  /** POST payments/payment-requests/reservation-payment-request/ (Revolut Payment Link). */
  createReservationPaymentRequest: async (body: { reservation: number; email: string; amount?: string; language?: 'es' | 'en' }): Promise<PaymentRequestRecord> =>
    (await http.post<PaymentRequestRecord>('payments/payment-requests/reservation-payment-request/', body)).data,

  /** Public, no session: what the payment page shows. */
  getPublicPaymentRequest: async (id: string): Promise<PublicPaymentRequestRecord> =>
    (await http.get<PublicPaymentRequestRecord>(`payments/payment-requests/${encodeURIComponent(id)}/public/`, { skipAuthRefresh: true })).data,

  /** Public: starts the card payment; the browser then goes to `checkout_url`. */
  startPaymentRequestCard: async (id: string): Promise<{ checkout_url: string }> =>
    (await http.post<{ checkout_url: string }>(`payments/payment-requests/${encodeURIComponent(id)}/pay/`, {}, { skipAuthRefresh: true })).data,
};

export type GatewayMethods = typeof gatewayMethods;
