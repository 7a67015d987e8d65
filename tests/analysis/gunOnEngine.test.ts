import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * The 8031 mini V-19 Torrent as its file places its parts (batch 42), nose at -Z. Along each lower side of the fuselage
 * a 4H antenna lies in two clips, its rounded end forward; its back end goes into the wide base of a 1 x 1 cone whose
 * tip points backward with a trans-blue round plate on it: an engine glowing at the back (rendered in LeoCAD from the
 * side: the rod forward, the cone tapering back to the blue glow).
 */
const V19 = [
  '1 15 0 -8 -20 1 0 0 0 1 0 0 0 1 3020.dat',
  '1 15 30 -8 10 0 0 -1 0 1 0 1 0 0 2420.dat',
  '1 15 -30 -8 10 1 0 0 0 1 0 0 0 1 2420.dat',
  '1 15 0 -16 0 1 0 0 0 1 0 0 0 1 3020.dat',
  '1 320 0 -16 -30 1 0 0 0 1 0 0 0 1 3794a.dat',
  '1 71 0 -24 0 1 0 0 0 1 0 0 0 1 3022.dat',
  '1 72 30 -16 30 0 0 -1 0 1 0 1 0 0 4081b.dat',
  '1 72 -30 -16 -30 0 0 1 0 1 0 -1 0 0 4081b.dat',
  '1 72 -30 -16 30 0 0 1 0 1 0 -1 0 0 4081b.dat',
  '1 72 30 -16 -30 0 0 -1 0 1 0 1 0 0 4081b.dat',
  '1 320 30 -24 0 0 0 1 0 1 0 -1 0 0 2431.dat',
  '1 320 -30 -24 0 0 0 1 0 1 0 -1 0 0 2431.dat',
  '1 15 0 -24 -30 1 0 0 0 1 0 0 0 1 4081b.dat',
  '1 71 50 -14 -42 0 0 -1 1 0 0 0 -1 0 3957a.dat',
  '1 71 -50 -14 -42 0 0 -1 1 0 0 0 -1 0 3957a.dat',
  '1 71 -30 10 10 1 0 0 0 0 -1 0 1 0 32184.dat',
  '1 1 -30 0 10 0 0 -1 -1 0 0 0 1 0 4274.dat',
  '1 19 -20 10 -10 -1 0 0 0 0 -1 0 -1 0 3749.dat',
  '1 1 -20 10 30 -1 0 0 0 0 -1 0 -1 0 43093.dat',
  '1 71 0 0 -10 1 0 0 0 1 0 0 0 1 2817.dat',
  '1 71 0 0 30 1 0 0 0 1 0 0 0 1 2817.dat',
  '1 72 0 -8 40 0 0 1 0 1 0 -1 0 0 3021.dat',
  '1 320 0 -16 20 -1 0 0 0 1 0 0 0 -1 3794a.dat',
  '1 15 0 -16 40 -1 0 0 0 1 0 0 0 -1 3794a.dat',
  '1 15 0 -16 60 -1 0 0 0 1 0 0 0 -1 3794a.dat',
  '1 15 0 -24 40 0 0 1 0 1 0 -1 0 0 3623.dat',
  '1 15 0 -32 50 0 0 1 0 1 0 -1 0 0 3710.dat',
  '1 15 0 -56 80 -1 0 0 0 1 0 0 0 -1 3005.dat',
  '1 320 0 -104 60 1 0 0 0 1 0 0 0 1 4460a.dat',
  '1 15 0 -32 20 -1 0 0 0 1 0 0 0 -1 54200.dat',
  '1 15 0 -80 80 -1 0 0 0 1 0 0 0 -1 3005.dat',
  '1 15 0 -104 80 -1 0 0 0 1 0 0 0 -1 3005.dat',
  '1 72 0 -128 80 1 0 0 0 1 0 0 0 1 47905.dat',
  '1 320 0 -128 60 1 0 0 0 1 0 0 0 1 4070.dat',
  '1 71 0 -118 46 1 0 0 0 0 -1 0 1 0 6141.dat',
  '1 71 0 -118 98 -1 0 0 0 0 -1 0 -1 0 6141.dat',
  '1 41 0 -118 38 1 0 0 0 0 -1 0 1 0 6141.dat',
  '1 15 0 -152 80 1 0 0 0 1 0 0 0 1 3040b.dat',
  '1 19 20 10 -10 1 0 0 0 0 -1 0 1 0 3749.dat',
  '1 1 20 10 30 1 0 0 0 0 -1 0 1 0 43093.dat',
  '1 71 30 10 10 1 0 0 0 0 -1 0 1 0 32184.dat',
  '1 1 30 0 10 0 0 -1 -1 0 0 0 1 0 4274.dat',
  '1 72 50 -14 58 0 0 -1 1 0 0 0 -1 0 4589.dat',
  '1 72 -50 -14 58 0 0 -1 1 0 0 0 -1 0 4589.dat',
  '1 15 -4 -22 -50 0 1 0 -1 0 0 0 0 1 54200.dat',
  '1 15 4 -22 -50 0 -1 0 1 0 0 0 0 1 54200.dat',
  '1 41 50 -14 66 0 0 -1 1 0 0 0 -1 0 6141.dat',
  '1 41 -50 -14 66 0 0 -1 1 0 0 0 -1 0 6141.dat',
  '1 40 0 -24 0 1 0 0 0 1 0 0 0 1 30602.dat',
  '1 15 68.737 -60.743 0 -0.259 0.966 0 0.966 0.259 0 0 0 -1 3020.dat',
  '1 15 53.245 -33.836 0 0 0.966 0.259 0 0.259 -0.966 -1 0 0 60470a.dat',
  '1 71 58.421 -53.155 10 0 0.966 0.259 0 0.259 -0.966 -1 0 0 3623.dat',
  '1 15 71.362 -101.451 -10 -0.259 0.966 0 0.966 0.259 0 0 0 -1 3710.dat',
  '1 15 71.362 -101.451 20 0 0.966 -0.259 0 0.259 0.966 1 0 0 41770.dat',
  '1 15 86.854 -128.358 0 0 0.966 -0.259 0 0.259 0.966 1 0 0 60470a.dat',
  '1 320 48.105 -45.566 20 0 0.966 -0.259 0 0.259 0.966 1 0 0 3068b.dat',
  '1 15 58.458 -84.203 0 0 0.966 -0.259 0 0.259 0.966 1 0 0 4150ps6.dat',
  '1 71 93.962 -147.159 -64 0.966 0 -0.259 0.259 0 0.966 0 -1 0 3957a.dat',
  '1 15 -68.737 -60.743 0 -0.259 -0.966 0 -0.966 0.259 0 0 0 -1 3020.dat',
  '1 15 -53.245 -33.836 0 0 -0.966 -0.259 0 0.259 -0.966 1 0 0 60470a.dat',
  '1 71 -58.421 -53.155 10 0 -0.966 -0.259 0 0.259 -0.966 1 0 0 3623.dat',
  '1 15 -71.362 -101.451 -10 0.259 -0.966 0 0.966 0.259 0 0 0 1 3710.dat',
  '1 15 -71.362 -101.451 20 0 -0.966 0.259 0 0.259 0.966 -1 0 0 41769.dat',
  '1 15 -86.854 -128.358 0 0 -0.966 0.259 0 0.259 0.966 -1 0 0 60470a.dat',
  '1 320 -48.105 -45.566 20 0 -0.966 0.259 0 0.259 0.966 -1 0 0 3068b.dat',
  '1 71 -93.962 -147.159 -64 0.966 0 0.259 -0.259 0 0.966 0 -1 0 3957a.dat',
];
const SIDE_CONES = ['1 72 50 -14 58 0 0 -1 1 0 0 0 -1 0 4589.dat', '1 72 -50 -14 58 0 0 -1 1 0 0 0 -1 0 4589.dat'];

describe('a gun on an engine', () => {
  it('a bar firing forward out of a cone whose tip blows backward: the bar a gun, the cone and its glow a rocket booster', async () => {
    const a = await analyzeText(`${V19.join('\n')}\n`);
    const cones = a.parts.flatMap((p, i) => (p.part === '4589.dat' ? [i] : []));
    expect(cones).toHaveLength(2);
    for (const i of cones) {
      expect(a.labels[i]!.boost, a.labels[i]!.functionReason).toBe('rocket-booster');
      expect(a.labels[i]!.aim).toEqual([0, 0, 1]);
      // The glow on its tip blows with it.
      const glow = a.parts.findIndex((p) => p.part === '6141.dat' && p.colour === 41 && Math.abs(p.bounds.min[0]! - a.parts[i]!.bounds.min[0]!) < 4);
      expect(a.labels[glow]!.boost).toBe('rocket-booster');
    }
    const rods = a.weapons.filter((w) => w.parts.some((i) => a.parts[i]!.part === '3957a.dat' && Math.abs(a.parts[i]!.bounds.min[1]! + 22) < 1));
    expect(rods).toHaveLength(2);
    for (const w of rods) {
      expect(w.kind).toBe('gun');
      expect(w.parts.map((i) => a.parts[i]!.part)).toEqual(['3957a.dat']);
    }
  });

  it('a cone turned with its tip to the bar is the barrel still, nothing blowing backward out of it', async () => {
    const turned = V19.map((l) => (SIDE_CONES.includes(l) ? l.replace(/ 58 0 0 -1 1 0 0 0 -1 0 /, ' 34 0 0 1 1 0 0 0 1 0 ') : l));
    expect(turned.filter((l) => / 34 0 0 1 1 0 0 0 1 0 4589/.test(l))).toHaveLength(2);
    const a = await analyzeText(`${turned.join('\n')}\n`);
    for (const [i, p] of a.parts.entries()) if (p.part === '4589.dat') expect(a.labels[i]!.boost, a.labels[i]!.functionReason).toBeNull();
  });
});
