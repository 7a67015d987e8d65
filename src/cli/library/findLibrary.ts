import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LibraryRecord } from './LibraryRecord.ts';
import { isLibrary } from './describeLibrary.ts';
import { recordPath, SYSTEM_LIBRARY } from './paths.ts';

export interface FoundLibrary {
  readonly root: string;
  readonly how: string;
  readonly record: LibraryRecord | undefined;
}

/**
 * The library to use, without scanning anything: an explicit folder, then
 * LDRAWDIR, then what `brickstats library install` recorded, then /usr/share/ldraw.
 */
export function findLibrary(explicit?: string): FoundLibrary | undefined {
  if (explicit) return isLibrary(resolve(explicit)) ? { root: resolve(explicit), how: '--library', record: undefined } : undefined;
  const env = process.env.LDRAWDIR;
  if (env && isLibrary(resolve(env))) return { root: resolve(env), how: 'LDRAWDIR', record: undefined };
  const record = readRecord();
  if (record && isLibrary(record.root)) return { root: record.root, how: `installed (${record.source})`, record };
  if (isLibrary(SYSTEM_LIBRARY)) return { root: SYSTEM_LIBRARY, how: 'system', record: undefined };
  return undefined;
}

export function readRecord(): LibraryRecord | undefined {
  const path = recordPath();
  if (!existsSync(path)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as LibraryRecord;
    return typeof parsed.root === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}
