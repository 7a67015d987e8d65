import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A hull lying on a 6 x 8 plate, a 2 x 2 brick and an 8 x 8 plate on it, and a 1 x 2 brick at each side reaching down
 * to the ground beside the plate (as the FX Star Patroller lies on its 6 x 8 plate, its keel bricks beside it; batch 26).
 */
const HULL = [
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3036.dat',
  '1 7 0 -24 0 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 7 0 -32 0 1 0 0 0 1 0 0 0 1 41539.dat',
  ...[70, -70].flatMap((x) => [`1 4 ${x} -16 0 0 0 1 0 1 0 -1 0 0 3004.dat`, `1 4 ${x} -24 0 0 0 1 0 1 0 -1 0 0 3023.dat`]),
];

describe('the Base of a build standing on parts of several shapes', () => {
  it('is the shape of most of the ground it covers: a big plate outweighs two small bricks beside it', async () => {
    const a = await analyzeText(`${HULL.join('\n')}\n`);
    expect(a.measurements.baseType).toBe('plate');
    expect(a.measurements.baseReason).toMatch(/most of the ground it covers plate height \(3036\.dat\)/);
  });

  it('with the plate a 1 x 2 plate, the bricks beside it cover more: a rectangular block', async () => {
    const a = await analyzeText(`${HULL.map((l) => l.replace(/^1 7 0 0 0 1 0 0 0 1 0 0 0 1 3036\.dat$/, '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3023.dat')).join('\n')}\n`);
    expect(a.measurements.baseType).toBe('rectangular-block');
  });
});
