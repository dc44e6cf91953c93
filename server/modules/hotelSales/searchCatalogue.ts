/**
 * What the hotel search reads of each hotel besides its availability: every active season with its
 * prices, the occupancies, supplements and offers (loadHotelsPricingData with no stay), kept in
 * memory per hotel. It is a catalogue in ARCHITECTURE's sense ('Several instances'), not an answer
 * cache: every write of admin-hotels/ publishes TOPICS.hotelCatalog after its commit, which clears it
 * on every instance, and it stays on with ANSWER_CACHE=off. Availability and the buyer's chain are
 * never kept here: the search reads them on every request. Reading the ~2 000 price rows of a
 * destination's hotels and parsing them was most of a search's cost (about 40 ms of PostgreSQL and
 * as much of node a request on the bench).
 */
import type { Kysely } from 'kysely';
import type { HotelPricingData } from '../../../domain/services/hotels.ts';
import type { Database } from '../../db/schema.ts';
import { sharedCache, wrapMany } from '../../http/cache.ts';
import { TOPICS } from '../../http/invalidation.ts';
import { loadHotelsPricingData } from '../hotelAdmin/pricingData.ts';

/**
 * At most this many hotels kept: about 45 KB each with their price cells built (the server's RSS
 * grew by 92 MB over the bench's 2 040 hotels), so about 225 MB at most. Beyond, the hotel read
 * longest ago is dropped and read again when asked.
 */
const CATALOGUE_HOTELS = 5_000;

/** The safety net of a lost bus message only (the bus clears it on every write). */
const CATALOGUE_TTL_MS = 10 * 60_000;

export function hotelCatalogues(db: Kysely<Database>, hotelIds: readonly number[]): Promise<Map<number, HotelPricingData>> {
  const cache = sharedCache(db, { name: 'hotel-search-catalogue', ttlMs: CATALOGUE_TTL_MS, maxEntries: CATALOGUE_HOTELS, topics: [TOPICS.hotelCatalog] });
  return wrapMany(cache, hotelIds, (missing) => loadHotelsPricingData(db, missing, null, null));
}
