import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { mpdText } from '../support/mpdText.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/**
 * A scooter: a 4 x 6 plate, its pilot seated on it facing -Z, and two pods its builder named "Rocket", a 1 x 1 brick
 * each with a 1 x 1 cone lying behind it, its hollow end blowing backward (as the 1714 Surveillance Scooter's, batch 33).
 * The second pod may carry a torch pointing forward.
 */
const scooter = (torch: boolean) =>
  mpdText({
    'scooter.ldr': [
      '1 0 0 0 0 1 0 0 0 1 0 0 0 1 3032.dat',
      ...posedMinifig(0, -61, 10, 'seated'),
      '1 0 -50 -8 20 1 0 0 0 1 0 0 0 1 rocket 1.ldr',
      '1 0 50 -8 20 1 0 0 0 1 0 0 0 1 rocket 2.ldr',
    ],
    'rocket 1.ldr': ['1 0 0 -24 0 1 0 0 0 1 0 0 0 1 3005.dat', '1 36 0 -12 34 -1 0 0 0 0 1 0 1 0 4589.dat'],
    'rocket 2.ldr': [
      '1 0 0 -24 0 1 0 0 0 1 0 0 0 1 3005.dat',
      '1 36 0 -12 34 -1 0 0 0 0 1 0 1 0 4589.dat',
      ...(torch ? ['1 0 0 -30 -10 1 0 0 0 1 0 0 0 1 3959.dat'] : []),
    ],
  });

describe('pods named "Rocket" whose cones blow backward', () => {
  it('are rocket engines, boosts (+1 M), no missiles', async () => {
    const a = await analyzeText(scooter(false));
    expect(a.weapons.some((w) => w.kind === 'missile')).toBe(false);
    const cones = a.parts.flatMap((p, i) => (p.part === '4589.dat' ? [i] : []));
    for (const i of cones) expect(a.labels[i]!.boost).toBe('rocket-booster');
    expect(a.stats.M.terms.find((t) => t.name === 'Boost Bonus')!.value).toBe(1);
  });

  it('a torch fixed on one, pointing forward, is a gun of its own; the pod is still an engine', async () => {
    const a = await analyzeText(scooter(true));
    expect(a.weapons.some((w) => w.kind === 'missile')).toBe(false);
    const torch = a.parts.findIndex((p) => p.part === '3959.dat');
    expect(a.labels[torch]!.weapon).toEqual({ kind: 'gun', level: 2 });
  });
});
