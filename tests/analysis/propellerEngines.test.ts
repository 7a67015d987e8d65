import { describe, expect, it } from 'vitest';
import { analyzeText, sharedTeam } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** A small flyer (two plates for its hull) with a pod of `parts` in a submodel called `name`. */
const flyer = (name: string, parts: readonly string[]) => `0 FILE main.ldr
1 7 0 0 0 1 0 0 0 1 0 0 0 1 3034.dat
1 7 0 -8 0 1 0 0 0 1 0 0 0 1 3034.dat
1 7 0 -16 -60 1 0 0 0 1 0 0 0 1 ${name}
0 FILE ${name}
${parts.join('\n')}
`;
/** Its engine pod: a 1 x 1 round brick and a cone on it. */
const POD = ['1 0 0 0 0 1 0 0 0 1 0 0 0 1 3062b.dat', '1 0 0 -24 0 1 0 0 0 1 0 0 0 1 4589.dat'];

describe('a submodel named as an engine', () => {
  it('pushes as a rocket booster: its parts are the boost', async () => {
    const a = await analyzeText(flyer('engine.ldr', POD));
    const brick = a.parts.findIndex((p) => p.part === '3062b.dat');
    expect(a.labels[brick]!.boost).toBe('rocket-booster');
  });

  // The Island Hopper's two radial engines, each a submodel "Jet": round bricks and plates for its cylinders, a pin and
  // a brick for its hub, and a three-blade propeller (its labeller counts the propeller, the cylinders as decoration).
  it.runIf(hasSharedModels)('that turns a propeller pushes with it: the propeller is the boost, the engine body none', async () => {
    const a = (await sharedTeam('threejs-ldraw/unpacked/5935-1-IslandHopper.mpd')).members[0]!.analysis;
    const inJet = a.parts.flatMap((p, i) => (p.submodel.some((s) => /Jet\.ldr$/.test(s)) ? [i] : []));
    const propellers = inJet.filter((i) => a.parts[i]!.part === '30332.dat');
    expect(propellers).toHaveLength(2);
    for (const i of propellers) expect(a.labels[i]!.boost).toBe('propeller');
    const body = inJet.filter((i) => !propellers.includes(i));
    expect(body.length).toBeGreaterThan(10);
    for (const i of body) {
      expect(a.labels[i]!.function).toBe('none');
      expect(a.labels[i]!.functionReason).toMatch(/turns a propeller/);
    }
    expect(a.stats.M.base).toBe(3);
  });
});
