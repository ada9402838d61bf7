import { BoundedCache } from './bounded-cache';

type Entry = { readonly name: string; readonly bytes: number };
const entry = (name: string, bytes = 1): Entry => ({ name, bytes });
const cacheOf = (maxEntries: number, maxBytes: number) => new BoundedCache<Entry>({ maxEntries, maxBytes }, (value) => value.bytes);
const kept = (cache: BoundedCache<Entry>, key: string): string | undefined => cache.getOrMakeNow(key, undefined)?.name;

describe('BoundedCache', () => {
  describe('when more entries are made than it may hold', () => {
    it('evicts the least recently used first', () => {
      const cache = cacheOf(2, 1000);
      cache.getOrMakeNow('a', () => entry('A'));
      cache.getOrMakeNow('b', () => entry('B'));
      cache.getOrMakeNow('a', undefined);
      cache.getOrMakeNow('c', () => entry('C'));
      expect([kept(cache, 'a'), kept(cache, 'b'), kept(cache, 'c')]).toEqual(['A', undefined, 'C']);
      expect(cache.stats()).toMatchObject({ entries: 2, evictions: 1 });
    });
  });

  describe('when the bytes pass the bound', () => {
    it('evicts until they fit, and never keeps an entry larger than the bound (but answers it)', () => {
      const cache = cacheOf(10, 100);
      cache.getOrMakeNow('a', () => entry('A', 60));
      cache.getOrMakeNow('b', () => entry('B', 60));
      expect(kept(cache, 'a')).toBeUndefined();
      expect(cache.stats()).toMatchObject({ entries: 1, bytes: 60, evictions: 1 });
      expect(cache.getOrMakeNow('huge', () => entry('H', 101))?.name).toBe('H');
      expect(kept(cache, 'huge')).toBeUndefined();
      expect(kept(cache, 'b')).toBe('B');
    });
  });

  describe('getOrMakeNow', () => {
    it('counts a hit, a miss, and nothing when there is neither the value nor a way to make it', () => {
      const cache = cacheOf(10, 100);
      cache.getOrMakeNow('a', () => entry('A'));
      cache.getOrMakeNow('a', () => entry('again'));
      expect(cache.getOrMakeNow('b', undefined)).toBeUndefined();
      expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
    });
  });

  describe('getOrLoad', () => {
    it('loads once for concurrent misses, then answers from the cache', async () => {
      const cache = cacheOf(10, 100);
      const load = jest.fn(() => Promise.resolve(entry('value')));
      const values = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
      await cache.getOrLoad('k', load);
      expect(values.map((value) => value.name)).toEqual(['value', 'value']);
      expect(load).toHaveBeenCalledTimes(1);
      expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1, bytes: 1 });
    });

    it('keeps nothing when the load fails', async () => {
      const cache = cacheOf(10, 100);
      await expect(cache.getOrLoad('k', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
      expect(cache.stats().entries).toBe(0);
      await expect(cache.getOrLoad('k', () => Promise.resolve(entry('second')))).resolves.toEqual(entry('second'));
    });

    it('answers a load whose entry was evicted while it ran', async () => {
      const cache = cacheOf(1, 100);
      let finish: (value: Entry) => void = () => undefined;
      const slow = cache.getOrLoad('slow', () => new Promise<Entry>((resolve) => (finish = resolve)));
      await cache.getOrLoad('other', () => Promise.resolve(entry('other')));
      finish(entry('slow'));
      await expect(slow).resolves.toEqual(entry('slow'));
      expect(kept(cache, 'other')).toBe('other');
    });
  });

  describe('when asked whether it holds a key', () => {
    it('says so for a value kept, not for a load under way or a key never loaded, and counts nothing', async () => {
      const cache = cacheOf(10, 100);
      await cache.getOrLoad('kept', () => Promise.resolve(entry('kept')));
      let finish: (value: Entry) => void = () => undefined;
      const loading = cache.getOrLoad('loading', () => new Promise<Entry>((resolve) => (finish = resolve)));
      expect([cache.has('kept'), cache.has('loading'), cache.has('never')]).toEqual([true, false, false]);
      finish(entry('loading'));
      await loading;
      expect(cache.has('loading')).toBe(true);
      expect(cache.stats()).toMatchObject({ hits: 0, misses: 2 });
    });
  });

  describe('when a limit is zero', () => {
    it('keeps nothing and loads every time', async () => {
      const cache = cacheOf(0, 100);
      const load = jest.fn(() => Promise.resolve(entry('value')));
      await cache.getOrLoad('k', load);
      await cache.getOrLoad('k', load);
      expect(load).toHaveBeenCalledTimes(2);
      expect(cache.stats()).toMatchObject({ entries: 0, misses: 2 });
    });
  });
});
