/**
 * Short-lived caches of the flight search (docs/decisions.md, as the agency and reservation lists):
 *
 * - Whole answers, per buying agency and query, for SEARCH_CACHE_TTL_MS. Every booking,
 *   cancellation or change of legs through this instance clears them (reservations/cache.ts), so
 *   its own users see their seats go at once; seats sold through another instance, and changes of
 *   schedules or inventory in the administration, show within the TTL. A stale answer never sells
 *   a seat or a price: the price calculation and the booking read everything afresh, and answer
 *   409 no_seats or price_changed.
 * - For the answers computed anew, what every search reads besides the departures: the price
 *   rules and promotions, the cancellation policies and terms (the catalogue cache of
 *   flightAdmin/cache.ts: 30 s, cleared by every administration write of this instance, rules
 *   included), and each buying agency's groups and markup chain (BUYER_CACHE_TTL_MS).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { TtlCache } from '../../http/cache.ts';
import { catalogCache } from '../flightAdmin/cache.ts';
import { loadBuyer, loadRules, type Buyer, type Rules } from './pricing.ts';
import { loadSnapshots, type Snapshots } from './service.ts';

type Db = Kysely<Database>;

export const SEARCH_CACHE_TTL_MS = 5_000;
/** Markups and group memberships change in other modules, which do not clear this: they show within it. */
export const BUYER_CACHE_TTL_MS = 5_000;

const answers = new WeakMap<Db, TtlCache>();
const buyers = new WeakMap<Db, TtlCache>();

/** Answers of the search, keyed by the caller's agency (its prices and group seats) and the query. */
export function searchAnswers(db: Db): TtlCache {
  let cache = answers.get(db);
  if (!cache) {
    // An answer is a few KB: a few thousand of them stay within a few tens of MB.
    cache = new TtlCache(SEARCH_CACHE_TTL_MS, 5_000);
    answers.set(db, cache);
  }
  return cache;
}

export function clearSearchAnswers(db: Db): void {
  answers.get(db)?.clear();
}

export function searchBuyer(db: Db, agency: { id: number; path: string }): Promise<Buyer> {
  let cache = buyers.get(db);
  if (!cache) {
    cache = new TtlCache(BUYER_CACHE_TTL_MS, 20_000);
    buyers.set(db, cache);
  }
  // The path is part of the key: a moved agency has another chain.
  return cache.wrap(`${agency.id}|${agency.path}`, () => loadBuyer(db, agency));
}

/** Active rules of every route and the promotions without a code (a search has no discount code). */
export function searchRules(db: Db): Promise<Rules> {
  return catalogCache(db).wrap('flight-search|rules', () => loadRules(db, null));
}

export function searchSnapshots(db: Db): Promise<Snapshots> {
  return catalogCache(db).wrap('flight-search|snapshots', () => loadSnapshots(db));
}
