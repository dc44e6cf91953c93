/**
 * A booking paid by card (docs/api-payments-gateways.md 'Paying a booking by card'): the checkout
 * and the flight booking book it unpaid with a payment deadline (cart/payOrder.ts planSettlement);
 * once that is committed, this starts the card payment through the core — one payment for the
 * checkout's whole order, or the booked reservation's — and answers the gateway's hosted page.
 * The Idempotency-Key of the booking, suffixed, keys the payment too: a retried booking answers
 * the same hosted page. A gateway that cannot be reached leaves the booking unpaid and payable
 * later (POST payments/orders/{id}/pay/ or payments/reservations/{id}/pay/): the booking stands.
 */
import type { CheckoutPaymentBody } from '../../../domain/schemas/orderPayment.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { payOrderByCard } from './orderPay.ts';
import { payReservation } from './service.ts';

export type CardTarget = { order: number } | { reservation: number };

export interface CardStart {
  redirect_url: string | null;
}

/** Undefined unless the booking was paid by card; else its hosted page (null when the gateway failed). */
export async function startBookingCardPayment(
  ctx: ServiceContext,
  payment: CheckoutPaymentBody | undefined,
  target: CardTarget,
  options: { idempotencyKey?: string; origin?: string },
): Promise<CardStart | undefined> {
  if (payment?.provider !== 'card') return undefined;
  const body = { provider: 'card', ...(payment.amount === undefined ? {} : { amount: payment.amount }) };
  const createOptions = { idempotencyKey: options.idempotencyKey === undefined ? undefined : `${options.idempotencyKey}:card`, origin: options.origin };
  try {
    const result = 'order' in target ? await payOrderByCard(ctx, target.order, body, createOptions) : await payReservation(ctx, target.reservation, body, createOptions);
    return { redirect_url: result.operation.status === 'failed' ? null : result.redirect_url };
  } catch (err) {
    // The booking is committed: a refusal or a gateway down is not the booking's failure.
    if (err instanceof ApiError) return { redirect_url: null };
    throw err;
  }
}
