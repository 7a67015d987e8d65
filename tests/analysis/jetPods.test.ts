import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { SMALL_CRAFT } from '../support/smallCraft.ts';

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
