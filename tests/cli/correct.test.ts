import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { editCorrections } from '../../src/rules/block-duel-chess/correctionsFile.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const BIN = join(ROOT, 'bin', 'brickstats.mjs');
const MINIFIG = join(ROOT, 'models', 'minifig.ldr');
const SCHEMA = 'brickstats/corrections@1';

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, (s) => out.push(s), (s) => err.push(s));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Two bricks, parts 2 and 3: a model that loads fast, for the tests that start many runs. */
const BRICKS = join(mkdtempSync(join(tmpdir(), 'correct-model-')), 'bricks.ldr');
writeFileSync(BRICKS, '0 two bricks\n1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n1 1 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat\n');

/** `brickstats correct` in a child process, as a player runs it. */
function child(args: string[]) {
  return spawn(process.execPath, [BIN, 'correct', BRICKS, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
}

function exited(p: ReturnType<typeof child>): Promise<{ code: number | null; signal: NodeJS.Signals | null; err: string }> {
  let err = '';
  p.stderr!.on('data', (d) => (err += d));
  p.stdout!.resume();
  return new Promise((resolve) => p.on('close', (code, signal) => resolve({ code, signal, err })));
}

const folder = () => mkdtempSync(join(tmpdir(), 'correct-'));
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** A file with fields this version does not know, as a newer brickstats might leave it. */
const START = `${JSON.stringify({ schema: SCHEMA, 'x-app': { version: 9 }, parts: { '10': { part: '3818.dat', function: 'armour', 'x-note': 'left arm' } } }, null, 2)}\n`;

/** The names whose change sets off a kill, in the order a write makes them. */
const TRIGGERS: ((name: string) => boolean)[] = [
  (name) => name.startsWith('.c.json.bak.'),
  (name) => name === 'c.json.bak',
  (name) => /^\.c\.json\.\d+\./.test(name),
  (name) => name === 'c.json',
];

beforeAll(() => {
  // bin/brickstats.mjs rebuilds a stale bundle: once here, not in twenty children at once.
  execFileSync(process.execPath, [BIN, '--version']);
});

describe('brickstats correct writes safely', () => {
  it('keeps unknown fields, and the previous file as .bak', async () => {
    const file = join(folder(), 'c.json');
    writeFileSync(file, START);
    const r = await run(['correct', MINIFIG, '--corrections', file, '--part', '8', '--section', 'head']);
    expect(r.code, r.err).toBe(0);
    const json = read(file);
    expect(json['x-app']).toEqual({ version: 9 });
    expect(json.parts['10']).toEqual({ part: '3818.dat', function: 'armour', 'x-note': 'left arm' });
    expect(json.parts['8']).toEqual({ part: '3626bp01.dat', section: 'head' });
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe(START);
    expect(readdirSync(join(file, '..')).sort()).toEqual(['c.json', 'c.json.bak']);
  });

  it('refuses a damaged corrections file before changing anything', async () => {
    const file = join(folder(), 'c.json');
    writeFileSync(file, '{"schema": "brickstats/corrections@1", "parts": [');
    const r = await run(['correct', MINIFIG, '--corrections', file, '--front', '+x']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^brickstats: .*c\.json: not JSON/);
    expect(readFileSync(file, 'utf8')).toBe('{"schema": "brickstats/corrections@1", "parts": [');
  });

  it('a missing folder: one line naming the file, exit 1', async () => {
    const file = join(folder(), 'no-such-folder', 'c.json');
    const r = await run(['correct', MINIFIG, '--corrections', file, '--front', '+x']);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`brickstats: cannot write ${file}: its folder does not exist (ENOENT); the file was left as it was`);
  });

  it('a run killed at any moment of its write leaves the old file or the new one, never a mix (20 kills)', async () => {
    const dir = folder();
    const file = join(dir, 'c.json');
    writeFileSync(file, START);
    let old = START;
    const outcomes = { old: 0, new: 0, killed: 0 };
    // --front needs no model, so the runs are quick; each sets a front the file does not have, so its new file differs from the old.
    const fronts = ['-z', '+z', '-x', '+x'] as const;
    for (let i = 0; i < 20; i++) {
      const others = fronts.filter((f) => f !== JSON.parse(old).piece?.front);
      const front = others[i % others.length]!;
      const edited = editCorrections(old, file, { front });
      if ('error' in edited) throw new Error(edited.error);
      const p = child(['--corrections', file, '--front', front]);
      // Kill when the backup's temporary file, the backup, the file's temporary file or the file itself changes: each step of a write is hit.
      const trigger = TRIGGERS[i % TRIGGERS.length]!;
      const watcher = watch(dir, (_event, name) => {
        if (name && trigger(name)) p.kill('SIGKILL');
      });
      const result = await exited(p);
      watcher.close();
      if (result.signal === 'SIGKILL') outcomes.killed++;
      else expect(result.code, result.err).toBe(0);
      const now = readFileSync(file, 'utf8');
      expect(() => JSON.parse(now)).not.toThrow();
      expect([old, edited.text]).toContain(now);
      outcomes[now === old ? 'old' : 'new']++;
      if (existsSync(`${file}.bak`)) expect(() => read(`${file}.bak`)).not.toThrow();
      old = now;
    }
    // The kills must have landed, before the rename and after it, or this tested little.
    expect(outcomes.killed, JSON.stringify(outcomes)).toBeGreaterThanOrEqual(10);
    expect(outcomes.old, JSON.stringify(outcomes)).toBeGreaterThan(0);
    expect(outcomes.new, JSON.stringify(outcomes)).toBeGreaterThan(0);
    // A run after all that takes over the dead runs' lock and clears their temporary files.
    const last = await exited(child(['--corrections', file, '--element', 'water']));
    expect(last.code, last.err).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['c.json', 'c.json.bak']);
    expect(read(file)['x-app']).toEqual({ version: 9 });
  });

  it('two runs at once on different parts both keep their correction (20 times)', async () => {
    for (let i = 0; i < 20; i++) {
      const file = join(folder(), 'c.json');
      writeFileSync(file, START);
      const [a, b] = await Promise.all([
        exited(child(['--corrections', file, '--part', '2', '--section', 'base'])),
        exited(child(['--corrections', file, '--part', '3', '--weapon', 'gun:1'])),
      ]);
      expect(a.code, a.err).toBe(0);
      expect(b.code, b.err).toBe(0);
      const json = read(file);
      expect(json.parts['2'], `round ${i}`).toEqual({ part: '3001.dat', section: 'base' });
      expect(json.parts['3'], `round ${i}`).toEqual({ part: '3001.dat', weapon: { kind: 'gun', level: 1 }, function: 'weapon' });
      expect(json.parts['10']).toEqual({ part: '3818.dat', function: 'armour', 'x-note': 'left arm' });
      expect(json['x-app']).toEqual({ version: 9 });
    }
  });

  it('two runs at once on the same part: the later one wins, and the earlier one is the backup', async () => {
    for (let i = 0; i < 3; i++) {
      const file = join(folder(), 'c.json');
      writeFileSync(file, START);
      const results = await Promise.all([
        exited(child(['--corrections', file, '--part', '2', '--section', 'head'])),
        exited(child(['--corrections', file, '--part', '2', '--section', 'base'])),
      ]);
      for (const r of results) expect(r.code, r.err).toBe(0);
      const last = read(file).parts['2'].section;
      const first = read(`${file}.bak`).parts['2'].section;
      // One ran after the other: the backup holds the first run's file, whole.
      expect([first, last].sort()).toEqual(['base', 'head']);
    }
  });
});

/** A small tmpfs of our own, when this machine lets us mount one (as root, outside most containers). */
function mountTmpfs(size: string): string | undefined {
  const dir = folder();
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
    return dir;
  } catch {
    return undefined;
  }
}

describe('brickstats correct on a failing disk', () => {
  const mounts: string[] = [];
  afterAll(() => {
    for (const dir of mounts) spawnSync('umount', [dir]);
  });

  it('a full disk: the old file survives and the message is one line', async (ctx) => {
    const dir = mountTmpfs('256k');
    if (!dir) return ctx.skip('cannot mount a tmpfs here (needs root outside a restricted container)');
    mounts.push(dir);
    const file = join(dir, 'c.json');
    const failures: string[] = [];
    // With 0, 1, 2... pages left, the write fails at the lock, the backup or the file itself, then succeeds.
    for (let pagesLeft = 0; pagesLeft <= 4; pagesLeft++) {
      rmSync(join(dir, 'filler'), { force: true });
      writeFileSync(file, START);
      rmSync(`${file}.bak`, { force: true });
      const { bavail, bsize } = statfsSync(dir);
      writeFileSync(join(dir, 'filler'), Buffer.alloc((bavail - pagesLeft) * bsize));
      const r = await run(['correct', MINIFIG, '--corrections', file, '--part', '8', '--section', 'core']);
      if (r.code === 0) {
        expect(read(file).parts['8']).toEqual({ part: '3626bp01.dat', section: 'core' });
      } else {
        expect(r.code).toBe(1);
        expect(r.err).toBe(`brickstats: cannot write ${r.err.includes('.bak') ? `${file}.bak` : file}: no space left on the device (ENOSPC); the file was left as it was`);
        expect(readFileSync(file, 'utf8')).toBe(START);
        failures.push(r.err.includes('.bak') ? 'backup' : 'file');
      }
      expect(readdirSync(dir).filter((n) => n.endsWith('.tmp') || n.endsWith('.lock'))).toEqual([]);
    }
    expect(failures.length).toBeGreaterThanOrEqual(2);
  });

  it('a read-only file system: one line, the file as it was', async (ctx) => {
    const dir = mountTmpfs('64k');
    if (!dir) return ctx.skip('cannot mount a tmpfs here (needs root outside a restricted container)');
    mounts.push(dir);
    const file = join(dir, 'c.json');
    writeFileSync(file, START);
    execFileSync('mount', ['-o', 'remount,ro', dir]);
    const r = await run(['correct', MINIFIG, '--corrections', file, '--front', '+x']);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`brickstats: cannot write ${file}: the file system is read-only (EROFS); the file was left as it was`);
    expect(readFileSync(file, 'utf8')).toBe(START);
  });

  it('a folder without write permission (EACCES): one line, no stack', async (ctx) => {
    // Root writes anywhere: drop the capability that lets it, where setpriv can.
    const asUser = (args: string[]): [string, string[]] =>
      process.getuid?.() === 0 ? ['setpriv', ['--bounding-set=-dac_override,-dac_read_search', process.execPath, ...args]] : [process.execPath, args];
    const probe = spawnSync(...asUser(['-e', '']));
    if (probe.status !== 0) return ctx.skip('cannot run without the permission to write anywhere (setpriv)');
    const dir = folder();
    const file = join(dir, 'locked', 'c.json');
    mkdirSync(join(dir, 'locked'));
    writeFileSync(file, START);
    chmodSync(join(dir, 'locked'), 0o555);
    const r = spawnSync(...asUser([BIN, 'correct', MINIFIG, '--corrections', file, '--front', '+x']), { encoding: 'utf8' });
    chmodSync(join(dir, 'locked'), 0o755);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(`brickstats: cannot write ${file}: permission denied (EACCES); the file was left as it was\n`);
    expect(readFileSync(file, 'utf8')).toBe(START);
  });
});
