import type { FileSource } from '../../ldraw/FileSource.ts';
import type { LibraryCache, LibraryStore } from './LibraryCache.ts';
import { readLibraryIndex, type LibraryIndex } from './LibraryIndex.ts';
import { readLibraryPack } from './LibraryPack.ts';
import { readLibraryRelease } from './LibraryRelease.ts';

/** The library's colour file, asked for by this lower-cased name (see PartLibrary.colours). */
const COLOUR_FILE = 'ldconfig.ldr';

/** Library files fetched since counting began, and in how many rounds (see HttpSource.requests); `cached`: files read from the browser's cache instead. */
export interface LibraryRequests {
  readonly files: number;
  readonly rounds: number;
  readonly cached: number;
}

/** Where the index and the colour file are kept in the cache: no library path starts with '#'. */
const INDEX_ENTRY = '#index';
const COLOURS_ENTRY = '#colours';

/**
 * The library served over HTTP, by the development server or as plain files of the
 * built site: paths are looked up in its index and fetched by their exact real
 * path, one request per file that exists and none for files that do not.
 *
 * No waterfall: the index lists, for each file, every subfile and primitive it
 * needs at any depth. The first time a file is asked for, all of those are fetched
 * with it, so a model's whole set of library files is requested in one round, as
 * soon as the model's own references are known; the loader's later waves find
 * them already on their way.
 *
 * With a cache (see LibraryCache), the source first asks which release the site
 * serves (`release.json`, a few bytes), then takes the index, the colours and every
 * file it has kept for that release from the cache, and keeps what it fetches: a
 * model loaded before, even in an earlier visit, fetches no library file. Without a
 * cache, or when the site names no release, the index (about 2 MB) and the
 * colour file are both asked for at once when the source is made.
 *
 * The primitives most parts need come in one download, the pack (see LibraryPack),
 * the first time a model needs one the cache lacks; every file in it is kept.
 *
 * Nothing waits for the index that does not need it: a file that embeds its parts
 * needs only the colours, so it is read while the index is still on its way.
 */
export class HttpSource implements FileSource {
  readonly label: string;
  /** The index as fetched: parsed on first use, so a file that needs none never pays for parsing it. */
  private readonly indexBytes: Promise<Uint8Array>;
  private parsed: Promise<LibraryIndex> | undefined;
  private readonly colours: Promise<Uint8Array | undefined>;
  /** Files asked for or fetched ahead, not yet read: each is fetched once, and let go once read. */
  private readonly pending = new Map<number, Promise<Uint8Array | undefined>>();
  /** Files whose needs were already fetched ahead. */
  private readonly expanded = new Set<number>();
  /** Files already read: the library keeps what it read, so they are not fetched ahead again. */
  private readonly delivered = new Set<number>();
  private counting = { epoch: 0, files: 0, rounds: 0, settled: 0, cached: 0 };
  /** The cache's store of the served release; undefined when there is none to use. */
  private readonly store: Promise<LibraryStore | undefined>;
  /** The pack's files once asked for; undefined inside when it cannot be had (its files are then fetched one by one). */
  private packed: Promise<Map<string, Uint8Array> | undefined> | undefined;

  constructor(
    private readonly base: string,
    cache?: LibraryCache,
  ) {
    this.label = base;
    this.store = cache ? servedRelease(base).then((release) => (release ? cache.open(release) : undefined)).catch(() => undefined) : Promise.resolve(undefined);
    this.indexBytes = this.kept(INDEX_ENTRY, async () => {
      let response: Response;
      try {
        response = await fetch(`${base}index.json`);
      } catch (e) {
        throw unavailable(`its index could not be fetched: ${(e as Error).message}`);
      }
      if (!response.ok) throw unavailable(`${response.status}: ${(await response.text().catch(() => '')).slice(0, 200)}`);
      try {
        return new Uint8Array(await response.arrayBuffer());
      } catch (e) {
        throw unavailable(`its index broke off: ${(e as Error).message}`);
      }
    }) as Promise<Uint8Array>;
    // The colour file has its own address: no index needed to ask for it. A failure here
    // is no error: the colours are then looked up through the index, like any file.
    this.colours = this.kept(COLOURS_ENTRY, () =>
      fetch(`${base}colours`).then(
        async (response) => (response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined),
        () => undefined,
      ),
    );
    // Awaited where it is used; this only keeps an early failure from being reported as unhandled.
    this.indexBytes.catch(() => {});
  }

  /** Resolves when the index is in; rejects with the reason the library cannot be had. */
  async ready(): Promise<void> {
    await this.indexBytes;
  }

  /**
   * Library files fetched since `countFromHere`, and the rounds they took. A request's
   * round is one more than the latest round of any request that had ended when it was
   * made: files fetched together are one round, files asked for only once another file
   * came back (a subpart found in its part) are the next.
   */
  get requests(): LibraryRequests {
    return { files: this.counting.files, rounds: this.counting.rounds, cached: this.counting.cached };
  }

  /** Starts counting requests afresh (at each model's load). */
  countFromHere(): void {
    this.counting = { epoch: this.counting.epoch + 1, files: 0, rounds: 0, settled: 0, cached: 0 };
  }

  /**
   * What the app kept beside the served release's files under `entry` (a name no library
   * path has: it starts with '#'); undefined when nothing is kept or there is no cache.
   * Kept and let go with the files: counted in the cache's size, dropped with its release, cleared with it.
   */
  async keptBeside(entry: string): Promise<Uint8Array | undefined> {
    return (await this.store)?.get(entry);
  }

  /** Keeps `bytes` under `entry` beside the served release's files (see keptBeside). */
  keepBeside(entry: string, bytes: Uint8Array): void {
    void this.store.then((store) => store?.put(entry, bytes));
  }

  /** The bytes kept under `entry` in the cache, else fetched (and then kept). */
  private async kept(entry: string, fetchIt: () => Promise<Uint8Array | undefined>): Promise<Uint8Array | undefined> {
    const found = await this.keptBeside(entry);
    if (found) return found;
    const bytes = await fetchIt();
    if (bytes) this.keepBeside(entry, bytes);
    return bytes;
  }

  private get index(): Promise<LibraryIndex> {
    return (this.parsed ??= this.indexBytes.then((bytes) => {
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder().decode(bytes));
      } catch (e) {
        throw unavailable(`its index is not JSON: ${(e as Error).message}`);
      }
      try {
        return readLibraryIndex(json);
      } catch (e) {
        throw unavailable((e as Error).message);
      }
    }));
  }

  async read(path: string): Promise<Uint8Array | undefined> {
    if (path === COLOUR_FILE) {
      const bytes = await this.colours;
      if (bytes) return bytes;
      // Neither the colours nor the index: a file that embeds its parts still loads, its colours unknown (and said so).
      const index = await this.index.catch(() => undefined);
      if (!index) return undefined;
    }
    const index = await this.index;
    const id = index.find(path);
    if (id === undefined) return undefined;
    const bytes = this.fetchOnce(index, id);
    if (!this.expanded.has(id)) {
      this.expanded.add(id);
      for (const need of index.needs(id)) {
        this.expanded.add(need);
        if (!this.delivered.has(need)) this.fetchOnce(index, need);
      }
    }
    this.pending.delete(id);
    this.delivered.add(id);
    return bytes;
  }

  /** The file's bytes: from the cache, else fetched now; or already on their way. */
  private fetchOnce(index: LibraryIndex, id: number): Promise<Uint8Array | undefined> {
    const known = this.pending.get(id);
    if (known) return known;
    const path = index.path(id);
    const counting = this.counting;
    const bytes = this.store.then(async (store) => {
      const found = await store?.get(path);
      if (found) {
        counting.cached++;
        return found;
      }
      const fetched = (index.inPack(id) ? (await this.pack(store, counting))?.get(path) : undefined) ?? (await this.download(path, counting));
      if (fetched) store?.put(path, fetched);
      return fetched;
    });
    // A file fetched ahead that fails is reported (as missing) when it is read, not before.
    bytes.catch(() => {});
    this.pending.set(id, bytes);
    return bytes;
  }

  /** The pack's files, fetched once (every one of them then kept), counted as one request. */
  private pack(store: LibraryStore | undefined, counting: HttpSource['counting']): Promise<Map<string, Uint8Array> | undefined> {
    this.packed ??= this.counted(counting, () => fetch(`${this.base}pack`, { cache: 'no-cache' }))
      .then((bytes) => {
        if (!bytes) return undefined;
        const files = readLibraryPack(bytes);
        for (const [path, file] of files) store?.put(path, file);
        return files;
      })
      // Not served, broken off or damaged: its files are fetched one by one.
      .catch(() => undefined);
    return this.packed;
  }

  /** One library file from the network, counted in its round (see `requests`). */
  private download(path: string, counting: HttpSource['counting']): Promise<Uint8Array | undefined> {
    return this.counted(counting, () => fetch(`${this.base}file/${path.split('/').map(encodeURIComponent).join('/')}`));
  }

  /** A request's body (undefined when not found), counted in its round. */
  private counted(counting: HttpSource['counting'], request: () => Promise<Response>): Promise<Uint8Array | undefined> {
    const round = counting.settled + 1;
    counting.files++;
    counting.rounds = Math.max(counting.rounds, round);
    const ended = () => {
      if (counting === this.counting) counting.settled = Math.max(counting.settled, round);
    };
    return request()
      .then(async (response) => (response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined))
      .finally(ended);
  }
}

/** The release the site serves, from its `release.json`; undefined when it names none (an older site: then nothing is kept). */
async function servedRelease(base: string): Promise<string | undefined> {
  // Asked of the server every time (no-cache: revalidated, a 304 when unchanged): the release decides which kept files may be used.
  const response = await fetch(`${base}release.json`, { cache: 'no-cache' });
  return response.ok ? readLibraryRelease(await response.json()) : undefined;
}

function unavailable(why: string): Error {
  return new Error(`the LDraw library is not available (${why})`);
}
