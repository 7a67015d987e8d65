import { PartLibrary } from '../ldraw/PartLibrary.ts';
import { FsSource } from './FsSource.ts';
import { findLibrary, type FoundLibrary } from './library/findLibrary.ts';
import { UserError } from './UserError.ts';
import type { LibraryOptions } from './sharedOptions.ts';

/** The library as a PartLibrary, plus any unofficial folders the user named. */
export function openLibrary(options: { library?: string; unofficial?: readonly string[] } = {}): { library: PartLibrary; found: FoundLibrary } {
  const found = findLibrary(options.library);
  if (!found) {
    const what = options.library ? `${options.library} is not an LDraw library (no parts/ and p/ folders)` : 'no LDraw parts library found';
    throw new UserError(`${what}. Run "npx brickstats library install", or set LDRAWDIR to an LDraw library folder.`);
  }
  const extra = (options.unofficial ?? []).map((dir) => new FsSource(dir));
  return { library: new PartLibrary(new FsSource(found.root), extra), found };
}

/** The library a command's `--library DIR` and `--unofficial DIR` options ask for. */
export function openLibraryFromOptions(options: LibraryOptions): { library: PartLibrary; found: FoundLibrary } {
  return openLibrary({
    ...(options.library !== undefined ? { library: options.library } : {}),
    ...(options.unofficial !== undefined ? { unofficial: [options.unofficial] } : {}),
  });
}
