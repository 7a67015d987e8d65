import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { library } from '../support/library.ts';

/** Laid on its side, every part's top facing +Z: the build's layers run from its back (+Z) to its nose (-Z). */
const SIDE = '-1 0 0 0 0 -1 0 -1 0';

/**
 * A small hull of two 2 x 4 bricks stacked nose-first, and at its nose, side by side, two barrels: a 1 x 1 brick, a
 * round brick with its hollow stud in it, an Antenna 4H whose tip sits in the round brick's open bottom, and a black
 * 1 x 1 round plate on the antenna's base, out at the muzzle (the way the Blacktron ship of set 6987 builds its nose guns).
 */
function ship(): string {
  const barrel = (x: number) => [
    `1 0 ${x} -30 -78 ${SIDE} 3005.dat`,
    `1 0 ${x} -30 -102 ${SIDE} 3062b.dat`,
    `1 14 ${x} -30 -212 ${SIDE} 3957a.dat`,
    `1 0 ${x} -30 -220 ${SIDE} 6141.dat`,
  ];
  return ['0 capped barrels', `1 0 0 -30 -30 ${SIDE} 3001.dat`, `1 0 0 -30 -54 ${SIDE} 3001.dat`, ...barrel(30), ...barrel(-30)].join('\n') + '\n';
}

async function analyze(text: string) {
  const model = buildModel(await loadModel(text, 'capped.ldr', { library: library() }), { expandShortcuts: true });
  const team = analyzeTeam(model);
  expect(team.members).toHaveLength(1);
  return team.members[0]!.analysis;
}

describe('a round plate capping a barrel', () => {
  it("an antenna barrel in a round brick with a black round plate on its end: the plate is the barrel's muzzle, not a wall in its line of fire: two Level 2 guns side by side", async () => {
    const a = await analyze(ship());
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(2);
    for (const g of guns) {
      expect(g.level).toBe(2);
      expect(g.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['3062b.dat', '3957a.dat', '6141.dat']);
      expect(g.reason).toMatch(/pointing out of the piece with nothing in front of it/);
    }
    expect(a.stats.R.base).toBe(3);
  });
});
