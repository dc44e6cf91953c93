/**
 * A provider hotel's stay through the shared cart and checkout (docs/api-hotels-booking.md 'Hotels
 * of the integrated provider'): the offer chosen when added (one room type and plan for all the
 * rooms; the provider has no supplements), re-checked with providerCheckRate when added and at
 * checkout (a changed price is the checkout's usual 409 price_changed), booked with providerBook
 * before the checkout's transaction and cancelled again (compensation) when anything after it
 * fails. No local inventory is taken: the provider's allotment is the provider's.
 *
 * Why before the transaction: the provider is an HTTP call; holding the checkout's locks (and, on
 * the embedded PGlite, its only connection, which the sandbox on this server also needs) across it
 * would stall every other booking. All-or-none holds through the compensation.
 */
import type { ProviderBooking } from '../hotelProvider/service.ts';
import { providerBook, providerCancel, providerCheckRate, providerHotelOffers, type ProviderCancellation, type ProviderSelection } from '../hotelProvider/service.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, fieldError } from '../../http/errors.ts';
import type { HotelItemData, PricedStay } from './cartItem.ts';
import { sellOf, type HotelBuyer } from './pricing.ts';
import { hotelProviderFor, logProviderFailure } from './providerSource.ts';

type Db = Kysely<Database>;

type StayData = Pick<HotelItemData, 'hotel_id' | 'checkin' | 'checkout' | 'meal_plan_id' | 'rooms'>;

const selectionOf = (data: StayData, rateKeys: readonly string[]): ProviderSelection => ({
  hotel_id: data.hotel_id,
  checkin: data.checkin,
  checkout: data.checkout,
  rooms: data.rooms.map((r) => ({ adults: r.adults, children_ages: r.children_ages })),
  rate_keys: rateKeys,
});

/** The provider's rates of the asked room type and plan for every room (adding to the cart). */
export async function chooseProviderRates(db: Db, data: StayData): Promise<string[]> {
  const roomType = data.rooms[0].room_type_id;
  if (data.rooms.some((r) => r.room_type_id !== roomType)) throw fieldError('rooms', 'hotel_provider_sales.same_room_type');
  if (data.rooms.some((r) => r.supplements.length > 0)) throw fieldError('rooms', 'hotel_provider_sales.no_supplements');
  const { offers } = await providerHotelOffers(hotelProviderFor(db), data.hotel_id, { checkin: data.checkin, checkout: data.checkout, rooms: selectionOf(data, []).rooms });
  const offer = offers.find((o) => o.room_type_id === roomType && o.meal_plan_id === data.meal_plan_id);
  if (!offer) throw new ApiError(409, { key: 'hotel_provider_sales.no_offer' }, 'provider_no_offer');
  return offer.rate_keys;
}

/** The stay's price now (providerCheckRate of its rates), for the buyer; the rates to book with. */
export async function priceProviderStay(db: Db, buyer: HotelBuyer, data: StayData, rateKeys: readonly string[]): Promise<PricedStay> {
  const offer = await providerCheckRate(hotelProviderFor(db), selectionOf(data, rateKeys));
  return { price: offer.price, sell: sellOf(offer.price, buyer), rate_keys: offer.rate_keys };
}

export interface ProviderStayToBook {
  /** The cart item's index in the checkout body (its field errors go under items.<index>.). */
  index: number;
  id: number;
  data: HotelItemData;
  priced: PricedStay;
}

export interface ProviderBookings {
  /** The provider's booking of each cart item id. */
  byItem: Map<number, ProviderBooking>;
  /** Cancels every booking made (the checkout failed after them); never throws. */
  undo(): Promise<void>;
}

/** Books each provider stay; one failing cancels those already booked and is thrown (index attached). */
export async function bookProviderStays(db: Db, stays: readonly ProviderStayToBook[], onError: (err: unknown, index: number) => unknown): Promise<ProviderBookings> {
  const byItem = new Map<number, ProviderBooking>();
  const undo = async () => {
    for (const booking of [...byItem.values()].reverse()) {
      try {
        await providerCancel(hotelProviderFor(db), booking.reference);
      } catch (err) {
        // Left booked at the provider: the log names it so staff can cancel it there.
        logProviderFailure(db, `checkout compensation: the provider booking ${booking.reference} could not be cancelled`, err);
      }
    }
  };
  for (const stay of stays) {
    try {
      const booking = await providerBook(hotelProviderFor(db), {
        selection: selectionOf(stay.data, stay.priced.rate_keys ?? []),
        holders: stay.data.rooms.map((r) => ({ name: r.holder.first_name, surname: r.holder.last_name })),
        client_reference: `CART${stay.id}`,
        remark: stay.data.description,
      });
      byItem.set(stay.id, booking);
    } catch (err) {
      await undo();
      throw onError(err, stay.index);
    }
  }
  return { byItem, undo };
}

/** Cancels a booking at the provider: what the provider charges is the cancellation's penalty. */
export function cancelAtProvider(db: Db, reference: string): Promise<ProviderCancellation> {
  return providerCancel(hotelProviderFor(db), reference);
}
