import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';

const MODELS = new URL('../../models', import.meta.url).pathname;
const MINIFIG = join(MODELS, 'minifig.ldr');

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['duel', ...argv], (s) => out.push(s), (s) => err.push(s));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A bad command line: its exit code and what it said on stderr (nothing on stdout). */
async function failure(...argv: string[]): Promise<{ code: number; err: string }> {
  const r = await run(...argv);
  if (r.code === 0) throw new Error(`expected brickstats duel ${argv.join(' ')} to fail`);
  expect(r.out).toBe('');
  return r;
}

describe('brickstats duel', () => {
  it('prints both win rates and the draws with 95% intervals, the setup, and the policy in one line', async () => {
    const r = await run(MINIFIG, MINIFIG, '--runs', '200', '--seed', '3');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('duel: 200 runs, seed 3, starting Power 300, no time limit (stalemate after 10 turns without damage), a Piece acts as often as Power allows, Pieces block shots');
    expect(lines[1]).toBe('team A: minifig.ldr (Earth H76 V25 A64 D14 M1 cross R1 cross)');
    // One minifig each: whoever moves first wins, and the first turn alternates.
    expect(r.out).toContain('A wins      100   50.0%   43.1% - 56.9%');
    expect(r.out).toContain('B wins      100   50.0%   43.1% - 56.9%');
    expect(r.out).toContain('draws         0    0.0%   0.0% - 1.9%');
    expect(r.out).toContain('first turn won 100.0% (98.1% - 100.0%); mean length 1.00 turns; endings: 200 all destroyed');
    expect(lines.filter((l) => l.startsWith('policy: greedy: '))).toHaveLength(1);
  });

  it('gives the same output for the same seed', async () => {
    const args = ['--team-a', `${MINIFIG}*3`, '--team-b', `${MINIFIG}*3`, '--runs', '60', '--seed', '9'];
    expect((await run(...args)).out).toBe((await run(...args)).out);
  });

  it('takes teams as comma-separated lists, a piece repeated with *K, and an Element per side', async () => {
    const r = await run('--team-a', `${MINIFIG}*2,${join(MODELS, 'knight-plate.ldr')}`, '--team-b', MINIFIG, '--element-a', 'fire', '--runs', '20', '--max-turns', '3');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^team A: 2 x minifig\.ldr \(Fire H\d+ .*\), knight-plate\.ldr \(Fire /m);
    expect(r.out).toMatch(/^team B: minifig\.ldr \(Earth /m);
    expect(r.out).toContain('time called after 3 turns');
  });

  it('picks one piece of a model with file#N', async () => {
    const r = await run(`${MINIFIG}#1`, MINIFIG, '--runs', '10');
    expect(r.out).toContain('team A: minifig.ldr#1 (Earth');
  });

  it('answers wrong usage with exit 2', async () => {
    for (const argv of [
      [],
      [MINIFIG],
      [MINIFIG, MINIFIG, MINIFIG],
      [MINIFIG, MINIFIG, '--runs', '0'],
      [MINIFIG, MINIFIG, '--runs', 'many'],
      [MINIFIG, MINIFIG, '--seed', '-1'],
      [MINIFIG, MINIFIG, '--element-b', 'Plasma'],
      [MINIFIG, MINIFIG, '--starting-power', '500'],
      [MINIFIG, MINIFIG, '--actions', 'twice'],
      [MINIFIG, MINIFIG, '--bogus'],
      ['--team-a', MINIFIG],
      ['--team-a', MINIFIG, '--team-b', MINIFIG, MINIFIG],
      ['--team-a', ',', '--team-b', MINIFIG],
    ]) {
      const e = await failure(...argv);
      expect(e.code, argv.join(' ')).toBe(2);
    }
    expect((await failure()).err).toBe('brickstats: give two pieces, or --team-a and --team-b');
    expect((await failure(MINIFIG, MINIFIG, '--starting-power', '500')).err).toContain('starting Power must be 200 to 400');
    expect((await failure(MINIFIG, MINIFIG, '--runs', 'many')).err).toContain("option '--runs <n>' argument 'many' is invalid. It takes a whole number from 1 to 1000000.");
  });

  it('answers a file it cannot read, or a team that breaks the limits, with exit 1 and the reason', async () => {
    const missing = await failure(MINIFIG, join(MODELS, 'no-such-piece.ldr'));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/no-such-piece\.ldr: no such file/);
    const big = await failure('--team-a', `${MINIFIG}*10,${MINIFIG}`, '--team-b', MINIFIG, '--runs', '1');
    expect(big.code).toBe(1);
    expect(big.err).toContain('team A has 11 Pieces; at most 10 may play');
    const costly = await failure(MINIFIG, `${MINIFIG}*3`, '--value-limit', '60', '--runs', '1');
    expect(costly.err).toContain("team B's total Value is 75, over the agreed limit of 60");
  });
});
