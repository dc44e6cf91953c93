/**
 * The catalogue GETs of flights (cities, categories, airlines, supplements) are read on every
 * search page and change only through the administration: answers are kept 30 s like the other
 * reference lists (docs/api.md), and every administration write through this instance clears them.
 * Keyed by the database handle, which every encapsulated route context of one app shares.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { TtlCache } from '../../http/cache.ts';
import { REFERENCE_TTL_MS } from '../nomenclators/routes.ts';

const caches = new WeakMap<Kysely<Database>, TtlCache>();

export function catalogCache(db: Kysely<Database>): TtlCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TtlCache(REFERENCE_TTL_MS);
    caches.set(db, cache);
  }
  return cache;
}
