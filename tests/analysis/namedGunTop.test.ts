import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A faceless tank: a 2 x 8 hull plate, a brick on it, a turntable, and on the turntable a block its builder drew as a
 * submodel named "Gun" (as the mini AAT's turret, batch 43's 30052). `name` names that submodel.
 */
function tank(name: string): string {
  return `0 FILE tank.ldr
0 Tank
1 19 0 0 0 1 0 0 0 1 0 0 0 1 3034.dat
1 19 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat
1 71 0 -32 0 1 0 0 0 1 0 0 0 1 3680.dat
1 72 0 -32 0 1 0 0 0 1 0 0 0 1 ${name}.ldr
0 NOFILE
0 FILE ${name}.ldr
0 ${name}
1 19 0 0 0 1 0 0 0 1 0 0 0 1 3679.dat
1 19 0 -24 0 1 0 0 0 1 0 0 0 1 3003.dat
0 NOFILE
`;
}

describe('the top of a faceless build drawn as a gun', () => {
  it('is that gun, no head: the Core counts as the Head', async () => {
    const a = await analyzeText(tank('gun'));
    const top = a.parts.flatMap((p, i) => (p.part === '3679.dat' || p.part === '3003.dat' ? [i] : []));
    expect(top).toHaveLength(2);
    for (const i of top) {
      expect(a.labels[i]!.section).not.toBe('head');
      expect(a.labels[i]!.weapon).toEqual({ kind: 'gun', level: 2 });
    }
    expect(a.weapons.find((w) => w.kind === 'hit')?.reason).toMatch(/Core counts as the Head/);
  });

  it('a block named otherwise on the turntable is still the best candidate for the Head', async () => {
    const a = await analyzeText(tank('top'));
    const top = a.parts.flatMap((p, i) => (p.part === '3679.dat' || p.part === '3003.dat' ? [i] : []));
    for (const i of top) expect(a.labels[i]!.section).toBe('head');
  });
});
