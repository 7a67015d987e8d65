import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * The 8033 mini General Grievous Starfighter as its file places its parts (batch 42), nose at +Z. At its back two
 * engine pods: a tan 2 x 2 round plate on an axle pin, a black 2 x 2 x 2 cone on it tapering backward, and a grey
 * round plate on the cone's tip (rendered in LeoCAD from above: the two cones behind the delta wings).
 */
const GRIEVOUS = [
  '1 72 0 0 0 1 0 0 0 1 0 0 0 1 3021.dat',
  '1 72 -20 -24 0 0 0 1 0 1 0 -1 0 0 3700.dat',
  '1 72 20 -24 0 0 0 1 0 1 0 -1 0 0 3700.dat',
  '1 71 0 -24 -10 1 0 0 0 1 0 0 0 1 3665.dat',
  '1 71 0 -24 10 -1 0 0 0 1 0 0 0 -1 4287.dat',
  '1 0 0 -32 60 0 0 -1 0 1 0 1 0 0 4477.dat',
  '1 71 20 -32 0 0 0 -1 0 1 0 1 0 0 44728.dat',
  '1 71 -20 -32 0 0 0 1 0 1 0 -1 0 0 44728.dat',
  '1 71 0 -24 150 0 0 1 0 1 0 -1 0 0 3024.dat',
  '1 72 0 -16 170 1 0 0 0 1 0 0 0 1 3665.dat',
  '1 72 0 -48 150 -1 0 0 0 1 0 0 0 -1 6091.dat',
  '1 72 0 -40 80 0 0 -1 0 1 0 1 0 0 3666.dat',
  '1 70 0 -40 -10 1 0 0 0 1 0 0 0 1 3623.dat',
  '1 19 0 -40 10 1 0 0 0 1 0 0 0 1 3623.dat',
  '1 0 0 -48 140 0 0 1 0 1 0 -1 0 0 3023.dat',
  '1 72 0 -48 110 -1 0 0 0 1 0 0 0 -1 3623.dat',
  '1 72 0 -56 130 -1 0 0 0 1 0 0 0 -1 3024.dat',
  '1 72 0 -32 -30 1 0 0 0 1 0 0 0 1 54200.dat',
  '1 72 0 -48 20 0 0 1 0 1 0 -1 0 0 2431.dat',
  '1 72 0 -48 150 -1 0 0 0 1 0 0 0 -1 54200.dat',
  '1 0 0 -64 90 1 0 0 0 1 0 0 0 1 50950.dat',
  '1 72 0 -64 130 1 0 0 0 1 0 0 0 1 3070b.dat',
  '1 72 20 -48 110 -1 0 0 0 1 0 0 0 -1 42446.dat',
  '1 72 -20 -48 110 -1 0 0 0 1 0 0 0 -1 42446.dat',
  '1 71 20 -38 147 -1 0 0 0 0 -1 0 -1 0 3062b.dat',
  '1 71 -20 -38 147 -1 0 0 0 0 -1 0 -1 0 3062b.dat',
  '1 72 58 -22 10 0 -1 0 -1 0 0 0 0 -1 43711.dat',
  '1 72 58 -12 -10 0 -1 0 -1 0 0 0 0 -1 3700.dat',
  '1 72 58 -22 0 0 -1 0 -1 0 0 0 0 -1 61409.dat',
  '1 70 66 -2 -10 0 -1 0 -1 0 0 0 0 -1 6141.dat',
  '1 1 48 -12 -20 0 -1 0 0 0 1 -1 0 0 43093.dat',
  '1 72 34 -22 30 0 -1 0 -1 0 0 0 0 -1 4287.dat',
  '1 72 -58 -12 -10 0 1 0 -1 0 0 0 0 1 3700.dat',
  '1 72 -58 -22 10 0 1 0 1 0 0 0 0 -1 43710.dat',
  '1 72 -58 -22 0 0 1 0 1 0 0 0 0 -1 61409.dat',
  '1 70 -66 -2 -10 0 1 0 1 0 0 0 0 -1 6141.dat',
  '1 1 -48 -12 -20 0 1 0 0 0 -1 -1 0 0 43093.dat',
  '1 72 -34 -22 30 0 1 0 1 0 0 0 0 -1 4287.dat',
  '1 19 -48 -12 -28 0 0 -1 -1 0 0 0 1 0 4032b.dat',
  '1 0 -48 -12 -76 0 0 -1 -1 0 0 0 1 0 3942c.dat',
  '1 72 -48 -12 -84 0 0 -1 -1 0 0 0 1 0 6141.dat',
  '1 19 48 -12 -28 0 0 -1 -1 0 0 0 1 0 4032b.dat',
  '1 0 48 -12 -76 0 0 -1 -1 0 0 0 1 0 3942c.dat',
  '1 72 48 -12 -84 0 0 -1 -1 0 0 0 1 0 6141.dat',
];

describe('capped engine cones', () => {
  it("a big cone tapering backward with a round plate on its tip is an engine's nozzle: the pod is a rocket booster", async () => {
    const a = await analyzeText(`${GRIEVOUS.join('\n')}\n`);
    const pods = a.parts.flatMap((p, i) => (p.part === '3942c.dat' || (p.part === '6141.dat' && p.bounds.max[2]! < -70) ? [i] : []));
    expect(pods).toHaveLength(4);
    for (const i of pods) {
      expect(a.labels[i]!.boost, a.labels[i]!.functionReason).toBe('rocket-booster');
      expect(a.labels[i]!.aim!.map((v) => v + 0)).toEqual([0, 0, -1]);
    }
    expect(a.weapons.some((w) => w.kind === 'cannon')).toBe(false);
  });
});
