import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/**
 * A craft with a missile rack, as the 6931 FX Star Patroller's: an 8 x 8 deck walled with 2 x 4 bricks along its sides,
 * its pilot seated at the back looking -Z, and ahead of him a 2 x 4 plate carrying two missiles side by side, each a brick with studs on its sides lying on a
 * 1 x 2 plate, a trans-red cone on its front stud pointing -Z and a black finned round brick behind it, fins out of the back.
 */
const CRAFT = [
  '0 FILE craft.ldr',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 41539.dat',
  ...[-60, 60].flatMap((x) => [[-24, -40], [-24, 40], [-48, 40]].map(([y, z]) => `1 7 ${x} ${y} ${z} 0 0 1 0 1 0 -1 0 0 3001.dat`)),
  ...posedMinifig(0, -53, 60, 'seated'),
  '1 1 0 -8 -20 -1 0 0 0 1 0 0 0 -1 3020.dat',
  '1 1 0 -16 -20 -1 0 0 0 1 0 0 0 -1 3068b.dat',
  ...[-30, 30].flatMap((x) => [
    `1 7 ${x} -16 -20 0 0 -1 0 1 0 1 0 0 3023.dat`,
    `1 7 ${x} -32 -20 -1 0 0 0 1 0 0 0 -1 4595.dat`,
    `1 36 ${x} -22 -64 -1 0 0 0 0 1 0 1 0 4589.dat`,
    `1 0 ${x} -22 16 -1 0 0 0 0 1 0 1 0 4588.dat`,
  ]),
];

describe('a cone in front of a finned round brick', () => {
  it('is one missile, nose ahead and fins behind: a Level 3 weapon, not a gun in front of an exhaust', async () => {
    const a = await analyzeText(`${CRAFT.join('\n')}\n`);
    expect(a.measurements.front).toEqual([0, 0, -1]);
    const missiles = a.weapons.filter((w) => w.kind === 'missile');
    expect(missiles).toHaveLength(2);
    for (const m of missiles) {
      expect(m.level).toBe(3);
      expect(m.parts.map((i) => a.parts[i]!.part)).toEqual(expect.arrayContaining(['4588.dat', '4589.dat']));
    }
    expect(a.weapons.filter((w) => w.kind === 'gun')).toEqual([]);
    expect(a.parts.some((p, i) => p.part === '4588.dat' && a.labels[i]!.boost !== null)).toBe(false);
    expect(a.stats.R.base).toBe(4);
  });
});
