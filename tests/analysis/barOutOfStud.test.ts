import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A craft two 6 x 10 plates long, its windscreen at the front (-Z), and on its back half a rod turned to lie forward (the
 * 6876 Alienator's roof guns): a 4H antenna plugged into a 1 x 1 round brick's hollow stud, the round brick on a 2 x 2
 * brick behind it, and a clip holding the antenna near its tip. Held at both ends, the rod does not say which end is
 * its muzzle by its mounts; the end farther from the craft's middle is its back, against the 2 x 2 brick.
 */
const CRAFT = [
  '0 FILE craft.ldr',
  '1 0 0 0 0 0 0 1 0 1 0 -1 0 0 3033.dat',
  '1 0 0 0 200 0 0 1 0 1 0 -1 0 0 3033.dat',
  '1 0 0 -24 60 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 47 0 -24 -80 1 0 0 0 1 0 0 0 1 3823.dat',
  '1 0 0 -44 190 1 0 0 0 0 -1 0 1 0 rod.ldr',
  '0 NOFILE',
  '0 FILE rod.ldr',
  '1 0 10 -24 10 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 0 10 -128 -10 -1 0 0 0 1 0 0 0 -1 4085b.dat',
  '1 0 10 -48 10 1 0 0 0 1 0 0 0 1 3062b.dat',
  '1 14 10 -56 10 1 0 0 0 1 0 0 0 1 3957a.dat',
  '0 NOFILE',
].join('\n') + '\n';

describe('a bar plugged into a round brick, sticking out of its hollow stud at one end', () => {
  it('fires out of that end where it is free: a gun pointing forward', async () => {
    const a = await analyzeText(CRAFT);
    const [brick, rod, clip] = ['3062b.dat', '3957a.dat', '4085b.dat'].map((n) => a.parts.findIndex((p) => p.part === n));
    // Held at both ends: by the round brick at its back, by the clip near its tip.
    expect(a.graph.held[rod!]).toEqual(expect.arrayContaining([brick, clip]));
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns.map((w) => [...w.parts].sort())).toEqual([[brick, rod].sort()]);
    expect(a.labels[rod!]!.aim).toEqual([0, 0, -1]);
    expect(a.labels[rod!]!.functionReason).toMatch(/pointing out of the piece with nothing in front of it: a gun/);
  });
});
