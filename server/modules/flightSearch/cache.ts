/**
 * Short-lived caches of the flight search (docs/decisions.md, as the agency and reservation lists):
 *
 * - Whole answers, per buying agency and query. Every booking, cancellation or change of legs
 *   (topic `reservations`), every write of the flight administration (`flight-catalog`: schedules,
 *   seats, rules) and of the agency network (`agency-network`: markups, groups) clears them on
 *   every instance. A stale answer still never sells a seat or a price: the price calculation and
 *   the booking read everything afresh, and answer 409 no_seats or price_changed.
 * - For the answers computed anew, what every search reads besides the departures: the price
 *   rules and promotions, the airports' supplements, the cancellation policies and terms (the catalogue cache of
 *   flightAdmin/cache.ts), and each buying agency's groups and markup chain.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sharedCache, type TtlCache } from '../../http/cache.ts';
import { TOPICS } from '../../http/invalidation.ts';
import { catalogCache } from '../flightAdmin/cache.ts';
import type { Supplement } from '../../../domain/flights/supplements.ts';
import { loadBuyer, loadRules, loadSupplements, type Buyer, type Rules } from './pricing.ts';
import { loadSnapshots, type Snapshots } from './service.ts';

type Db = Kysely<Database>;

/** Answers of the search, keyed by the caller's agency (its prices and group seats) and the query. */
export function searchAnswers(db: Db): TtlCache {
  // An answer is a few KB: a few thousand of them stay within a few tens of MB.
  return sharedCache(db, { name: 'flight-search', ttlMs: 5_000, maxEntries: 5_000, topics: [TOPICS.reservations, TOPICS.flightCatalog, TOPICS.agencyNetwork], answers: true });
}

export function searchBuyer(db: Db, agency: { id: number; path: string }): Promise<Buyer> {
  const cache = sharedCache(db, { name: 'flight-search-buyers', ttlMs: 5_000, maxEntries: 20_000, topics: [TOPICS.agencyNetwork] });
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

/** Every airport's per-passenger supplements: the search's prices include them (a few rows). */
export function searchSupplements(db: Db): Promise<Map<number, Supplement[]>> {
  return catalogCache(db).wrap('flight-search|supplements', () => loadSupplements(db, null));
}
