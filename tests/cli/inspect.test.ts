import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { existsSync, mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.ts';

// Every read of the model file goes through these: the 100 MB test checks it is never read.
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return { ...real, readFileSync: vi.fn(real.readFileSync), openSync: vi.fn(real.openSync) };
});

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ID = '1 0 0 0 1 0 0 0 1';
const place = (name: string, colour = 4, x = 0, y = 0) => `1 ${colour} ${x} ${y} 0 ${ID} ${name}`;

let dir: string;
const file = (name: string, content: string | Uint8Array): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'brickstats-inspect-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
  readonly errLines: readonly string[];
}

async function run(...argv: string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (s) => out.push(s), (s) => err.push(s));
  const errText = err.join('\n');
  return { code, out: out.join('\n'), err: errText, errLines: errText.split('\n').filter((l) => l !== '') };
}

/** Exit 1 with exactly one line on stderr, naming the file, and nothing on stdout. */
function expectOneLineFailure(r: Run, name: string, what: RegExp): void {
  expect(r.code).toBe(1);
  expect(r.out).toBe('');
  expect(r.errLines).toHaveLength(1);
  expect(r.errLines[0]).toMatch(/^brickstats: /);
  expect(r.errLines[0]).toContain(name);
  expect(r.errLines[0]).toMatch(what);
}

describe('files that cannot be read as a model: exit 1, one line naming the file', () => {
  it('binary garbage', async () => {
    const bytes = new Uint8Array(4096);
    let seed = 7;
    for (let i = 0; i < bytes.length; i++) bytes[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
    bytes[10] = 0;
    expectOneLineFailure(await run('inspect', file('garbage.ldr', bytes)), 'garbage.ldr', /binary/);
  });

  it('an empty file', async () => {
    expectOneLineFailure(await run('inspect', file('empty.ldr', '')), 'empty.ldr', /empty/);
  });

  it('a file of white space', async () => {
    expectOneLineFailure(await run('inspect', file('blank.ldr', '\n  \r\n\t\n')), 'blank.ldr', /no LDraw lines/);
  });

  it('a text file that is not LDraw names the file and the line', async () => {
    const r = await run('inspect', file('notes.txt', '\n\nDear diary,\ntoday I built a house.\n'));
    expectOneLineFailure(r, 'notes.txt:3:', /not an LDraw file.*"Dear diary,"/);
  });

  it('a 100 MB file is refused quickly, with its size, without being read', async () => {
    const reads = (name: string) =>
      [...vi.mocked(fs.readFileSync).mock.calls, ...vi.mocked(fs.openSync).mock.calls].filter(([p]) => String(p).includes(name)).length;
    // The spies do see the reads of a model file that is read.
    expect((await run('inspect', file('small.ldr', `0 small\n${place('3001.dat')}\n`))).code).toBe(0);
    expect(reads('small.ldr')).toBeGreaterThan(0);
    const path = file('big.ldr', '0 big\n');
    truncateSync(path, 100 * 1024 * 1024);
    const r = await run('inspect', path);
    expectOneLineFailure(r, 'big.ldr', /100 MB/);
    expect(reads('big.ldr')).toBe(0);
  });

  it('a corrupt .io archive', async () => {
    const bytes = new Uint8Array(600).fill(0x41);
    bytes.set([0x50, 0x4b, 0x03, 0x04], 0);
    expectOneLineFailure(await run('inspect', file('corrupt.io', bytes)), 'corrupt.io', /zip|archive/i);
  });

  it('a truncated .io archive', async () => {
    const whole = zipSync({ 'model.ldr': new TextEncoder().encode(`0 model\n${place('3001.dat')}\n`.repeat(50)) });
    const r = await run('inspect', file('truncated.io', whole.subarray(0, Math.floor(whole.length / 2))));
    expectOneLineFailure(r, 'truncated.io', /truncated|damaged|not a zip/i);
  });

  it('a zip without model.ldr', async () => {
    const r = await run('inspect', file('other.io', zipSync({ 'readme.txt': new TextEncoder().encode('hi') })));
    expectOneLineFailure(r, 'other.io', /model\.ldr/);
  });

  it('a missing file', async () => {
    expectOneLineFailure(await run('inspect', join(dir, 'nowhere.ldr')), 'nowhere.ldr', /no such file/);
  });

  it('a folder', async () => {
    const path = join(dir, 'folder.ldr');
    mkdirSync(path, { recursive: true });
    expectOneLineFailure(await run('inspect', path), 'folder.ldr', /folder/);
  });

  it.skipIf(!existsSync('/dev/zero'))('a device that never ends (/dev/zero)', async () => {
    expectOneLineFailure(await run('inspect', '/dev/zero'), '/dev/zero', /not a regular file/);
  });
});

describe('wrong usage: exit 2', () => {
  it.each([
    ['no command', [], /Usage: brickstats \[options\] \[command\][\s\S]*inspect \[options\] <file>/],
    ['inspect without a file', ['inspect'], /missing required argument 'file'[\s\S]*brickstats inspect --help/],
    ['inspect with two files', ['inspect', 'a.ldr', 'b.ldr'], /too many arguments for 'inspect'[\s\S]*brickstats inspect --help/],
    ['an unknown option', ['inspect', 'a.ldr', '--frobnicate'], /unknown option '--frobnicate'/],
    ['a value for a flag', ['inspect', 'a.ldr', '--json=yes'], /unknown option '--json=yes'/],
    ['an option without its value', ['inspect', 'a.ldr', '--submodel'], /option '--submodel <name>' argument missing/],
    ['a bad --max-size', ['inspect', 'a.ldr', '--max-size', 'lots'], /option '--max-size <mb>' argument 'lots' is invalid/],
    ['an unknown command', ['frobnicate'], /unknown command 'frobnicate'/],
  ])('%s', async (_, argv, message) => {
    const r = await run(...argv);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
  });
});

describe('models that can be read: exit 0', () => {
  it('a good model prints the JSON report', async () => {
    const text = ['0 FILE main.ldr', '0 Two bricks', place('3001.dat', 4), place('tower.ldr', 16, 0, -24), '0 FILE tower.ldr', place('3003.dat', 1)].join('\n');
    const r = await run('inspect', file('good.mpd', text), '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.file).toBe('good.mpd');
    expect(report.missing).toEqual([]);
    expect(report.diagnostics).toEqual([]);
    expect(report.parts).toHaveLength(2);
    const [brick, tower] = report.parts;
    expect(Object.keys(brick)).toEqual(expect.arrayContaining(['id', 'part', 'description', 'category', 'colour', 'colourName', 'colourFamily', 'submodel', 'line', 'position', 'bounds', 'studs']));
    expect(brick).toMatchObject({ id: '3', part: '3001.dat', description: 'Brick  2 x  4', category: 'Brick', colour: 4, colourName: 'Red', submodel: '', line: 3, position: [0, 0, 0], studs: 8 });
    expect(typeof brick.colourFamily).toBe('string');
    expect(brick.colourFamily).not.toBe('');
    expect(brick.bounds).toEqual({ min: [-40, -4, -20], max: [40, 24, 20] });
    expect(tower).toMatchObject({ id: '4/6', part: '3003.dat', description: 'Brick  2 x  2', colour: 1, colourName: 'Blue', submodel: 'tower.ldr', line: 6, position: [0, -24, 0], studs: 4 });
  });

  it('a model with a missing part lists it and still exits 0', async () => {
    const r = await run('inspect', file('missing.ldr', ['0 with a gap', place('3001.dat'), place('nosuch.dat', 4, 40)].join('\n')), '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.missing).toEqual([{ name: 'nosuch.dat', file: 'missing.ldr', line: 3, references: 1 }]);
    expect(report.parts.map((p: { part: string; missing: boolean }) => [p.part, p.missing])).toEqual([
      ['3001.dat', false],
      ['nosuch.dat', true],
    ]);
  });

  it('bad lines become diagnostics with file, line and message', async () => {
    const r = await run('inspect', file('bad.ldr', ['0 bad', place('3001.dat'), '1 16 0 0', 'x']. join('\n')), '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.diagnostics).toEqual([
      expect.objectContaining({ file: 'bad.ldr', line: 3, message: expect.stringContaining('line type 1') }),
      expect.objectContaining({ file: 'bad.ldr', line: 4, message: expect.stringContaining('unknown line type "x"') }),
    ]);
  });

  it('a reference to a file beside the model folder is refused, not read', async () => {
    const inner = join(dir, 'inner');
    mkdirSync(inner, { recursive: true });
    file('secret.ldr', `0 secret\n${place('3003.dat')}\n`);
    const r = await run('inspect', file('inner/escape.ldr', ['0 escape', place('..\\secret.ldr', 16), place('3001.dat')].join('\n')), '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.parts.map((p: { part: string }) => p.part)).toEqual(['3001.dat']);
    expect(report.missing).toEqual([]);
    expect(report.diagnostics).toEqual([expect.objectContaining({ file: 'escape.ldr', line: 2, severity: 'error', message: expect.stringContaining('refused') })]);
  });

  it('a Studio .io archive is read, with a note on stderr', async () => {
    const io = zipSync({ 'model.ldr': new TextEncoder().encode(`\uFEFF0 Studio\r\n${place('3001.dat')}\r\n`) });
    const r = await run('inspect', file('studio.io', io), '--json');
    expect(r.code).toBe(0);
    expect(r.err).toContain('studio.io: read model.ldr');
    expect(JSON.parse(r.out).parts.map((p: { part: string }) => p.part)).toEqual(['3001.dat']);
  });

  it('the text summary names the counts and the problems', async () => {
    const r = await run('inspect', file('summary.ldr', ['0 summary', place('3001.dat'), place('3001.dat', 1, 80), place('gone.dat'), '7 7 7'].join('\n')));
    expect(r.code).toBe(0);
    expect(r.out).toContain('parts:    3 placed, 2 distinct');
    expect(r.out).toContain('gone.dat (1x, first at summary.ldr:4)');
    expect(r.out).toContain('summary.ldr:5: unknown line type "7"');
  });
});

describe('the real command in a child process', () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(ROOT, 'bin', 'brickstats.mjs'), ...args], { encoding: 'utf8', timeout: 120_000, cwd: ROOT });

  it('exits 1 with one line and no stack trace for garbage, 2 for usage, 0 for a model', () => {
    const garbage = file('child-garbage.ldr', Uint8Array.from({ length: 2000 }, (_, i) => (i * 37) % 256));
    const bad = cli('inspect', garbage);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain('child-garbage.ldr');
    expect(bad.stderr).not.toMatch(/\n\s+at |Error:/);

    const notLdraw = cli('inspect', file('child-notes.txt', 'hello\n'));
    expect(notLdraw.status).toBe(1);
    expect(notLdraw.stderr.trim()).toMatch(/^brickstats: child-notes\.txt:1: not an LDraw file/);

    const usage = cli('inspect', '--nope');
    expect(usage.status).toBe(2);
    expect(usage.stderr).not.toMatch(/\n\s+at /);

    const good = cli('inspect', file('child-good.ldr', `0 good\n${place('3001.dat')}\n`), '--json');
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
    expect(JSON.parse(good.stdout).parts).toHaveLength(1);
  }, 120_000);
});
