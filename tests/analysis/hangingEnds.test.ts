import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * The 5985 police truck's chassis as that file places its parts: two Technic bricks on plates, six wheel rims on
 * axle pins, and at its front end the plow (an upright 2 x 6 plate with grille slopes) reaching 9 LDU below the rims.
 * The plow is the last 8 lines.
 */
const TRUCK = [
  '1 15 -30 14 120 1 0 0 0 1 0 0 0 1 6141.dat',
  '1 15 30 14 120 1 0 0 0 1 0 0 0 1 6141.dat',
  '1 7 0 14 -130 1 0 0 0 1 0 0 0 1 3031.dat',
  '1 1 -10 -10 -110 0 0 1 0 1 0 -1 0 0 3701.dat',
  '1 0 0 0 -110 1 0 0 0 1 0 0 0 1 3673.dat',
  '1 1 10 -10 -110 0 0 1 0 1 0 -1 0 0 3701.dat',
  '1 0 -20 0 -90 1 0 0 0 1 0 0 0 1 3673.dat',
  '1 0 20 0 -90 1 0 0 0 1 0 0 0 1 3673.dat',
  '1 0 -20 0 -130 1 0 0 0 1 0 0 0 1 3673.dat',
  '1 0 20 0 -130 1 0 0 0 1 0 0 0 1 3673.dat',
  '1 7 -30 -10 -10 0 0 1 0 1 0 -1 0 0 32018.dat',
  '1 7 30 -10 -10 0 0 1 0 1 0 -1 0 0 32018.dat',
  '1 0 0 -10 -160 1 0 0 0 1 0 0 0 1 30414.dat',
  '1 34 -30 -10 120 0 0 -1 0 1 0 1 0 0 54200.dat',
  '1 34 30 -10 120 0 0 1 0 1 0 -1 0 0 54200.dat',
  '1 0 -30 -18 50 0 0 1 0 1 0 -1 0 0 6636.dat',
  '1 0 30 -18 50 0 0 1 0 1 0 -1 0 0 6636.dat',
  '1 0 0 -18 -30 1 0 0 0 1 0 0 0 1 3795.dat',
  '1 18 -40 0 110 -1 0 0 0 1 0 0 0 -1 3749.dat',
  '1 18 40 0 110 1 0 0 0 1 0 0 0 1 3749.dat',
  '1 18 -40 0 30 -1 0 0 0 1 0 0 0 -1 3749.dat',
  '1 18 40 0 30 1 0 0 0 1 0 0 0 1 3749.dat',
  '1 18 -40 0 -110 -1 0 0 0 1 0 0 0 -1 3749.dat',
  '1 18 40 0 -110 1 0 0 0 1 0 0 0 1 3749.dat',
  '1 0 -60 0 110 0 0 1 0 1 0 -1 0 0 55982.dat',
  '1 0 60 0 110 0 0 -1 0 1 0 1 0 0 55982.dat',
  '1 0 -60 0 30 0 0 1 0 1 0 -1 0 0 55982.dat',
  '1 0 60 0 30 0 0 -1 0 1 0 1 0 0 55982.dat',
  '1 0 -60 0 -110 0 0 1 0 1 0 -1 0 0 55982.dat',
  '1 0 60 0 -110 0 0 -1 0 1 0 1 0 0 55982.dat',
  '1 0 0 10 -178 1 0 0 0 0 -1 0 1 0 3795.dat',
  '1 0 0 0 -186 -1 0 0 0 0 1 0 1 0 50949.dat',
  '1 0 0 20 -186 1 0 0 0 0 -1 0 1 0 3023.dat',
  '1 8 -40 0 -178 0 0 1 1 0 0 0 1 0 61409.dat',
  '1 8 40 0 -178 0 0 -1 -1 0 0 0 1 0 61409.dat',
  '1 8 0 10 -178 1 0 0 0 0 -1 0 1 0 3068b.dat',
  '1 8 -40 20 -178 0 0 1 1 0 0 0 1 0 61409.dat',
  '1 8 40 20 -178 0 0 -1 -1 0 0 0 1 0 61409.dat',
];
const PLOW = 8;

/** The plow moved back by its own distance ahead of the chassis (176 LDU): hanging between the axles. */
const MIDDLE = TRUCK.map((l, k) => {
  if (k < TRUCK.length - PLOW) return l;
  const f = l.split(' ');
  f[4] = String(Number(f[4]) + 176);
  return f.join(' ');
});

describe('a plow hanging at one end down past the wheels', () => {
  it('leaves the truck rolling on its wheels: base wheels, 3 squares', async () => {
    const a = await analyzeText(TRUCK.join('\n') + '\n');
    expect(a.stats.M.base).toBe(3);
    expect(a.stats.M.terms[0]!.detail).toMatch(/Base: wheels/);
  });

  it('hanging between the axles, is what the truck stands on', async () => {
    const a = await analyzeText(MIDDLE.join('\n') + '\n');
    expect(a.stats.M.terms[0]!.detail).toMatch(/Base: plate/);
  });
});
