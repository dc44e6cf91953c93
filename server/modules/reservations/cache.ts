/**
 * A 5-second cache of reservation list pages per scope (docs/decisions.md), as the agency list has
 * (an answer cache: off with ANSWER_CACHE=off). Every write to reservations, on any instance, clears
 * it through the `reservations` topic (which also clears the flight search's answers: their free
 * seats moved), and so does every write of the flight administration (a departure's times and
 * number show in the records' legs).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sharedCache, type TtlCache } from '../../http/cache.ts';
import { invalidationBus, TOPICS } from '../../http/invalidation.ts';

export function reservationCache(db: Kysely<Database>): TtlCache {
  return sharedCache(db, { name: 'reservations', ttlMs: 5_000, maxEntries: 5_000, topics: [TOPICS.reservations, TOPICS.flightCatalog], answers: true });
}

/** Call after the write committed. */
export function reservationsChanged(db: Kysely<Database>): Promise<void> {
  return invalidationBus(db).publish(TOPICS.reservations);
}
