import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A little droid: a 2 x 2 plate for its foot, a 1 x 1 brick for its body, a 1 x 3 plate across its shoulders with a
 * printed head on it, and under each end of that plate a robot arm (a round brick with a ribbed bar and a clip hand),
 * as the 1980s and 1990s space droids are built (the 6891 Gamma-V robot, the 6884 droid, batch 35).
 */
const DROID =
  [
    '0 FILE droid.ldr',
    '1 1 0 0 0 1 0 0 0 1 0 0 0 1 3022.dat',
    '1 1 0 -24 0 1 0 0 0 1 0 0 0 1 3005.dat',
    '1 1 0 -32 0 1 0 0 0 1 0 0 0 1 3623.dat',
    '1 14 0 -56 0 1 0 0 0 1 0 0 0 1 3626bp01.dat',
    '1 1 20 -24 0 1 0 0 0 1 0 0 0 1 4735.dat',
    '1 1 -20 -24 0 -1 0 0 0 1 0 0 0 -1 4735.dat',
  ].join('\n');

/** A 6 x 6 deck with a printed head on a brick at its front and the same two parts under its back edge. */
const HULL = [
  '0 FILE hull.ldr',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat',
  '1 7 0 -24 -50 1 0 0 0 1 0 0 0 1 3005.dat',
  '1 14 0 -48 -50 1 0 0 0 1 0 0 0 1 3626bp01.dat',
  '1 7 -50 8 50 1 0 0 0 1 0 0 0 1 4735.dat',
  '1 7 50 8 50 -1 0 0 0 1 0 0 0 -1 4735.dat',
].join('\n');

describe("a droid's arms", () => {
  it('each round brick with a bar and an empty clip hand under its shoulders is an arm: a Level 0 hit', async () => {
    const a = await analyzeText(`${DROID}\n`);
    const arms = a.weapons.filter((w) => w.kind === 'hit' && w.parts.some((i) => a.parts[i]!.part === '4735.dat'));
    expect(arms).toHaveLength(2);
    for (const w of arms) expect(w.parts.map((i) => a.parts[i]!.part)).toEqual(['4735.dat']);
  });

  it('the same parts under a deck, away from the Head, are greebles: no weapons', async () => {
    const a = await analyzeText(`${HULL}\n`);
    expect(a.weapons.some((w) => w.parts.some((i) => a.parts[i]!.part === '4735.dat'))).toBe(false);
  });
});
