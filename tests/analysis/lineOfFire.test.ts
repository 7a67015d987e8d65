import { describe, expect, it } from 'vitest';
import { sharedPiece as first } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';


/** A barrel's line of fire is tested against each part's own body, not the box a turned part fills in the world. */
describe.runIf(hasSharedModels)('the line of fire on angled hulls', () => {
  it("the midi Star Destroyer's binocular turrets fire along its angled hull plates: eight Level 2 guns, R 3", async () => {
    const a = await first('omr-sets/8099-1 - Midi-Scale Imperial Star Destroyer.mpd');
    const guns = a.weapons.filter((w) => w.kind === 'gun' && w.level === 2);
    expect(guns.length).toBeGreaterThanOrEqual(8);
    for (const g of guns) expect(g.parts.map((i) => a.parts[i]!.part)).toContain('30162.dat');
    expect(a.stats.R.base).toBe(3);
  });

  it("the Constructo-Mech's two control sticks splayed at 45° in its cab are levers, not guns", async () => {
    const a = await first('brickbuilt/70814 - Emmets Constructo-Mech.mpd');
    const sticks = a.parts.flatMap((p, i) => (p.part === '4593.dat' ? [i] : []));
    expect(sticks).toHaveLength(2);
    for (const i of sticks) expect(a.labels[i]!.weapon).toBeNull();
    expect(a.weapons.some((w) => w.kind === 'gun')).toBe(false);
  });

  it("the UCS Falcon's top quad-laser turret sits behind the middle of its saucer: each barrel, held by the turret at its back, points out of its free end, forward: four Level 2 guns", async () => {
    const a = await first('omr-sets/MillenniumFalcon.mpd');
    const turret = a.weapons.filter((w) => w.parts.some((i) => a.parts[i]!.id.startsWith('439/3544/')));
    expect(turret).toHaveLength(4);
    for (const w of turret) {
      expect([w.kind, w.level]).toEqual(['gun', 2]);
      expect(w.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['4095.dat', '4589.dat', '4589.dat']);
      expect(w.reason).toMatch(/pointing out of the piece with nothing in front of it/);
    }
    // The turret is behind the middle: its barrels' muzzles are nearer the middle than their backs are.
    const z = turret.flatMap((w) => w.parts.map((i) => a.parts[i]!.bodyBounds.max[2]!));
    const box = a.parts.reduce((m, p) => [Math.min(m[0]!, p.bodyBounds.min[2]!), Math.max(m[1]!, p.bodyBounds.max[2]!)], [Infinity, -Infinity]);
    expect(Math.min(...z)).toBeGreaterThan((box[0]! + box[1]!) / 2);
  }, 60_000);

  it("at the UCS Falcon's scale its hull's control sticks and 1 x 3 bars are piping, not guns; the UCS AT-ST's real guns, as small against it as 4%, still fire", async () => {
    const falcon = await first('omr-sets/MillenniumFalcon.mpd');
    const sticks = falcon.parts.flatMap((p, i) => (p.part === '4593.dat' || p.part === '6190.dat' ? [i] : []));
    expect(sticks.length).toBeGreaterThan(40);
    for (const i of sticks) expect(falcon.labels[i]!.weapon?.kind).not.toBe('gun');
    const atst = await first('threejs-ldraw/packed/10174-1-ImperialAT-ST-UCS.mpd_Packed.mpd');
    const gunAt = (id: string) => atst.weapons.some((w) => w.kind === 'gun' && w.parts.some((i) => atst.parts[i]!.id === id));
    expect(gunAt('435/2191/2227/2239')).toBe(true);
    // Its two binoculars at 2.8% of its height are detail.
    expect(gunAt('440/2341/2365/2417')).toBe(false);
  }, 60_000);
});
