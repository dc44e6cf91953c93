import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './cache.ts';

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
});
