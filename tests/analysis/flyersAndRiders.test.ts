import { readFileSync } from 'node:fs';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { describe, expect, it } from 'vitest';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';

const SHARED = `${SHARED_MODELS}/`;
const team = async (file: string) => {
  const { model } = await loadBuild(SHARED + file, library(), { expandShortcuts: true });
  return analyzeTeam(model, { element: 'Normal' });
};
const member = async (file: string, name: RegExp) => {
  const t = await team(file);
  const m = t.members.find((x) => name.test(x.piece.name));
  if (!m) throw new Error(`no piece named ${name} in ${file}: ${t.members.map((x) => x.piece.name).join(', ')}`);
  return m.analysis;
};

/** Rules drawn from the second set of held-out builds (mini flyers, riders, a catapult), on those real builds. */
describe.runIf(hasSharedModels)('flyers, riders and moulded creatures', () => {
  it('a pteranodon in one part stands on its two feet (legs), kicks with both, bites with its beak and flies on its wings', async () => {
    const a = await member('threejs-ldraw/unpacked/5935-1-IslandHopper.mpd', /Pteranodon/);
    expect(a.parts.map((p) => p.part)).toEqual(['30478.dat']);
    expect(a.measurements.baseType).toBe('legs');
    expect(a.weapons.filter((w) => w.kind === 'hit' && w.level === 0)).toHaveLength(3);
    expect(a.labels[0]!.boost).toBe('wing');
    expect(a.stats.M.base).toBe(3); // legs 2 + 1 for a boost
  });

  it('a rider seated on a small speeder: the speeder carries him (a plate Base), his folded legs neither stand nor kick', async () => {
    const a = await member('omr-annotated/7101-1.mpd', /Sith Speeder/);
    expect(a.measurements.baseType).toBe('plate');
    const legs = a.parts.flatMap((p, i) => (/^381[67]\.dat$/.test(p.part) ? [i] : []));
    expect(legs).toHaveLength(2);
    for (const i of legs) expect(a.labels[i]!.weapon).toBeNull();
    expect(a.weapons.some((w) => w.kind === 'blade' && w.level === 1)).toBe(true); // the lightsaber he holds
  });

  it('a lone seated minifig whose cape or sword hangs lower than his legs is still a minifig, not a vehicle', async () => {
    const a = (await team('pieces/sith-7101-lightsaber.ldr')).members[0]!.analysis;
    expect(a.measurements.baseType).toBe('legs');
    expect(a.weapons.filter((w) => w.kind === 'hit').length).toBeGreaterThanOrEqual(3);
  });

  it("an old catapult rolls on the wedge belt wheels it stands on: wheels, M 3", async () => {
    const a = await member('omr-annotated/6030-1.mpd', /Car/);
    expect(a.measurements.baseType).toBe('wheels');
    expect(a.stats.M.base).toBe(3);
  });

  it("the spare spear and sword clipped to the catapult's tower are no weapons of it; the Ice Tunnelator's chainsaw, reaching out past its nose, still cuts", async () => {
    const a = await member('omr-annotated/6030-1.mpd', /Car/);
    const spares = a.parts.flatMap((p, i) => (p.part === '4497.dat' || p.part === '3847.dat' ? [i] : []));
    expect(spares).toHaveLength(2);
    for (const i of spares) {
      expect(a.labels[i]!.weapon).toBeNull();
      expect(a.labels[i]!.functionReason).toMatch(/a spare/);
    }
    // Drawn in a submodel named after it (the Dragon Defender's "Spear", batch 14), the spear is still a spare.
    const text = readFileSync(SHARED + 'omr-annotated/6030-1.mpd', 'latin1').replace('1 6 -50 -120 -50 1 0 0 0 1 0 0 0 1 4497.dat', '1 6 -50 -120 -50 1 0 0 0 1 0 0 0 1 6030 - Spear.ldr');
    const named = buildModel(await loadModel(`${text}\n0 FILE 6030 - Spear.ldr\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 4497.dat\n`, '6030-1.mpd', { library: library() }), { expandShortcuts: true });
    const cart = analyzeTeam(named, { element: 'Normal' }).members.find((m) => /Car/.test(m.piece.name))!.analysis;
    const spear = cart.parts.findIndex((p) => p.part === '4497.dat');
    expect(cart.parts[spear]!.submodel.at(-1)).toBe('6030 - Spear.ldr');
    expect(cart.labels[spear]!.weapon).toBeNull();
    const buggy = (await team('brickbuilt/6814-1 - Ice Tunnelator.mpd')).members[0]!.analysis;
    expect(buggy.weapons.some((w) => w.level === 1 && w.parts.some((i) => buggy.parts[i]!.id === '10/40/52' || buggy.parts[i]!.id === '10/40/53'))).toBe(true);
  });

  it("a robot rolling on two wheels and two upright gears it stands on has wheels (the FLL robot); the mini AT-AT's flat gear feet stay feet", async () => {
    const robot = (await team('brickhub-tests/fll.mpd')).members[0]!.analysis;
    expect(robot.measurements.baseType).toBe('wheels');
    const walker = (await team('threejs-ldraw/unpacked/4489-1-AT-AT-Mini.mpd')).members[0]!.analysis;
    expect(walker.measurements.baseType).toBe('legs');
  });

  it("a wheel lying flat under a walker's belly, its axle upright, rolls nowhere: the SPIKE Prime walker and Voltron stand on their legs (M 2)", async () => {
    const spike = (await team('brickhub-tests/test_spike_philo.mpd')).members[0]!.analysis;
    const pad = spike.parts.findIndex((p) => p.part === '39367p01.dat');
    expect(spike.labels[pad]!.section).not.toBe('base');
    expect(spike.measurements.baseType).toBe('legs');
    expect(spike.stats.M.base).toBe(2);
    const voltron = (await team('brickbuilt/21311 - Voltron - Voltron.mpd')).members[0]!.analysis;
    expect(voltron.measurements.baseType).toBe('legs');
  }, 60_000);

  it('a side frame its builder named "leg" that holds two legs apart, each with its foot, is two legs: the SPIKE walker kicks with four', async () => {
    const spike = (await team('brickhub-tests/test_spike_philo.mpd')).members[0]!.analysis;
    const legs = spike.weapons.filter((w) => w.kind === 'hit' && w.parts.some((i) => spike.parts[i]!.submodel.at(-1) === 'foot.ldr'));
    expect(legs).toHaveLength(4);
    // Each with one foot and one 9L leg beam.
    for (const leg of legs) {
      expect(leg.parts.filter((i) => spike.parts[i]!.part === '39793.dat')).toHaveLength(1);
      expect(leg.parts.filter((i) => spike.parts[i]!.part === '40490.dat')).toHaveLength(1);
    }
  }, 60_000);

  it("a mini helicopter's main rotor of four 1 x 8 plates on a turntable is a propeller; its tail boom is no limb", async () => {
    const a = (await team('threejs-ldraw/unpacked/4918-1-MiniFlyers.mpd')).members[0]!.analysis;
    const at = (id: string) => a.parts.findIndex((p) => p.id === id);
    for (const blade of ['83', '84']) expect(a.labels[at(blade)]!.boost).toBe('propeller');
    expect(a.labels[at('73/105')]!.weapon).toBeNull(); // the tail boom's plate
    expect(a.weapons.every((w) => w.parts.every((i) => !a.parts[i]!.id.startsWith('73/')))).toBe(true);
  });

  it('a shuttle on the turntable of its carrier is no rotor', async () => {
    const a = (await team('omr-sets/6544-1 - Shuttle Transcon 2.mpd')).members[0]!.analysis;
    expect(a.labels.some((l) => l.boost === 'propeller')).toBe(false);
  });

  it("the mini Imperial Shuttle rests on its wing tips (a plate Base, diagonal cross), and each pair of binoculars at its nose is two guns", async () => {
    const a = (await team('omr-sets/4494-1 - Imperial Shuttle - Mini.mpd')).members[0]!.analysis;
    expect(a.measurements.baseType).toBe('plate');
    expect(a.stats.M.direction).toBe('diagonal-cross');
    for (const id of ['53', '54']) {
      const i = a.parts.findIndex((p) => p.id === id);
      const guns = a.weapons.filter((w) => w.kind === 'gun' && w.parts.includes(i));
      expect(guns).toHaveLength(2);
    }
  });

  it("the mini TIE fighter stands on its upright solar panels: their wedge plates are wings on their edge, M 3", async () => {
    const a = (await team('omr-sets/8028-1 - TIE Fighter - Mini.mpd')).members[0]!.analysis;
    const wings = a.parts.flatMap((p, i) => (a.labels[i]!.boost === 'wing' ? [p.id] : []));
    expect(wings.filter((id) => id.startsWith('7/')).length).toBeGreaterThan(0);
    expect(wings.filter((id) => id.startsWith('8/')).length).toBeGreaterThan(0);
    expect(a.stats.M.base).toBe(3);
  });

  it("the mini AT-TE's submodels named as guns hold two control sticks each: two guns each, the tail pair pointing backward too", async () => {
    const a = (await team('omr-sets/20009-1 - AT-TE Walker - Mini.mpd')).members[0]!.analysis;
    const weaponOf = (id: string) => a.weapons.findIndex((w) => w.kind === 'gun' && w.parts.includes(a.parts.findIndex((p) => p.id === id)));
    for (const [one, other] of [['55/220/149/131', '55/220/150/124'], ['54/263/117', '54/264/117']] as const) {
      expect(weaponOf(one)).toBeGreaterThanOrEqual(0);
      expect(weaponOf(other)).toBeGreaterThanOrEqual(0);
      expect(weaponOf(one)).not.toBe(weaponOf(other));
    }
  });

  it("the Lunar MPV's droid: the control stick standing on its top is an antenna, and its head is the brick with the eye under it", async () => {
    const a = await member('threejs-ldraw/unpacked/1621-1-LunarMPVVehicle.mpd', /Droid/);
    const at = (id: string) => a.parts.findIndex((p) => p.id === id);
    expect(a.labels[at('11/227')]!.weapon).toEqual({ kind: 'antenna', level: 0 });
    expect(a.labels[at('11/224')]!.section).toBe('head');
    expect(a.labels[at('11/227')]!.section).not.toBe('head');
  });

  it('a bar with a lamp slid over its top is a beacon mast, not an antenna (the passenger plane tow truck)', async () => {
    const a = await member('omr-sets/3181 - Passenger Plane.mpd', /tow/);
    const mast = a.parts.findIndex((p) => p.id === '11/438/100');
    expect(a.labels[mast]!.weapon).toBeNull();
  });

  it("the small Star Destroyer's see-through round plates at its stern are engine glows (boosters), not eyes: it flies away from them, its Head the bridge on top", async () => {
    const a = (await team('omr-sets/30056 - Star Destroyer.mpd')).members[0]!.analysis;
    const at = (id: string) => a.parts.findIndex((p) => p.id === id);
    for (const glow of ['9/42', '9/43', '9/44']) {
      expect(a.labels[at(glow)]!.boost).toBe('rocket-booster');
      expect(a.labels[at(glow)]!.section).not.toBe('head');
    }
    expect(a.labels[at('9/66')]!.section).toBe('head'); // a dome on the bridge
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(a.stats.M.base).toBe(3);
  });

  it('Buried Treasure: the pirate and the monkey clinging to the flag pole are two pieces; the sand plate with the chest is the scene, no piece', async () => {
    const t = await team('omr-annotated/6235-1.mpd');
    expect(t.members.map((m) => m.piece.name).sort()).toEqual(['MiniFig1', 'Monkey']);
    const monkey = t.members.find((m) => m.piece.name === 'Monkey')!.analysis;
    expect(monkey.parts.map((p) => p.part)).toContain('2530.dat'); // the cutlass it holds
    const pirate = t.members.find((m) => m.piece.name === 'MiniFig1')!.analysis;
    expect(pirate.parts.map((p) => p.part)).toContain('2562.dat'); // his pistol
    expect(pirate.parts.map((p) => p.part)).not.toContain('4738b.dat'); // the chest
    expect(pirate.measurements.baseType).toBe('legs');
  });

  it("a numbered submodel names its limb (\"arm1\"): the Explorer rover's sampling arm with its drill strikes, a Level 0 hit", async () => {
    const a = await member('omr-sets/31066-1 - Space Shuttle Explorer - Rover.mpd', /rover/);
    const arm = a.parts.findIndex((p) => p.id === '8/175/214');
    const hit = a.weapons.find((w) => w.parts.includes(arm));
    expect(hit).toMatchObject({ kind: 'hit', level: 0 });
  });

  it("the mini AT-ST's chin binoculars are two guns side by side; the UCS AT-ST's cluster of four binoculars stays one launcher", async () => {
    const mini = (await team('threejs-ldraw/unpacked/30054-1-AT-ST-Mini.mpd')).members[0]!.analysis;
    const chin = mini.parts.findIndex((p) => p.id === '20');
    expect(mini.weapons.filter((w) => w.kind === 'gun' && w.parts.includes(chin))).toHaveLength(2);
    const ucs = (await team('threejs-ldraw/packed/10174-1-ImperialAT-ST-UCS.mpd_Packed.mpd')).members[0]!.analysis;
    const tube = ucs.parts.findIndex((p) => p.id === '435/2191/2227/2239');
    expect(ucs.weapons.filter((w) => w.parts.includes(tube))).toHaveLength(1);
  });

  it("a knight riding a horse: his head is the Head, and the horse's own head still bites (a Level 0 hit), besides its four kicking legs and its tail", async () => {
    const a = (await team('omr-annotated/6021-1.mpd')).members[0]!.analysis;
    const horseHead = a.parts.findIndex((p) => /^4492p0\d\.dat$/.test(p.part));
    expect(a.labels[horseHead]!.section).not.toBe('head');
    expect(a.labels[horseHead]!.weapon).toEqual({ kind: 'hit', level: 0 });
    expect(a.labels.some((l, i) => l.section === 'head' && a.parts[i]!.part.startsWith('3626'))).toBe(true);
    expect(a.weapons.filter((w) => w.kind === 'hit' && w.moulded).map((w) => w.reason.replace(/^\S+: /, ''))).toEqual([
      'leg 1 of 2 moulded into the part, it kicks: a Level 0 hit',
      'leg 2 of 2 moulded into the part, it kicks: a Level 0 hit',
      'its tail, moulded into the part, strikes: a Level 0 hit',
      'leg 1 of 2 moulded into the part, it kicks: a Level 0 hit',
      'leg 2 of 2 moulded into the part, it kicks: a Level 0 hit',
    ]);
  });
});
