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
  /** The files served together in `pack` (see LibraryPack), as numbers into `paths`, stored as steps like `needs`; none when absent. */
  readonly pack?: readonly number[];
}

/** The index as the app uses it. */
export interface LibraryIndex {
  /** A file's number, by its lower-cased path; undefined when the library has no such file. */
  find(path: string): number | undefined;
  /** The file's real path (its case as on disk). */
  path(id: number): string;
  /** Every file the file needs, at any depth, itself not included. */
  needs(id: number): readonly number[];
  /** The file is served in the pack too (see LibraryPack). */
  inPack(id: number): boolean;
}

/** Writes the index from the real paths and, for each, the numbers of what it needs. */
export function encodeLibraryIndex(paths: readonly string[], needs: readonly (readonly number[])[], pack: readonly number[] = []): LibraryIndexJson {
  return {
    schema: LIBRARY_INDEX_SCHEMA,
    paths,
    needs: paths.map((_, i) => steps(needs[i] ?? [])),
    ...(pack.length > 0 ? { pack: steps(pack) } : {}),
  };
}

/** Numbers sorted, the first as it is and each next one as the step from the one before. */
function steps(ids: readonly number[]): number[] {
  const sorted = [...ids].sort((a, b) => a - b);
  return sorted.map((id, k) => (k === 0 ? id : id - sorted[k - 1]!));
}

/** Steps back to numbers, dropping any outside the index (a damaged index costs requests, never a wrong file). */
function numbers(list: unknown, count: number): number[] {
  if (!Array.isArray(list)) return [];
  let at = 0;
  return list.map((step: unknown, k) => (at = k === 0 ? Number(step) : at + Number(step))).filter((n) => Number.isInteger(n) && n >= 0 && n < count);
}

/** The real paths of the files served in the pack (see LibraryPack), in the index's order. */
export function packedPaths(json: LibraryIndexJson): string[] {
  return numbers(json.pack, json.paths.length).map((id) => json.paths[id]!);
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
  const packed = new Set(numbers(index.pack, paths.length));
  return {
    find: (path) => ids.get(path),
    path: (id) => paths[id]!,
    needs: (id) => (decoded[id] ??= numbers(needs[id], paths.length).filter((n) => n !== id)),
    inPack: (id) => packed.has(id),
  };
}
