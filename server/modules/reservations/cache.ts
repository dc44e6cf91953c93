/**
 * A 5-second cache of reservation list pages, counts and totals per scope (docs/decisions.md), as
 * the agency list has: with 100 000 reservations a count and two sums per filter are the costly
 * part of a page. One cache per database handle (the app's `db`); every write to reservations
 * through this instance clears it, another instance's writes show within the TTL.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { TtlCache } from '../../http/cache.ts';
import { clearSearchAnswers } from '../flightSearch/cache.ts';

export const RESERVATION_CACHE_TTL_MS = 5_000;

const caches = new WeakMap<Kysely<Database>, TtlCache>();

export function reservationCache(db: Kysely<Database>): TtlCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TtlCache(RESERVATION_CACHE_TTL_MS, 5000);
    caches.set(db, cache);
  }
  return cache;
}

export function clearReservationCache(db: Kysely<Database>): void {
  caches.get(db)?.clear();
  // Bookings, cancellations and changes of legs clear this after moving seats: the flight search's
  // cached answers (free seats) go with it.
  clearSearchAnswers(db);
}
