import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A small faceless craft (no windows, no crew) with two lightsaber hilts clipped at its nose, pointing ahead, as the
 * mini Sith Infiltrator carries its guns at its wing roots (batch 42's 4493).
 */
const CRAFT = [
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3034.dat',
  '1 7 0 -8 -50 1 0 0 0 1 0 0 0 1 3023.dat',
  '1 7 0 -8 30 1 0 0 0 1 0 0 0 1 3022.dat',
  '1 71 -20 -8 -40 0 0 1 0 1 0 -1 0 0 6019.dat',
  '1 71 20 -8 -40 0 0 -1 0 1 0 1 0 0 6019.dat',
  '1 71 -40 -6 -60 1 0 0 0 0 -1 0 1 0 577b.dat',
  '1 71 40 -6 -60 1 0 0 0 0 -1 0 1 0 577b.dat',
];

describe('lightsaber hilts on a build with no hand to wield them', () => {
  it('are tubes: pointing out ahead, two guns, no blades', async () => {
    const a = await analyzeText(`${CRAFT.join('\n')}\n`);
    const hilts = a.parts.flatMap((p, i) => (p.part === '577b.dat' ? [i] : []));
    expect(a.weapons.some((w) => w.kind === 'blade')).toBe(false);
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(2);
    expect(guns.flatMap((w) => w.parts).sort()).toEqual(hilts.sort());
  });
});
