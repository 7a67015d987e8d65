import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { wheeledChassis } from '../support/wheeledChassis.ts';

/**
 * A robot nobody pilots, on four wheels: a 2 x 4 brick on the chassis and a head module (a submodel named "Head") of
 * a 2 x 2 brick, a column of plates, an eye tile on a side-stud brick looking -Z, and a 1 x 1 round brick plugged into
 * a side-stud brick at the back of the head, its hollow stud pointing backward (as the Recon Robot's head is built).
 */
const ROBOT = [
  '0 FILE robot.ldr',
  ...wheeledChassis(7),
  '1 7 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
  ...Array.from({ length: 12 }, (_, k) => `1 7 -50 ${-8 * (k + 1)} 50 1 0 0 0 1 0 0 0 1 3024.dat`),
  '1 16 0 -48 0 1 0 0 0 1 0 0 0 1 head.ldr',
  '0 FILE head.ldr',
  '0 Head',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 7 -10 -24 -10 1 0 0 0 1 0 0 0 1 87087.dat',
  '1 7 -10 -24 10 -1 0 0 0 1 0 0 0 -1 87087.dat',
  '1 15 -10 -12 -28 1 0 0 0 0 -1 0 1 0 98138p07.dat',
  '1 0 -10 -12 44 1 0 0 0 0 1 0 -1 0 3062b.dat',
  ...Array.from({ length: 8 }, (_, k) => `1 7 10 ${-8 * (k + 1)} 10 1 0 0 0 1 0 0 0 1 3024.dat`),
];

describe("hollow ends in a robot's head", () => {
  it("a round brick pointing backward out of the head of a robot nobody pilots is part of its head (an ear, a vent), not a rocket booster", async () => {
    const a = await analyzeText(`${ROBOT.join('\n')}\n`);
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(a.measurements.baseType).toBe('wheels');
    const vent = a.parts.findIndex((p) => p.part === '3062b.dat');
    expect(a.labels[vent]!.section).toBe('head');
    expect(a.labels[vent]!.boost).toBeNull();
    expect(a.stats.M.base).toBe(3);
  });
});
