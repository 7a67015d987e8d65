/** What the library cache holds: bytes and files, every release together. */
export interface LibraryCacheUsage {
  readonly bytes: number;
  readonly files: number;
}

/** The files kept for one release of the library. */
export interface LibraryStore {
  /** The file's bytes, if kept; undefined when not (or when they cannot be read). */
  get(path: string): Promise<Uint8Array | undefined>;
  /** Keeps the file (written soon after, with others, in one go). */
  put(path: string, bytes: Uint8Array): void;
}

/**
 * Library files kept in the browser between visits, by release (see LibraryRelease): a
 * second load of a model, even after the page is reloaded, fetches no library file.
 * Every method answers "no cache" (undefined, null) rather than failing: where the
 * browser keeps nothing (storage blocked, no IndexedDB), the library is fetched as before.
 */
export interface LibraryCache {
  /** The store of `release`; opening it lets go of the files of every other release. */
  open(release: string): Promise<LibraryStore | undefined>;
  /** What is kept, once the files on their way are written; null when the browser keeps nothing. */
  usage(): Promise<LibraryCacheUsage | null>;
  /** Lets go of every kept file; answers the usage after (null when the browser keeps nothing). */
  clear(): Promise<LibraryCacheUsage | null>;
}
