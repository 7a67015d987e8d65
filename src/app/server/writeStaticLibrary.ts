import { copyFileSync, linkSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LibraryIndexJson } from '../library/LibraryIndex.ts';
import { libraryReleaseJson } from '../library/LibraryRelease.ts';
import { buildLibraryIndex } from './buildLibraryIndex.ts';
import { packLibraryFiles } from './packLibraryFiles.ts';

/** What was written, for the build's log. */
export interface StaticLibrary {
  readonly files: number;
  readonly linked: boolean;
}

/**
 * Writes the library as plain files under `out` (the site's `ldraw/` folder), in the
 * layout the development server answers: `index.json`, `release.json` (see LibraryRelease),
 * `colours` (LDConfig.ldr), `pack` (see LibraryPack) and `file/<real path>` for every file the index lists. Files are hard links to the
 * library where the file system allows it (no copy of ~370 MB, and fast), else copies.
 */
export function writeStaticLibrary(root: string, out: string, index: LibraryIndexJson = buildLibraryIndex(root)): StaticLibrary {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'file'), { recursive: true });
  writeFileSync(join(out, 'index.json'), JSON.stringify(index));
  if (index.release) writeFileSync(join(out, 'release.json'), JSON.stringify(libraryReleaseJson(index.release)));
  const made = new Set<string>();
  let linked = true;
  for (const path of index.paths) {
    const from = join(root, path);
    const to = join(out, 'file', path);
    const dir = dirname(to);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    if (linked) {
      try {
        linkSync(from, to);
        continue;
      } catch {
        linked = false; // another device, or no links here: copy this one and the rest
      }
    }
    copyFileSync(from, to);
  }
  const colours = index.paths.find((p) => p.toLowerCase() === 'ldconfig.ldr');
  if (colours) copyFileSync(join(root, colours), join(out, 'colours'));
  if (index.pack) writeFileSync(join(out, 'pack'), packLibraryFiles(root, index));
  return { files: index.paths.length, linked };
}
