import * as nodeFs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { UserError } from './UserError.ts';

/** The fs calls a write makes; tests swap one for a failing one to check every step's clean-up. */
export type WriteFs = Pick<typeof nodeFs, 'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'unlinkSync' | 'fchmodSync' | 'statSync' | 'readFileSync'>;

export interface WriteOptions {
  /** Keep the file's current content as `<file>.bak` (itself written safely) before replacing it. */
  readonly backup?: boolean;
}

/**
 * Writes a file so that, whatever happens (a full disk, a crash, a kill), it
 * holds either its old content or the new one, never a mix: the data goes to
 * a temporary file in the same folder (a rename is only atomic within one
 * file system), is fsync'd, then renamed over the file. A failure throws a
 * one-line UserError naming the file and why, and leaves the file as it was.
 */
export function writeFileAtomic(given: string, data: string | Uint8Array, options: WriteOptions = {}, fs: WriteFs = nodeFs): void {
  // Through a symbolic link to the file it names: renaming over the link would cut it.
  const path = realTarget(given);
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let old: { bytes: Buffer; mode: number } | undefined;
  try {
    old = { mode: fs.statSync(path).mode & 0o7777, bytes: options.backup ? fs.readFileSync(path) : Buffer.alloc(0) };
  } catch (e) {
    if (code(e) !== 'ENOENT') throw writeError(path, e);
  }
  if (options.backup && old) replace(`${path}.bak`, old.bytes, old.mode, fs);
  replace(path, bytes, old?.mode, fs);
}

function replace(target: string, bytes: Uint8Array, mode: number | undefined, fs: WriteFs): void {
  const tmp = tempName(target);
  let fd: number | undefined;
  try {
    fd = fs.openSync(tmp, 'wx', 0o666);
    // A rewrite keeps the file's permissions (a file the user made private stays private).
    if (mode !== undefined) fs.fchmodSync(fd, mode);
    for (let at = 0; at < bytes.length; ) at += fs.writeSync(fd, bytes, at, bytes.length - at);
    fs.fsyncSync(fd);
    const opened = fd;
    fd = undefined;
    fs.closeSync(opened);
    fs.renameSync(tmp, target);
  } catch (e) {
    if (fd !== undefined) ignore(() => fs.closeSync(fd!));
    ignore(() => fs.unlinkSync(tmp));
    throw writeError(target, e);
  }
  syncFolder(dirname(target));
}

/** The file a path names, links followed; the path itself while the file does not exist. */
export function realTarget(path: string): string {
  try {
    return nodeFs.realpathSync(path);
  } catch {
    return path;
  }
}

/** `.<name>.<pid>.<random>.tmp` beside the file: hidden, and traceable to the process that left it. */
function tempName(target: string): string {
  return join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
}

const TEMP = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;

/**
 * Removes the temporary files that writes of `path` (or its backup) left
 * behind when their process was killed. Only call it while holding the
 * file's lock: a live process's temporary file is never touched.
 */
export function removeLeftovers(path: string): void {
  const dir = dirname(path);
  const name = basename(path);
  let entries: string[];
  try {
    entries = nodeFs.readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    const m = TEMP.exec(entry);
    if (!m || (m[1] !== name && m[1] !== `${name}.bak`) || isAlive(Number(m[2]))) continue;
    ignore(() => nodeFs.unlinkSync(join(dir, entry)));
  }
}

/** Whether a process of this machine is running (EPERM: it is, but not ours). */
export function isAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return code(e) === 'EPERM';
  }
}

/** The rename is durable only once the folder is synced; not every system can open a folder, so this is best effort. */
function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = nodeFs.openSync(dir, 'r');
    nodeFs.fsyncSync(fd);
  } catch {
    // Windows cannot fsync a folder; the file itself was synced.
  } finally {
    if (fd !== undefined) ignore(() => nodeFs.closeSync(fd!));
  }
}

/** The errors a write meets, in words. */
const WHY: Record<string, string> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of its path is not a folder',
  EISDIR: 'it is a folder',
  EROFS: 'the file system is read-only',
  EPERM: 'the operation is not permitted',
  EACCES: 'permission denied',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is too large for the file system',
  EIO: 'an input/output error of the device',
};

/** "cannot write FILE: why (CODE); it was left as it was", one line, for any failure of a write. */
export function writeError(path: string, e: unknown): UserError {
  const c = code(e);
  const why = c ? `${WHY[c] ?? 'error'} (${c})` : (e as Error)?.message ?? String(e);
  return new UserError(`cannot write ${path}: ${why}; the file was left as it was`);
}

export function code(e: unknown): string | undefined {
  const c = (e as NodeJS.ErrnoException | undefined)?.code;
  return typeof c === 'string' ? c : undefined;
}

function ignore(f: () => void): void {
  try {
    f();
  } catch {
    // clean-up after a failure: the failure itself is what gets reported
  }
}
