import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LibraryRecord } from './LibraryRecord.ts';

/** True when a folder has the layout of an LDraw library. */
export function isLibrary(root: string): boolean {
  try {
    return statSync(join(root, 'parts')).isDirectory() && statSync(join(root, 'p')).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Counts parts, subparts and primitives and finds the release: the newest
 * `UPDATE yyyy-rr` in the part headers (reading only each file's first bytes).
 */
export function describeLibrary(root: string, source: LibraryRecord['source']): LibraryRecord {
  const partsDir = join(root, 'parts');
  const parts = datFiles(partsDir);
  const subparts = datFiles(join(partsDir, 's'));
  const primitives = datFiles(join(root, 'p')).length + datFiles(join(root, 'p', '8')).length + datFiles(join(root, 'p', '48')).length;
  let release = '';
  const buffer = Buffer.alloc(600);
  for (const name of parts) {
    const fd = openSync(join(partsDir, name), 'r');
    try {
      const n = readSync(fd, buffer, 0, buffer.length, 0);
      const m = /UPDATE\s+(\d{4}-\d{2})/.exec(buffer.toString('latin1', 0, n));
      if (m && m[1]! > release) release = m[1]!;
    } finally {
      closeSync(fd);
    }
  }
  return { root, source, release: release || 'unknown', parts: parts.length, subparts: subparts.length, primitives };
}

function datFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((n) => n.toLowerCase().endsWith('.dat'));
}
