import { BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  describe('when more entries are set than it may hold', () => {
    it('evicts the least recently used first', () => {
      const cache = new BoundedCache<string>({ maxEntries: 2, maxBytes: 1000 });
      cache.set('a', 'A', 1);
      cache.set('b', 'B', 1);
      cache.get('a');
      cache.set('c', 'C', 1);
      expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
      expect(cache.stats()).toMatchObject({ entries: 2, evictions: 1 });
    });
  });

  describe('when the bytes pass the bound', () => {
    it('evicts until they fit, and never keeps an entry larger than the bound', () => {
      const cache = new BoundedCache<string>({ maxEntries: 10, maxBytes: 100 });
      cache.set('a', 'A', 60);
      cache.set('b', 'B', 60);
      expect(cache.get('a')).toBeUndefined();
      expect(cache.stats()).toMatchObject({ entries: 1, bytes: 60 });
      cache.set('huge', 'H', 101);
      expect(cache.get('huge')).toBeUndefined();
      expect(cache.get('b')).toBe('B');
    });
  });

  describe('getOrLoad', () => {
    it('loads once for concurrent misses, then answers from the cache', async () => {
      const cache = new BoundedCache<string>({ maxEntries: 10, maxBytes: 100 });
      const load = jest.fn(() => Promise.resolve('value'));
      const values = await Promise.all([cache.getOrLoad('k', load, () => 1), cache.getOrLoad('k', load, () => 1)]);
      await cache.getOrLoad('k', load, () => 1);
      expect(values).toEqual(['value', 'value']);
      expect(load).toHaveBeenCalledTimes(1);
      expect(cache.stats()).toMatchObject({ hits: 1, misses: 1 });
    });

    it('keeps nothing when the load fails', async () => {
      const cache = new BoundedCache<string>({ maxEntries: 10, maxBytes: 100 });
      await expect(cache.getOrLoad('k', () => Promise.reject(new Error('no')), () => 1)).rejects.toThrow('no');
      await expect(cache.getOrLoad('k', () => Promise.resolve('second'), () => 1)).resolves.toBe('second');
    });
  });
});
