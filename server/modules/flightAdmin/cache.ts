/**
 * The catalogue GETs of flights (cities, categories, airlines, supplements) are read on every
 * search page and change only through the administration: answers are kept like the other
 * reference lists (docs/api.md), and every administration write, on any instance, clears them
 * (the `flight-catalog` topic, published after each write of flightAdmin/routes.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sharedCache, type TtlCache } from '../../http/cache.ts';
import { TOPICS } from '../../http/invalidation.ts';
import { REFERENCE_TTL_MS } from '../nomenclators/routes.ts';

export function catalogCache(db: Kysely<Database>): TtlCache {
  return sharedCache(db, { name: 'flight-catalog', ttlMs: REFERENCE_TTL_MS, topics: [TOPICS.flightCatalog] });
}
