import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { FileSource } from '../ldraw/FileSource.ts';

/**
 * A folder on disk. Lookups are case-insensitive on any filesystem: each
 * directory is listed once (lazily) and names are matched in lower case, so
 * `S\3001S01.DAT` finds `s/3001s01.dat` without probing. Paths that would
 * leave the root are never opened.
 */
export class FsSource implements FileSource {
  readonly root: string;
  private realRoot: string | undefined;
  private readonly listings = new Map<string, Map<string, string> | null>();

  constructor(root: string, readonly maxFileBytes = 64 * 1024 * 1024) {
    this.root = resolve(root);
  }

  get label(): string {
    return this.root;
  }

  read(path: string): Uint8Array | undefined {
    const found = this.locate(path);
    if (!found) return undefined;
    try {
      // A symbolic link inside the folder may point anywhere: follow it only if it stays inside.
      this.realRoot ??= realpathSync(this.root);
      const real = realpathSync(found);
      if (!real.startsWith(this.realRoot + sep)) return undefined;
      const stat = statSync(real);
      if (!stat.isFile() || stat.size > this.maxFileBytes) return undefined;
      return readFileSync(real);
    } catch {
      return undefined;
    }
  }

  /** The real path of a normalised relative path, or undefined. */
  locate(path: string): string | undefined {
    const segments = path.split('/');
    let dir = this.root;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!;
      if (segment === '' || segment === '.' || segment === '..') return undefined;
      const entry = this.list(dir)?.get(segment);
      if (!entry) return undefined;
      dir = join(dir, entry);
    }
    return dir.startsWith(this.root + sep) ? dir : undefined;
  }

  private list(dir: string): Map<string, string> | null {
    let listing = this.listings.get(dir);
    if (listing === undefined) {
      try {
        listing = new Map();
        for (const name of readdirSync(dir)) {
          const key = name.toLowerCase();
          if (!listing.has(key)) listing.set(key, name);
        }
      } catch {
        listing = null;
      }
      this.listings.set(dir, listing);
    }
    return listing;
  }
}
