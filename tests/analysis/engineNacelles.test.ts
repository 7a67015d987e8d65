import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A mini fighter (a 2 x 6 hull, a see-through canopy plate at its nose) with two engine nacelles: on each side a 1 x 4
 * plate carrying a round brick at its front, its open bottom ahead, and a Technic joiner in line at its back, open
 * behind (as the mini X-wing's four engines are built, batch 42's 4484).
 */
const FIGHTER = [
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3034.dat',
  '1 47 0 -8 -50 1 0 0 0 1 0 0 0 1 3023.dat',
  '1 7 0 -8 30 1 0 0 0 1 0 0 0 1 3022.dat',
  ...[-30, 30].flatMap((x) => [
    `1 15 ${x} -16 40 0 0 1 0 1 0 -1 0 0 3710.dat`,
    `1 15 ${x} -24 34 -1 0 0 0 0 -1 0 -1 0 3062b.dat`,
    `1 15 ${x} -24 81 -1 0 0 0 1 0 0 0 -1 6538b.dat`,
  ]),
];

describe('jet engine nacelles at mini scale', () => {
  it('a round end open ahead with a joiner in line behind it, open out of the back, is an engine, no gun', async () => {
    const a = await analyzeText(`${FIGHTER.join('\n')}\n`);
    expect(a.weapons.some((w) => w.kind === 'gun')).toBe(false);
    for (const part of ['3062b.dat', '6538b.dat']) {
      for (const i of a.parts.flatMap((p, k) => (p.part === part ? [k] : []))) expect(a.labels[i]!.boost).toBe('rocket-booster');
    }
    expect(a.stats.M.base).toBe(3);
  });
});
