import { LRUCache } from 'lru-cache';

/** The value kept under `key`, else the one `make` makes now (and keeps). */
export type BoundedCache<V> = (key: string, make: () => V) => V;

/**
 * A memo for values that are costly to make (Intl formatters, parsed patterns, rewritten styles)
 * and keyed by input (locales, zones, patterns, style XML): lru-cache keeps the `capacity` most
 * recently used, so odd input cannot grow it without end.
 */
export const boundedCache = <V extends NonNullable<unknown>>(capacity: number): BoundedCache<V> => {
  const entries = new LRUCache<string, V>({ max: capacity });
  return (key: string, make: () => V): V => {
    const cached = entries.get(key);
    if (cached !== undefined) return cached;
    const made = make();
    entries.set(key, made);
    return made;
  };
};
