import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { SMALL_CRAFT } from '../support/smallCraft.ts';

/**
 * A twin laser cannon drawn as its own submodel and named so, with the name misspelt as builders do ("Laser Canon",
 * as the 6980 Galaxy Commander's): a 1 x 2 plate with handles, two cameras hanging from it, a 4H antenna laid forward
 * in each camera's side sight with a 1 x 1 round brick on its tip, and two short round bricks side by side above them.
 */
const LASER_CANON = [
  '0 FILE laser canon.ldr',
  '0 Laser Canon',
  '1 15 0 0 0 1 0 0 0 1 0 0 0 1 3839b.dat',
  '1 15 -24 23 -22 0 1 0 0 0 -1 -1 0 0 4360.dat',
  '1 15 28 23 -22 0 1 0 0 0 -1 -1 0 0 4360.dat',
  '1 15 -16 23 -130 -1 0 0 0 0 -1 0 -1 0 3957a.dat',
  '1 15 36 23 -130 -1 0 0 0 0 -1 0 -1 0 3957a.dat',
  '1 36 -26 6 -38 -1 0 0 0 0 -1 0 -1 0 3062b.dat',
  '1 36 26 6 -38 -1 0 0 0 0 -1 0 -1 0 3062b.dat',
  '1 46 -16 23 -138 -1 0 0 0 0 -1 0 -1 0 3062b.dat',
  '1 46 36 23 -138 -1 0 0 0 0 -1 0 -1 0 3062b.dat',
];

/**
 * The small craft (SMALL_CRAFT) on a pedestal of four 2 x 4 bricks, two more on its tail, the cannon hanging under its
 * deck's front edge. (A submodel of more than half a build's parts is no weapon of it: the build is at least twice it.)
 */
const CRAFT = [
  '0 FILE craft.ldr',
  ...SMALL_CRAFT,
  ...[8, 32, 56, 80].map((y) => `1 7 0 ${y} 30 1 0 0 0 1 0 0 0 1 3001.dat`),
  ...[-24, -48].map((y) => `1 7 0 ${y} 40 1 0 0 0 1 0 0 0 1 3001.dat`),
  '1 16 0 8 -40 1 0 0 0 1 0 0 0 1 laser canon.ldr',
];

describe('barrels side by side in a submodel named as a cannon', () => {
  it('are a cannon each where four pips long or more, and a gun each where shorter', async () => {
    const a = await analyzeText(`${[...CRAFT, ...LASER_CANON].join('\n')}\n`);
    expect(a.measurements.front).toEqual([0, 0, -1]);
    const cannons = a.weapons.filter((w) => w.level === 3);
    expect(cannons).toHaveLength(2);
    for (const c of cannons) {
      expect(c.kind).toBe('cannon');
      expect(c.parts.map((i) => a.parts[i]!.part)).toContain('3957a.dat');
      expect(c.reason).toMatch(/named as a cannon/);
    }
    const guns = a.weapons.filter((w) => w.level === 2);
    expect(guns).toHaveLength(2);
    for (const g of guns) {
      const names = g.parts.map((i) => a.parts[i]!.part);
      expect(names).toContain('3062b.dat');
      expect(names).not.toContain('3957a.dat');
    }
  });
});
