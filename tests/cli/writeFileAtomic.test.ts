import * as fs from 'node:fs';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/cli/UserError.ts';
import { removeLeftovers, writeFileAtomic, type WriteFs } from '../../src/cli/writeFileAtomic.ts';

const folder = () => mkdtempSync(join(tmpdir(), 'atomic-'));

/** The node:fs calls, with `step` failing with `code` the `nth` time it is called. */
function failing(step: keyof WriteFs, code: string, nth = 1): WriteFs {
  let calls = 0;
  const real = fs as unknown as Record<string, (...args: unknown[]) => unknown>;
  return new Proxy(fs, {
    get(target, name: string) {
      if (name !== step) return Reflect.get(target, name);
      return (...args: unknown[]) => {
        if (++calls === nth) throw Object.assign(new Error(`${code}: simulated`), { code, syscall: step });
        return real[name]!(...args);
      };
    },
  }) as WriteFs;
}

describe('writeFileAtomic', () => {
  it('creates a file, replaces it, keeps the old one as .bak and leaves no temporary file', () => {
    const dir = folder();
    const file = join(dir, 'c.json');
    writeFileAtomic(file, 'one\n', { backup: true });
    expect(readFileSync(file, 'utf8')).toBe('one\n');
    expect(readdirSync(dir)).toEqual(['c.json']);
    writeFileAtomic(file, 'two\n', { backup: true });
    expect(readFileSync(file, 'utf8')).toBe('two\n');
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe('one\n');
    expect(readdirSync(dir).sort()).toEqual(['c.json', 'c.json.bak']);
  });

  it("keeps the file's permissions, and writes through a symbolic link to the file it names", () => {
    const dir = folder();
    const file = join(dir, 'c.json');
    writeFileSync(file, 'old');
    chmodSync(file, 0o600);
    symlinkSync(file, join(dir, 'link.json'));
    writeFileAtomic(join(dir, 'link.json'), 'new');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.lstatSync(join(dir, 'link.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('new');
  });

  const CODES = ['ENOENT', 'EROFS', 'EPERM', 'EACCES', 'ENOSPC', 'EFBIG'];
  const STEPS: (keyof WriteFs)[] = ['openSync', 'writeSync', 'fsyncSync', 'renameSync'];
  it.each(CODES.flatMap((code) => STEPS.map((step) => [code, step] as const)))('%s in %s: one line naming the file, the old file as it was, no temporary file', (code, step) => {
    const dir = folder();
    const file = join(dir, 'c.json');
    writeFileSync(file, 'old');
    // nth 2: the backup is written first, so the file itself fails.
    for (const nth of [1, 2]) {
      let thrown: unknown;
      try {
        writeFileAtomic(file, 'new', { backup: true }, failing(step, code, nth));
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(UserError);
      const message = (thrown as UserError).message;
      expect(message).not.toContain('\n');
      expect(message).toContain(code);
      expect(message).toContain(nth === 1 ? `${file}.bak` : file);
      expect(readFileSync(file, 'utf8')).toBe('old');
      expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    }
  });

  it('says so when the folder does not exist', () => {
    const file = join(folder(), 'gone', 'c.json');
    expect(() => writeFileAtomic(file, 'x')).toThrow(/^cannot write .*gone\/c\.json: its folder does not exist \(ENOENT\)/);
  });

  it('removes the temporary files of dead processes, not those of live ones', () => {
    const dir = folder();
    const file = join(dir, 'c.json');
    const dead = fs.readFileSync('/proc/sys/kernel/pid_max', 'utf8').trim();
    writeFileSync(join(dir, `.c.json.${dead}.0badc0de.tmp`), 'x');
    writeFileSync(join(dir, `.c.json.bak.${dead}.0badc0de.tmp`), 'x');
    writeFileSync(join(dir, `.c.json.${process.pid}.0badc0de.tmp`), 'x');
    writeFileSync(join(dir, `.other.json.${dead}.0badc0de.tmp`), 'x');
    removeLeftovers(file);
    expect(readdirSync(dir).sort()).toEqual([`.c.json.${process.pid}.0badc0de.tmp`, `.other.json.${dead}.0badc0de.tmp`]);
  });
});
