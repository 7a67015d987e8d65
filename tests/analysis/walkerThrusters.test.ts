import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A little walker: a body of 2 x 4 bricks laid along Z, two long and three high, a printed head on its front end looking -Z, two legs of
 * round bricks on plates with pins under it, and a finned round brick on its back end, its fins blowing backward (+Z)
 * out of the piece (as the 6876 Alienator's tail thrusters, batch 36).
 */
const WALKER = [
  '0 FILE walker.ldr',
  ...[0, -24, -48].flatMap((y) => [0, 80].map((z) => `1 4 0 ${y} ${z} 0 0 1 0 1 0 -1 0 0 3001.dat`)),
  '1 14 0 -72 0 1 0 0 0 1 0 0 0 1 3626bp01.dat',
  ...[-20, 100].flatMap((z) => ['1 71 0 24 ' + z + ' 1 0 0 0 1 0 0 0 1 2476a.dat', ...[32, 56].map((y) => `1 72 0 ${y} ${z} 1 0 0 0 1 0 0 0 1 3941.dat`)]),
  '1 0 0 -12 120 1 0 0 0 0 -1 0 1 0 4588.dat',
].join('\n');

describe('a walker with a finned round brick blowing backward', () => {
  it('walks on its legs and boosts with the fins: a rocket booster, M 3', async () => {
    const a = await analyzeText(`${WALKER}\n`);
    expect(a.measurements.baseType).toBe('legs');
    const fins = a.parts.findIndex((p) => p.part === '4588.dat');
    expect(a.labels[fins]!.boost).toBe('rocket-booster');
    expect(a.stats.M.base).toBe(3);
  });
});
