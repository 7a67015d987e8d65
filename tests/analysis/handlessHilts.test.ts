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

  it('with a blade in one: no hand wields it, so no blade either', async () => {
    const a = await analyzeText(`${[...CRAFT, '1 36 -40 -6 -60 0 0 -1 1 0 0 0 -1 0 30374.dat'].join('\n')}\n`);
    expect(a.parts.some((p) => p.part === '30374.dat')).toBe(true);
    expect(a.weapons.some((w) => w.kind === 'blade')).toBe(false);
  });
});

/**
 * The 7101 Lightsaber Duel's Sith speeder as its file places it, Darth Maul standing on it with a hand on its
 * handlebars and his lightsaber (hilt and red blade) in the other.
 */
const SITH_SPEEDER = `0 FILE main.ldr
1 16 20.1 -9.6 50 1 0 0 0 1 0 0 0 1 speeder.ldr
1 16 20.1 -78.4 47.9 1 0 0 0 1 0 0 0 1 maul.ldr
0 FILE speeder.ldr
1 8 0 0 0 0 0 -1 0 1 0 1 0 0 3021.dat
1 19 0 -8 0 1 0 0 0 1 0 0 0 1 4598.dat
1 6 0 -16 -20 0 0 1 0 1 0 -1 0 0 3021.dat
1 8 0 -56 38 1 0 0 0 0 -1 0 1 0 3747a.dat
1 8 0 -24 -40 -1 0 0 0 1 0 0 0 -1 2342.dat
1 19 0 -63.726 -31.8 0 0 -1 0.37 0.93 0 0.93 -0.37 0 2555.dat
1 8 0 -69.326 -29.6 1 0 0 0 0.82 0.58 0 -0.58 0.82 30031.dat
0 FILE maul.ldr
1 0 0 32.464 3.307 1 0 0 0 0.96 0.28 0 -0.28 0.96 3815.dat
1 0 0 44 0 1 0 0 0 0 1 0 -1 0 3816.dat
1 0 0 44 0 1 0 0 0 0 1 0 -1 0 3817.dat
1 0 0 1.704 12.127 1 0 0 0 0.96 0.28 0 -0.28 0.96 973ps8.dat
1 0 -15.552 10.358 9.648 0.98 -0.17 0 0.16 0.95 0.28 -0.05 -0.27 0.96 3818.dat
1 0 15.552 10.358 9.648 0.98 0.17 0 0.01 -0.05 1 0.17 -0.98 -0.05 3819.dat
1 0 -23.863 24.426 -5.125 1 0.05 0.03 -0.03 0.87 -0.49 -0.05 0.49 0.87 3820.dat
1 0 23.863 -0.872 -7.384 -0.14 0.98 -0.16 -0.68 0.03 0.73 0.72 0.21 0.66 3820.dat
1 0 0 -0.217 12.68 1 0 0 0 0.96 0.28 0 -0.28 0.96 522.dat
1 0 0 -24.25 19.57 1 0 0 0 0.96 0.28 0 -0.28 0.96 3626bps8.dat
1 0 0 -24.25 19.57 1 0 0 0 0.96 0.28 0 -0.28 0.96 30381.dat
1 383 -25.152 14.286 -26.645 1 0.05 0.02 -0.03 0.73 -0.68 -0.05 0.68 0.73 577b.dat
1 36 -25.152 14.286 -26.645 0.05 -0.05 -1 0.67 -0.74 0.07 -0.74 -0.67 0 30374.dat
`;

describe('a lightsaber in the hand of a rider aboard a vehicle', () => {
  it('is one blade, its hilt and its blade together (Darth Maul on his Sith speeder)', async () => {
    const a = await analyzeText(SITH_SPEEDER);
    const blades = a.weapons.filter((w) => w.kind === 'blade');
    expect(blades).toHaveLength(1);
    expect(blades[0]!.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['30374.dat', '577b.dat']);
    const blade = a.parts.findIndex((p) => p.part === '30374.dat');
    expect(a.labels[blade]!.functionReason).toMatch(/in the hilt a hand holds/);
  });
});
