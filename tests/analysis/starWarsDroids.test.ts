import { describe, expect, it } from 'vitest';
import { analyzeText, sharedTeam } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';
import { SMALL_CRAFT } from '../support/smallCraft.ts';

/** An astromech droid as the 7150 and 7180 sets build it: a robot body, a dome printed with its eye, two robot legs. */
const ASTROMECH = [
  '1 15 0 0 0 1 0 0 0 1 0 0 0 1 30361aps2.dat',
  '1 15 0 -34 0 1 0 0 0 1 0 0 0 1 30367aps2.dat',
  '1 15 20 0 0 0 0 1 0 1 0 -1 0 0 30362.dat',
  '1 15 -20 0 0 0 0 -1 0 1 0 1 0 0 30362.dat',
].join('\n');

/**
 * A battle droid as the 7141 set places it (legs, torso, clip arms, head), with its blaster: a loudhailer in its
 * right clip and a 1 x 1 cone in the loudhailer's bell, where the set's file puts them.
 */
const BATTLE_DROID = [
  '0 FILE droid.ldr',
  '1 16 -4.73 56 -317.817 0.707107 0 -0.707107 0 1 0 0.707107 0 0.707107 body.ldr',
  '0 FILE body.ldr',
  '1 19 0 0 0 1 0 0 0 1 0 0 0 1 30376.dat',
  '1 19 0 -38 0 1 0 0 0 1 0 0 0 1 30375.dat',
  '1 19 -16 -70 0 1 0 0 0 0.920505 0.390731 0 -0.390731 0.920505 30377.dat',
  '1 19 16 -70 0 1 0 0 0 1 0 0 0 1 30377.dat',
  '1 19 0 -70 0 1 0 0 0 1 0 0 0 1 30378.dat',
].join('\n');
const BLASTER = '1 0 -7.725 16.459 -357.249 -0.253404 0.707107 0.660141 0.93358 0 0.358368 0.253404 0.707107 -0.660141 4349.dat';
const MUZZLE = '1 38 20 31.512 -384.974 0.707107 -0.660141 0.253404 0 -0.358368 -0.93358 0.707107 0.660141 -0.253404 4589.dat';

describe('Star Wars droids', () => {
  it('an astromech standing alone kicks with its two robot legs and butts with its dome', async () => {
    const a = await analyzeText(`${ASTROMECH}\n`);
    const legs = a.weapons.filter((w) => w.kind === 'hit' && w.parts.some((i) => a.parts[i]!.part === '30362.dat'));
    expect(legs).toHaveLength(2);
    expect(a.weapons.some((w) => w.kind === 'hit' && w.parts.some((i) => a.parts[i]!.part === '30367aps2.dat'))).toBe(true);
    expect(a.measurements.baseType).toBe('legs');
  });

  it("an astromech standing in a socket on a craft's deck is crew: its legs are none of the craft's weapons", async () => {
    const droid = ASTROMECH.split('\n').map((l) => l.replace(/^1 15 (\S+) (\S+) (\S+) /, (_, x, y, z) => `1 15 ${Number(x) + 40} ${Number(y) - 48} ${Number(z) + 30} `));
    const a = await analyzeText(`${[...SMALL_CRAFT, '1 7 40 -8 30 1 0 0 0 1 0 0 0 1 3022.dat', ...droid].join('\n')}\n`);
    const legs = a.parts.flatMap((p, i) => (p.part === '30362.dat' ? [i] : []));
    expect(legs).toHaveLength(2);
    expect(a.weapons.some((w) => w.parts.some((i) => legs.includes(i)))).toBe(false);
  });

  it('robot legs with no droid body on them are a building element: no kicks', async () => {
    const a = await analyzeText(`${[...SMALL_CRAFT, '1 15 70 8 0 0 0 1 0 1 0 -1 0 0 30362.dat', '1 15 -70 8 0 0 0 -1 0 1 0 1 0 0 30362.dat'].join('\n')}\n`);
    expect(a.weapons.some((w) => w.parts.some((i) => a.parts[i]!.part === '30362.dat'))).toBe(false);
  });

  it.skipIf(!hasSharedModels)('an astromech in the X-wing\'s droid socket is crew: its legs are none of the fighter\'s weapons', async () => {
    const team = await sharedTeam('threejs-ldraw/unpacked/7140-1-X-wingFighter.mpd');
    const wing = team.members.find((m) => m.analysis.parts.some((p) => /^30361/.test(p.part)))!.analysis;
    expect(wing.parts.length).toBeGreaterThan(100);
    const robotLegs = wing.parts.flatMap((p, i) => (p.part === '30362.dat' ? [i] : []));
    expect(robotLegs).toHaveLength(2);
    expect(wing.weapons.some((w) => w.parts.some((i) => robotLegs.includes(i)))).toBe(false);
  });

  it('a battle droid holding a loudhailer with a cone in its bell fires it: the blaster is one Level 2 gun, the arm holding it none of its own', async () => {
    const a = await analyzeText(`${BATTLE_DROID.replace('0 FILE body.ldr', `${BLASTER}\n${MUZZLE}\n0 FILE body.ldr`)}\n`);
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(1);
    expect(guns[0]!.level).toBe(2);
    expect(guns[0]!.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['4349.dat', '4589.dat']);
    expect(a.weapons.filter((w) => w.parts.some((i) => a.parts[i]!.part === '30377.dat'))).toHaveLength(1);
    expect(a.stats.R.base).toBe(3);
  });

  it('a loudhailer alone in its clip only calls out: no gun, and the droid punches with both arms', async () => {
    const a = await analyzeText(`${BATTLE_DROID.replace('0 FILE body.ldr', `${BLASTER}\n0 FILE body.ldr`)}\n`);
    expect(a.weapons.some((w) => w.kind === 'gun')).toBe(false);
    expect(a.weapons.filter((w) => w.kind === 'hit' && w.parts.some((i) => a.parts[i]!.part === '30377.dat'))).toHaveLength(2);
  });
});
