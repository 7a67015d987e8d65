import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { SMALL_CRAFT } from '../support/smallCraft.ts';

/**
 * Two tubes drawn upright in their own submodel: a 1 x 2 plate, two 1 x 1 round bricks on it side by side, a 1 x 2
 * plate over them holding both, two more round bricks and a 1 x 1 cone on each (as on Mike Horvath's Androbot mech's
 * arm, where an offset plate holds three of the four bricks).
 */
const TUBES = [
  '0 FILE tubes.ldr',
  '0 Twin tubes',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3023.dat',
  ...[-10, 10].flatMap((x) => [
    `1 7 ${x} -24 0 1 0 0 0 1 0 0 0 1 3062b.dat`,
    `1 7 ${x} -56 0 1 0 0 0 1 0 0 0 1 3062b.dat`,
    `1 7 ${x} -80 0 1 0 0 0 1 0 0 0 1 4589.dat`,
  ]),
  '1 7 0 -32 0 1 0 0 0 1 0 0 0 1 3023.dat',
];

/** The small craft (SMALL_CRAFT), the tubes laid forward out of its nose brick. */
const CRAFT = [
  '0 FILE craft.ldr',
  ...SMALL_CRAFT,
  // Local up (-Y) turned to world -Z; the lower plate sunk 2 LDU into the nose brick's face, as files do.
  '1 16 0 -12 -66 1 0 0 0 0 -1 0 1 0 tubes.ldr',
];

describe('two tubes side by side on one plate', () => {
  it('are two Level 2 guns, not one cluster: a cluster is three lines of fire or more', async () => {
    const a = await analyzeText(`${[...CRAFT, ...TUBES].join('\n')}\n`);
    expect(a.measurements.front).toEqual([0, 0, -1]);
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(2);
    for (const g of guns) expect(g.parts.map((i) => a.parts[i]!.part)).toContain('4589.dat');
    const xs = guns.map((g) => Math.sign(a.parts[g.parts.find((i) => a.parts[i]!.part === '4589.dat')!]!.bodyBounds.min[0]! + 10)).sort();
    expect(xs).toEqual([-1, 1]);
  });
});
