/**
 * A WeakMap's get and set for what the pricing works out once from a kept catalogue object (a
 * season's price cells, a hotel's occupancies by type …), held on the object itself under a
 * symbol of its own, not enumerable: JSON, spreads and comparisons do not see it. The hotel search
 * prices a hundred of the ~2 000 hotels kept per request, and a WeakMap lookup probes one table
 * shared by all of them: those reads missed the CPU's caches on every hotel (docs/decisions.md,
 * 'The hotel search and the CPU's caches'). An object that cannot take a property (frozen,
 * sealed) keeps its value in a WeakMap, as before.
 */
export class DerivedValues<K extends object, V> {
  readonly #key = Symbol('derived');
  readonly #elsewhere = new WeakMap<K, V>();

  get(owner: K): V | undefined {
    const held = (owner as unknown as Record<symbol, V | undefined>)[this.#key];
    return held !== undefined ? held : this.#elsewhere.get(owner);
  }

  set(owner: K, value: V): this {
    if (Object.isExtensible(owner)) Object.defineProperty(owner, this.#key, { value, enumerable: false, writable: true, configurable: true });
    else this.#elsewhere.set(owner, value);
    return this;
  }
}
