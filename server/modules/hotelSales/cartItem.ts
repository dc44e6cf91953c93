/**
 * A hotel stay in the shared cart (docs/api-cart.md 'Items', docs/api-hotels-booking.md
 * 'Booking'): the item keeps the stay (hotel, dates, plan, rooms with their holders, children's
 * ages and chosen supplements) and its price for the caller; the checkout prices it again through
 * the same function and books it. Hotel rooms are not held by the cart: the checkout takes them.
 */
import type { Kysely } from 'kysely';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { ChainPrice } from '../../../domain/pricing/markupChain.ts';
import type { CartItemRecord } from '../../../domain/records/cart.ts';
import type { HotelCartItemBody } from '../../../domain/schemas/hotelSales.ts';
import { priceStay, type StayPrice } from '../../../domain/services/hotels.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, fieldError } from '../../http/errors.ts';
import { todayUtc } from '../flightBooking/common.ts';
import { loadHotelPricingData } from '../hotelAdmin/pricingData.ts';
import { pricingConflict } from '../hotelAdmin/service.ts';
import { holdMinutes } from '../cart/holds.ts';
import { loadHotelBuyer, sellOf, type HotelBuyer } from './pricing.ts';
import { isProviderHotel, offeredHotel } from './sources.ts';
import { chooseProviderRates, priceProviderStay } from './providerStay.ts';

type Db = Kysely<Database>;

export interface HotelItemRoom {
  room_type_id: number;
  adults: number;
  children_ages: number[];
  supplements: number[];
  holder: { first_name: string; last_name: string };
}

/** What `cart_items.data` keeps for a hotel item. */
export interface HotelItemData {
  hotel_id: number;
  hotel_name: string;
  checkin: string;
  checkout: string;
  meal_plan_id: number;
  rooms: HotelItemRoom[];
  description: string;
  start_date: string;
  end_date: string;
  /** A provider hotel's rates of the chosen offer, one per room (providerStay.ts); absent for own hotels. */
  provider_rate_keys?: string[];
}

export interface PricedStay {
  price: StayPrice;
  sell: ChainPrice;
  /** A provider stay's rates as just checked, to book with. */
  rate_keys?: string[];
}

/** The stay priced now for the buyer, availability checked; a pricing error is its 409. */
export async function priceHotelStay(db: Db, buyer: HotelBuyer, data: Pick<HotelItemData, 'hotel_id' | 'checkin' | 'checkout' | 'meal_plan_id' | 'rooms' | 'provider_rate_keys'>, today: string): Promise<PricedStay> {
  if (data.provider_rate_keys) return priceProviderStay(db, buyer, data, data.provider_rate_keys);
  const pricing = await loadHotelPricingData(db, data.hotel_id, data.checkin, data.checkout, { availability: true });
  if (!pricing) throw fieldError('hotel', 'hotel_sales.not_found');
  const result = priceStay(pricing, {
    checkin: data.checkin,
    checkout: data.checkout,
    bookingDate: today,
    rooms: data.rooms.map((r) => ({ adults: r.adults, children_ages: r.children_ages, room_type_id: r.room_type_id, meal_plan_id: data.meal_plan_id, supplements: r.supplements })),
  });
  if (!result.ok) throw pricingConflict(result.error);
  return { price: result.price, sell: sellOf(result.price, buyer) };
}

export function hotelItemRecord(row: { id: number; service_type: string; data: unknown; price: string; currency_id: number; expires_at: Date; created_at: Date }): CartItemRecord {
  const data = row.data as HotelItemData;
  const adults = data.rooms.reduce((t, r) => t + r.adults, 0);
  const children = data.rooms.reduce((t, r) => t + r.children_ages.length, 0);
  return {
    id: row.id,
    service_type: row.service_type,
    description: data.description,
    start_date: data.start_date,
    end_date: data.end_date,
    passengers: { adults, children, infants: 0 },
    price: row.price,
    currency: row.currency_id,
    expires_at: row.expires_at.toISOString(),
    held: false,
    created_at: row.created_at.toISOString(),
  };
}

/** POST cart/items/ with service_type 'hotels': priced now; a stated price that differs is a 409. */
export async function addHotelCartItem({ db, actor }: ServiceContext, body: HotelCartItemBody, now = new Date()): Promise<CartItemRecord> {
  const hotel = await db.selectFrom('hotels').select(['id', 'name', 'provider']).where('id', '=', body.hotel).where(offeredHotel).executeTakeFirst();
  if (!hotel) throw fieldError('hotel', 'hotel_sales.not_found');
  const data: HotelItemData = {
    hotel_id: hotel.id,
    hotel_name: hotel.name,
    checkin: body.checkin,
    checkout: body.checkout,
    meal_plan_id: body.meal_plan,
    rooms: body.rooms.map((r) => ({ room_type_id: r.room_type, adults: r.adults, children_ages: r.children_ages, supplements: r.supplements, holder: r.holder })),
    description: `${hotel.name} · ${body.rooms.length} × ${body.checkin} → ${body.checkout}`,
    start_date: body.checkin,
    end_date: body.checkout,
  };
  if (isProviderHotel(hotel.provider)) data.provider_rate_keys = await chooseProviderRates(db, data);
  const [buyer, minutes] = await Promise.all([loadHotelBuyer(db, actor.agency), holdMinutes(db)]);
  const { price, sell } = await priceHotelStay(db, buyer, data, todayUtc(now));
  if (body.price !== undefined && toMinor(body.price) !== sell.sellMinor) {
    throw new ApiError(409, { key: 'api.price_changed' }, 'price_changed');
  }
  const row = await db
    .insertInto('cart_items')
    .values({
      user_id: actor.id,
      agency_id: actor.agency.id,
      service_type: 'hotels',
      data: JSON.stringify(data),
      price: fromMinor(sell.sellMinor),
      currency_id: price.currency_id,
      expires_at: new Date(now.getTime() + minutes * 60_000),
      held_seats: null,
    })
    .returning(['id', 'service_type', 'data', 'price', 'currency_id', 'expires_at', 'created_at'])
    .executeTakeFirstOrThrow();
  return hotelItemRecord(row);
}
