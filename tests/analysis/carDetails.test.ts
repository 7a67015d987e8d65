import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/** models/robot-cannon.ldr without its cannon: a robot on four wheels, its face a brick with eyes on the left shoulder. */
const ROBOT = readFileSync(new URL('../../models/robot-cannon.ldr', import.meta.url), 'utf8').split('\n').filter((l) => !l.includes('2527c01'));
/** Binoculars on the right shoulder's front, their tubes pointing forward (-Z), reaching 2 LDU into the brick under them. */
const BINOCULARS = '1 72 20 -52 -20 1 0 0 0 1 0 0 0 1 30162.dat';

describe('details on a car', () => {
  it('binoculars on a robot on wheels are twin blasters: two Level 2 guns', async () => {
    const a = await analyzeText([...ROBOT, BINOCULARS].join('\n') + '\n');
    const tubes = a.parts.findIndex((p) => p.part === '30162.dat');
    expect(a.weapons.filter((w) => w.parts.includes(tubes)).map((w) => `${w.kind} ${w.level}`)).toEqual(['gun 2', 'gun 2']);
  });

  it('the same binoculars on a car (its face a windscreen, on its wheels) are a lamp or a vent: no weapon, and it says why', async () => {
    // The eyes give way to a windscreen on the shoulders' back half: the build is a car with a cab.
    const car = [...ROBOT.filter((l) => !l.includes('3004p0b')), '1 47 0 -80 30 1 0 0 0 1 0 0 0 1 30841.dat', BINOCULARS];
    const a = await analyzeText(car.join('\n') + '\n');
    expect(a.measurements.baseType).toBe('wheels');
    const tubes = a.parts.findIndex((p) => p.part === '30162.dat');
    expect(a.weapons.filter((w) => w.parts.includes(tubes))).toEqual([]);
    expect(a.labels[tubes]!.functionReason).toMatch(/on a car that rolls on wheels: a lamp, a vent or a gauge, not twin guns/);
    expect(a.stats.R.base).toBe(1);
  });
});
