/**
 * ES2024 built-ins that Node 20 lacks (they arrived in Node 21/22) but vitest 5's main process calls:
 * `Map.groupBy` when it prints a failing test (without it the run crashes with "Map.groupBy is not a
 * function" and writes no report), `Object.groupBy` when it saves snapshots, `Promise.withResolvers`
 * in watch mode. vitest.config.ts imports this file, so every vitest run gets them. No-ops on Node 22.
 */
type KeyFn<T, K> = (item: T, index: number) => K;

function groupInto<T, K>(items: Iterable<T>, keyOf: KeyFn<T, K>, add: (key: K, item: T) => void): void {
  let index = 0;
  for (const item of items) add(keyOf(item, index++), item);
}

const MapWith = Map as unknown as { groupBy?: <T, K>(items: Iterable<T>, keyOf: KeyFn<T, K>) => Map<K, T[]> };
if (typeof MapWith.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<T, K>(items: Iterable<T>, keyOf: KeyFn<T, K>): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      groupInto(items, keyOf, (key, item) => {
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      });
      return groups;
    },
  });
}

const ObjectWith = Object as unknown as { groupBy?: unknown };
if (typeof ObjectWith.groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    configurable: true,
    writable: true,
    value<T>(items: Iterable<T>, keyOf: KeyFn<T, PropertyKey>): Partial<Record<PropertyKey, T[]>> {
      const groups = Object.create(null) as Record<PropertyKey, T[]>;
      groupInto(items, keyOf, (key, item) => {
        (groups[key] ??= []).push(item);
      });
      return groups;
    },
  });
}

const PromiseWith = Promise as unknown as { withResolvers?: unknown };
if (typeof PromiseWith.withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value<T>(): { promise: Promise<T>; resolve: (value: T | PromiseLike<T>) => void; reject: (reason?: unknown) => void } {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

export {};
