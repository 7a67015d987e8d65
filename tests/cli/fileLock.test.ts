import { existsSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withFileLock } from '../../src/cli/fileLock.ts';

const file = () => join(mkdtempSync(join(tmpdir(), 'lock-')), 'c.json');
/** A pid no process has: pids stay below pid_max. */
const DEAD_PID = Number(readFileSync('/proc/sys/kernel/pid_max', 'utf8'));
const holder = (pid: number) => JSON.stringify({ pid, host: hostname(), token: 'someone-else' });

describe('withFileLock', () => {
  it('lets one run at a time change a file, and removes its lock after', async () => {
    const path = file();
    const log: string[] = [];
    const run = (name: string) =>
      withFileLock(path, async () => {
        log.push(`${name} in`);
        expect(existsSync(`${path}.lock`)).toBe(true);
        await new Promise((r) => setTimeout(r, 30));
        log.push(`${name} out`);
      });
    await Promise.all([run('a'), run('b'), run('c')]);
    for (let i = 0; i < log.length; i += 2) expect(log[i + 1]).toBe(log[i]!.replace('in', 'out'));
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it('releases the lock when the run throws', async () => {
    const path = file();
    await expect(withFileLock(path, () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it('takes over a lock whose process has died', async () => {
    const path = file();
    writeFileSync(`${path}.lock`, holder(DEAD_PID));
    expect(await withFileLock(path, () => 'ran', { waitMs: 0 })).toBe('ran');
    expect(readdirSync(join(path, '..'))).toEqual([]);
  });

  it('takes over a lock older than staleMs, even of a live process', async () => {
    const path = file();
    writeFileSync(`${path}.lock`, holder(process.pid));
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${path}.lock`, old, old);
    expect(await withFileLock(path, () => 'ran', { waitMs: 0, staleMs: 30_000 })).toBe('ran');
  });

  it('takes over an empty lock (its process was killed before writing it) once it is a few seconds old', async () => {
    const path = file();
    writeFileSync(`${path}.lock`, '');
    await expect(withFileLock(path, () => 'ran', { waitMs: 50 })).rejects.toThrow(/is being changed by another process/);
    const old = new Date(Date.now() - 5_000);
    utimesSync(`${path}.lock`, old, old);
    expect(await withFileLock(path, () => 'ran', { waitMs: 0 })).toBe('ran');
  });

  it("waits a bounded time for a live process's lock, then names the holder and the lock file", async () => {
    const path = file();
    writeFileSync(`${path}.lock`, holder(process.pid));
    const started = Date.now();
    await expect(withFileLock(path, () => 'ran', { waitMs: 200 })).rejects.toThrow(`${path} is being changed by process ${process.pid} on ${hostname()}; try again, or delete ${path}.lock if no brickstats is running`);
    expect(Date.now() - started).toBeLessThan(2_000);
    // Not ours: left in place.
    expect(readFileSync(`${path}.lock`, 'utf8')).toBe(holder(process.pid));
  });

  it('fails with one line naming the file when the folder does not exist', async () => {
    const path = join(file(), 'missing', 'c.json');
    await expect(withFileLock(path, () => 'ran')).rejects.toThrow(/^cannot write .*missing\/c\.json: its folder does not exist \(ENOENT\)/);
  });
});
