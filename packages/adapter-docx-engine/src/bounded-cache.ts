/** Limits of a BoundedCache: both hold at all times (an entry larger than maxBytes is not kept). */
export type CacheLimits = { readonly maxEntries: number; readonly maxBytes: number };

export type CacheStats = { readonly entries: number; readonly bytes: number; readonly hits: number; readonly misses: number; readonly evictions: number };

/**
 * A least-recently-used map bounded by entry count and by (approximate) bytes. A Map keeps
 * insertion order, so re-inserting on every hit makes its first key the least recently used.
 * Concurrent misses of one key share one load.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { readonly value: V; readonly bytes: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private totalBytes = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(private readonly limits: CacheLimits) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, bytes: number): void {
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.totalBytes -= previous.bytes;
    }
    if (bytes > this.limits.maxBytes || this.limits.maxEntries < 1) return;
    this.entries.set(key, { value, bytes });
    this.totalBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.bytes;
      this.evictions++;
    }
  }

  /** The cached value, or the one `load` makes (kept with the size `sizeOf` tells); a failed load is not kept. */
  async getOrLoad(key: string, load: () => Promise<V>, sizeOf: (value: V) => number): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) {
      this.hits++;
      return cached;
    }
    const pending = this.loading.get(key);
    if (pending !== undefined) return pending;
    this.misses++;
    const loaded = load().then(
      (value) => {
        this.set(key, value, sizeOf(value));
        return value;
      },
    );
    this.loading.set(key, loaded);
    try {
      return await loaded;
    } finally {
      this.loading.delete(key);
    }
  }

  /**
   * The cached value (a hit), or the one `make` makes now (a miss: kept with the size `sizeOf`
   * tells, and answered even when too large to keep); undefined, counting nothing, when it is not
   * cached and there is no `make`.
   */
  getOrMakeNow(key: string, make: (() => V) | undefined, sizeOf: (value: V) => number): V | undefined {
    const cached = this.get(key);
    if (cached !== undefined) {
      this.hits++;
      return cached;
    }
    if (make === undefined) return undefined;
    this.misses++;
    const value = make();
    this.set(key, value, sizeOf(value));
    return value;
  }

  stats(): CacheStats {
    return { entries: this.entries.size, bytes: this.totalBytes, hits: this.hits, misses: this.misses, evictions: this.evictions };
  }
}
