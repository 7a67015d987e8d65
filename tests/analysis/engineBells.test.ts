import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * The 7106 droid escape pod's capsule as that file builds it, less its thrusters and hatch: a 4 x 4 plate on a
 * 4 x 4 x 2 cone, four round corner panels standing on it and a 6 x 6 plate on top. The cone is a fifth of its height.
 */
const CAPSULE = [
  '1 8 0 8 0 1 0 0 0 1 0 0 0 1 3943b.dat',
  '1 7 0 0 0 0 0 -1 0 1 0 1 0 0 3031.dat',
  '1 7 -40 -32 -40 0 0 1 0 1 0 -1 0 0 30565.dat',
  '1 7 40 -32 -40 1 0 0 0 1 0 0 0 1 30565.dat',
  '1 7 40 -32 40 0 0 -1 0 1 0 1 0 0 30565.dat',
  '1 7 -40 -32 40 -1 0 0 0 1 0 0 0 -1 30565.dat',
  '1 7 0 -176 0 0 0 1 0 1 0 -1 0 0 30562.dat',
  '1 15 0 -176 0 1 0 0 0 1 0 0 0 1 30562.dat',
  '1 15 0 -176 0 -1 0 0 0 1 0 0 0 -1 30562.dat',
  '1 7 0 -176 0 0 0 -1 0 1 0 1 0 0 30562.dat',
  '1 7 0 -184 0 0 0 -1 0 1 0 1 0 0 3958.dat',
];

describe('a capsule standing on its tail', () => {
  it('blows down out of the big cone it stands on, taller than the tail: an engine bell, a rocket booster, base M 3', async () => {
    const a = await analyzeText(CAPSULE.join('\n') + '\n');
    const cone = a.parts.findIndex((p) => p.part === '3943b.dat');
    expect(a.labels[cone]!.boost).toBe('rocket-booster');
    expect(a.labels[cone]!.functionReason).toMatch(/engine bell/);
    expect(a.stats.M.base).toBe(3);
  });
});
