/**
 * A quote's hotel stay back into the cart (docs/api-quotes.md 'Convert'): re-priced for today
 * through the hotel pricing path of POST cart/items/ and the checkout (hotelSales/cartItem.ts
 * `priceHotelStay`, the caller's markup chain), with the cart's re-price rule (a price other than
 * the quote's converts only when accepted exactly). A stay that can no longer be sold — hotel gone
 * or no longer on sale, no rooms, minimum nights, a season without price — is reported with its own
 * reason, item by item. Hotel items hold no rooms (the checkout takes them), so the insert is the
 * item alone, with the cart's expiry.
 */
import type { Kysely } from 'kysely';
import { fromMinor } from '../../../domain/money.ts';
import type { CartItemRecord } from '../../../domain/records/cart.ts';
import type { QuoteUnavailableRecord } from '../../../domain/records/quotes.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, FieldErrors } from '../../http/errors.ts';
import { todayUtc } from '../flightBooking/common.ts';
import { hotelItemRecord, priceHotelStay, type HotelItemData } from '../hotelSales/cartItem.ts';
import type { HotelBuyer } from '../hotelSales/pricing.ts';
import { sellableHotel } from '../hotelSales/sources.ts';

type Db = Kysely<Database>;

export type QuoteUnavailableItem = QuoteUnavailableRecord;

/** 409 unavailable: the items that can no longer be sold, each with its reason in the caller's language. */
export class QuoteUnavailableError extends ApiError {
  constructor(readonly items: QuoteUnavailableItem[]) {
    super(409, { key: 'quotes.unavailable', params: { items: items.map((i) => `«${i.description}»: ${i.detail}`).join(' ') } }, 'unavailable');
    this.name = 'QuoteUnavailableError';
  }
}

export type HotelRepricing = { ok: true; data: HotelItemData; price: string; currency: number } | { ok: false; unavailable: QuoteUnavailableItem };

/** The stay priced now for the buyer, or why it cannot be sold any more (a 5xx stays an error). */
export async function repriceHotelItem(ctx: ServiceContext, buyer: HotelBuyer, row: { id: number; data: unknown }, now: Date): Promise<HotelRepricing> {
  const data = row.data as HotelItemData;
  const unavailable = (code: string, detail: string): HotelRepricing => ({ ok: false, unavailable: { id: row.id, description: data.description, code, detail } });
  const hotel = await ctx.db.selectFrom('hotels').select('id').where('id', '=', data.hotel_id).where(sellableHotel).executeTakeFirst();
  if (!hotel) return unavailable('not_found', ctx.t('hotel_sales.not_found'));
  try {
    const stay = await priceHotelStay(ctx.db, buyer, data, todayUtc(now));
    return { ok: true, data, price: fromMinor(stay.sell.sellMinor), currency: stay.price.currency_id };
  } catch (err) {
    if (err instanceof ApiError && err.statusCode < 500) return unavailable(err.code ?? 'unavailable', ctx.t(err.detail.key, err.detail.params));
    if (err instanceof FieldErrors) {
      const first = Object.values(err.fields)[0]?.[0];
      return unavailable('not_found', first ? ctx.t(first.key, first.params) : ctx.t('hotel_sales.not_found'));
    }
    throw err;
  }
}

/** Inserts the re-priced stay into the caller's cart, in the conversion's transaction. */
export async function insertHotelItem(trx: Db, actor: ServiceContext['actor'], item: { data: HotelItemData; price: string; currency: number; expiresAt: Date }): Promise<CartItemRecord> {
  const row = await trx
    .insertInto('cart_items')
    .values({ user_id: actor.id, agency_id: actor.agency.id, service_type: 'hotels', data: JSON.stringify(item.data), price: item.price, currency_id: item.currency, expires_at: item.expiresAt, held_seats: null })
    .returning(['id', 'service_type', 'data', 'price', 'currency_id', 'expires_at', 'created_at'])
    .executeTakeFirstOrThrow();
  return hotelItemRecord(row);
}
