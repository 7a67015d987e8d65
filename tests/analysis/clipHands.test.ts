import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * The 5974 Galactic Enforcer's small robot droid as that file places its parts (batch 18): two skeleton legs on a
 * pneumatic T-piece, a brick with studs on four sides for a body, a red dome on top and, at each side, a clip tile
 * holding a bar with a clip on its end reaching forward: its two arms.
 */
const DROID = [
  '1 15 -10 -4 -200 1 0 0 0 1 0 0 0 1 6266.dat',
  '1 15 10 -4 -200 1 0 0 0 1 0 0 0 1 6266.dat',
  '1 7 0 -4 -200 0 0 1 0 -1 0 1 0 0 4697b.dat',
  '1 0 0 -22 -210 1 0 0 0 0 -1 0 1 0 4733.dat',
  '1 15 -18 -22 -200 0 1 0 -1 0 0 0 0 1 2555.dat',
  '1 15 18 -22 -200 0 -1 0 1 0 0 0 0 1 2555.dat',
  '1 15 0 -22 -218 1 0 0 0 0 -1 0 1 0 3070b.dat',
  '1 36 0 -27 -200 1 0 0 0 1 0 0 0 1 58176.dat',
  '1 8 -24 -22 -220 0 0 -1 -1 0 0 0 1 0 48729a.dat',
  '1 8 24 -22 -220 0 0 -1 -1 0 0 0 1 0 48729a.dat',
];

describe("a small droid's clip arms", () => {
  it('a clip tile holding a bar with a clip is one arm at each side: two Level 0 hits, each both parts', async () => {
    const a = await analyzeText(`${DROID.join('\n')}\n`);
    const arms = a.weapons.filter((w) => w.parts.some((i) => /^(2555|48729a)\.dat$/.test(a.parts[i]!.part)));
    expect(arms).toHaveLength(2);
    for (const w of arms) expect(w.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['2555.dat', '48729a.dat']);
  });

  it('with the bars taken off, the clip tiles alone are its hands', async () => {
    const a = await analyzeText(`${DROID.filter((l) => !l.endsWith('48729a.dat')).join('\n')}\n`);
    const arms = a.weapons.filter((w) => w.parts.some((i) => a.parts[i]!.part === '2555.dat'));
    expect(arms.map((w) => w.parts.length)).toEqual([1, 1]);
  });
});
