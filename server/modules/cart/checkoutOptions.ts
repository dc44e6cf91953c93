/**
 * GET cart/payment-summary/ (docs/api-cart.md): what the payment choice of the checkout and of the
 * verify step offers this user — the providers that pay as the booking is made, in the order shown,
 * and how long an unpaid booking lasts by its agency's terms (0: booking unpaid is not allowed). A provider added later
 * (the card gateway) is one more entry of the list.
 */
import { canPayByCard } from '../../../domain/gateways.ts';
import { canPayReservations } from '../../../domain/payments/rules.ts';
import { CHECKOUT_PROVIDERS } from '../../../domain/schemas/orderPayment.ts';
import { z } from '../../../domain/validation.ts';
import type { ServiceContext } from '../../http/context.ts';
import { unpaidHours } from './unpaid.ts';

/**
 * `card`: the user may also pay the booking by card (payment `{provider: 'card'}`: booked unpaid,
 * then the gateway's hosted page, docs/api-payments-gateways.md); apart from `providers`, which pay
 * as the booking is made.
 */
export const paymentOptionsRecord = z.object({ providers: z.array(z.string()), unpaid_hours: z.number().int(), card: z.boolean() });
export type PaymentOptionsRecord = z.infer<typeof paymentOptionsRecord>;

export async function paymentOptions(ctx: ServiceContext): Promise<PaymentOptionsRecord> {
  return { providers: canPayReservations(ctx.actor) ? [...CHECKOUT_PROVIDERS] : [], unpaid_hours: await unpaidHours(ctx.db, ctx.actor.agency.id), card: canPayByCard(ctx.actor) };
}
