/**
 * A small in-process cache for answers built from data that many users read and few write.
 * Entries live `ttlMs`; writes publish a topic on the invalidation bus after committing, and every
 * instance's caches of that topic clear at once (`sharedCache`), so the TTL is only the safety net
 * of a lost bus connection. Concurrent misses of one key share one computation. A per-user or
 * per-tenant answer may only go in when its key holds everything the answer depends on (the scope
 * of http/scope.ts `scopeKey`, the rules that hide fields), never the user alone.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { invalidationBus, TOPICS } from './invalidation.ts';

/** What TtlCache.settled answers for a key with no finished value. */
export const NOT_SETTLED: unique symbol = Symbol('not settled');

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** The value once computed, NOT_SETTLED until then. */
  settled: unknown;
}

export class TtlCache {
  /** Off: every call computes (ANSWER_CACHE=off for the answer caches). */
  enabled = true;

  readonly #entries = new Map<string, Entry>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 1000,
  ) {}

  /** Callers namespace keys by route, so one key always holds one type: the cast is sound. */
  wrap<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (this.#entries.size >= this.maxEntries) this.#evictOldest();
    const value = compute();
    const entry: Entry = { expires: now + this.ttlMs, value, settled: NOT_SETTLED };
    this.#entries.set(key, entry);
    value.then(
      (result) => {
        entry.settled = result;
      },
      // A failure is not remembered: the next request tries again.
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return value;
  }

  /**
   * The value kept under `key` once its computation has finished, or NOT_SETTLED: lets a caller
   * asking for many keys (wrapMany) take the kept ones without a promise each.
   */
  settled(key: string): unknown {
    if (!this.enabled) return NOT_SETTLED;
    const hit = this.#entries.get(key);
    return hit && hit.expires > Date.now() ? hit.settled : NOT_SETTLED;
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #evictOldest(): void {
    // Maps iterate in insertion order: the first key is the oldest entry.
    const first = this.#entries.keys().next();
    if (!first.done) this.#entries.delete(first.value);
  }
}

/**
 * The values of many keys at once (a search's hotels): the kept ones, and the others loaded
 * together by one call of `load`. wrap() asks each missing key to compute; every such compute
 * waits for the one `load` started after the loop, so a key cleared meanwhile is not kept again.
 * `entryKey`: the cache's key of a key, when the entry depends on more than it (a version).
 */
export async function wrapMany<V>(cache: TtlCache, keys: readonly number[], load: (missing: number[]) => Promise<ReadonlyMap<number, V>>, entryKey: (key: number) => string = String): Promise<Map<number, V>> {
  const out = new Map<number, V>();
  // The kept values first, without a promise each (a search asks for ~100 hotels, nearly all kept).
  const asked: number[] = [];
  for (const key of keys) {
    const value = cache.settled(entryKey(key));
    if (value === NOT_SETTLED) asked.push(key);
    // Callers namespace keys by route, so one key always holds one type: the cast is sound.
    else if (value !== null) out.set(key, value as V);
  }
  if (asked.length === 0) return out;
  const missing: number[] = [];
  let settle: { resolve: (m: ReadonlyMap<number, V>) => void; reject: (e: unknown) => void } | undefined;
  const batch = new Promise<ReadonlyMap<number, V>>((resolve, reject) => (settle = { resolve, reject }));
  const kept = asked.map((key) =>
    cache.wrap(entryKey(key), () => {
      missing.push(key);
      return batch.then((loaded) => loaded.get(key) ?? null);
    }),
  );
  if (missing.length > 0) load(missing).then(settle?.resolve, settle?.reject);
  else settle?.resolve(new Map());
  const values = await Promise.all(kept);
  asked.forEach((key, i) => {
    const value = values[i];
    if (value !== null) out.set(key, value);
  });
  return out;
}

export interface CacheSpec {
  /** One cache per name and database handle. */
  name: string;
  ttlMs: number;
  maxEntries?: number;
  /** Topics of the invalidation bus that clear it. */
  topics: readonly string[];
  /**
   * An answer cache (list pages, search answers): ANSWER_CACHE=off turns it off. Reference lists
   * and catalogues are not: they are small, read everywhere, and cleared through the bus.
   */
  answers?: boolean;
}

type Db = Kysely<Database>;

const caches = new WeakMap<Db, Map<string, { cache: TtlCache; spec: CacheSpec }>>();
const answersOff = new WeakSet<Db>();

/** The cache `spec.name` of the database handle, cleared on every instance by its topics. */
export function sharedCache(db: Db, spec: CacheSpec): TtlCache {
  let named = caches.get(db);
  if (!named) {
    named = new Map();
    caches.set(db, named);
  }
  const found = named.get(spec.name);
  if (found) return found.cache;
  const cache = new TtlCache(spec.ttlMs, spec.maxEntries);
  cache.enabled = !(spec.answers && answersOff.has(db));
  // The cache lives as long as its database handle, and so does the bus: no unsubscribe needed.
  for (const topic of spec.topics) invalidationBus(db).subscribe(topic, () => cache.clear());
  named.set(spec.name, { cache, spec });
  return cache;
}

/** ANSWER_CACHE (config.answerCache): switches the answer caches of the handle on or off. */
export function setAnswerCaching(db: Db, on: boolean): void {
  if (on) answersOff.delete(db);
  else answersOff.add(db);
  for (const { cache, spec } of caches.get(db)?.values() ?? []) {
    if (!spec.answers) continue;
    cache.enabled = on;
    cache.clear();
  }
}

/** Agency list pages and their counts (`app.networkCache`). */
export const NETWORK_CACHE: CacheSpec = { name: 'agency-network', ttlMs: 5_000, maxEntries: 5_000, topics: [TOPICS.agencyNetwork], answers: true };
