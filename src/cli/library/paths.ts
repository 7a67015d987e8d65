import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the bundled CLI lives in dist/, the sources in src/cli/library/. */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (dir.endsWith('/dist') || dir.endsWith('/library') || dir.endsWith('/cli') || dir.endsWith('/src')) dir = dirname(dir);
    else break;
  }
  return dir;
}

/** Downloads and extracted libraries live outside the repo, so a second clone reuses them. */
export function cacheDir(): string {
  const base = process.env.XDG_CACHE_HOME ? resolve(process.env.XDG_CACHE_HOME) : join(homedir(), '.cache');
  return join(base, 'brickstats');
}

/** The machine-specific record of the installed library (ignored by git). */
export function recordPath(): string {
  return join(projectRoot(), 'parts-library', 'library.json');
}

export const SYSTEM_LIBRARY = '/usr/share/ldraw';
