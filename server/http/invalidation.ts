/**
 * The one channel by which a write tells every instance that cached data changed (issue 7,
 * "Several instances"). Callers publish a topic (and optionally a key, e.g. a user id) after their
 * write commits; every cache that depends on the topic subscribes and clears itself.
 *
 * One bus per database handle, as the caches are keyed (several apps in one test process each
 * have their own database). Without a relay it delivers in-process, which is exact on the embedded
 * database (one process). On PostgreSQL `relayThroughPostgres` (invalidationRelay.ts) sends every
 * message through LISTEN/NOTIFY so that every instance sharing the database receives it.
 *
 * A listener called with `key` undefined must drop everything of its topic: that is also what
 * every listener hears after the relay lost its connection (messages may have been missed).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type InvalidationListener = (key: string | undefined) => void;

/** The topics of the caches (server/http/cache.ts): what changed, not who caches it. */
export const TOPICS = {
  /** Agencies, their groups and markups: agency list pages, and the buyers and answers of the flight search. */
  agencyNetwork: 'agency-network',
  /** Anything of the flight administration (catalogue, routes, rules, schedules, seats): catalogue GETs and search answers. */
  flightCatalog: 'flight-catalog',
  /** Bookings, cancellations, changes of legs and notes: reservation list pages and search answers (free seats). */
  reservations: 'reservations',
  /** A user's sessions ended or were restored (key: the user id): the access-token check of security/sessions.ts. */
  userSessions: 'user-sessions',
  /** Issue 11: anything of the hotel catalogue (admin-hotels/): the hotel nomenclators and reference lists (the search's kept catalogue goes by each hotel's catalog_version instead, migration 0054). */
  hotelCatalog: 'hotel-catalog',
  /** A booking made or cancelled with the integrated hotel provider: the provider's availability answers the search keeps. */
  hotelProviderBookings: 'hotel-provider-bookings',
} as const;

export class InvalidationBus {
  readonly #listeners = new Map<string, Set<InvalidationListener>>();
  /** Set by a back end that relays to other instances; it must also call `deliver` for this one. */
  relay: ((topic: string, key: string | undefined) => Promise<void>) | null = null;

  /** Tells every instance, this one included, that `topic` changed. Call it after the commit. */
  async publish(topic: string, key?: string): Promise<void> {
    if (this.relay) await this.relay(topic, key);
    else this.deliver(topic, key);
  }

  /** Runs this instance's listeners of `topic`. */
  deliver(topic: string, key: string | undefined): void {
    for (const listener of this.#listeners.get(topic) ?? []) listener(key);
  }

  /** Every listener drops everything: after messages may have been lost. */
  deliverAll(): void {
    for (const topic of this.#listeners.keys()) this.deliver(topic, undefined);
  }

  subscribe(topic: string, listener: InvalidationListener): () => void {
    let set = this.#listeners.get(topic);
    if (!set) {
      set = new Set();
      this.#listeners.set(topic, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }
}

const buses = new WeakMap<Kysely<Database>, InvalidationBus>();

export function invalidationBus(db: Kysely<Database>): InvalidationBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = new InvalidationBus();
    buses.set(db, bus);
  }
  return bus;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Publishes `topic` after every successful write request of the plugin `app` (its handlers commit
 * before they answer), before the answer leaves: for route families whose every write changes
 * what the topic's caches hold (the flight administration).
 */
export function publishAfterWrites(app: FastifyInstance, topic: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READS.has(request.method) && reply.statusCode < 400) await invalidationBus(app.db).publish(topic);
    return payload;
  });
}
