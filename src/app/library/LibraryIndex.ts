/** The schema of `ldraw/index.json`, the served library's index. */
export const LIBRARY_INDEX_SCHEMA = 'brickstats/ldraw-index@2';

/**
 * `ldraw/index.json` as written: every library file the site serves by its real
 * path (its lookup key is the path in lower case), and for each file every other
 * library file it needs, at any depth (subparts and primitives), as numbers into
 * `paths`. Each list is sorted and stored as differences (the first number is the
 * file's own number, each next one the step from the one before), which keeps the
 * 300,000 entries of the 2022 library to about 1.4 MB.
 */
export interface LibraryIndexJson {
  readonly schema: typeof LIBRARY_INDEX_SCHEMA;
  readonly paths: readonly string[];
  readonly needs: readonly (readonly number[])[];
  /** Names this release of the served library (see LibraryRelease); written by the server, not needed to read the index. */
  readonly release?: string;
}

/** The index as the app uses it. */
export interface LibraryIndex {
  /** A file's number, by its lower-cased path; undefined when the library has no such file. */
  find(path: string): number | undefined;
  /** The file's real path (its case as on disk). */
  path(id: number): string;
  /** Every file the file needs, at any depth, itself not included. */
  needs(id: number): readonly number[];
}

/** Writes the index from the real paths and, for each, the numbers of what it needs. */
export function encodeLibraryIndex(paths: readonly string[], needs: readonly (readonly number[])[]): LibraryIndexJson {
  return {
    schema: LIBRARY_INDEX_SCHEMA,
    paths,
    needs: paths.map((_, i) => {
      const ids = [...(needs[i] ?? [])].sort((a, b) => a - b);
      return ids.map((id, k) => (k === 0 ? id : id - ids[k - 1]!));
    }),
  };
}

/** Reads a fetched index; throws an Error saying what is wrong with it. */
export function readLibraryIndex(json: unknown): LibraryIndex {
  const index = json as Partial<LibraryIndexJson> | null;
  if (typeof index !== 'object' || index === null || index.schema !== LIBRARY_INDEX_SCHEMA) throw new Error(`it is not a ${LIBRARY_INDEX_SCHEMA} index`);
  const { paths, needs } = index;
  if (!Array.isArray(paths) || !Array.isArray(needs) || needs.length !== paths.length) throw new Error('its paths and needs do not match');
  const ids = new Map<string, number>();
  paths.forEach((p, i) => {
    if (typeof p === 'string') ids.set(p.toLowerCase(), i);
  });
  const decoded: (readonly number[] | undefined)[] = [];
  return {
    find: (path) => ids.get(path),
    path: (id) => paths[id]!,
    needs(id) {
      let list = decoded[id];
      if (!list) {
        const steps = Array.isArray(needs[id]) ? needs[id] : [];
        let at = 0;
        // Numbers outside the index are dropped: a damaged index costs requests, never a wrong file.
        list = steps.map((step, k) => (at = k === 0 ? step : at + step)).filter((n) => Number.isInteger(n) && n >= 0 && n < paths.length && n !== id);
        decoded[id] = list;
      }
      return list;
    },
  };
}
