/**
 * Issue 9, cart (docs/api-cart.md): what goes into the cart is a flight selection with the price
 * token of its quote (the same quote the booking pays), and checkout names the passengers of each
 * item. The payment choice is the order's; a cart checkout today books unpaid or pays from funds.
 * `customer` is the general reservation's client (spec §3), one of the caller's customers.
 */
import { passengerSchema } from '../flights/passengers.ts';
import { z } from '../validation.ts';
import { checkoutPaymentBody } from './orderPayment.ts';
import { id } from './common.ts';
import { PRICE_TOKEN_MAX_LENGTH, priceCalculationBody } from './flightBooking.ts';
import { hotelCartItemBody, type HotelCartItemBody } from './hotelSales.ts';

export const CART_SERVICE_TYPES = ['flights', 'hotels'] as const;

/** The services whose cart items hold their places until they expire (flight seats); the others re-check at checkout. */
export const CART_HOLDING_SERVICES: readonly string[] = ['flights'];

export const cartItemBody = priceCalculationBody.extend({
  service_type: z.literal('flights'),
  price_token: z.string().trim().min(1).max(PRICE_TOKEN_MAX_LENGTH),
});
export type CartItemBody = z.infer<typeof cartItemBody>;

/**
 * POST cart/items/: a hotel stay (schemas/hotelSales.ts) when service_type says 'hotels', else a
 * flight quote. Not a discriminated union: a body without service_type gets the flight body's own
 * field errors (every missing field), as before hotels joined the cart.
 */
export const anyCartItemBody = z.looseObject({ service_type: z.unknown().optional() }).transform((value, ctx): CartItemBody | HotelCartItemBody => {
  const parsed = value.service_type === 'hotels' ? hotelCartItemBody.safeParse(value) : cartItemBody.safeParse(value);
  if (parsed.success) return parsed.data;
  // The inner issues as they are (code, bounds, message key), so the answer is the inner schema's.
  for (const issue of parsed.error.issues) ctx.addIssue(issue as unknown as Parameters<typeof ctx.addIssue>[0]);
  return z.NEVER;
});
export type AnyCartItemBody = z.infer<typeof anyCartItemBody>;

/** Upper bound of items one checkout books: the transaction stays short. */
export const MAX_CHECKOUT_ITEMS = 20;

export const checkoutItemBody = z.strictObject({
  id,
  // A flight names its passengers here; a hotel stay's room holders came with its item.
  passengers: z.array(passengerSchema).max(27).default([]),
  seller: id.optional(),
});

export { CHECKOUT_PROVIDERS, checkoutPaymentBody } from './orderPayment.ts';

export const checkoutBody = z
  .strictObject({ items: z.array(checkoutItemBody).min(1).max(MAX_CHECKOUT_ITEMS), payment: checkoutPaymentBody.optional(), customer: id.optional() })
  .refine((b) => new Set(b.items.map((i) => i.id)).size === b.items.length, { error: 'cart.item_repeated', path: ['items'] });
export type CheckoutBody = z.infer<typeof checkoutBody>;
