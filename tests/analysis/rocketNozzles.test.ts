import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/** A craft on a 6 x 10 plate, its windscreen at the front (-Z), two copies of a submodel named "rocket" on its flanks. */
function craft(rocket: readonly string[], y: number): string {
  return [
    '0 FILE craft.ldr',
    '1 0 0 0 0 0 0 1 0 1 0 -1 0 0 3033.dat',
    '1 47 0 -24 -80 1 0 0 0 1 0 0 0 1 3823.dat',
    '1 0 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
    `1 0 40 ${y} 0 1 0 0 0 1 0 0 0 1 rocket.ldr`,
    `1 0 -40 ${y} 0 1 0 0 0 1 0 0 0 1 rocket.ldr`,
    '0 NOFILE',
    '0 FILE rocket.ldr',
    ...rocket,
    '0 NOFILE',
  ].join('\n') + '\n';
}

/** The 6949 Spyrius ship's pods as that file builds them, less the 1 x 1 cone on their noses: a brick with side studs and an inverted dish at its back. */
const NOZZLE_POD = ['1 0 0 0 0 -1 0 0 0 1 0 0 0 -1 4595.dat', '1 36 0 10 36 -1 0 0 0 0 1 0 1 0 4740.dat'];
/** A round brick lying forward with a 2 x 2 cone on its nose and the same dish at its back. */
const WARHEAD_POD = ['1 0 0 0 0 1 0 0 0 0 -1 0 1 0 3941.dat', '1 0 0 0 -48 1 0 0 0 0 -1 0 1 0 3942c.dat', '1 36 0 0 24 1 0 0 0 0 -1 0 1 0 4740.dat'];

describe('a submodel named a rocket', () => {
  it('ending at its back in a dish lying along the craft, with no warhead, is a rocket engine: boosts, no missile', async () => {
    const a = await analyzeText(craft(NOZZLE_POD, -16));
    const pods = a.parts.flatMap((p, i) => (p.submodel.some((s) => s.startsWith('rocket')) ? [i] : []));
    expect(pods).toHaveLength(4);
    for (const i of pods) expect(a.labels[i]!.boost).toBe('rocket-booster');
    expect(a.weapons.filter((w) => w.kind === 'missile')).toEqual([]);
  });

  it('with a 2 x 2 cone on its nose is a missile all the same', async () => {
    const a = await analyzeText(craft(WARHEAD_POD, -20));
    const pods = a.parts.flatMap((p, i) => (p.submodel.some((s) => s.startsWith('rocket')) ? [i] : []));
    expect(pods).toHaveLength(6);
    expect(a.weapons.filter((w) => w.kind === 'missile')).toHaveLength(2);
  });
});
