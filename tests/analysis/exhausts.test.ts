import { describe, expect, it } from 'vitest';
import { sharedTeam } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** Hollow ends blowing out of a build's back are its exhausts (IV.H), whatever their size or slant. */
describe.runIf(hasSharedModels)('exhausts', () => {
  it("the shuttle orbiter's three 3 x 3 cones at its tail blow backward: rocket boosters, not cannons", async () => {
    const t = await sharedTeam('omr-sets/6544-1 - Shuttle Transcon 2.mpd');
    const a = t.members.find((m) => m.analysis.parts.some((p) => p.part === '6233.dat'))!.analysis;
    const cones = a.parts.flatMap((p, i) => (p.part === '6233.dat' && p.bodyBounds.min[2]! > 500 ? [i] : []));
    expect(cones).toHaveLength(3);
    for (const i of cones) expect(a.labels[i]!.boost).toBe('rocket-booster');
    expect(a.weapons.some((w) => w.kind === 'cannon' && w.parts.some((i) => cones.includes(i)))).toBe(false);
  });

  it("the Lunar MPV's two cones slanting down at its back blow backward: two rocket boosters", async () => {
    const t = await sharedTeam('threejs-ldraw/unpacked/1621-1-LunarMPVVehicle.mpd');
    const a = t.members.find((m) => m.analysis.parts.some((p) => p.id === '10/240/142/174'))!.analysis;
    const cones = a.parts.flatMap((p, i) => (p.id === '10/240/142/174' || p.id === '10/240/142/175' ? [i] : []));
    expect(cones).toHaveLength(2);
    for (const i of cones) {
      expect(a.labels[i]!.boost).toBe('rocket-booster');
      expect(a.labels[i]!.functionReason).toMatch(/pointing backward/);
    }
  });
});
