/** One kept library file as the cache records it: its release, its path, its size in bytes and when it was last used (ms). */
export interface CacheEntry {
  readonly release: string;
  readonly path: string;
  readonly size: number;
  readonly used: number;
}

/**
 * Where a file of a release is kept. The release comes first: the same path in another
 * release is another entry, so a new release can never be served a file of an old one.
 */
export function cacheKey(release: string, path: string): [string, string] {
  return [release, path];
}

/** Once over its limit, the cache lets go of files until it is at most this share of it, so it does not evict at every file kept. */
const LOW_WATER = 0.9;

/**
 * The bookkeeping of the library cache for one release, in memory: each kept file's size
 * and last use, their total, and which files to let go (least recently used first) to stay
 * within the limit. The store (IndexedDB) persists what this decides.
 */
export class CacheLedger {
  private readonly entries = new Map<string, { size: number; used: number }>();
  private total = 0;

  private constructor(
    readonly release: string,
    readonly limit: number,
  ) {}

  /**
   * The ledger of `release` from every entry the store holds; `stale` are the entries of
   * other releases, to delete (a site serves one release: the old files are of no more use).
   */
  static open(entries: readonly CacheEntry[], release: string, limit: number): { ledger: CacheLedger; stale: CacheEntry[] } {
    const ledger = new CacheLedger(release, limit);
    const stale: CacheEntry[] = [];
    for (const e of entries) {
      if (e.release !== release) stale.push(e);
      else if (!ledger.entries.has(e.path)) {
        ledger.entries.set(e.path, { size: e.size, used: e.used });
        ledger.total += e.size;
      }
    }
    return { ledger, stale };
  }

  /** Bytes kept. */
  get bytes(): number {
    return this.total;
  }

  /** Files kept. */
  get files(): number {
    return this.entries.size;
  }

  has(path: string): boolean {
    return this.entries.has(path);
  }

  /** The file's entry as the store keeps it; undefined when not kept. */
  entry(path: string): CacheEntry | undefined {
    const e = this.entries.get(path);
    return e && { release: this.release, path, size: e.size, used: e.used };
  }

  /** The file was just read from the cache. */
  touch(path: string, now: number): void {
    const e = this.entries.get(path);
    if (e) e.used = now;
  }

  /**
   * Records a file kept now. Returns whether it is kept (a file larger than the whole limit is
   * not) and the files to let go for it, least recently used first (never the file itself).
   */
  add(path: string, size: number, now: number): { kept: boolean; evicted: string[] } {
    if (size > this.limit) return { kept: false, evicted: [] };
    this.remove(path);
    this.entries.set(path, { size, used: now });
    this.total += size;
    if (this.total <= this.limit) return { kept: true, evicted: [] };
    const oldest = [...this.entries].filter(([p]) => p !== path).sort(([pa, a], [pb, b]) => a.used - b.used || (pa < pb ? -1 : 1));
    const evicted: string[] = [];
    for (const [p] of oldest) {
      if (this.total <= this.limit * LOW_WATER) break;
      this.remove(p);
      evicted.push(p);
    }
    return { kept: true, evicted };
  }

  remove(path: string): void {
    const e = this.entries.get(path);
    if (!e) return;
    this.entries.delete(path);
    this.total -= e.size;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
