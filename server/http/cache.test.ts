import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/schema.ts';
import { setAnswerCaching, sharedCache, TtlCache, wrapMany } from './cache.ts';
import { invalidationBus } from './invalidation.ts';

describe('TtlCache', () => {
  it('computes once per key within the TTL, shares concurrent misses, recomputes after', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache(1000);
      const compute = vi.fn(async () => 'value');
      const [a, b] = await Promise.all([cache.wrap('k', compute), cache.wrap('k', compute)]);
      expect([a, b]).toEqual(['value', 'value']);
      expect(compute).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      await cache.wrap('k', compute);
      expect(compute).toHaveBeenCalledTimes(2);
      cache.clear();
      await cache.wrap('k', compute);
      expect(compute).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets failures and stays within its size', async () => {
    const cache = new TtlCache(60_000, 2);
    await expect(cache.wrap('bad', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await Promise.resolve();
    expect(await cache.wrap('bad', async () => 'ok')).toBe('ok');
    await cache.wrap('b', async () => 1);
    await cache.wrap('c', async () => 1);
    expect(cache.size).toBe(2);
  });

  it('wrapMany: loads the keys not kept in one call, keeps what it found (and what it did not), and after the TTL loads again', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache(1000);
      const load = vi.fn(async (missing: number[]) => new Map(missing.filter((k) => k !== 3).map((k) => [k, `v${k}`])));
      const first = await wrapMany(cache, [1, 2, 3], load);
      expect([...first].sort()).toEqual([[1, 'v1'], [2, 'v2']]);
      const again = await wrapMany(cache, [2, 3, 4], load);
      expect([...again].sort()).toEqual([[2, 'v2'], [4, 'v4']]);
      expect(load.mock.calls).toEqual([[[1, 2, 3]], [[4]]]);
      // Asked again while the first load runs: one load for both.
      vi.advanceTimersByTime(1001);
      const both = await Promise.all([wrapMany(cache, [1], load), wrapMany(cache, [1, 2], load)]);
      expect(both.map((m) => [...m])).toEqual([[[1, 'v1']], [[1, 'v1'], [2, 'v2']]]);
      expect(load.mock.calls.slice(2)).toEqual([[[1]], [[2]]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shared caches: one per name and handle, cleared by their topics on the bus, answer caches switchable', async () => {
    // Only the identity of the handle matters: caches and buses are keyed by it.
    const db = {} as Kysely<Database>;
    const answers = sharedCache(db, { name: 'answers', ttlMs: 60_000, topics: ['t1', 't2'], answers: true });
    const reference = sharedCache(db, { name: 'reference', ttlMs: 60_000, topics: ['t2'] });
    expect(sharedCache(db, { name: 'answers', ttlMs: 1, topics: [] })).toBe(answers);
    await answers.wrap('k', async () => 1);
    await reference.wrap('k', async () => 1);
    await invalidationBus(db).publish('t1');
    expect([answers.size, reference.size]).toEqual([0, 1]);
    await answers.wrap('k', async () => 1);
    await invalidationBus(db).publish('t2', 'some-key');
    expect([answers.size, reference.size]).toEqual([0, 0]);

    setAnswerCaching(db, false);
    const compute = vi.fn(async () => 2);
    await answers.wrap('k', compute);
    await answers.wrap('k', compute);
    await reference.wrap('k', compute);
    await reference.wrap('k', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    expect(sharedCache(db, { name: 'later', ttlMs: 60_000, topics: [], answers: true }).enabled).toBe(false);
    setAnswerCaching(db, true);
    expect(answers.enabled).toBe(true);
  });
});

