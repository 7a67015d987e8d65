import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * The stern of the 6049 Viking longboat as its file places its parts (batch 38): its deck plates, and at each side a
 * brown Minifig Lance clipped upright in a plate with a vertical clip, a 4 x 1 flag on each. No hand holds them: its
 * labeller reads flagpoles, not weapons.
 */
const STERN = [
  '1 4 0 -24 90 -1 0 0 0 1 0 0 0 -1 4855.dat',
  '1 4 0 -24 60 0 0 1 0 1 0 -1 0 0 4871.dat',
  '1 4 0 -24 100 -1 0 0 0 1 0 0 0 -1 3022.dat',
  '1 0 -30 -32 90 0 0 1 0 1 0 -1 0 0 63325.dat',
  '1 0 30 -32 90 -1 0 0 0 1 0 0 0 -1 63325.dat',
  '1 0 -30 -40 90 0 0 1 0 1 0 -1 0 0 4085b.dat',
  '1 0 30 -40 90 0 0 -1 0 1 0 1 0 0 4085b.dat',
  '1 0 -30 -48 90 0 0 -1 0 1 0 1 0 0 3024.dat',
  '1 0 30 -48 90 0 0 -1 0 1 0 1 0 0 3024.dat',
  '1 0 -30 -56 110 0 0 1 0 1 0 -1 0 0 3623.dat',
  '1 0 30 -56 110 0 0 1 0 1 0 -1 0 0 3623.dat',
  '1 15 0 -40 90 1 0 0 0 1 0 0 0 1 3069b.dat',
  '1 6 50 -44 90 -1 0 0 0 0 1 0 1 0 3849.dat',
  '1 6 -50 -44 90 -1 0 0 0 0 1 0 1 0 3849.dat',
  '1 4 -50 -184 90 1 0 0 0 1 0 0 0 1 4495a.dat',
  '1 14 50 -184 90 1 0 0 0 1 0 0 0 1 4495a.dat',
].join('\n');

const lances = async (text: string) => {
  const a = await analyzeText(`0 Longboat stern\n0 Name: stern.ldr\n${text}\n`);
  return a.parts.flatMap((p, i) => (p.part === '3849.dat' ? [a.labels[i]!] : []));
};

describe('a lance no hand holds with a flag on it', () => {
  it('is a flagpole: the longboat\'s two are no weapons', async () => {
    const found = await lances(STERN);
    expect(found).toHaveLength(2);
    for (const l of found) {
      expect(l.weapon).toBe(null);
      expect(l.functionReason).toMatch(/flagpole/);
    }
  });

  it('without its flag it is a lance still', async () => {
    const found = await lances(STERN.split('\n').filter((l) => !l.endsWith(' 4495a.dat')).join('\n'));
    expect(found.map((l) => l.weapon?.kind)).toEqual(['lance', 'lance']);
  });
});
