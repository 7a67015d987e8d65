import type { FileSource } from '../../ldraw/FileSource.ts';
import { readLibraryIndex, type LibraryIndex } from './LibraryIndex.ts';

/** The library's colour file, asked for by this lower-cased name (see PartLibrary.colours). */
const COLOUR_FILE = 'ldconfig.ldr';

/** Library files fetched since counting began, and in how many rounds (see HttpSource.requests). */
export interface LibraryRequests {
  readonly files: number;
  readonly rounds: number;
}

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
 * The index (about 1.4 MB) and the colour file are both asked for at once when
 * the source is made, and nothing waits for the index that does not need it:
 * a file that embeds its parts needs only the colours, so it is read while
 * the index is still on its way.
 */
export class HttpSource implements FileSource {
  readonly label: string;
  /** The index as fetched: parsed on first use, so a file that needs none never pays for parsing it. */
  private readonly indexBytes: Promise<ArrayBuffer>;
  private parsed: Promise<LibraryIndex> | undefined;
  private readonly colours: Promise<Uint8Array | undefined>;
  /** Files asked for or fetched ahead, not yet read: each is fetched once, and let go once read. */
  private readonly pending = new Map<number, Promise<Uint8Array | undefined>>();
  /** Files whose needs were already fetched ahead. */
  private readonly expanded = new Set<number>();
  /** Files already read: the library keeps what it read, so they are not fetched ahead again. */
  private readonly delivered = new Set<number>();
  private counting = { epoch: 0, files: 0, rounds: 0, settled: 0 };

  constructor(private readonly base: string) {
    this.label = base;
    this.indexBytes = (async () => {
      let response: Response;
      try {
        response = await fetch(`${base}index.json`);
      } catch (e) {
        throw unavailable(`its index could not be fetched: ${(e as Error).message}`);
      }
      if (!response.ok) throw unavailable(`${response.status}: ${(await response.text().catch(() => '')).slice(0, 200)}`);
      try {
        return await response.arrayBuffer();
      } catch (e) {
        throw unavailable(`its index broke off: ${(e as Error).message}`);
      }
    })();
    // The colour file has its own address: no index needed to ask for it. A failure here
    // is no error: the colours are then looked up through the index, like any file.
    this.colours = fetch(`${base}colours`).then(
      async (response) => (response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined),
      () => undefined,
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
    return { files: this.counting.files, rounds: this.counting.rounds };
  }

  /** Starts counting requests afresh (at each model's load). */
  countFromHere(): void {
    this.counting = { epoch: this.counting.epoch + 1, files: 0, rounds: 0, settled: 0 };
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

  /** The file's bytes: fetched now, or already on their way. */
  private fetchOnce(index: LibraryIndex, id: number): Promise<Uint8Array | undefined> {
    const known = this.pending.get(id);
    if (known) return known;
    const counting = this.counting;
    const round = counting.settled + 1;
    counting.files++;
    counting.rounds = Math.max(counting.rounds, round);
    const ended = () => {
      if (counting === this.counting) counting.settled = Math.max(counting.settled, round);
    };
    const bytes = fetch(`${this.base}file/${index.path(id).split('/').map(encodeURIComponent).join('/')}`)
      .then(async (response) => (response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined))
      .finally(ended);
    // A file fetched ahead that fails is reported (as missing) when it is read, not before.
    bytes.catch(() => {});
    this.pending.set(id, bytes);
    return bytes;
  }
}

function unavailable(why: string): Error {
  return new Error(`the LDraw library is not available (${why})`);
}
