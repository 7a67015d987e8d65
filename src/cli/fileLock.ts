import { closeSync, linkSync, openSync, readSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { UserError } from './UserError.ts';
import { code, isAlive, writeError } from './writeFileAtomic.ts';

export interface LockOptions {
  /** How long to wait for a lock that a running process holds before giving up. */
  readonly waitMs?: number;
  /** A lock older than this was left behind, whatever its process (a reused pid looks alive). */
  readonly staleMs?: number;
}

/** What a lock file says about its holder. */
interface Holder {
  readonly pid: number;
  readonly host: string;
  readonly token: string;
}

/** A lock file as seen once: enough to tell later whether it is still the same file. */
interface Seen {
  readonly holder: Holder | undefined;
  readonly ino: number;
  readonly mtimeMs: number;
  readonly stale: boolean;
}

/** Attempts in all, so a lock that keeps appearing and vanishing cannot keep us spinning. */
const MAX_ATTEMPTS = 500;
/** A holder writes its lock file the moment it creates it: an empty or unreadable one this old was cut short by a kill. */
const UNREADABLE_STALE_MS = 2_000;

/**
 * Runs `run` while holding `<path>.lock`, so that runs changing the same file
 * take turns: each reads, changes and writes the file while no other does.
 * The lock file is created with O_EXCL ('wx'), and names its process; one
 * whose process has died (on this machine) or that is older than `staleMs`
 * is taken away. Waiting is bounded: after `waitMs` the run fails with a
 * message naming the holder.
 */
export async function withFileLock<T>(path: string, run: () => T | Promise<T>, options: LockOptions = {}): Promise<T> {
  const lock = `${path}.lock`;
  const token = await acquire(path, lock, options.waitMs ?? 10_000, options.staleMs ?? 30_000);
  try {
    return await run();
  } finally {
    release(lock, token);
  }
}

async function acquire(path: string, lock: string, waitMs: number, staleMs: number): Promise<string> {
  const token = randomBytes(8).toString('hex');
  const content = `${JSON.stringify({ pid: process.pid, host: hostname(), token, since: new Date().toISOString() })}\n`;
  const deadline = Date.now() + waitMs;
  let delay = 5;
  for (let attempt = 1; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(lock, 'wx', 0o644);
    } catch (e) {
      if (code(e) !== 'EEXIST') throw writeError(path, e);
      const seen = look(path, lock, staleMs);
      if (seen && seen.stale) breakStale(lock, seen);
      else if (seen) {
        if (Date.now() >= deadline || attempt >= MAX_ATTEMPTS) {
          const who = seen.holder ? `process ${seen.holder.pid} on ${seen.holder.host}` : 'another process';
          throw new UserError(`${path} is being changed by ${who}; try again, or delete ${lock} if no brickstats is running`);
        }
        // Jittered, so two waiting runs do not wake in step.
        await new Promise((r) => setTimeout(r, delay * (0.5 + Math.random())));
        delay = Math.min(delay * 2, 200);
      }
      if (attempt >= MAX_ATTEMPTS) throw new UserError(`${path}: could not take its lock ${lock} after ${MAX_ATTEMPTS} attempts`);
      continue;
    }
    try {
      writeSync(fd, content);
    } catch (e) {
      // A full disk can refuse even these few bytes: leave no half-made lock behind.
      closeSync(fd);
      unlinkSafe(lock);
      throw writeError(path, e);
    }
    closeSync(fd);
    return token;
  }
}

/** The lock file now, or undefined when it has gone meanwhile. */
function look(path: string, lock: string, staleMs: number): Seen | undefined {
  let stat;
  let text: string;
  try {
    stat = statSync(lock);
    text = readHead(lock);
  } catch (e) {
    if (code(e) === 'ENOENT') return undefined;
    throw writeError(path, e);
  }
  const holder = parseHolder(text);
  const age = Date.now() - stat.mtimeMs;
  const dead = holder !== undefined && holder.host === hostname() && !isAlive(holder.pid);
  const stale = age > staleMs || dead || (holder === undefined && age > UNREADABLE_STALE_MS);
  return { holder, ino: stat.ino, mtimeMs: stat.mtimeMs, stale };
}

/**
 * Removes a stale lock without removing a fresh one by mistake: two runs can
 * find the same stale lock, and the first may already have replaced it with
 * its own. So the lock is first moved aside, and put back unless it is the
 * very file that was judged stale.
 */
function breakStale(lock: string, seen: Seen): void {
  const aside = `${lock}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(lock, aside);
  } catch (e) {
    if (code(e) === 'ENOENT') return;
    throw e;
  }
  const moved = statSync(aside);
  if (moved.ino === seen.ino && moved.mtimeMs === seen.mtimeMs) {
    unlinkSafe(aside);
    return;
  }
  try {
    // link, not rename: it fails rather than replace a lock someone took meanwhile.
    linkSync(aside, lock);
  } catch (e) {
    if (code(e) !== 'EEXIST') renameSync(aside, lock);
  }
  unlinkSafe(aside);
}

function release(lock: string, token: string): void {
  try {
    if (parseHolder(readHead(lock))?.token === token) unlinkSync(lock);
  } catch {
    // Already gone: nothing to release.
  }
}

/** The first 4 KB of a file: a lock file is a line, whatever else may be in the way. */
function readHead(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    return buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, 0));
  } finally {
    closeSync(fd);
  }
}

function parseHolder(text: string): Holder | undefined {
  try {
    const h = JSON.parse(text) as Partial<Holder>;
    return typeof h.pid === 'number' && typeof h.host === 'string' && typeof h.token === 'string' ? { pid: h.pid, host: h.host, token: h.token } : undefined;
  } catch {
    return undefined;
  }
}

function unlinkSafe(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
