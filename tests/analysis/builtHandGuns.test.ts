import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { posedMinifig } from '../support/posedMinifig.ts';
import { HOTH_REBEL } from '../support/hothRebel.ts';

/**
 * An astronaut holding a camera with a side sight in his right hand, with or without a 1 x 1 cone fixed on its side
 * for a barrel (as the 6988 Alpha Centauri Outpost's astronaut carries his laser gun, batch 31).
 */
const astronaut = (barrel: boolean) =>
  [
    '0 Astronaut',
    '0 Name: astronaut.ldr',
    ...posedMinifig(0, -72, 0),
    '1 15 23.552 -45.5 -10 1 0 0 0 1 0 0 0 1 4360.dat',
    ...(barrel ? ['1 42 55.552 -37.5 -10 0 1 0 0 0 -1 -1 0 0 4589.dat'] : []),
  ].join('\n');

describe('a hand gun built of parts', () => {
  it('a camera with a side sight with a cone fixed to it for a barrel is one Level 2 gun: R 3', async () => {
    const a = await analyzeText(`${astronaut(true)}\n`);
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(1);
    expect(guns[0]!.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['4360.dat', '4589.dat']);
    expect(a.stats.R.base).toBe(3);
  });

  it('a bare camera held low, forward of the hip, is the gun too: R 3', async () => {
    const a = await analyzeText(`${astronaut(false)}\n`);
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns.map((g) => g.parts.map((i) => a.parts[i]!.part).sort())).toEqual([['4360.dat']]);
    expect(a.stats.R.base).toBe(3);
  });
});

/**
 * Two figures as their files place them. The 7130 Snowspeeder's Hoth rebel (batch 37) holds the black camera in his
 * right hand at his chest, its lens forward, binoculars in his left: his labeller reads it as his blaster rifle. The
 * 6987 Message Intercept Base's Blacktron (batch 28) holds the same camera up to his visor: a camera, his arm a punch.
 */
const BLACKTRON = [
  '1 0 270 -104.6 -210 0.951 0 -0.309 0 1 0 0.309 0 0.951 2446.dat',
  '1 0 270 -104.6 -210 0.951 0 -0.309 0 1 0 0.309 0 0.951 2447.dat',
  '1 14 270 -104.6 -210 0.951 0 -0.309 0 1 0 0.309 0 0.951 3626bp01.dat',
  '1 0 270 -77.6 -210 0.906 0 -0.423 0 1 0 0.423 0 0.906 3838.dat',
  '1 0 270 -77.6 -210 0.906 0 -0.423 0 1 0 0.423 0 0.906 973p52.dat',
  '1 0 270 -45.6 -210 0.906 0 -0.423 0 1 0 0.423 0 0.906 3815.dat',
  '1 0 255.905 -68.6 -216.573 0.893 0.19 -0.408 0.17 0.697 0.697 0.416 -0.692 0.59 3818.dat',
  '1 0 284.095 -68.6 -203.427 0.893 0.071 -0.444 -0.17 0.967 -0.188 0.416 0.243 0.876 3819.dat',
  '1 14 259.034 -63.605 -237.803 0.902 0.082 -0.423 -0.091 0.995 0 0.421 0.038 0.906 3820.dat',
  '1 14 294.647 -49.404 -205.736 0.893 -0.264 -0.364 -0.17 0.551 -0.816 0.416 0.791 0.447 3820.dat',
  '1 0 260.083 -88.284 -246.722 0.507 -0.022 0.861 0.232 0.965 -0.111 -0.83 0.256 0.495 4360.dat',
  '1 0 270 -33.6 -210 0.906 0.109 -0.408 0 0.966 0.259 0.423 -0.235 0.875 3817.dat',
  '1 0 270 -33.6 -210 0.906 -0.081 -0.415 0 0.982 -0.191 0.423 0.173 0.89 3816.dat',
].join('\n');

describe('a bare camera with a side sight, by how it is held', () => {
  it('held low at the chest it is a blaster rifle: one Level 2 gun, R 3', async () => {
    const a = await analyzeText(`0 Hoth rebel\n0 Name: rebel.ldr\n${HOTH_REBEL}\n`);
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns.map((g) => g.parts.map((i) => a.parts[i]!.part).sort())).toEqual([['4360.dat']]);
    expect(a.stats.R.base).toBe(3);
  });

  it('held up to the visor it is a camera, no weapon: R 1', async () => {
    const a = await analyzeText(`0 Blacktron\n0 Name: blacktron.ldr\n${BLACKTRON}\n`);
    expect(a.weapons.some((w) => w.kind === 'gun')).toBe(false);
    expect(a.stats.R.base).toBe(1);
  });
});
