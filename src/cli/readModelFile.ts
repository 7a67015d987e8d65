import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { decodeModelBytes, MAX_MODEL_BYTES } from '../ldraw/decodeModelBytes.ts';
import { UserError } from './UserError.ts';
import type { FileSource } from '../ldraw/FileSource.ts';

/** Larger model files are refused before reading (and a Studio archive inflating to more, as it is read). */
export { MAX_MODEL_BYTES };

export interface ModelFile {
  readonly path: string;
  readonly name: string;
  readonly folder: string;
  readonly text: string;
  readonly note: string | undefined;
  /** Parts that came inside the file itself (a Studio archive's custom parts). */
  readonly customParts: FileSource | undefined;
}

export function readModelFile(path: string, maxBytes = MAX_MODEL_BYTES): ModelFile {
  const full = resolve(path);
  let size: number;
  try {
    const stat = statSync(full);
    if (stat.isDirectory()) throw new UserError(`${path}: is a folder, not a model file`);
    // A device or FIFO (/dev/zero, a named pipe) reports size 0 and would be read forever.
    if (!stat.isFile()) throw new UserError(`${path}: is not a regular file`);
    size = stat.size;
  } catch (e) {
    if (e instanceof UserError) throw e;
    throw new UserError(`${path}: ${whyUnreadable(e)}`);
  }
  if (size > maxBytes) {
    throw new UserError(`${path}: the file is ${(size / 1048576).toFixed(0)} MB; model files over ${maxBytes / 1048576} MB are refused (--max-size MB raises the limit)`);
  }
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(full);
  } catch (e) {
    throw new UserError(`${path}: ${whyUnreadable(e)}`);
  }
  const decoded = decodeModelBytes(bytes, basename(full), maxBytes);
  if ('error' in decoded) throw new UserError(decoded.error);
  return { path: full, name: basename(full), folder: dirname(full), text: decoded.text, note: decoded.note, customParts: decoded.customParts };
}

/** The error codes users meet, in words; the code itself for the rest. */
function whyUnreadable(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code ?? 'error';
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'cannot read the file (permission denied)';
  return `cannot read the file (${code})`;
}
