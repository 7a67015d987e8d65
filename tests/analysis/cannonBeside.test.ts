import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { library } from '../support/library.ts';
import { minifigLines } from '../support/minifigLines.ts';

/** The minifig cannon on its 2 x 4 base, standing on the ground at the reference minifig's right, its base under his right hand. */
const CANNON = '1 72 -59 64 -10 1 0 0 0 1 0 0 0 1 2527c01.dat';

describe('a cannon beside a figure', () => {
  it("a figure's hand resting on a cannon standing beside him neither carries it off nor rides it: two pieces, the figure and the cannon", async () => {
    const model = buildModel(await loadModel([...minifigLines(), CANNON].join('\n') + '\n', 'battery.ldr', { library: library() }), { expandShortcuts: true });
    const team = analyzeTeam(model);
    const hand = model.parts.findIndex((p) => p.part === '3820.dat' && team.graph.held[model.parts.indexOf(p)]!.some((j) => model.parts[j]!.part === '2527.dat'));
    // (The hand does touch the cannon's base: without that this test says nothing.)
    expect(hand).toBeGreaterThanOrEqual(0);
    expect(team.members.map((m) => m.piece.parts.map((i) => model.parts[i]!.part).sort())).toEqual([
      ['3626bp01.dat', '3815b.dat', '3816b.dat', '3817b.dat', '3818.dat', '3819.dat', '3820.dat', '3820.dat', '973p01.dat'],
      ['2527.dat', '518.dat'],
    ]);
    const cannon = team.members[1]!.analysis;
    expect(cannon.weapons.some((w) => w.kind === 'cannon' && w.level === 3)).toBe(true);
  });
});
