/** Issue 9, slice "checkout" (docs/api-cart.md): the cart's checkout and how a booking may be settled. */
import type { CheckoutRecord } from '../domain/records/cart.ts';
import type { CheckoutBody } from '../domain/schemas/cart.ts';
import { http } from './http.ts';

export interface PaymentOptions {
  /** Providers that pay as the booking is made, in the order offered. */
  providers: string[];
  /** Hours an unpaid booking lasts before it is released; 0: booking unpaid is not allowed. */
  unpaid_hours: number;
  /** The user may pay by card (the gateway's hosted page, after the booking commits). */
  card?: boolean;
}

export const checkoutMethods = {
  /** POST cart/checkout/ with an Idempotency-Key: a retry answers the first order, never books twice. */
  checkoutCart: async (body: CheckoutBody, idempotencyKey: string): Promise<CheckoutRecord> =>
    (await http.post<CheckoutRecord>('cart/checkout/', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data,
  getPaymentOptions: async (): Promise<PaymentOptions> => (await http.get<PaymentOptions>('cart/payment-summary/')).data,
};

export type CheckoutMethods = typeof checkoutMethods;
