import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelFiles } from '../../src/cli/modelFiles.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const BIN = join(ROOT, 'bin', 'brickstats.mjs');
const BRICK = '1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n1 1 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat\n';

/** A folder of two models, one of them in a subfolder that cannot be read. */
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'folder-'));
  writeFileSync(join(dir, 'a.ldr'), BRICK);
  mkdirSync(join(dir, 'locked'));
  writeFileSync(join(dir, 'locked', 'b.ldr'), BRICK);
  return dir;
}

describe('modelFiles', () => {
  it('skips a subfolder it cannot read, saying why, and lists the rest', () => {
    const dir = folder();
    const readDir = (d: string): Dirent[] => {
      if (d.endsWith('locked')) throw Object.assign(new Error(`EACCES: permission denied, scandir '${d}'`), { code: 'EACCES' });
      return readdirSync(d, { withFileTypes: true });
    };
    expect(modelFiles(dir, readDir)).toEqual({ files: [join(dir, 'a.ldr')], skipped: [{ path: join(dir, 'locked'), why: 'permission denied (EACCES)' }] });
  });

  it('throws for the folder itself', () => {
    expect(() => modelFiles(join(tmpdir(), 'no-such-folder-here'))).toThrow(/ENOENT/);
  });
});

describe('brickstats analyze FOLDER with an unreadable subfolder', () => {
  it('reports it in one line, analyzes the rest, exit 1', (ctx) => {
    // Root reads anything: without the capabilities that let it, where setpriv can drop them.
    const command = process.getuid?.() === 0 ? ['setpriv', '--bounding-set=-dac_override,-dac_read_search', process.execPath] : [process.execPath];
    if (spawnSync(command[0]!, [...command.slice(1), '-e', '']).status !== 0) return ctx.skip('cannot run without the permission to read anything (setpriv)');
    const dir = folder();
    chmodSync(join(dir, 'locked'), 0);
    const r = spawnSync(command[0]!, [...command.slice(1), BIN, 'analyze', dir, '--format', 'csv'], { encoding: 'utf8' });
    chmodSync(join(dir, 'locked'), 0o755);
    expect(r.stderr).toBe(`brickstats: ${join(dir, 'locked')}: folder skipped: permission denied (EACCES)\n`);
    expect(r.status).toBe(1);
    const rows = r.stdout.trim().split('\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^a\.ldr,/);
  });
});
