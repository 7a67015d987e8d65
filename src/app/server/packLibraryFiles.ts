import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packedPaths, type LibraryIndexJson } from '../library/LibraryIndex.ts';
import { encodeLibraryPack } from '../library/LibraryPack.ts';

/** The bytes of `ldraw/pack`: the files the index names as packed, read from the library at `root`, in the index's order. */
export function packLibraryFiles(root: string, json: LibraryIndexJson): Uint8Array {
  return encodeLibraryPack(packedPaths(json).map((path) => ({ path, bytes: readFileSync(join(root, path)) })));
}
