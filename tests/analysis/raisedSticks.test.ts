import { describe, expect, it } from 'vitest';
import { sharedTeam } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/**
 * Ball-ended control sticks raised out of the body below the build's very top are
 * "antennae standing on the body" (IV.F); a lever at a cab's side, a stick a gun or a
 * named missile is built of, stays what it is.
 */
describe.runIf(hasSharedModels)('raised control sticks', () => {
  const at = async (file: string, id: string) => {
    const t = await sharedTeam(file);
    const a = t.members.find((m) => m.analysis.parts.some((p) => p.id === id))!.analysis;
    const i = a.parts.findIndex((p) => p.id === id);
    return { analysis: a, label: a.labels[i]!, weapons: a.weapons.filter((w) => w.parts.includes(i)).map((w) => `${w.kind} ${w.level}`) };
  };

  it("the micro truck's two sticks raised behind its cab are two antennae, Level 0", async () => {
    const file = 'omr-sets/4096 - Micro Wheels - AB Truck and Trailer.mpd';
    for (const id of ['7/157/64', '7/157/66']) {
      const s = await at(file, id);
      expect(s.weapons).toEqual(['antenna 0']);
      expect(s.label.functionReason).toMatch(/raised out of the body/);
    }
  });

  it("the M-Tron droid's two sticks swept back from its head are its antennae, not a gun, and not part of its Head", async () => {
    const file = 'brickbuilt/6923-1 - Particle Ionizer.mpd';
    for (const id of ['12/563', '12/564']) {
      const s = await at(file, id);
      expect(s.weapons).toEqual(['antenna 0']);
      expect(s.label.section).not.toBe('head');
      expect(s.analysis.weapons.filter((w) => w.kind === 'gun')).toEqual([]);
    }
  });

  it("a lever low on a combine's cab side, a missile's stick tip and a walker's chin guns stay a lever, the missile and guns", async () => {
    expect((await at('omr-sets/4096 - Micro Wheels - EB Combine Harvester.mpd', '7/36')).weapons).toEqual([]);
    expect((await at('brickbuilt/6852-1 - Sonar Security.mpd', '11/117/134')).weapons).toEqual(['missile 3']);
    expect((await at('omr-sets/20009-1 - AT-TE Walker - Mini.mpd', '54/263/117')).weapons).toEqual(['gun 2']);
  });
});
