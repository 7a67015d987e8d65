import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { minifigLines } from '../support/minifigLines.ts';

/**
 * A hoverbike with no rider: a 2 x 2 round plate under a 3 x 2 plate, handlebars at its front (-Z), and at each side a
 * light clip holding a trans-red minifig flame that trails out behind it, a trans-green disc in front of each (as the
 * 5971 Gold Heist's bike is built).
 */
const BIKE = [
  '0 A hoverbike with two flames',
  '1 0 0 0 0 1 0 0 0 1 0 0 0 1 4032a.dat',
  '1 0 -10 -8 10 0 0 1 0 1 0 -1 0 0 4081b.dat',
  '1 0 10 -8 10 0 0 -1 0 1 0 1 0 0 4081b.dat',
  '1 0 0 -8 -10 1 0 0 0 1 0 0 0 1 2540.dat',
  '1 36 -30 -6 20 0 1 0 -1 0 0 0 0 1 6126a.dat',
  '1 36 30 -6 20 0 1 0 -1 0 0 0 0 1 6126a.dat',
  '1 42 -30 -6 -2 1 0 0 0 0 -1 0 1 0 6141.dat',
  '1 42 30 -6 -2 1 0 0 0 0 -1 0 1 0 6141.dat',
  '1 0 0 -16 0 -1 0 0 0 1 0 0 0 -1 3176.dat',
  '1 8 0 -46.056 -30 1 0 0 0 0.707107 0.707107 0 -0.707107 0.707107 30031.dat',
];

/** A torch in the reference minifig's right hand (as the 5974 astronaut holds his), and a flame pegged into its end. */
const TORCH = '1 0 -23.808 26.272 -27.823 0.985 -0.0874983 0.14567 0.17 0.506976 -0.844031 0 0.856884 0.514696 3959.dat';
const FLAME = '1 36 -27.304 46.529 -40.176 -0.985 -0.0874983 -0.14567 -0.17 0.506976 0.844031 0 0.856884 -0.514696 6126a.dat';

const text = (lines: readonly string[]) => `${lines.join('\n')}\n`;

describe('flames', () => {
  it("flames fixed on a bike, trailing out behind their clips, are its engines' blast: rocket boosters, never its windows", async () => {
    const a = await analyzeText(text(BIKE));
    const flames = a.parts.flatMap((p, i) => (p.part === '6126a.dat' ? [i] : []));
    expect(flames).toHaveLength(2);
    for (const i of flames) {
      expect(a.labels[i]!.boost).toBe('rocket-booster');
      expect(a.labels[i]!.section).not.toBe('head');
    }
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(a.stats.M.terms.some((t) => t.name === 'Boost Bonus')).toBe(true);
  });

  it('a torch in a hand is a ray gun (Level 2, one weapon with the arm holding it); with a flame burning on its end it is fire, no weapon', async () => {
    const armed = await analyzeText(text([...minifigLines(), TORCH]));
    const torch = armed.parts.findIndex((p) => p.part === '3959.dat');
    expect(armed.labels[torch]!.weapon).toEqual({ kind: 'gun', level: 2 });
    expect(armed.stats.R.base).toBe(3);
    expect(armed.weapons.filter((w) => w.kind === 'hit' && w.parts.some((i) => armed.parts[i]!.part === '3818.dat'))).toHaveLength(0);

    const burning = await analyzeText(text([...minifigLines(), TORCH, FLAME]));
    const lit = burning.parts.findIndex((p) => p.part === '3959.dat');
    expect(burning.labels[lit]!.weapon).toBeNull();
    expect(burning.labels[lit]!.functionReason).toMatch(/burning torch/);
    expect(burning.stats.R.base).toBe(1);
  });
});
