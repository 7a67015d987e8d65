import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * The 6830 Space Patroller's layout: a craft on a 6 x 10 plate with a submodel named "cockpit" at its front (-Z), two
 * 4H antennae lying forward out of round bricks in it, each tipped with a see-through round plate, and two submodels
 * named "rocket" on its flanks, each a brick with side studs ending at its back in a dish, no warhead.
 */
const CRAFT = [
  '0 FILE craft.ldr',
  '1 0 0 0 0 0 0 1 0 1 0 -1 0 0 3033.dat',
  '1 0 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 0 0 -80 1 0 0 0 1 0 0 0 1 cockpit.ldr',
  '1 0 40 -16 40 1 0 0 0 1 0 0 0 1 rocket.ldr',
  '1 0 -40 -16 40 1 0 0 0 1 0 0 0 1 rocket.ldr',
  '0 NOFILE',
  '0 FILE cockpit.ldr',
  '1 0 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 0 -48 0 1 0 0 0 1 0 0 0 1 3039.dat',
  '1 0 30 -24 10 1 0 0 0 0 -1 0 1 0 3062b.dat',
  '1 0 -30 -24 10 1 0 0 0 0 -1 0 1 0 3062b.dat',
  '1 15 30 -24 -14 1 0 0 0 0 -1 0 1 0 3957a.dat',
  '1 15 -30 -24 -14 1 0 0 0 0 -1 0 1 0 3957a.dat',
  '1 43 30 -24 -110 1 0 0 0 0 -1 0 1 0 6141.dat',
  '1 43 -30 -24 -110 1 0 0 0 0 -1 0 1 0 6141.dat',
  '0 NOFILE',
  '0 FILE rocket.ldr',
  '1 0 0 0 0 -1 0 0 0 1 0 0 0 -1 4595.dat',
  '1 0 0 10 36 -1 0 0 0 0 1 0 1 0 4740.dat',
  '0 NOFILE',
].join('\n') + '\n';

describe("see-through round plates in a submodel named the cockpit", () => {
  it("are its guns' tips, no engine glows: the rockets with nozzles at the back stay the craft's engines", async () => {
    const a = await analyzeText(CRAFT);
    const tips = a.parts.flatMap((p, i) => (p.part === '6141.dat' ? [i] : []));
    expect(tips).toHaveLength(2);
    for (const i of tips) {
      expect(a.labels[i]!.weapon?.kind).toBe('gun');
      expect(a.labels[i]!.aim!.map((v) => v + 0)).toEqual([0, 0, -1]);
    }
    const pods = a.parts.flatMap((p, i) => (p.submodel.some((s) => s.startsWith('rocket')) ? [i] : []));
    expect(pods).toHaveLength(4);
    for (const i of pods) expect(a.labels[i]!.boost).toBe('rocket-booster');
    expect(a.weapons.filter((w) => w.kind === 'missile')).toEqual([]);
  });
});
