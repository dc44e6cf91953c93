/**
 * The provider's availability answers as the hotel search's list keeps them: Hotelbeds' "lazy
 * cache" (developer.hotelbeds.com, "Cache build"): a list may show what the provider answered for
 * the same request a little while ago, while the hotel's page, the rate check and the booking ask it
 * live, so a price or room gone since is caught before anything is booked (409 'no availability
 * found'). It spares the provider the same request from many searches (its quotas count them) and
 * spares each search a round trip.
 *
 * Not one of our answer caches (ANSWER_CACHE): it holds the external party's answers, which change
 * without telling us and so can only age out (`searchKeepMs`), and every instance drops them at once
 * when we book or cancel with the provider ourselves (TOPICS.hotelProviderBookings). Our own hotels'
 * availability and prices are never read from it.
 */
import { sharedCache } from '../../http/cache.ts';
import { invalidationBus, TOPICS } from '../../http/invalidation.ts';
import type { AvailabilityRequest, WireHotel } from './protocol.ts';
import type { HotelProvider } from './service.ts';

/** Bounds the memory: an answer holds a few hotels (the search asks for one destination's). */
const KEPT_ANSWERS = 2_000;

/** The provider's answer to `request`, as kept for the search's list when its settings allow. */
export function keptAvailability(provider: HotelProvider, request: AvailabilityRequest): Promise<WireHotel[]> {
  const ttlMs = provider.searchKeepMs;
  if (ttlMs <= 0) return provider.client.availability(request);
  const kept = sharedCache(provider.db, { name: 'hotel-provider-availability', ttlMs, maxEntries: KEPT_ANSWERS, topics: [TOPICS.hotelProviderBookings] });
  // The request's own JSON: the stay, the occupancies and the hotels' codes are the whole question.
  return kept.wrap(JSON.stringify(request), () => provider.client.availability(request));
}

/** After booking or cancelling with the provider (or failing to): its rooms changed, so the kept answers go. */
export async function providerStockChanged(provider: HotelProvider): Promise<void> {
  const bus = invalidationBus(provider.db);
  // The booking stands whatever happens here: without the bus, the other instances' answers age out.
  await bus.publish(TOPICS.hotelProviderBookings).catch(() => bus.deliver(TOPICS.hotelProviderBookings, undefined));
}
