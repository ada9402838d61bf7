import { LRUCache } from 'lru-cache';

/** Limits of a BoundedCache: both hold at all times (an entry larger than maxBytes is not kept); either below 1 keeps nothing. */
export type CacheLimits = { readonly maxEntries: number; readonly maxBytes: number };

export type CacheStats = { readonly entries: number; readonly bytes: number; readonly hits: number; readonly misses: number; readonly evictions: number };

type Load<V> = () => Promise<V>;

/**
 * lru-cache bounded by entry count and by (approximate) bytes, counting what `GET /metrics` shows:
 * hits, misses and evictions. Concurrent misses of one key share one load (lru-cache's fetch); a
 * failed load is not kept.
 */
export class BoundedCache<V extends object> {
  private readonly lru: LRUCache<string, V, Load<V>> | undefined;
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(limits: CacheLimits, sizeOf: (value: V) => number) {
    if (limits.maxEntries < 1 || limits.maxBytes < 1) return;
    this.lru = new LRUCache<string, V, Load<V>>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (value) => Math.max(1, Math.ceil(sizeOf(value))),
      dispose: (_value, _key, reason) => {
        if (reason === 'evict') this.evictions++;
      },
      fetchMethod: (_key, _stale, { context: load }) => load(),
      // A load whose entry was evicted meanwhile still answers its callers (and is not kept).
      ignoreFetchAbort: true,
    });
  }

  /** The cached value, or the one `load` makes (kept when it fits); concurrent misses share one load. */
  getOrLoad(key: string, load: Load<V>): Promise<V> {
    if (this.lru === undefined) {
      this.misses++;
      return load();
    }
    const status: LRUCache.Status<string, V, Load<V>> = {};
    const value = this.lru.forceFetch(key, { context: load, status });
    if (status.fetch === 'hit') this.hits++;
    if (status.fetch === 'miss') this.misses++;
    return value;
  }

  /**
   * The cached value (a hit), or the one `make` makes now (a miss: kept when it fits, and answered
   * even when too large to keep); undefined, counting nothing, when it is not cached and there is
   * no `make`.
   */
  getOrMakeNow(key: string, make: (() => V) | undefined): V | undefined {
    const cached = this.lru?.get(key);
    if (cached !== undefined) {
      this.hits++;
      return cached;
    }
    if (make === undefined) return undefined;
    this.misses++;
    const value = make();
    this.lru?.set(key, value);
    return value;
  }

  /** Whether the key is cached now (a value, not a load under way), without counting a hit or touching its recency. */
  has(key: string): boolean {
    return this.lru?.has(key) === true;
  }

  stats(): CacheStats {
    return { entries: this.lru?.size ?? 0, bytes: this.lru?.calculatedSize ?? 0, hits: this.hits, misses: this.misses, evictions: this.evictions };
  }
}
