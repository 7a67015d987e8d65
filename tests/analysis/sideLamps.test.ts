import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { posedMinifig } from '../support/posedMinifig.ts';
import { wheeledChassis } from '../support/wheeledChassis.ts';

/**
 * A buggy (wheeledChassis) with its driver seated on it looking -Z, and three 1 x 1 cones each plugged into a brick
 * with a stud on its side: one at each front corner, its hollow end out to the side (as the M:Tron Beacon Tracer's
 * bumper lamps), and one at the nose pointing ahead.
 */
const BUGGY = [
  '0 FILE buggy.ldr',
  ...wheeledChassis(4),
  ...posedMinifig(0, -53, 10, 'seated'),
  // +X corner (on the chassis's edge plates), above the wheel on a 1 x 1 brick: the side stud turned to +X, the cone's tip out along +X.
  '1 4 60 -32 -60 1 0 0 0 1 0 0 0 1 3005.dat',
  '1 4 60 -56 -60 0 0 -1 0 1 0 1 0 0 87087.dat',
  '1 42 94 -44 -60 0 -1 0 1 0 0 0 0 1 4589.dat',
  // -X corner, above the wheel the same way.
  '1 4 -60 -24 -60 1 0 0 0 1 0 0 0 1 3005.dat',
  '1 4 -60 -48 -60 0 0 1 0 1 0 -1 0 0 87087.dat',
  '1 42 -94 -36 -60 0 1 0 -1 0 0 0 0 1 4589.dat',
  // The nose: the side stud facing -Z, the cone's tip ahead.
  '1 4 0 -24 -70 1 0 0 0 1 0 0 0 1 87087.dat',
  '1 42 0 -12 -104 1 0 0 0 0 -1 0 1 0 4589.dat',
];

describe('a lone cone on a car', () => {
  it('pointing out to the side is a side lamp, pointing ahead a gun', async () => {
    const a = await analyzeText(`${BUGGY.join('\n')}\n`);
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(a.measurements.baseType).toBe('wheels');
    const cones = a.parts.flatMap((p, i) => (p.part === '4589.dat' ? [i] : []));
    expect(cones).toHaveLength(3);
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(1);
    const nose = cones.find((i) => Math.abs(a.parts[i]!.bodyBounds.min[0]! + a.parts[i]!.bodyBounds.max[0]!) < 1)!;
    expect(guns[0]!.parts).toContain(nose);
    for (const i of cones.filter((k) => k !== nose)) {
      expect(a.labels[i]!.function).toBe('none');
      expect(a.labels[i]!.functionReason).toMatch(/side lamp/);
    }
  });
});
