import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A droid as the 5985 Space Police Central's: a minifig mechanical torso on an inverted 2 x 2 dish, a clip tile on its
 * neck holding a trans-red round plate (its eye), and two mechanical arms, each with a bar with a clip in its hand.
 * No minifig head, no hips, no legs.
 */
const DROID = [
  '0 FILE droid.ldr',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 body.ldr',
  '1 16 -16 -54 0 1 0 0 0 1 0 0 0 1 arm.ldr',
  '1 16 16 -54 0 1 0 0 0 1 0 0 0 1 arm.ldr',
  '0 FILE body.ldr',
  '1 15 0 0 0 1 0 0 0 1 0 0 0 1 4740.dat',
  '1 33 0 -8 0 1 0 0 0 1 0 0 0 1 6141.dat',
  '1 15 0 -16 0 0 0 1 0 1 0 -1 0 0 2555.dat',
  '1 15 0 -22 0 -1 0 0 0 1 0 0 0 -1 30375.dat',
  '1 15 0 -58.243 -4.243 0 0 1 -0.707107 -0.707107 0 0.707107 -0.707107 0 2555.dat',
  '1 36 0 -63.899 -9.899 1 0 0 0 -0.707 0.707 0 -0.707 -0.707 6141.dat',
  '0 FILE arm.ldr',
  '1 15 0 0 0 0 0 1 0 1 0 -1 0 0 53989.dat',
  '1 0 0 17.5 -50 0 0 1 1 0 0 0 1 0 48729a.dat',
];

describe('a minifig torso with arms and no head, hips or legs', () => {
  it("is a droid's own body, no crew: its arms with the clip bars in their hands are its two Level 0 hits, no guns", async () => {
    const a = await analyzeText(`${DROID.join('\n')}\n`);
    expect(a.weapons.filter((w) => w.level >= 2)).toEqual([]);
    const arms = a.parts.flatMap((p, i) => (p.part === '53989.dat' ? [i] : []));
    expect(arms).toHaveLength(2);
    const hits = a.weapons.filter((w) => w.kind === 'hit' && arms.some((i) => w.parts.includes(i)));
    expect(hits).toHaveLength(2);
    for (const h of hits) expect(h.parts.map((i) => a.parts[i]!.part)).toContain('48729a.dat');
    expect(a.stats.R.base).toBe(1);
  });
});
