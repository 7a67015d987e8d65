import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeInWorkers, type FileOutcome } from '../../src/cli/analyzeInWorkers.ts';
import { analyze, type AnalyzeOptions } from '../../src/cli/commands/analyze.ts';
import { SHARED_MODELS } from '../support/library.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const BIN = join(ROOT, 'bin', 'brickstats.mjs');

/**
 * Real builds under ../shared/models, renamed so the largest comes first: the
 * threads finish out of order, and the output must still follow the files' order.
 */
function realFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'analyze-threads-'));
  const copies: [string, string][] = [
    ['brickbuilt/21303 - WALLE.mpd', 'a-walle.mpd'],
    ['pieces/knight-6021-lance.ldr', 'b-knight.ldr'],
    ['brickbuilt/6923-1 - Particle Ionizer.mpd', 'c-ionizer.mpd'],
    ['pieces/pirate-6235-pistol.ldr', 'd-pirate.ldr'],
    ['pieces/sith-7101-lightsaber.ldr', 'e-sith.ldr'],
  ];
  for (const [from, to] of copies) copyFileSync(join(SHARED_MODELS, from), join(dir, to));
  writeFileSync(join(dir, 'f-bad.ldr'), 'not ldraw at all\n');
  return dir;
}

async function run(dir: string, options: Partial<AnalyzeOptions>) {
  let out = '';
  let err = '';
  const io = { out: (s: string) => (out += `${s}\n`), err: (s: string) => (err += `${s}\n`), exit: () => undefined };
  const code = await analyze(dir, { format: 'text', ...options }, io, true);
  return { code, out, err };
}

/**
 * Analyzes `count` copies of the knight with one worker thread while this thread's files are work that never
 * yields, `busyMs(k)` long for its k-th file. Checks the outcomes came in the files' order; returns how many
 * files this thread did.
 */
async function withBusyThread(count: number, busyMs: (k: number) => number): Promise<{ files: string[]; here: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'analyze-share-'));
  const files = Array.from({ length: count }, (_, k) => {
    const to = join(dir, `knight-${String(k).padStart(2, '0')}.ldr`);
    copyFileSync(join(SHARED_MODELS, 'pieces/knight-6021-lance.ldr'), to);
    return to;
  });
  let here = 0;
  const taken: number[] = [];
  const busy = (): Promise<FileOutcome> => {
    const until = performance.now() + busyMs(here++);
    while (performance.now() < until);
    return Promise.resolve({ kind: 'error', message: 'done here', exitCode: 1 });
  };
  await analyzeInWorkers(files, 2, { options: {} }, busy, async (index) => void taken.push(index));
  expect(taken).toEqual(files.map((_, k) => k));
  return { files, here };
}

describe.skipIf(!existsSync(SHARED_MODELS))('analyze <folder> in threads', () => {
  it('prints what one thread prints, in the same order, with the same progress bar and errors', async () => {
    const dir = realFolder();
    for (const format of ['text', 'json', 'csv'] as const) {
      const one = await run(dir, { format, jobs: 1 });
      const two = await run(dir, { format, jobs: 2 });
      expect(two).toEqual(one);
      expect(one.code).toBe(1);
    }
    const text = await run(dir, { jobs: 3 });
    // Every file in order, the bar from 0 of 6 to done, the bad file's one-line error.
    const order = ['a-walle.mpd', 'b-knight.ldr', 'c-ionizer.mpd', 'd-pirate.ldr', 'e-sith.ldr'].map((f) => text.out.indexOf(`${f}: Block Duel Chess data sheet`));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(text.err).toContain('[------------------------] 0/6 a-walle.mpd');
    expect(text.err).toContain('[####################----] 5/6 f-bad.ldr');
    expect(text.err).toContain('6/6 done');
    expect(text.err).toContain('brickstats: f-bad.ldr:1: not an LDraw file');
  });

  it('the command line gives the same bytes with --jobs 1 and with a thread per core', () => {
    const dir = realFolder();
    const cli = (...args: string[]) => spawnSync(process.execPath, [BIN, 'analyze', dir, '--format', 'json', ...args], { encoding: 'utf8', cwd: ROOT, maxBuffer: 1 << 26 });
    const one = cli('--jobs', '1');
    const all = cli('--jobs', '2');
    expect(one.status).toBe(1);
    expect(all.status).toBe(1);
    expect(all.stdout).toBe(one.stdout);
    expect(all.stderr).toBe(one.stderr);
    expect(JSON.parse(one.stdout)).toHaveLength(6);
  });

  it('a thread gets files all along, not only its first two, while this thread analyzes without waiting on anything', async () => {
    // This thread's own files: 25 ms of work that never yields, as a big build's analysis does.
    const { files, here } = await withBusyThread(40, () => 25);
    expect(files.length - here).toBeGreaterThan(4);
  }, 60_000);

  it('a thread takes its next files by itself while this thread is deep in one big build (it never waits to be handed work)', async () => {
    // The first file here is a big build that never yields for seconds; the others are quick.
    const { files, here } = await withBusyThread(30, (k) => (k === 0 ? 5000 : 0));
    // Handed files one message at a time, the thread did two in those seconds and this thread took nearly all the rest.
    expect(here).toBeLessThan(files.length / 2);
  }, 60_000);
});
