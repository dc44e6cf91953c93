/**
 * The one channel by which a write tells every instance that cached data changed (issue 7,
 * "Several instances"). Callers publish a topic (and optionally a key, e.g. a user id) after their
 * write commits; every cache that depends on the topic subscribes and clears itself.
 *
 * One bus per database handle, as the caches are keyed (several apps in one test process each
 * have their own database). This first version delivers in-process only, which is exact on the
 * embedded database (one process); a PostgreSQL back end relays the same messages through
 * LISTEN/NOTIFY so that every instance sharing the database receives them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type InvalidationListener = (key: string | undefined) => void;

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
