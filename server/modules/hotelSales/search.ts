/**
 * GET hotels/search/ (docs/api-hotels-booking.md 'Search'). Two steps:
 * 1. one set-based query finds the candidate hotels: the filters of spec §3 on `hotels`, and per
 *    room type the nights of the stay read from the covering index hotel_availability (hotel_id,
 *    date) include (room_type_id, mode, allotment, sold): a room type qualifies when every night exists,
 *    none is stop_sale and a cupon_sales night has a room left (docs/api-hotels.md 'availability');
 * 2. the candidates' pricing data is read at once (loadHotelsPricingData: a fixed number of
 *    set-based queries whatever the count) and each is priced through priceStay (cheapestLodging:
 *    the cheapest lodging of the asked rooms, availability checked for the rooms together), then
 *    the caller's markup chain; then the price range, the order and the page.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import { fromMinor } from '../../../domain/money.ts';
import { stayNights, type HotelPricingData } from '../../../domain/services/hotels.ts';
import { cheapestLodging, inPriceRange } from '../../../domain/services/hotelBooking.ts';
import type { HotelSearchQuery } from '../../../domain/schemas/hotelSales.ts';
import type { HotelSearchResult } from '../../../domain/records/hotelSales.ts';
import { nameIn } from '../../db/catalogNames.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { pageOf, type Page } from '../../http/pagination.ts';
import { loadHotelsPricingData } from '../hotelAdmin/pricingData.ts';
import { loadHotelBuyer, sellOf, type HotelBuyer } from './pricing.ts';
import { sellableHotel } from './sources.ts';
import { hotelCandidates, type HotelCandidate } from './candidates.ts';
import { providerSearchResults } from './providerSource.ts';
import { todayUtc } from '../flightBooking/common.ts';

/**
 * The hotel has a room type sellable on every night of the stay (step 1): checked per hotel of the
 * filters (the covering index hotel_availability (hotel_id, date), migration 0040), so a search in
 * a destination reads its hotels' nights only.
 */
function availableNights(eb: ExpressionBuilder<Database, 'hotels'>, checkin: string, checkout: string) {
  const nights = stayNights(checkin, checkout).length;
  return eb.exists(
    eb
      .selectFrom('hotel_availability as a')
      .select(sql<number>`1`.as('one'))
      .whereRef('a.hotel_id', '=', 'hotels.id')
      .where('a.date', '>=', checkin)
      .where('a.date', '<', checkout)
      .groupBy('a.room_type_id')
      .having(sql<boolean>`count(*) = ${nights} and bool_and(a.mode <> 'stop_sale' and (a.mode <> 'cupon_sales' or a.allotment - a.sold >= 1))`),
  );
}

function candidates(ctx: ServiceContext, q: HotelSearchQuery) {
  return hotelCandidates(ctx, q)
    .where(sellableHotel)
    .where((eb) => availableNights(eb, q.checkin, q.checkout));
}

type Candidate = HotelCandidate;

/** The order asked (`price`, `category`, `name`, `id`, `-` for descending), name then id as the tiebreak. */
function orderTerms(ordering: string | undefined): { field: 'price' | 'category' | 'name' | 'id'; desc: boolean }[] {
  const terms = (ordering ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => ['price', 'category', 'name', 'id'].includes(f.replace(/^-/, '')))
    .map((f) => ({ field: f.replace(/^-/, '') as 'price' | 'category' | 'name' | 'id', desc: f.startsWith('-') }));
  return terms.length > 0 ? terms : [{ field: 'price', desc: false }];
}

interface Priced {
  row: Candidate;
  result: HotelSearchResult;
  sellMinor: number;
}

function priceCandidate(data: HotelPricingData | undefined, row: Candidate, q: HotelSearchQuery, buyer: HotelBuyer, today: string, mealPlans: Map<number, { code: string; name: string }>, roomNames: Map<number, string>): Priced | null {
  if (!data) return null;
  const lodging = cheapestLodging(data, { checkin: q.checkin, checkout: q.checkout, bookingDate: today, rooms: q.rooms }, q.plan === undefined ? undefined : [q.plan]);
  if (!lodging) return null;
  const sell = sellOf(lodging.price, buyer);
  const plan = mealPlans.get(lodging.meal_plan_id);
  return {
    row,
    sellMinor: sell.sellMinor,
    result: {
      id: row.id,
      slug: row.slug,
      name: row.name,
      category: row.category,
      chain: row.chain_id,
      chain_name: row.chain_name,
      country: row.country_id,
      country_name: row.country_name,
      destination: row.destination_id,
      destination_name: row.destination_name,
      zone_name: row.zone_name,
      photo: row.photo,
      nights: lodging.price.nights,
      meal_plan: lodging.meal_plan_id,
      meal_plan_code: plan?.code ?? '',
      meal_plan_name: plan?.name ?? '',
      rooms: lodging.room_type_ids.map((id) => ({ room_type: id, room_type_name: roomNames.get(id) ?? '' })),
      price: fromMinor(sell.sellMinor),
      currency: lodging.price.currency_id,
      on_request: lodging.price.onRequest,
      offers: [...new Set(lodging.price.rooms.flatMap((r) => r.offers.map((o) => o.name)))],
      is_hotel_integration: false,
    },
  };
}

function compare(terms: ReturnType<typeof orderTerms>) {
  return (a: Priced, b: Priced): number => {
    for (const { field, desc } of terms) {
      const d =
        field === 'price' ? a.sellMinor - b.sellMinor : field === 'category' ? a.row.category - b.row.category : field === 'name' ? a.row.name.localeCompare(b.row.name) : a.row.id - b.row.id;
      if (d !== 0) return desc ? -d : d;
    }
    return a.row.name.localeCompare(b.row.name) || a.row.id - b.row.id;
  };
}

export async function searchHotels(ctx: ServiceContext, url: string, q: HotelSearchQuery, now = new Date()): Promise<Page<HotelSearchResult>> {
  const today = todayUtc(now);
  const terms = orderTerms(q.ordering);
  const [rows, buyer, plans] = await Promise.all([candidates(ctx, q).execute(), loadHotelBuyer(ctx.db, ctx.actor.agency), ctx.db.selectFrom('meal_plans as m').select(['m.id', 'm.code', nameIn(ctx.lang, 'm').as('name')]).execute()]);
  const mealPlans = new Map(plans.map((p) => [p.id, { code: p.code, name: p.name }]));
  const hotelIds = rows.map((r) => r.id);
  const [roomTypes, pricing] = await Promise.all([
    hotelIds.length ? ctx.db.selectFrom('hotel_room_types as rt').select(['rt.id', nameIn(ctx.lang, 'rt').as('name')]).where('rt.hotel_id', '=', sql<number>`any(${hotelIds}::int[])`).execute() : [],
    loadHotelsPricingData(ctx.db, hotelIds, q.checkin, q.checkout, { availability: true, guests: q.rooms.map((r) => ({ adults: r.adults, children: r.children_ages.length })) }),
  ]);
  const roomNames = new Map(roomTypes.map((r) => [r.id, r.name]));
  const price = (row: Candidate) => priceCandidate(pricing.get(row.id), row, q, buyer, today, mealPlans, roomNames);
  const start = (q.page - 1) * q.page_size;
  // Every candidate is priced before paging, so the order by price, the price range and the count
  // are exact (a candidate without a price for these guests is no result).
  const priced = rows.map(price).filter((p): p is Priced => p !== null && inPriceRange(p.sellMinor, q.price_min, q.price_max));
  // The integrated provider's hotels, priced by one availability call (providerSource.ts), in the same list.
  priced.push(...(await providerSearchResults(ctx, q, buyer)).filter((p) => inPriceRange(p.sellMinor, q.price_min, q.price_max)));
  priced.sort(compare(terms));
  return pageOf({ url }, q, priced.length, priced.slice(start, start + q.page_size).map((p) => p.result));
}
