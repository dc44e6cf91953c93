/**
 * A small in-process cache for answers built from reference data (countries, currencies …) that
 * every user reads and almost nobody writes. Entries live `ttlMs`; an instance that writes the
 * data calls `clear()` after committing, other instances catch up within the TTL. Concurrent
 * misses of one key share one computation. A per-user or per-tenant answer may only go in when its
 * key holds everything the answer depends on (the scope of http/scope.ts `scopeKey`, the rules
 * that hide fields), never the user alone.
 */
export class TtlCache {
  readonly #entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 1000,
  ) {}

  /** Callers namespace keys by route, so one key always holds one type: the cast is sound. */
  wrap<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (this.#entries.size >= this.maxEntries) this.#evictOldest();
    const value = compute();
    this.#entries.set(key, { expires: now + this.ttlMs, value });
    // A failure is not remembered: the next request tries again.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
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
 * Lifetime of the network cache (`app.networkCache`): agency list pages and their counts. Writes
 * through this instance clear it at once; another instance's writes show within this time.
 */
export const NETWORK_CACHE_TTL_MS = 5_000;
