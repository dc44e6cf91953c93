/**
 * How a booking is settled when it is made (docs/api-cart.md 'Paying at checkout'): the same body
 * part for a cart checkout and for a flight booking's verify step, so both go through one server
 * path (server/modules/cart/payOrder.ts). Left out, the booking is made unpaid with a deadline.
 */
import { z } from '../validation.ts';
import { amount } from './agencies.ts';

/** Providers a booking may pay with as it is made; they complete at once, inside its transaction. */
export const CHECKOUT_PROVIDERS = ['agency_funds', 'partial'] as const;

/**
 * `card`: the booking is made unpaid with a payment deadline, then (committed) its card payment is
 * started on the configured gateway and the answer's `redirect_url` is the gateway's hosted page
 * (docs/api-payments-gateways.md 'Paying a booking by card'). Not in CHECKOUT_PROVIDERS: those pay
 * inside the booking's transaction, a gateway is never called there.
 */
export const CARD_CHECKOUT_PROVIDER = 'card';

/**
 * `agency_funds` pays everything booked; `partial` pays `amount` of it (the reservations in the
 * order given, each up to its total).
 */
export const checkoutPaymentBody = z
  .strictObject({ provider: z.enum([...CHECKOUT_PROVIDERS, CARD_CHECKOUT_PROVIDER]), amount: amount.optional() })
  .refine((p) => p.provider !== 'partial' || p.amount !== undefined, { error: 'payments.partial_amount_required', path: ['amount'] });
export type CheckoutPaymentBody = z.infer<typeof checkoutPaymentBody>;
