import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A craft on a 6 x 10 plate, its windscreen at the front (-Z), and at its stern the 6875 Hovercraft's two rear
 * thrusters as that file builds them: a see-through round plate on an upright offset plate, each set in a black
 * inverted dish whose rim reaches further out behind it.
 */
const CRAFT = [
  '0 FILE craft.ldr',
  '1 0 0 0 0 0 0 1 0 1 0 -1 0 0 3033.dat',
  '1 47 0 -24 -80 1 0 0 0 1 0 0 0 1 3823.dat',
  '1 0 0 -24 60 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 0 0 100 1 0 0 0 1 0 0 0 1 thrusters.ldr',
  '0 NOFILE',
  '0 FILE thrusters.ldr',
  '1 0 0 -30 -18 -1 0 0 0 0 1 0 1 0 4590.dat',
  '1 33 30 -20 -2 -1 0 0 0 0 1 0 1 0 6141.dat',
  '1 33 -30 -20 -2 -1 0 0 0 0 1 0 1 0 6141.dat',
  '1 0 30 -20 6 -1 0 0 0 0 1 0 1 0 4740.dat',
  '1 0 -30 -20 6 -1 0 0 0 0 1 0 1 0 4740.dat',
  '0 NOFILE',
].join('\n') + '\n';

describe('see-through round plates set in dishes at a craft\'s stern', () => {
  it('glow out of the dishes round them: the plates and their dishes are rocket boosters', async () => {
    const a = await analyzeText(CRAFT);
    const glows = a.parts.flatMap((p, i) => (p.part === '6141.dat' ? [i] : []));
    const dishes = a.parts.flatMap((p, i) => (p.part === '4740.dat' ? [i] : []));
    expect(glows).toHaveLength(2);
    expect(dishes).toHaveLength(2);
    for (const i of [...glows, ...dishes]) {
      expect(a.labels[i]!.boost).toBe('rocket-booster');
      expect(a.labels[i]!.functionReason).toMatch(/in the dishes they shine out of/);
    }
  });
});
