/**
 * What the hotel search reads of each hotel besides its availability: every active season with its
 * prices, the occupancies, supplements and offers (loadHotelsPricingData with no stay), kept in
 * memory per hotel and catalogue version. It is a catalogue in ARCHITECTURE's sense ('Several
 * instances'), not an answer cache, and stays on with ANSWER_CACHE=off: the search's candidates
 * carry each hotel's `catalog_version`, which triggers raise in the transaction of any change of
 * what is kept here (migration 0054), so a write reloads that hotel alone, on every instance, and
 * nothing older than the committed version is ever priced. The availability is kept apart, per
 * its own version (stayAvailability.ts), and the buyer's chain 5 s (pricing.ts). Reading the ~2 000 price rows of a
 * destination's hotels and parsing them was most of a search's cost (about 40 ms of PostgreSQL and
 * as much of node a request on the bench).
 */
import type { Kysely } from 'kysely';
import type { HotelPricingData } from '../../../domain/services/hotels.ts';
import type { Database } from '../../db/schema.ts';
import { sharedCache, wrapMany } from '../../http/cache.ts';
import { loadHotelsPricingData } from '../hotelAdmin/pricingData.ts';

/**
 * At most this many hotels (versions of a hotel counted apart) kept: about 45 KB each with their
 * price cells built (the server's RSS grew by 92 MB over the bench's 2 040 hotels), so about
 * 225 MB at most. Beyond, the one read longest ago is dropped and read again when asked.
 */
const CATALOGUE_HOTELS = 5_000;

/**
 * A version superseded by a write is never asked again: it leaves with the oldest entries, or
 * after this long.
 */
const CATALOGUE_TTL_MS = 10 * 60_000;

/** The catalogues of `hotels` at the versions their candidates read, by hotel id. */
export function hotelCatalogues(db: Kysely<Database>, hotels: readonly { id: number; catalog_version: number }[]): Promise<Map<number, HotelPricingData>> {
  const cache = sharedCache(db, { name: 'hotel-search-catalogue', ttlMs: CATALOGUE_TTL_MS, maxEntries: CATALOGUE_HOTELS, topics: [] });
  const versions = new Map(hotels.map((h) => [h.id, h.catalog_version]));
  return wrapMany(
    cache,
    hotels.map((h) => h.id),
    (missing) => loadHotelsPricingData(db, missing, null, null),
    (id) => `${id}@${versions.get(id)}`,
  );
}
