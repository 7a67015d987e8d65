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

  it('the Millennium Falcon, with no face to go by and barrels all round, faces where most of them point: its mandibles (+Z), not its cockpit\'s side', async () => {
    const a = await first('omr-sets/MillenniumFalcon.mpd');
    expect(a.measurements.front).toEqual([0, 0, 1]);
    const aims = a.weapons.filter((w) => w.kind === 'gun').map((w) => a.labels[w.parts[0]!]!.aim);
    expect(aims.length).toBeGreaterThan(8);
    for (const aim of aims) expect(aim![2]).toBeGreaterThan(0.7);
  }, 60_000);
});
