/**
 * Where files come from: a folder on disk, an HTTP server, a zip, memory.
 * Paths are normalised (lower case, `/`) and relative to the source's root;
 * a source never returns anything outside its root.
 * A read may answer at once or later; the loader batches lookups either way.
 */
export interface FileSource {
  /** Names the source in messages, e.g. the folder path. */
  readonly label: string;
  read(path: string): Uint8Array | undefined | Promise<Uint8Array | undefined>;
  /** Why a file the source holds was not given (over a size limit, damaged), in one line naming it; undefined otherwise. */
  why?(path: string): string | undefined;
  /**
   * A file to take only where nothing else gives the name, not even a print's plain mould
   * standing in: a copy that reads less well than the library's (Studio's embedded parts).
   */
  readLast?(path: string): Uint8Array | undefined | Promise<Uint8Array | undefined>;
}
