import { describe, expect, it } from 'vitest';
import { sharedTeam } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** A round brick with fins is a rocket's tail: the piece's booster, or, on a missile, part of the missile that flies off. */
describe.runIf(hasSharedModels)('finned rocket tails', () => {
  it("the Sonar Security's finned tail is part of the rocket named a missile, no boost of the truck's", async () => {
    const team = await sharedTeam('brickbuilt/6852-1 - Sonar Security.mpd');
    const a = team.members.find((m) => m.analysis.parts.some((p) => p.id === '11/117/129'))!.analysis;
    const i = a.parts.findIndex((p) => p.id === '11/117/129');
    expect(a.labels[i]!.function).toBe('weapon');
    expect(a.weapons.filter((w) => w.parts.includes(i)).map((w) => `${w.kind} ${w.level}`)).toEqual(['missile 3']);
  });

  it("the shuttle's solid rocket boosters, round bricks on a finned tail, are boosts", async () => {
    const team = await sharedTeam('omr-sets/1682-1 - Space Shuttle.mpd');
    const a = team.members.find((m) => m.analysis.parts.some((p) => p.id === '13/226/423'))!.analysis;
    const i = a.parts.findIndex((p) => p.id === '13/226/423');
    expect(a.labels[i]!.boost).toBe('rocket-booster');
  });
});
