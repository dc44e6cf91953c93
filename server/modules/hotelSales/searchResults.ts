/**
 * A result of the hotel search before its page is cut: the hotel's row, the caller's price to
 * sort and filter by, and how to write its result once it is on the page (own hotels are itemised
 * by priceStay then, the provider's come written). The names the page shows are read once for the
 * whole page, whatever source its hotels come from.
 */
import type { HotelSearchResult } from '../../../domain/records/hotelSales.ts';
import { nameIn } from '../../db/catalogNames.ts';
import { sharedCache, wrapMany } from '../../http/cache.ts';
import type { ServiceContext } from '../../http/context.ts';
import { TOPICS } from '../../http/invalidation.ts';
import { REFERENCE_TTL_MS } from '../nomenclators/routes.ts';
import { hotelDisplays, type HotelCandidate, type HotelDisplay } from './candidates.ts';

type Candidate = HotelCandidate;

export interface Priced {
  row: Candidate;
  sellMinor: number;
  /** The room types of the lodging chosen (ours, the provider's mapped to ours), named on the page. */
  roomTypes: readonly number[];
  /** The result as the page shows it: built for the page's hotels only. */
  result(lookups: Lookups): HotelSearchResult;
}

export interface Lookups {
  hotels: Map<number, HotelDisplay>;
  mealPlans: Map<number, { code: string; name: string }>;
  roomNames: Map<number, string>;
}

/** What a result says of the lodging offered, whatever source sells it. */
export type LodgingPart = Pick<HotelSearchResult, 'nights' | 'meal_plan' | 'meal_plan_code' | 'meal_plan_name' | 'rooms' | 'price' | 'currency' | 'on_request' | 'offers' | 'is_hotel_integration'>;

/**
 * A result: its hotel as read for the page, and the lodging. Written out rather than spread
 * (`{ ...hotel, ...lodging }` adds properties, slow in V8: domain/services/hotelBooking.ts `lodged`).
 */
export function hotelResult(row: Candidate, lookups: Lookups, lodging: LodgingPart): HotelSearchResult {
  const shown = lookups.hotels.get(row.id);
  if (!shown) throw new Error(`hotel ${row.id} was not read for the page`);
  return {
    id: row.id,
    slug: shown.slug,
    name: row.name,
    category: row.category,
    chain: shown.chain_id,
    chain_name: shown.chain_name,
    country: shown.country_id,
    country_name: shown.country_name,
    destination: shown.destination_id,
    destination_name: shown.destination_name,
    zone_name: shown.zone_name,
    photo: shown.photo,
    nights: lodging.nights,
    meal_plan: lodging.meal_plan,
    meal_plan_code: lodging.meal_plan_code,
    meal_plan_name: lodging.meal_plan_name,
    rooms: lodging.rooms,
    price: lodging.price,
    currency: lodging.currency,
    on_request: lodging.on_request,
    offers: lodging.offers,
    is_hotel_integration: lodging.is_hotel_integration,
  };
}

/** The meal plans in the caller's language: a reference list, kept like the other nomenclators. */
export function mealPlans(ctx: ServiceContext): Promise<Map<number, { code: string; name: string }>> {
  const cache = sharedCache(ctx.db, { name: 'hotel-search-meal-plans', ttlMs: REFERENCE_TTL_MS, topics: [TOPICS.hotelCatalog] });
  return cache.wrap(ctx.lang, async () => {
    const plans = await ctx.db.selectFrom('meal_plans as m').select(['m.id', 'm.code', nameIn(ctx.lang, 'm').as('name')]).execute();
    return new Map(plans.map((p) => [p.id, { code: p.code, name: p.name }]));
  });
}

/**
 * What the page's hotels show (hotelDisplays), kept per hotel and language like the reference lists
 * (nomenclators/routes.ts): every write of admin-hotels/ (the hotels, their photos, room types and
 * chains) and of the flight administration (countries, destinations, zones) clears it on every
 * instance through the bus. Not an answer cache: the same hotel's names on every page that shows it.
 */
function keptDisplays(ctx: ServiceContext, ids: readonly number[]): Promise<Map<number, HotelDisplay>> {
  const cache = sharedCache(ctx.db, { name: 'hotel-search-displays', ttlMs: REFERENCE_TTL_MS, maxEntries: 10_000, topics: [TOPICS.flightCatalog, TOPICS.hotelCatalog] });
  return wrapMany(cache, ids, (missing) => hotelDisplays(ctx, missing), (id) => `${ctx.lang}:${id}`);
}

/** The names the page's results show, whatever its sources (the hotels' and the meal plans' are kept). */
export async function pageLookups(ctx: ServiceContext, page: readonly Priced[]): Promise<Lookups> {
  const [hotels, plans] = await Promise.all([
    keptDisplays(
      ctx,
      page.map((p) => p.row.id),
    ),
    mealPlans(ctx),
  ]);
  const roomNames = new Map<number, string>();
  for (const p of page) {
    const names = hotels.get(p.row.id)?.room_names ?? [];
    for (const type of p.roomTypes) {
      const named = names.find(([id]) => id === type);
      if (named) roomNames.set(type, named[1]);
    }
  }
  return { hotels, mealPlans: plans, roomNames };
}
