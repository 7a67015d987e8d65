import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../../../src/rules/block-duel-chess/play/mulberry32.ts';
import { pieceFromAnalysis } from '../../../src/rules/block-duel-chess/play/pieceFromAnalysis.ts';
import { playDuel } from '../../../src/rules/block-duel-chess/play/playDuel.ts';
import type { PieceSpec } from '../../../src/rules/block-duel-chess/play/PlayPiece.ts';
import { simulateDuel, simulateDuelInSteps } from '../../../src/rules/block-duel-chess/play/simulateDuel.ts';
import { wilsonInterval } from '../../../src/rules/block-duel-chess/play/wilsonInterval.ts';
import { analyzeFile } from '../../support/analyze.ts';

const MODELS = new URL('../../../models', import.meta.url).pathname;

let minifig: PieceSpec;
beforeAll(async () => {
  minifig = pieceFromAnalysis(await analyzeFile(join(MODELS, 'minifig.ldr')), 'minifig');
});

const contains = (interval: readonly [number, number], x: number) => interval[0] <= x && x <= interval[1];

describe('wilsonInterval', () => {
  it('gives the textbook 95% intervals', () => {
    const [lo, hi] = wilsonInterval(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
    const [zeroLo, zeroHi] = wilsonInterval(0, 10);
    expect(zeroLo).toBe(0);
    expect(zeroHi).toBeCloseTo(0.2775, 4);
    const [allLo, allHi] = wilsonInterval(10, 10);
    expect(allLo).toBeCloseTo(0.7225, 4);
    expect(allHi).toBe(1);
  });
});

describe('simulateDuel', () => {
  it('takes its stats from the analysis: the bundled minifig as Earth', () => {
    expect(minifig).toMatchObject({ element: 'Earth', H: 76, V: 25, A: 64, D: 14, M: 1, R: 1, moveDirection: 'cross', rangeDirection: 'cross' });
  });

  it('is deterministic for a seed, and the dice change with the seed', () => {
    // Five a side: the first turn's P-Roll decides whether the whole enemy team falls at once, so the dice matter.
    const team = Array.from({ length: 5 }, () => minifig);
    const one = simulateDuel(team, team, { runs: 200, seed: 11 });
    const again = simulateDuel(team, team, { runs: 200, seed: 11 });
    const other = simulateDuel(team, team, { runs: 200, seed: 12 });
    expect(again).toEqual(one);
    const outcome = (s: typeof one) => [s.winsA.count, s.firstMoverWins.count, s.meanTurns];
    expect(outcome(other)).not.toEqual(outcome(one));
  });

  it('run i can be replayed alone with playDuel and its own seed', () => {
    const team = Array.from({ length: 5 }, () => minifig);
    const a = playDuel(team, team, { seed: runSeed(11, 3), first: 'B' });
    const b = playDuel(team, team, { seed: runSeed(11, 3), first: 'B' });
    expect(b.final).toEqual(a.final);
    expect(b.winner).toBe(a.winner);
  });

  it('alternates the first turn: one minifig each, where the first turn always wins, splits exactly 1000 to 1000', () => {
    const s = simulateDuel([minifig], [minifig], { runs: 2000, seed: 1 });
    expect(s.firstMoverWins.rate).toBe(1);
    expect(s.winsA.count).toBe(1000);
    expect(s.winsB.count).toBe(1000);
    expect(s.meanTurns).toBe(1);
    expect(s.endings['all-destroyed']).toBe(2000);
  });

  it('two identical teams of five come out near 50/50: the 95% interval of 2000 runs holds 0.5', () => {
    const team = Array.from({ length: 5 }, () => minifig);
    const s = simulateDuel(team, team, { runs: 2000, seed: 1 });
    expect(contains(s.winsA.interval, 0.5)).toBe(true);
    expect(contains(s.winsB.interval, 0.5)).toBe(true);
    expect(s.winsA.count + s.winsB.count + s.draws.count).toBe(2000);
    // Moving first is worth a lot here, which is why the first turn has to alternate.
    expect(s.firstMoverWins.interval[0]).toBeGreaterThan(0.6);
  });

  it('refuses a run count that is not a whole number of at least 1', () => {
    expect(() => simulateDuel([minifig], [minifig], { runs: 0, seed: 1 })).toThrow(/runs must be/);
  });

  it('in steps: yields the runs played after every step and returns the same summary as in one go', () => {
    const team = Array.from({ length: 5 }, () => minifig);
    const steps = simulateDuelInSteps(team, team, { runs: 250, seed: 11 }, 100);
    const yielded: number[] = [];
    let next = steps.next();
    while (!next.done) {
      yielded.push(next.value);
      next = steps.next();
    }
    expect(yielded).toEqual([100, 200]);
    expect(next.value).toEqual(simulateDuel(team, team, { runs: 250, seed: 11 }));
  });
});
