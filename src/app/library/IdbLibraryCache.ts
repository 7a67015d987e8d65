import { CacheLedger, cacheKey, type CacheEntry } from './CacheLedger.ts';
import type { LibraryCache, LibraryCacheUsage, LibraryStore } from './LibraryCache.ts';

/** Library files kept at most: a big set's files are a few MB, the whole library about 370 MB. */
export const LIBRARY_CACHE_LIMIT = 200 * 1024 * 1024;

const DB_NAME = 'brickstats-library';
const DB_VERSION = 1;
/** [release, path] -> the file's bytes. */
const FILES = 'files';
/** [release, path] -> CacheEntry: small, so the ledger is read without reading any file. */
const ENTRIES = 'entries';
/** A database another tab holds open on an older version can block opening: then the app goes without. */
const OPEN_TIMEOUT_MS = 3000;
/** Files fetched within this long are written together, in one transaction. */
const WRITE_DELAY_MS = 50;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });

function openDatabase(): Promise<IDBDatabase | undefined> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), OPEN_TIMEOUT_MS);
    const finish = (db: IDBDatabase | undefined) => {
      clearTimeout(timer);
      resolve(db);
    };
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME, DB_VERSION);
    } catch {
      return finish(undefined); // storage blocked for this origin
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(FILES)) db.createObjectStore(FILES);
      if (!db.objectStoreNames.contains(ENTRIES)) db.createObjectStore(ENTRIES, { keyPath: ['release', 'path'] });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version of the app in another tab wants the database: let it have it.
      db.onversionchange = () => db.close();
      finish(db);
    };
    request.onerror = () => finish(undefined);
    request.onblocked = () => finish(undefined);
  });
}

/**
 * The library cache in IndexedDB (not the Cache API: one transaction reads a whole
 * model's files, about 1,500 in 0.1 s where 1,500 Cache API lookups took 0.8 s in the
 * same Chromium, and each file's size and last use live beside it; see CacheLedger).
 * Reads of one task are gathered into one transaction; writes, evictions and last-use
 * updates into another, a moment later, off the load's way.
 */
export class IdbLibraryCache implements LibraryCache {
  private db: Promise<IDBDatabase | undefined> | undefined;
  private ledger: CacheLedger | undefined;
  private reads = new Map<string, ((bytes: Uint8Array | undefined) => void)[]>();
  private readTimer: ReturnType<typeof setTimeout> | undefined;
  private writes = new Map<string, Uint8Array>();
  private deletes = new Set<string>();
  private touched = new Set<string>();
  private writeTimer: ReturnType<typeof setTimeout> | undefined;
  /** The last write under way: usage and clear wait for it. */
  private writing: Promise<void> = Promise.resolve();

  /** The database is opened at once: by the time the site has said which release it serves, it is open. */
  constructor(private readonly limit = LIBRARY_CACHE_LIMIT) {
    this.db = openDatabase();
  }

  private database(): Promise<IDBDatabase | undefined> {
    return (this.db ??= openDatabase());
  }

  async open(release: string): Promise<LibraryStore | undefined> {
    const db = await this.database();
    if (!db) return undefined;
    try {
      const tx = db.transaction([FILES, ENTRIES], 'readwrite');
      const entries = await done(tx.objectStore(ENTRIES).getAll() as IDBRequest<CacheEntry[]>);
      const { ledger, stale } = CacheLedger.open(entries, release, this.limit);
      for (const e of stale) {
        tx.objectStore(FILES).delete(cacheKey(e.release, e.path));
        tx.objectStore(ENTRIES).delete(cacheKey(e.release, e.path));
      }
      await committed(tx);
      this.ledger = ledger;
    } catch {
      return undefined;
    }
    return { get: (path) => this.get(release, path), put: (path, bytes) => this.put(release, path, bytes) };
  }

  private get(release: string, path: string): Promise<Uint8Array | undefined> {
    // Not kept: answered at once, without asking the database (every file of a first load).
    if (this.ledger?.release !== release || !this.ledger.has(path)) return Promise.resolve(undefined);
    // Kept a moment ago and not yet written: as kept. (Once its write has begun, a read waits for it.)
    const unwritten = this.writes.get(path);
    if (unwritten) return Promise.resolve(unwritten);
    return new Promise((resolve) => {
      const waiting = this.reads.get(path);
      if (waiting) waiting.push(resolve);
      else this.reads.set(path, [resolve]);
      this.readTimer ??= setTimeout(() => void this.flushReads(release), 0);
    });
  }

  private async flushReads(release: string): Promise<void> {
    const reads = this.reads;
    this.reads = new Map();
    this.readTimer = undefined;
    const answer = (path: string, bytes: Uint8Array | undefined) => {
      for (const resolve of reads.get(path) ?? []) resolve(bytes);
    };
    try {
      const db = await this.database();
      if (!db) throw new Error('no database');
      const files = db.transaction(FILES, 'readonly').objectStore(FILES);
      const now = Date.now();
      await Promise.all(
        [...reads.keys()].map(async (path) => {
          const bytes = await done(files.get(cacheKey(release, path)) as IDBRequest<Uint8Array | undefined>);
          const ledger = this.ledger?.release === release ? this.ledger : undefined;
          if (bytes instanceof Uint8Array) {
            ledger?.touch(path, now);
            this.touched.add(path);
          } else {
            ledger?.remove(path); // let go of by another tab: fetched again
          }
          answer(path, bytes instanceof Uint8Array ? bytes : undefined);
        }),
      );
      this.scheduleWrite(release);
    } catch {
      for (const path of reads.keys()) answer(path, undefined);
    }
  }

  private put(release: string, path: string, bytes: Uint8Array): void {
    const ledger = this.ledger;
    if (ledger?.release !== release || ledger.has(path)) return;
    const { kept, evicted } = ledger.add(path, bytes.byteLength, Date.now());
    if (!kept) return;
    this.writes.set(path, bytes);
    this.deletes.delete(path);
    for (const p of evicted) {
      this.writes.delete(p);
      this.touched.delete(p);
      this.deletes.add(p);
    }
    this.scheduleWrite(release);
  }

  private scheduleWrite(release: string): void {
    this.writeTimer ??= setTimeout(() => {
      this.writeTimer = undefined;
      this.writing = this.writing.then(() => this.flushWrites(release));
    }, WRITE_DELAY_MS);
  }

  private async flushWrites(release: string): Promise<void> {
    const ledger = this.ledger;
    const writes = this.writes;
    const deletes = this.deletes;
    const touched = this.touched;
    this.writes = new Map();
    this.deletes = new Set();
    this.touched = new Set();
    if (ledger?.release !== release || writes.size + deletes.size + touched.size === 0) return;
    try {
      const db = await this.database();
      if (!db) throw new Error('no database');
      const tx = db.transaction([FILES, ENTRIES], 'readwrite');
      const files = tx.objectStore(FILES);
      const entries = tx.objectStore(ENTRIES);
      for (const path of deletes) {
        files.delete(cacheKey(release, path));
        entries.delete(cacheKey(release, path));
      }
      for (const [path, bytes] of writes) {
        const entry = ledger.entry(path);
        if (!entry) continue;
        files.put(bytes, cacheKey(release, path));
        entries.put(entry);
      }
      for (const path of touched) {
        const entry = ledger.entry(path);
        if (entry && !writes.has(path)) entries.put(entry);
      }
      await committed(tx);
    } catch {
      // Not written (storage full, or taken away): these files are fetched again next time.
      for (const path of writes.keys()) ledger.remove(path);
    }
  }

  async usage(): Promise<LibraryCacheUsage | null> {
    await this.settle();
    const db = await this.database();
    if (!db) return null;
    try {
      const entries = await done(db.transaction(ENTRIES, 'readonly').objectStore(ENTRIES).getAll() as IDBRequest<CacheEntry[]>);
      return { bytes: entries.reduce((sum, e) => sum + e.size, 0), files: entries.length };
    } catch {
      return null;
    }
  }

  async clear(): Promise<LibraryCacheUsage | null> {
    // Files on their way are dropped with the rest.
    if (this.writeTimer) clearTimeout(this.writeTimer);
    this.writeTimer = undefined;
    this.writes = new Map();
    this.deletes = new Set();
    this.touched = new Set();
    this.ledger?.clear();
    await this.writing;
    const db = await this.database();
    if (!db) return null;
    try {
      const tx = db.transaction([FILES, ENTRIES], 'readwrite');
      tx.objectStore(FILES).clear();
      tx.objectStore(ENTRIES).clear();
      await committed(tx);
    } catch {
      return null;
    }
    return this.usage();
  }

  /** Waits for the writes asked for so far, scheduled or under way. */
  private async settle(): Promise<void> {
    if (this.writeTimer) {
      clearTimeout(this.writeTimer);
      this.writeTimer = undefined;
      const release = this.ledger?.release;
      if (release !== undefined) this.writing = this.writing.then(() => this.flushWrites(release));
    }
    await this.writing;
  }
}
