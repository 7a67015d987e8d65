import { describe, expect, it } from 'vitest';
import { sharedTeam } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';
import type { PieceAnalysis } from '../../src/rules/block-duel-chess/analyzePiece.ts';

const weaponsOf = (a: PieceAnalysis, id: string) => {
  const i = a.parts.findIndex((p) => p.id === id);
  return a.weapons.filter((w) => w.parts.includes(i));
};

/** A catapult hurls its stones from a bucket on a long arm that swings on a pivot: a power projectile, a Level 3 cannon. */
describe.runIf(hasSharedModels)('throwing arms', () => {
  it("the 6030 Catapult's arm, its bucket open to the sky, is one Level 3 cannon, not a limb", async () => {
    const team = await sharedTeam('omr-annotated/6030-1.mpd');
    const a = team.members.find((m) => m.analysis.parts.some((p) => p.id === '9/144'))!.analysis;
    const [arm, ...more] = weaponsOf(a, '9/144');
    expect(more).toHaveLength(0);
    expect(`${arm!.kind} ${arm!.level}`).toBe('cannon 3');
    // The arm's Technic plates throw with the bucket, as one weapon.
    expect(weaponsOf(a, '9/124')).toEqual([arm]);
    expect(a.weapons.some((w) => w.kind === 'hit' && w.parts.includes(a.parts.findIndex((p) => p.id === '9/124')))).toBe(false);
  });

  it("a digger's bucket on an arm a pilot works is its limb, a Level 0 hit (Emmet's Constructo-Mech)", async () => {
    const team = await sharedTeam('brickbuilt/70814 - Emmets Constructo-Mech.mpd');
    const a = team.members.find((m) => m.analysis.parts.some((p) => p.id === '9/665'))!.analysis;
    expect(weaponsOf(a, '9/665').map((w) => `${w.kind} ${w.level}`)).toEqual(['hit 0']);
  });
});
