import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/schema.ts';
import { setAnswerCaching, sharedCache, TtlCache } from './cache.ts';
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

