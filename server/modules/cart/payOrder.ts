/**
 * The checkout's payment choice (docs/api-cart.md 'Paying at checkout'): paid through the payments
 * core inside the checkout's transaction, so a refused payment (409 insufficient_funds) rolls the
 * bookings back with it — no reservation, the holds and items as they were, no money moved.
 */
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { CheckoutBody } from '../../../domain/schemas/cart.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError } from '../../http/errors.ts';
import { payReservation } from '../payments/service.ts';

type Payment = NonNullable<CheckoutBody['payment']>;

/** 400 before anything is booked: a partial amount above the order's total. */
export function checkPaymentAmount(payment: Payment | undefined, totalMinor: number): void {
  if (payment?.amount !== undefined && toMinor(payment.amount) > totalMinor) {
    throw fieldError('payment.amount', 'payments.amount_above_outstanding', { max: fromMinor(totalMinor) });
  }
}

/**
 * Pays the order's reservations (ctx.db is the checkout's transaction): `agency_funds` each in
 * full; `partial` spreads `amount` over them in the order given, each up to its total.
 */
export async function payOrder(ctx: ServiceContext, payment: Payment, reservations: readonly { id: number; totalMinor: number }[]): Promise<void> {
  let left = payment.amount === undefined ? Number.POSITIVE_INFINITY : toMinor(payment.amount);
  for (const r of reservations) {
    if (left <= 0) break;
    const part = Math.min(left, r.totalMinor);
    await payReservation(ctx, r.id, payment.provider === 'partial' ? { provider: 'partial', amount: fromMinor(part) } : { provider: payment.provider });
    left -= part;
  }
}
