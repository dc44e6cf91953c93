/**
 * GET hotels/{slug}/ (docs/api-hotels-booking.md 'Hotel page'): the hotel, its photos and
 * description, and for each asked room every room type × plan that can lodge it for the stay,
 * priced for the caller (priceStay, then the markup chain) with its mandatory supplements inside
 * the price and each optional one with what it adds; the cancellation policy of the check-in
 * season with its zero-value penalties left out (spec §5).
 */
import { localizedPolicies } from '../../../domain/catalogNames.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { HotelPageRecord, RoomOffer } from '../../../domain/records/hotelSales.ts';
import type { HotelStayQuery } from '../../../domain/schemas/hotelSales.ts';
import { pricedPlans, roomTypesFor } from '../../../domain/services/hotelBooking.ts';
import { priceStay, stayNights, type PricingError } from '../../../domain/services/hotels.ts';
import { nameIn } from '../../db/catalogNames.ts';
import { sql } from 'kysely';
import type { ServiceContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { todayUtc } from '../flightBooking/common.ts';
import { loadHotelPricingData } from '../hotelAdmin/pricingData.ts';
import { pricingConflict } from '../hotelAdmin/service.ts';
import { loadHotelBuyer, sellOf } from './pricing.ts';
import { isProviderHotel, offeredHotel } from './sources.ts';
import { providerHotelPage } from './providerPage.ts';

export async function hotelPage(ctx: ServiceContext, slug: string, q: HotelStayQuery, now = new Date()): Promise<HotelPageRecord> {
  const { db, lang } = ctx;
  const hotel = await db
    .selectFrom('hotels')
    .leftJoin('hotel_chains as c', 'c.id', 'hotels.chain_id')
    .innerJoin('destinations as d', 'd.id', 'hotels.destination_id')
    .innerJoin('countries as co', 'co.id', 'hotels.country_id')
    .leftJoin('zones as z', 'z.id', 'hotels.zone_id')
    .select(['hotels.id', 'hotels.slug', 'hotels.name', 'hotels.category', 'hotels.address', 'hotels.description', 'hotels.description_en', 'c.name as chain_name', 'hotels.provider', nameIn(lang, 'd').as('destination_name'), nameIn(lang, 'z').as('zone_name')])
    .select(sql<string>`${sql.ref(lang === 'en' ? 'co.name_en' : 'co.name_es')}`.as('country_name'))
    .select(sql<string[]>`coalesce((select json_agg('/media/' || p.file order by p.sort, p.id) from hotel_photos p where p.hotel_id = hotels.id), '[]'::json)`.as('photos'))
    .where('hotels.slug', '=', slug)
    .where(offeredHotel)
    .executeTakeFirst();
  if (!hotel) throw notFound();
  if (isProviderHotel(hotel.provider)) return providerHotelPage(ctx, hotel, q);
  const [data, buyer, plans, roomTypes] = await Promise.all([
    loadHotelPricingData(db, hotel.id, q.checkin, q.checkout, { availability: true }),
    loadHotelBuyer(db, ctx.actor.agency),
    db.selectFrom('meal_plans as m').select(['m.id', 'm.code', nameIn(lang, 'm').as('name')]).execute(),
    db.selectFrom('hotel_room_types as rt').select(['rt.id', nameIn(lang, 'rt').as('name')]).where('rt.hotel_id', '=', hotel.id).execute(),
  ]);
  if (!data) throw notFound();
  const planOf = new Map(plans.map((p) => [p.id, p]));
  const typeName = new Map(roomTypes.map((r) => [r.id, r.name]));
  const today = todayUtc(now);
  const ask = { checkin: q.checkin, checkout: q.checkout, bookingDate: today };
  const offers: RoomOffer[] = [];
  let firstError: PricingError | null = null;
  let currency: number | null = null;
  let policies = null as ReturnType<typeof localizedPolicies> | null;
  for (const [index, room] of q.rooms.entries()) {
    for (const type of roomTypesFor(data, room)) {
      for (const plan of pricedPlans(data)) {
        const base = { ...room, room_type_id: type, meal_plan_id: plan };
        const result = priceStay(data, { ...ask, rooms: [{ ...base, supplements: [] }] });
        if (!result.ok) {
          firstError ??= result.error;
          continue;
        }
        const price = result.price;
        const priced = price.rooms[0];
        const sellMinor = sellOf(price, buyer).sellMinor;
        currency = price.currency_id;
        policies ??= localizedPolicies(lang, price.cancellation_policies);
        const optional = data.supplements.filter((s) => !s.mandatory && (s.room_type_id === null || s.room_type_id === type) && (s.meal_plan_id === null || s.meal_plan_id === plan));
        const supplements = priced.supplements.map((s) => ({ id: s.id, name: s.name, mandatory: true, amount: fromMinor(s.amountMinor), price: fromMinor(s.amountMinor) }));
        for (const s of optional) {
          const withIt = priceStay(data, { ...ask, rooms: [{ ...base, supplements: [s.id] }] });
          if (!withIt.ok) continue;
          const line = withIt.price.rooms[0].supplements.find((x) => x.id === s.id);
          if (!line || line.amountMinor === 0) continue;
          supplements.push({ id: s.id, name: s.name, mandatory: false, amount: fromMinor(line.amountMinor), price: fromMinor(sellOf(withIt.price, buyer).sellMinor - sellMinor) });
        }
        const childrenMinor = priced.nights.reduce((t, n) => t + n.childrenMinor, 0);
        const planRow = planOf.get(plan);
        offers.push({
          room: index,
          room_type: type,
          room_type_name: typeName.get(type) ?? '',
          meal_plan: plan,
          meal_plan_code: planRow?.code ?? '',
          meal_plan_name: planRow?.name ?? '',
          occupancy_text: room.children_ages.length ? `${room.adults}+${room.children_ages.length}` : String(room.adults),
          price: fromMinor(sellMinor),
          accommodation: fromMinor(priced.accommodationMinor - childrenMinor),
          children: fromMinor(childrenMinor),
          discount: fromMinor(priced.discountMinor),
          offers: priced.offers.map((o) => o.name),
          supplements,
          on_request: priced.onRequest,
        });
      }
    }
  }
  offers.sort((a, b) => a.room - b.room || toMinor(a.price) - toMinor(b.price) || a.room_type - b.room_type || a.meal_plan - b.meal_plan);
  const unavailable = offers.length > 0 ? null : firstError ? ctx.t(pricingConflict(firstError).detail.key, pricingConflict(firstError).detail.params) : ctx.t('hotel_sales.no_rooms');
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
    min_nights: data.min_nights,
    currency,
    rooms: q.rooms.map((r) => ({ adults: r.adults, children_ages: [...r.children_ages] })),
    offers,
    unavailable,
    // Only the penalties that cost something are shown (spec §5 'skip zero-value penalties').
    cancellation_policy: (policies ?? []).filter((p) => toMinor(p.value) > 0),
    is_hotel_integration: false,
  };
}
