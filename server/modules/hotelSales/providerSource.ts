/**
 * The integrated provider as a source of the hotel search (sources.ts; docs/api-hotels-booking.md
 * 'Hotels of the integrated provider'): its hotels matching the search filters are priced by ONE
 * availability call (providerSearch with all their codes, the stay and the rooms), each hotel's
 * cheapest offer through the caller's markup chain (pricing.ts sellOf), in the search's result
 * shape so they sort, filter by price and page with our own hotels. The provider failing must not
 * take our own hotels down: the failure is logged and the search answers without the provider.
 *
 * Services get the provider through the database they run on (`hotelProviderFor(ctx.db)`): the
 * hotel routes register their app here, so the cart and checkout reach it without Fastify.
 */
import type { Kysely } from 'kysely';
import { fromMinor } from '../../../domain/money.ts';
import type { HotelSearchResult } from '../../../domain/records/hotelSales.ts';
import type { HotelSearchQuery } from '../../../domain/schemas/hotelSales.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { hotelProviderOf, providerSearch, type HotelProvider } from '../hotelProvider/service.ts';
import { hotelProviderSettings } from '../hotelProvider/settings.ts';
import { appAddress, type AppAddress } from '../gateways/runtime.ts';
import { sellOf, type HotelBuyer } from './pricing.ts';
import type { HotelCandidate } from './candidates.ts';
import { hotelResult, type Lookups, type Priced } from './searchResults.ts';

type Db = Kysely<Database>;

/** What the provider's services read of the app (the Fastify instance, seen structurally: services do not import Fastify). */
export interface ProviderHost extends AppAddress {
  db: Db;
  log: { warn(details: object, message: string): void };
}

const apps = new WeakMap<Db, ProviderHost>();

/** Called by the hotel routes: services on this app's database reach the provider through it. */
export function registerHotelProvider(app: ProviderHost): void {
  apps.set(app.db, app);
}

/**
 * The provider as the app on this database reaches it, or null when there is none to ask: no app
 * (a script) or the sandbox is the provider and this server does not listen (a test through
 * app.inject only: the sandbox is this very server).
 */
function reachableProvider(db: Db): { provider: HotelProvider; app: ProviderHost } | null {
  const app = apps.get(db);
  if (!app) return null;
  if (hotelProviderSettings(appAddress(app)).sandbox && !app.server.listening) return null;
  return { provider: hotelProviderOf(app), app };
}

export const providerUnavailable = () => new ApiError(502, { key: 'hotel_provider.unavailable' }, 'provider_unavailable');

/** The provider for a booking step: a 502 'the provider does not answer' when it cannot be reached. */
export function hotelProviderFor(db: Db): HotelProvider {
  const found = reachableProvider(db);
  if (!found) throw providerUnavailable();
  return found.provider;
}

/** Logs a provider failure that the caller survives (a search, a compensation). */
export function logProviderFailure(db: Db, message: string, err: unknown): void {
  const app = apps.get(db);
  if (app) app.log.warn({ err }, message);
  else console.warn(message, err);
}

/** A candidate of the search sold by the integrated provider (search.ts reads them with ours, with its code). */
export type ProviderCandidate = HotelCandidate & { provider_code: string | null };

/** The provider's hotels of the search, each at its cheapest offer for the caller (one provider call). */
export async function providerSearchResults(ctx: ServiceContext, q: HotelSearchQuery, buyer: HotelBuyer, rows: readonly ProviderCandidate[]): Promise<Priced[]> {
  const reachable = reachableProvider(ctx.db);
  const hotels = rows.flatMap((r) => (r.provider_code === null ? [] : [{ id: r.id, provider_code: r.provider_code }]));
  if (!reachable || hotels.length === 0) return [];
  let found;
  try {
    found = await providerSearch(reachable.provider, { checkin: q.checkin, checkout: q.checkout, rooms: q.rooms, hotels, mealPlanId: q.plan, kept: true });
  } catch (err) {
    reachable.app.log.warn({ err }, 'hotel search: the integrated provider failed; own hotels answer alone');
    return [];
  }
  const rowOf = new Map(rows.map((r) => [r.id, r]));
  const out: Priced[] = [];
  for (const hotel of found) {
    const row = rowOf.get(hotel.hotel_id);
    if (!row) continue;
    // The chain's markups may not keep the net order: the cheapest for the caller wins.
    const best = hotel.offers.map((offer) => ({ offer, sellMinor: sellOf(offer.price, buyer).sellMinor })).sort((a, b) => a.sellMinor - b.sellMinor)[0];
    if (!best) continue;
    const { offer, sellMinor } = best;
    out.push({
      row,
      sellMinor,
      roomTypes: offer.price.rooms.map((r) => r.room_type_id),
      result: (lookups: Lookups): HotelSearchResult => {
        const plan = lookups.mealPlans.get(offer.meal_plan_id);
        return hotelResult(row, lookups, {
          nights: offer.price.nights,
          meal_plan: offer.meal_plan_id,
          meal_plan_code: plan?.code ?? offer.board_code,
          meal_plan_name: plan?.name ?? offer.board_name,
          rooms: offer.price.rooms.map((r) => ({ room_type: r.room_type_id, room_type_name: lookups.roomNames.get(r.room_type_id) ?? offer.room_name })),
          price: fromMinor(sellMinor),
          currency: offer.price.currency_id,
          on_request: false,
          offers: [],
          is_hotel_integration: true,
        });
      },
    });
  }
  return out;
}
