/** Answers of the cart API (docs/api-cart.md), serialised by these schemas. */
import { z } from '../validation.ts';

const int = z.number().int();

export const cartItemRecord = z.object({
  id: int,
  service_type: z.string(),
  /** What the item is, for the list: 'CUN → HAV', with the return when there is one. */
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  passengers: z.object({ adults: int, children: int, infants: int }),
  price: z.string(),
  currency: int,
  expires_at: z.string(),
  /** True while the item still holds its seats (until expires_at, or its checkout). */
  held: z.boolean(),
  created_at: z.string(),
});
export type CartItemRecord = z.infer<typeof cartItemRecord>;

export const priceChangeRecord = z.object({ id: int, old_price: z.string(), new_price: z.string() });
export type PriceChangeRecord = z.infer<typeof priceChangeRecord>;

export const checkoutRecord = z.object({
  order: z.object({ id: int, number: z.string(), total: z.string(), currency: int }),
  reservations: z.array(z.object({ id: int, locator: z.string() })),
});
export type CheckoutRecord = z.infer<typeof checkoutRecord>;
