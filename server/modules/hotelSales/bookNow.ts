/**
 * POST hotels/book/ (docs/api-hotels-booking.md 'Booking without the cart'): the hotel page's
 * 'book now', the choice the flight booking's verify step offers — book and pay now by any
 * provider the user may use, or book unpaid where allowed — without going through /cart.
 *
 * Not a second checkout: the stay becomes a line of the caller's cart for the length of one call
 * and the shared checkout (cart/checkout.ts) books it, so it is priced, locked, booked, settled
 * (cart/payOrder.ts), numbered under an order and confirmed exactly as from the cart. Booked, the
 * checkout took the line; refused, the line goes again, and nothing else changed.
 * Idempotency-Key: the order keeps the hash of this body (not of the transient checkout body,
 * whose line id is new on every call), so a retry answers the first order and books nothing twice;
 * another body with the same key is 409 idempotency_key_reused.
 */
import { toMinor } from '../../../domain/money.ts';
import type { CheckoutRecord } from '../../../domain/records/cart.ts';
import type { HotelBookingBody } from '../../../domain/schemas/hotelSales.ts';
import type { ServiceContext } from '../../http/context.ts';
import { CartPriceChangedError, checkout } from '../cart/checkout.ts';
import { replayedCheckout } from '../cart/checkoutReplay.ts';
import { requestHash } from '../flightBooking/common.ts';
import { addHotelCartItem } from './cartItem.ts';

export async function bookHotelNow(ctx: ServiceContext, body: HotelBookingBody, now = new Date(), idempotencyKey?: string): Promise<CheckoutRecord> {
  const { payment, customer, seller, price, ...stay } = body;
  const hash = requestHash({ hotel_booking: body });
  const first = await replayedCheckout(ctx, idempotencyKey, hash);
  if (first) return first;
  // Priced now for the caller (409 with a pricing code when the stay cannot be sold).
  const line = await addHotelCartItem(ctx, { ...stay, service_type: 'hotels' }, now);
  try {
    // The page showed another price: the new one, to confirm (posting it again books).
    if (price !== undefined && toMinor(price) !== toMinor(line.price)) throw new CartPriceChangedError([{ id: line.id, old_price: price, new_price: line.price }]);
    const items = [{ id: line.id, passengers: [], ...(seller === undefined ? {} : { seller }) }];
    return await checkout(ctx, { items, ...(payment ? { payment } : {}), ...(customer === undefined ? {} : { customer }) }, now, idempotencyKey, hash);
  } finally {
    // Booked, the checkout removed it; refused, or answered by a twin's order, it must not stay in the cart.
    await ctx.db.deleteFrom('cart_items').where('id', '=', line.id).where('user_id', '=', ctx.actor.id).execute();
  }
}
