/** The schema of `ldraw/release.json`: which release of the library the site serves. */
export const LIBRARY_RELEASE_SCHEMA = 'brickstats/ldraw-release@1';

/** `ldraw/release.json` as written: tiny, so a browser can check it on every start before using the files it kept. */
export interface LibraryReleaseJson {
  readonly schema: typeof LIBRARY_RELEASE_SCHEMA;
  /** A digest of every served file and of the index (see buildLibraryIndex): another release, another name. */
  readonly release: string;
}

export function libraryReleaseJson(release: string): LibraryReleaseJson {
  return { schema: LIBRARY_RELEASE_SCHEMA, release };
}

/**
 * The release named by a fetched `release.json`; undefined when it names none that can be
 * trusted (another shape, an empty or odd name): the library is then used without keeping files.
 */
export function readLibraryRelease(json: unknown): string | undefined {
  const found = json as Partial<LibraryReleaseJson> | null;
  if (typeof found !== 'object' || found === null || found.schema !== LIBRARY_RELEASE_SCHEMA) return undefined;
  const { release } = found;
  return typeof release === 'string' && /^[\w-]{8,100}$/.test(release) ? release : undefined;
}
