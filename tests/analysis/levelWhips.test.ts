import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A whip antenna clipped to a build lying level, pointing forward under a 2 x 10 plate that reaches out over it (the
 * 6939 Saucer Centurion's front whips, batch 14).
 */
const PROBE = [
  '0 Probe',
  '0 Name: whip.ldr',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3020.dat',
  '1 7 0 8 0 1 0 0 0 1 0 0 0 1 3020.dat',
  '1 7 -30 -24 0 1 0 0 0 1 0 0 0 1 3004.dat',
  '1 0 10 -8 -10 0 0 -1 0 1 0 1 0 0 6019.dat',
  '1 33 30 -6 -6 0 0 -1 -1 0 0 0 1 0 2569.dat',
  '1 7 30 -8 10 0 0 1 0 1 0 -1 0 0 3023.dat',
  '1 7 30 -16 10 0 0 1 0 1 0 -1 0 0 3023.dat',
  '1 7 30 -24 -70 0 0 1 0 1 0 -1 0 0 3832.dat',
].join('\n');

describe('a whip antenna lying level', () => {
  it('is still an antenna, a Level 0 weapon: a whip bends whichever way it is clipped, it is no barrel, and its end is not its top', async () => {
    const a = await analyzeText(`${PROBE}\n`);
    const whip = a.parts.findIndex((p) => p.part === '2569.dat');
    expect(a.weapons.filter((w) => w.parts.includes(whip)).map((w) => `${w.kind} ${w.level}`)).toEqual(['antenna 0']);
  });
});
