import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { randomModels } from '../support/randomModel.ts';
import { MB, runCli, SECONDS, table, tableRow, warmUpCli, type Run } from '../support/runCli.ts';

/*
 * Random hostile models (tests/support/randomModel.ts: nesting, cycles, stacks,
 * singular matrices, huge coordinates, missing and empty submodels, every
 * line end) through the real command line, each with analyze, inspect --json
 * and pieces. Whatever the file, the command ends in time and memory, with
 * exit 0 and output, or exit 1 and one line naming the file: never a stack
 * trace, never a signal. The seed is fixed and printed; HOSTILE_SEED=n and
 * HOSTILE_CASES=n draw others. A failing case's file is kept in test-results/.
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 14_2025);
const COUNT = Number(process.env.HOSTILE_CASES ?? 24);
// inspect first: its placed-part count goes in the table.
const COMMANDS = [['inspect', '--json'], ['analyze'], ['pieces']] as const;
const KEPT = new URL('../../test-results/hostile-random/', import.meta.url).pathname;
const WIDTH = 80;

const cases = randomModels(SEED, COUNT);
const rows: string[] = [];
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hostile-random-'));
  for (const c of cases) writeFileSync(join(dir, c.name), c.bytes);
  warmUpCli();
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (rows.length === 0) return;
  const worst = (pick: (row: string) => number) => Math.max(...rows.map(pick));
  const cpu = worst((row) => Number(row.slice(WIDTH + 6, WIDTH + 13)));
  const seconds = worst((row) => Number(row.slice(WIDTH + 14, WIDTH + 21)));
  const mb = worst((row) => Number(row.slice(WIDTH + 22)));
  console.log(`${table(`random hostile models, seed ${SEED} (HOSTILE_SEED=${SEED} to repeat)`, rows, WIDTH)}\nworst: ${cpu.toFixed(1)} s CPU, ${seconds.toFixed(1)} s wall, ${mb.toFixed(0)} MB`);
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The promise every run keeps, whatever the file. */
function expectBounded(name: string, r: Run): void {
  const what = `${name}: ${r.err.slice(0, 2000)}`;
  expect(r.signal, what).toBeNull();
  expect([0, 1], what).toContain(r.code);
  expect(r.cpuSeconds, what).toBeLessThan(SECONDS);
  expect(r.mb, what).toBeLessThan(MB);
  // A stack frame, or an error's class name, means something was not caught and said in words.
  expect(r.err, what).not.toMatch(/^\s+at .*[:(]/m);
  expect(r.err, what).not.toMatch(/\b(TypeError|RangeError|ReferenceError|SyntaxError|Maximum call stack|FATAL ERROR|out of memory)\b/);
  if (r.code === 0) {
    expect(r.out.trim(), what).not.toBe('');
  } else {
    expect(r.err.split('\n'), what).toHaveLength(1);
    expect(r.err, what).toMatch(new RegExp(`^brickstats: ${escape(name)}(:\\d+)?: \\S`));
  }
}

describe(`random hostile models (seed ${SEED}) end in time and memory: output, or one line naming the file`, () => {
  for (const c of cases) {
    it(`${c.name}: ${c.summary}`, async () => {
      onTestFailed(() => {
        mkdirSync(KEPT, { recursive: true });
        copyFileSync(join(dir, c.name), join(KEPT, c.name));
        console.log(`kept ${join(KEPT, c.name)} (seed ${SEED})`);
      });
      let parts = 'refused';
      for (const command of COMMANDS) {
        const r = await runCli([...command, join(dir, c.name)]);
        if (command[1] === '--json' && r.code === 0) {
          const doc = JSON.parse(r.out) as { file: string; summary: { placedParts: number } };
          expect(doc.file).toBe(c.name);
          parts = `${doc.summary.placedParts} parts`;
        }
        rows.push(tableRow(`${c.name.slice(0, 7)} ${command[0].padEnd(7)} ${parts.padEnd(13)} ${c.summary}`.slice(0, WIDTH), r, WIDTH));
        expectBounded(c.name, r);
      }
    });
  }
});
