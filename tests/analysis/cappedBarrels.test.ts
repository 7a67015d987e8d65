import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { library } from '../support/library.ts';
import { cappedBarrel, SIDE } from '../support/cappedBarrel.ts';

/** A small hull of two 2 x 4 bricks stacked nose-first, and at its nose, side by side, two capped barrels. */
function ship(): string {
  return ['0 capped barrels', `1 0 0 -30 -30 ${SIDE} 3001.dat`, `1 0 0 -30 -54 ${SIDE} 3001.dat`, ...cappedBarrel(30), ...cappedBarrel(-30)].join('\n') + '\n';
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
