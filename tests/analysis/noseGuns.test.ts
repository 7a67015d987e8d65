import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A long, thin craft (three 2 x 16 plates end to end, 48 studs) with a windscreen looking forward (-Z), and a
 * headlight brick carrying a white 1 x 1 cone on its side stud, as the 7150 Y-wing's nose guns are built.
 */
const HULL = [
  '1 7 0 0 -280 0 0 1 0 1 0 -1 0 0 4282.dat',
  '1 7 0 0 40 0 0 1 0 1 0 -1 0 0 4282.dat',
  '1 7 0 0 360 0 0 1 0 1 0 -1 0 0 4282.dat',
  '1 40 0 -8 -200 1 0 0 0 1 0 0 0 1 2437.dat',
].join('\n');
const coneOnHeadlight = (z: number) => [`1 15 -10 -24 ${z} 1 0 0 0 1 0 0 0 1 4070.dat`, `1 15 -10 -14 ${z - 30} 1 0 0 0 0 -1 0 1 0 4589.dat`].join('\n');

describe('guns at the nose', () => {
  it('a small cone at the very tip of a long nose, pointing straight ahead, is a gun at any scale', async () => {
    const a = await analyzeText(`${HULL}\n${coneOnHeadlight(-430)}\n`);
    expect(a.measurements.front).toEqual([0, 0, -1]);
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(1);
    expect(guns[0]!.parts.map((i) => a.parts[i]!.part)).toEqual(['4589.dat']);
  });

  it('the same cone half-way along the hull is detail at that scale: no gun', async () => {
    const a = await analyzeText(`${HULL}\n${coneOnHeadlight(40)}\n`);
    expect(a.weapons.some((w) => w.kind === 'gun')).toBe(false);
  });
});
