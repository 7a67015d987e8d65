import { describe, expect, it } from 'vitest';
import { sharedTeam } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** A walkie-talkie's antenna standing up on a vehicle is an antenna on the body (IV.F); stowed low or under a roll bar it is kit. */
describe.runIf(hasSharedModels)('radio antennae', () => {
  const radio = async (file: string, id: string) => {
    const t = await sharedTeam(file);
    const a = t.members.find((m) => m.analysis.parts.some((p) => p.id === id))!.analysis;
    const i = a.parts.findIndex((p) => p.id === id);
    return { label: a.labels[i]!, weapons: a.weapons.filter((w) => w.parts.includes(i)) };
  };

  it("the Lunar MPV's radio clipped upright on its front module, its antenna the top of the rover: a Level 0 antenna", async () => {
    const r = await radio('threejs-ldraw/unpacked/1621-1-LunarMPVVehicle.mpd', '10/243/35');
    expect(r.weapons.map((w) => `${w.kind} ${w.level}`)).toEqual(['antenna 0']);
    expect(r.label.functionReason).toMatch(/upright/);
  });

  it("the tow jeep's radio under its roll bar and the airport tug's radio low on its side are kit, no weapon", async () => {
    expect((await radio('omr-sets/6544-1 - Shuttle Transcon 2.mpd', '11/355')).weapons).toEqual([]);
    expect((await radio('omr-sets/3181 - Passenger Plane.mpd', '11/438/116')).weapons).toEqual([]);
  });
});
