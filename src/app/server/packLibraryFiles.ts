import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLibraryIndex, type LibraryIndexJson } from '../library/LibraryIndex.ts';
import { encodeLibraryPack } from '../library/LibraryPack.ts';

/** The bytes of `ldraw/pack`: the files the index names as packed, read from the library at `root`, in the index's order. */
export function packLibraryFiles(root: string, json: LibraryIndexJson): Uint8Array {
  const index = readLibraryIndex(json);
  const members = json.paths.flatMap((path, id) => (index.inPack(id) ? [path] : []));
  return encodeLibraryPack(members.map((path) => ({ path, bytes: readFileSync(join(root, path)) })));
}
