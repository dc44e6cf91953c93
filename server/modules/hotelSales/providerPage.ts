/**
 * The hotel page of a provider hotel (GET hotels/{slug}/, docs/api-hotels-booking.md 'Hotels of
 * the integrated provider'): the provider's offers for the stay (providerHotelOffers), each room of
 * each offer priced for the caller through the markup chain, in the page's own shape; the
 * cancellation policy from the provider's rate of the cheapest offer, zero penalties left out
 * (spec §5). The provider having no rooms is the page's `unavailable` message (spec §8), not an
 * error; the provider failing is its translated 502/503.
 */
import { localizedPolicies } from '../../../domain/catalogNames.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { HotelPageRecord, RoomOffer } from '../../../domain/records/hotelSales.ts';
import type { HotelStayQuery } from '../../../domain/schemas/hotelSales.ts';
import { stayNights } from '../../../domain/services/hotels.ts';
import { nameIn } from '../../db/catalogNames.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { providerHotelOffers, type ProviderOffer } from '../hotelProvider/service.ts';
import { loadHotelBuyer, sellOf } from './pricing.ts';
import { hotelProviderFor } from './providerSource.ts';

type PageHotel = Pick<HotelPageRecord, 'id' | 'slug' | 'name' | 'category' | 'chain_name' | 'country_name' | 'destination_name' | 'zone_name' | 'address' | 'photos'> & { description: string; description_en: string | null };

export async function providerHotelPage(ctx: ServiceContext, hotel: PageHotel, q: HotelStayQuery): Promise<HotelPageRecord> {
  const { db, lang } = ctx;
  const stay = { checkin: q.checkin, checkout: q.checkout, rooms: q.rooms };
  const [buyer, plans, roomTypes] = await Promise.all([
    loadHotelBuyer(db, ctx.actor.agency),
    db.selectFrom('meal_plans as m').select(['m.id', 'm.code', nameIn(lang, 'm').as('name')]).execute(),
    db.selectFrom('hotel_room_types as rt').select(['rt.id', nameIn(lang, 'rt').as('name')]).where('rt.hotel_id', '=', hotel.id).execute(),
  ]);
  let found: ProviderOffer[] = [];
  let unavailable: string | null = null;
  try {
    found = (await providerHotelOffers(hotelProviderFor(db), hotel.id, stay)).offers;
  } catch (err) {
    // 'No rooms provided, hotel not available (try more nights)' is an answer, not a failure.
    if (!(err instanceof ApiError && err.code === 'provider_no_rooms')) throw err;
    unavailable = ctx.t(err.detail.key, err.detail.params);
  }
  const planOf = new Map(plans.map((p) => [p.id, p]));
  const typeName = new Map(roomTypes.map((r) => [r.id, r.name]));
  const offers: RoomOffer[] = found.flatMap((offer) =>
    offer.price.rooms.map((room, index) => {
      const asked = q.rooms[index];
      // A room's share of the offer, through the chain as the whole stay would be.
      const sellMinor = sellOf({ ...offer.price, rooms: [room], netMinor: room.netMinor }, buyer).sellMinor;
      const plan = planOf.get(offer.meal_plan_id);
      return {
        room: index,
        room_type: offer.room_type_id,
        room_type_name: typeName.get(offer.room_type_id) ?? offer.room_name,
        meal_plan: offer.meal_plan_id,
        meal_plan_code: plan?.code ?? offer.board_code,
        meal_plan_name: plan?.name ?? offer.board_name,
        occupancy_text: asked.children_ages.length ? `${asked.adults}+${asked.children_ages.length}` : String(asked.adults),
        price: fromMinor(sellMinor),
        accommodation: fromMinor(room.accommodationMinor),
        children: fromMinor(0),
        discount: fromMinor(0),
        offers: [],
        supplements: [],
        on_request: false,
      };
    }),
  );
  offers.sort((a, b) => a.room - b.room || toMinor(a.price) - toMinor(b.price) || a.room_type - b.room_type || a.meal_plan - b.meal_plan);
  const cheapest = found[0];
  return {
    id: hotel.id,
    slug: hotel.slug,
    name: hotel.name,
    category: hotel.category,
    chain_name: hotel.chain_name,
    country_name: hotel.country_name,
    destination_name: hotel.destination_name,
    zone_name: hotel.zone_name,
    address: hotel.address,
    description: lang === 'en' && hotel.description_en ? hotel.description_en : hotel.description,
    photos: hotel.photos,
    checkin: q.checkin,
    checkout: q.checkout,
    nights: stayNights(q.checkin, q.checkout).length,
    min_nights: 1,
    currency: cheapest?.price.currency_id ?? null,
    rooms: q.rooms.map((r) => ({ adults: r.adults, children_ages: [...r.children_ages] })),
    offers,
    unavailable: offers.length > 0 ? null : (unavailable ?? ctx.t('hotel_provider.no_rooms')),
    // Only the penalties that cost something are shown (spec §5 'skip zero-value penalties').
    cancellation_policy: cheapest ? localizedPolicies(lang, cheapest.price.cancellation_policies).filter((p) => toMinor(p.value) > 0) : [],
    is_hotel_integration: true,
  };
}
