import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { SMALL_CRAFT } from '../support/smallCraft.ts';
import { mpdText } from '../support/mpdText.ts';

/**
 * The small craft (looking -Z) with a horizontal 3 x 6 cylinder under its deck, lying front to back or turned across
 * it (the Space Police ships' engine pods, batches 24, 25 and 35).
 */
const craft = (along: boolean) => [...SMALL_CRAFT, `1 15 0 42 0 ${along ? '1 0 0 0 1 0 0 0 1' : '0 0 1 0 1 0 -1 0 0'} 30360.dat`].join('\n');

describe('a horizontal 3 x 6 cylinder under a craft', () => {
  it('lying front to back is a jet engine pod: a rocket booster', async () => {
    const a = await analyzeText(`${craft(true)}\n`);
    const pod = a.parts.findIndex((p) => p.part === '30360.dat');
    expect(a.labels[pod]!.boost).toBe('rocket-booster');
  });

  it('turned across the craft it is a tank or a drum, no booster', async () => {
    const a = await analyzeText(`${craft(false)}\n`);
    const pod = a.parts.findIndex((p) => p.part === '30360.dat');
    expect(a.labels[pod]!.boost).toBeNull();
  });
});

/** A round brick and a 2 x 2 cone lying forward, plugged end to end on a pod's nose (the 7141 N-1's engines; the cone touches only the brick) or alone. */
const NOSE_CONE = (x: number) => [`1 14 ${x} 42 -84 1 0 0 0 0 -1 0 1 0 3941.dat`, `1 14 ${x} 42 -132 1 0 0 0 0 -1 0 1 0 3942c.dat`];

describe("a cone on a jet engine pod's nose", () => {
  it('is the engine\'s intake, no cannon, with the round brick it is plugged into', async () => {
    const a = await analyzeText(`${[craft(true), ...NOSE_CONE(0)].join('\n')}\n`);
    expect(a.weapons.some((w) => w.parts.some((i) => ['3941.dat', '3942c.dat'].includes(a.parts[i]!.part)))).toBe(false);
  });

  it('the same round brick and cone held under the deck beside the pod point forward as a cannon (Level 3)', async () => {
    const a = await analyzeText(`${[craft(true), '1 7 -40 8 -40 1 0 0 0 1 0 0 0 1 3022.dat', ...NOSE_CONE(-40).map((l) => l.replace(' 42 ', ' 36 '))].join('\n')}\n`);
    const cannon = a.weapons.find((w) => w.parts.some((i) => a.parts[i]!.part === '3942c.dat'));
    expect(cannon?.level).toBe(3);
  });
});

/**
 * The 5980 Squidman's Pitstop red hover bike as that file draws it (batch 24): a body module, and under it two modules
 * each holding a plane jet engine ("Plane Jet Engine with Plate 2 x 2") with a clip plate and a grille tile, its pods
 * the lowest parts.
 */
const HOVER_BIKE = mpdText({
  '5980 - 5980-3.ldr': [
    '1 0 0 0 0 1 0 0 0 1 0 0 0 1 5980 - 5980-3-a.ldr',
    '1 0 -30 -38 -40 0 -1 0 1 0 0 0 0 1 5980 - 5980-3-b.ldr',
    '1 0 30 -38 -40 0 1 0 -1 0 0 0 0 1 5980 - 5980-3-c.ldr',
  ],
  '5980 - 5980-3-a.ldr': [
    '1 7 0 0 0 0 0 1 0 1 0 -1 0 0 3020.dat',
    '1 4 0 -24 30 -1 0 0 0 1 0 0 0 -1 3747b.dat',
    '1 4 -10 -24 0 0 0 1 0 1 0 -1 0 0 32000.dat',
    '1 4 10 -24 0 0 0 1 0 1 0 -1 0 0 32000.dat',
    '1 0 0 -24 -30 1 0 0 0 1 0 0 0 1 3660.dat',
    '1 7 -10 -14 -10 0 0 -1 0.707107 0.707107 0 0.707107 -0.707107 0 40620.dat',
    '1 7 10 -14 -10 0 0 1 -0.707107 0.707107 0 -0.707107 -0.707107 0 40620.dat',
    '1 0 0 -32 20 0 0 1 0 1 0 -1 0 0 3034.dat',
    '1 14 -10 -40 60 0 0 1 0 1 0 -1 0 0 2540.dat',
    '1 14 10 -40 60 0 0 -1 0 1 0 1 0 0 2540.dat',
    '1 4 -10 -40 -40 0 0 1 0 1 0 -1 0 0 48336.dat',
    '1 4 10 -40 -40 0 0 -1 0 1 0 1 0 0 48336.dat',
    '1 8 -30 -38 40 0 0 -1 -1 0 0 0 1 0 44676.dat',
    '1 8 30 -38 40 0 0 1 1 0 0 0 1 0 44676.dat',
    '1 7 0 -72 60 1 0 0 0 1 0 0 0 1 50943.dat',
    '1 14 -10 -48 -30 1 0 0 0 1 0 0 0 1 6141.dat',
    '1 14 10 -48 -30 1 0 0 0 1 0 0 0 1 6141.dat',
    '1 0 0 -48 -60 0 0 1 0 1 0 -1 0 0 10247.dat',
    '1 1 0 -38 -80 0 0 1 0 1 0 -1 0 0 3749.dat',
    '1 0 0 -38 -110 0 0 1 0 1 0 -1 0 0 32054.dat',
    '1 7 -10 -56 90 1 0 0 0 1 0 0 0 1 3062b.dat',
    '1 7 10 -56 90 1 0 0 0 1 0 0 0 1 3062b.dat',
    '1 4 0 -56 -50 0 0 1 0 1 0 -1 0 0 3021.dat',
    '1 8 -10 -57 90 -1 0 0 0 1 0 0 0 -1 30132.dat',
    '1 8 10 -57 90 -1 0 0 0 1 0 0 0 -1 30132.dat',
    '1 4 0 -64 -30 1 0 0 0 1 0 0 0 1 3794b.dat',
    '1 39 0 -56 -60 1 0 0 0 1 0 0 0 1 30602.dat',
    '1 8 0 -72 -30 0 0 1 0 1 0 -1 0 0 2555.dat',
    '1 8 0 -78 -30 1 0 0 0 0.707107 0.707107 0 -0.707107 0.707107 30031.dat',
  ],
  '5980 - 5980-3-b.ldr': [
    '1 7 30 32 0 1 0 0 0 1 0 0 0 1 4868b.dat',
    '1 0 20 -2 0 0 0 1 0 1 0 -1 0 0 60470a.dat',
    '1 7 40 -2 0 0 0 1 0 1 0 -1 0 0 2412b.dat',
  ],
  '5980 - 5980-3-c.ldr': [
    '1 7 -30 32 0 1 0 0 0 1 0 0 0 1 4868b.dat',
    '1 0 -20 -2 0 0 0 -1 0 1 0 1 0 0 60470a.dat',
    '1 7 -40 -2 0 0 0 1 0 1 0 -1 0 0 2412b.dat',
  ],
});

describe('a hover bike on two jet engine pods, each a module of its own', () => {
  it('stands on its engines, round, and flies on them: no legs, no kick', async () => {
    const a = await analyzeText(HOVER_BIKE);
    const pods = a.parts.flatMap((p, i) => (p.part === '4868b.dat' ? [i] : []));
    expect(pods).toHaveLength(2);
    for (const i of pods) expect(a.labels[i]!.boost).toBe('rocket-booster');
    expect(a.measurements.baseType).toBe('round-block');
    expect(a.labels.filter((l) => l.limb === 'leg')).toEqual([]);
    expect(a.weapons.filter((w) => w.parts.some((i) => a.parts[i]!.submodel.some((n) => /5980-3-[bc]/.test(n))))).toEqual([]);
  });
});
