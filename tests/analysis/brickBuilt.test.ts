import { describe, expect, it } from 'vitest';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { CSV_HEADER, pieceCsvValues } from '../../src/export/pieceCsv.ts';
import { pieceDocument } from '../../src/export/pieceDocument.ts';
import { pieceText } from '../../src/export/pieceText.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { DEFAULT_INTERPRETATIONS } from '../../src/rules/block-duel-chess/Interpretations.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';

const SHARED = `${SHARED_MODELS}/`;
const team = async (file: string) => {
  const { model } = await loadBuild(SHARED + file, library(), { expandShortcuts: true });
  return { model, team: analyzeTeam(model, { element: 'Normal' }) };
};

/** The examples of brick-built pieces, as a player reads them (rules III and IV). */
describe.runIf(hasSharedModels)('brick-built pieces from real files', () => {
  it('the Dalek: a Head (the dome with its eye stalk), a Level 2 gun (the hose nozzle), R base 3', async () => {
    const { team: t } = await team('marek-saji/dalek__dalek.ldr');
    expect(t.members).toHaveLength(1);
    const a = t.members[0]!.analysis;
    const head = a.parts.filter((_, i) => a.labels[i]!.section === 'head').map((p) => p.part);
    expect(head).toContain('30063.dat'); // the dome
    expect(head).toContain('92690.dat'); // the eye stalk
    const gun = a.weapons.find((w) => w.kind === 'gun' && w.parts.some((i) => a.parts[i]!.id === '28'));
    expect(gun?.level).toBe(2);
    expect(a.stats.R.base).toBe(3);
  });

  it("Voltron, five lions put together: it stands on two lions, holds two out as arms, and each lion is one limb whatever is inside it", async () => {
    const { model, team: t } = await team('brickbuilt/21311 - Voltron - Voltron.mpd');
    const a = t.members[0]!.analysis;
    // Placed in the main model: 8 the Black Lion (trunk), 9 Yellow and 10 Blue (legs), 11 Red and 12 Green (arms).
    const lion = (k: string) => a.parts.flatMap((p, i) => (p.id.startsWith(`${k}/`) ? [i] : []));
    for (const k of ['9', '10']) expect(lion(k).every((i) => a.labels[i]!.limb === 'leg')).toBe(true);
    for (const k of ['11', '12']) expect(lion(k).every((i) => a.labels[i]!.limb === 'arm' || a.labels[i]!.section === 'head')).toBe(true);
    expect(a.measurements.baseType).toBe('legs');
    // The lions' own legs, feet and jaws fold into the robot: the Head, the sword arm, the other arm and two legs.
    expect(a.weapons.map((w) => `${w.kind} L${w.level}`).sort()).toEqual(['blade L1', 'hit L0', 'hit L0', 'hit L0', 'hit L0']);
    const sword = a.weapons.find((w) => w.kind === 'blade')!;
    expect(sword.parts.every((i) => a.parts[i]!.submodel.some((n) => /Sword/.test(n)))).toBe(true);
    expect(sword.reason).toMatch(/named as/);
    expect(a.stats.R.base).toBe(2);
    // The face is on top of the Black Lion between the shoulders, not the Green Lion's windscreen in the robot's hand.
    const head = a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p] : []));
    expect(head.every((p) => p.id.startsWith('8/1714/'))).toBe(true);
    expect(head.some((p) => /2341px0/.test(p.part))).toBe(true); // the face, printed on an inverted slope
    expect(a.labels[a.parts.indexOf(head[0]!)]!.confidence).toBe('low');
    // The shield the Green Lion holds, built of some thirty parts, is one shield.
    const shield = a.stats.D.terms.find((c) => c.name === 'Shields/Armour')!;
    expect(shield.value).toBe(1);
    expect(shield.parts.length).toBeGreaterThan(10);
    const row = pieceCsvValues(pieceDocument(a, 'voltron.mpd', model.loaded.colours));
    expect(row[CSV_HEADER.indexOf('shields_armour')]).toBe(1);
  }, 60_000);

  it("a small droid grabs with the clips fixed sideways at its left and right: the pit droid's two bar-and-clip bricks are two arms", async () => {
    const { team: t } = await team("brickbuilt/7131-1 - Anakin's Podracer.mpd");
    const droid = t.members.find((m) => m.analysis.parts.some((p) => p.id === '16/78'))!.analysis;
    const arms = droid.weapons.filter((w) => w.parts.some((i) => droid.labels[i]!.limb === 'arm'));
    expect(arms.map((w) => w.parts.map((i) => droid.parts[i]!.id)).sort()).toEqual([['16/82'], ['16/83']]);
    for (const w of arms) expect(`${w.kind} L${w.level}`).toBe('hit L0');
    // The podracer itself, many times bigger, reads no clip as a hand.
    const racer = t.members.find((m) => m.analysis.parts.some((p) => p.id === '18/113'))!.analysis;
    expect(racer.labels.some((l) => l.limb === 'arm')).toBe(false);
  }, 60_000);

  it("flat plates hinged to an angle are the hull's skin, no arms: the mini Star Destroyer's side panels strike nothing", async () => {
    const { team: t } = await team('omr-sets/4492-1 - Imperial Star Destroyer.mpd');
    const a = t.members[0]!.analysis;
    const panel = a.parts.findIndex((p) => p.id === '12/78'); // Wedge Plate 4 x 4 on a hinge brick at the hull's side
    expect(a.parts[panel]!.part).toBe('30503.dat');
    expect(a.labels[panel]!.limb).toBeUndefined();
    expect(a.weapons.some((w) => w.parts.includes(panel))).toBe(false);
  }, 60_000);

  it('a flyer standing on its two wing panels is no walker: the TIE fighter stands on a plate', async () => {
    const { team: t } = await team('omr-sets/8028-1 - TIE Fighter - Mini.mpd');
    const a = t.members[0]!.analysis;
    expect(a.labels.some((l) => l.limb === 'leg')).toBe(false);
    expect(a.measurements.baseType).not.toBe('legs');
  }, 60_000);

  it('a weapon of several parts says why it is a weapon, not only why its parts go together: the Head headbutts, a limb strikes', async () => {
    const { team: t } = await team('marek-saji/skipper__skipper.ldr');
    const a = t.members[0]!.analysis;
    const several = a.weapons.filter((w) => w.parts.length > 1);
    expect(several.length).toBeGreaterThan(2);
    for (const w of several) expect(w.reason).toMatch(/a Level 0 hit/);
    expect(several.some((w) => /part of the Head .*headbutts/.test(w.reason))).toBe(true);
    expect(several.some((w) => /part of the (arm|leg) ".*": a limb/.test(w.reason))).toBe(true);
  });

  it("Skipper's lower body, stacks of bricks side by side, is one block and no legs: his chest kicks nothing", async () => {
    const { team: t } = await team('marek-saji/skipper__skipper.ldr');
    const a = t.members[0]!.analysis;
    const at = (id: string) => a.parts.findIndex((p) => p.id === id);
    // The white chest brick and the bricks beside it stand on the table together.
    for (const id of ['12', '13', '14']) expect(a.weapons.filter((w) => w.parts.includes(at(id)))).toEqual([]);
    expect(a.labels[at('12')]!.functionReason).not.toMatch(/column standing on the ground/);
  });

  it("the Dalek's plunger arm (a nozzle whose end a round plate closes) is a Level 0 hit, not a second gun; it faces where its gun points", async () => {
    const { team: t } = await team('marek-saji/dalek__dalek.ldr');
    const a = t.members[0]!.analysis;
    const at = (id: string) => a.parts.findIndex((p) => p.id === id);
    const plunger = a.weapons.filter((w) => w.parts.includes(at('29')));
    expect(plunger).toHaveLength(1);
    expect(plunger[0]!.kind).toBe('hit');
    expect(plunger[0]!.level).toBe(0);
    expect(plunger[0]!.parts).toContain(at('41')); // the cup
    expect(a.weapons.filter((w) => w.kind === 'gun')).toHaveLength(1);
    expect(a.stats.R.direction).toBe('cross'); // one gun, not two in parallel
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(a.measurements.frontReason).toContain('gun points');
  });

  it("the mini X-wing's wingtip cannons (a half pin with a bar, in a clip) are four Level 2 guns", async () => {
    const { team: t } = await team('omr-sets/30051-1 - X-wing Fighter - Mini.mpd');
    const a = t.members[0]!.analysis;
    const guns = a.weapons.filter((w) => w.kind === 'gun' && w.level === 2);
    expect(guns).toHaveLength(4);
    for (const g of guns) expect(g.parts.map((i) => a.parts[i]!.part)).toContain('61184.dat');
  });

  it("the mini AT-AT's chin and cheek guns are control sticks pointing forward: four Level 2 guns, R 3", async () => {
    const { team: t } = await team('threejs-ldraw/unpacked/4489-1-AT-AT-Mini.mpd');
    const a = t.members[0]!.analysis;
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns.map((g) => g.parts.map((i) => a.parts[i]!.id)).sort()).toEqual([['14/98/127'], ['14/98/130'], ['14/98/135'], ['14/98/137']]);
    expect(a.stats.R.base).toBe(3);
  });

  it("the X-wing's support cart: the control sticks the technician holds steer it, they are no guns", async () => {
    const { team: t } = await team('threejs-ldraw/unpacked/7140-1-X-wingFighter.mpd');
    const cart = t.members.find((m) => m.analysis.parts.some((p) => /^Hinge Control Stick$/.test(p.file?.description ?? '')));
    expect(cart).toBeDefined();
    expect(cart!.analysis.weapons.filter((w) => w.kind === 'gun')).toHaveLength(0);
  });

  it("a speeder bike's blaster is a loudhailer with its bell forward: a Level 2 gun", async () => {
    const { team: t } = await team('omr-annotated/7128-1.mpd');
    const bikes = t.members.filter((m) => m.piece.name === 'Speederbike');
    expect(bikes).toHaveLength(2);
    for (const { analysis: a } of bikes) {
      const guns = a.weapons.filter((w) => w.kind === 'gun');
      expect(guns).toHaveLength(1);
      expect(a.parts[guns[0]!.parts[0]!]!.file?.description).toBe('Minifig Loudhailer');
      expect(a.stats.R.base).toBe(3);
    }
  });

  it('the mini Jedi starfighter rests on tilted flaps, not legs: a plate Base, two wings and two exhausts, facing where its guns point', async () => {
    const { team: t } = await team('threejs-ldraw/unpacked/6966-1-JediStarfighter-Mini.mpd');
    const a = t.members[0]!.analysis;
    expect(a.measurements.baseType).toBe('plate');
    expect(a.labels.filter((l) => l.limb === 'leg')).toHaveLength(0);
    expect(a.measurements.front).toEqual([0, 0, -1]);
    const boost = (kind: string) => a.parts.flatMap((p, i) => (a.labels[i]!.boost === kind ? [p.id] : [])).sort();
    expect(boost('rocket-booster')).toEqual(['12/96', '12/97']); // 1 x 1 round bricks, open bottoms backward
    expect(boost('wing')).toHaveLength(2);
    expect(a.stats.M.base).toBe(3);
  });

  it("Skipper the penguin: his face is built into his body's top, and the Head is that whole slab, not the eye tiles alone", async () => {
    const { team: t } = await team('marek-saji/skipper__skipper.ldr');
    const a = t.members[0]!.analysis;
    const head = new Set(a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.id] : [])));
    for (const id of ['106', '107', '54', '55', '56']) expect(head.has(id)).toBe(true); // the eyes, the crown and brow
    expect(head.has('101')).toBe(false); // a foot
    expect(head.size).toBeLessThan(a.parts.length / 2);
  });

  it("the mini TIE fighter's wing panels stand on the ground but are not legs", async () => {
    const { team: t } = await team('omr-sets/8028-1 - TIE Fighter - Mini.mpd');
    const a = t.members[0]!.analysis;
    expect(a.labels.filter((l) => l.limb === 'leg')).toHaveLength(0);
    expect(a.measurements.baseType).not.toBe('legs');
  });

  it("the Scorpion Pyramid's half-track: its clear windscreen panels are its face, though Mac stands at the rear gun", async () => {
    const { team: t } = await team('brickbuilt/7327-1 - Scorpion Pyramid.mpd');
    const car = t.members.find((m) => m.analysis.parts.some((p) => p.id === '477/570'))!.analysis;
    const at = (id: string) => car.parts.findIndex((p) => p.id === id);
    expect(car.labels[at('477/570')]!.section).toBe('head');
    expect(car.labels[at('477/571')]!.section).toBe('head');
  });

  it('the Alligator: one piece, its teeth bite as part of the Head', async () => {
    const { team: t } = await team('omr-sets/Alligator.mpd');
    expect(t.members).toHaveLength(1);
    const a = t.members[0]!.analysis;
    const teeth = a.parts.flatMap((p, i) => (p.part === '59900.dat' ? [i] : []));
    expect(teeth.length).toBeGreaterThan(4);
    for (const i of teeth) expect(a.labels[i]!.section).toBe('head');
    // The jaw is one weapon with the Head, not a weapon per tooth.
    const bite = a.weapons.filter((w) => w.parts.some((i) => teeth.includes(i)));
    expect(bite).toHaveLength(1);
    expect(bite[0]!.kind).toBe('hit');
  });

  it('the Alligator stands on its four splayed slopes: four legs, each a Level 0 hit, the Base is legs', async () => {
    const { team: t } = await team('omr-sets/Alligator.mpd');
    const a = t.members[0]!.analysis;
    const slopes = a.parts.flatMap((p, i) => (p.part === '3040b.dat' ? [i] : []));
    expect(slopes).toHaveLength(4);
    for (const i of slopes) expect(a.labels[i]!.limb).toBe('leg');
    expect(a.weapons.filter((w) => w.kind === 'hit' && w.parts.length === 1 && slopes.includes(w.parts[0]!))).toHaveLength(4);
    expect(a.measurements.baseType).toBe('legs');
    expect(a.stats.M.direction).toBe('cross');
  });

  it("Emmet's Constructo-Mech: two legs that part below low hips, arms and booms on joints, tracked feet it rolls on, shoulder rapiers as antennae", async () => {
    const { team: t } = await team('brickbuilt/70814 - Emmets Constructo-Mech.mpd');
    expect(t.members).toHaveLength(1);
    const a = t.members[0]!.analysis;
    const limbOf = (id: string) => a.labels[a.parts.findIndex((p) => p.id === id)]!.limb;
    expect(limbOf('9/277')).toBe('leg');
    expect(limbOf('9/426')).toBe('leg');
    expect(limbOf('9/581')).toBe('arm'); // the roller arm
    expect(limbOf('9/620')).toBe('arm'); // the bucket arm
    expect(a.measurements.baseType).toBe('wheels');
    expect(a.measurements.baseReason).toMatch(/legs stand on wheels or tracks/);
    const rapiers = a.weapons.filter((w) => a.parts[w.parts[0]!]!.part === '93550.dat');
    expect(rapiers.map((w) => `${w.kind} ${w.level}`)).toEqual(['antenna 0', 'antenna 0']);
    // The two blue tanks on its back (cylinders under a cone) are jetpack boosters, not tails: M 3 + 1.
    for (const id of ['9/784', '9/793']) expect(a.labels[a.parts.findIndex((p) => p.id === id)]!.boost).toBe('rocket-booster');
    expect(a.labels.some((l) => l.limb === 'tail')).toBe(false);
    expect(a.stats.M.base).toBe(4);
  });

  it("the Destroyer Droid's arms end in twin blasters (jet-engine bodies): four Level 2 guns, no boost, R 3 diagonal cross", async () => {
    const { team: t } = await team('omr-sets/8002 - Destroyer Droid.mpd');
    const a = t.members[0]!.analysis;
    const engines = a.parts.flatMap((p, i) => (p.part === '4868a.dat' ? [i] : []));
    expect(engines).toHaveLength(4);
    for (const i of engines) expect(a.labels[i]!.weapon).toEqual({ kind: 'gun', level: 2 });
    expect(a.labels.some((l) => l.function === 'boost')).toBe(false);
    expect(a.stats.R.base).toBe(3);
    expect(a.stats.R.direction).toBe('diagonal-cross');
    // The three red lamps at the front of the arc are its eyes: the Head is the sub-assembly they sit in.
    const eye = a.parts.findIndex((p) => p.id === '8/371/3165');
    expect(a.labels[eye]!.section).toBe('head');
  });

  it("the AT-ST's cockpit head carries its guns: the chin pair with joiner muzzles, the cheek pod, the grenade launcher as one", async () => {
    const { team: t } = await team('threejs-ldraw/packed/10174-1-ImperialAT-ST-UCS.mpd_Packed.mpd');
    const a = t.members[0]!.analysis;
    const gunWith = (id: string) => a.weapons.filter((w) => w.kind === 'gun' && w.parts.some((i) => a.parts[i]!.id === id));
    expect(gunWith('430/1979')).toHaveLength(1);
    expect(gunWith('430/1980')).toHaveLength(1);
    expect(gunWith('430/1979')[0]).not.toBe(gunWith('430/1980')[0]); // side by side: two guns
    const launcher = gunWith('435/2191/2227/2239')[0]!;
    expect(launcher.parts.filter((i) => a.parts[i]!.part === '30162.dat')).toHaveLength(4);
    // The bar, its cones and the hollow stud behind the brick they plug into: one barrel.
    expect(gunWith('440/2341/2356/2382')[0]!.parts.map((i) => a.parts[i]!.id)).toContain('440/2341/2356/2389');
  });

  it("the Salt Flats Speeder's cones sit on its jet engines' ends: intakes, no guns, R 1", async () => {
    const { team: t } = await team('brickbuilt/ldr_salt_flats_speeder_new.mpd');
    const a = t.members[0]!.analysis;
    expect(a.weapons.filter((w) => w.kind === 'gun')).toEqual([]);
    expect(a.stats.R.base).toBe(1);
  });

  it("the AT-AT's chin spring shooters fire their see-through bars: two Level 2 guns, not the Head's windows", async () => {
    const { team: t } = await team('omr-sets/75054-1 - AT-AT.mpd');
    const a = t.members[0]!.analysis;
    for (const id of ['13/1126', '13/1134']) {
      const gun = a.weapons.find((w) => w.parts.some((i) => a.parts[i]!.id === id));
      expect(gun).toMatchObject({ kind: 'gun', level: 2 });
    }
    const bar = a.parts.findIndex((p) => p.id === '13/1132');
    expect(a.labels[bar]!.sectionReason).not.toMatch(/windows/);
  });

  it("the Scorpion Pyramid's critters are pieces of their own: three snakes lying together apart, each on a plate Base; a small scorpion bites and strikes four times", async () => {
    const { model, team: t } = await team('brickbuilt/7327-1 - Scorpion Pyramid.mpd');
    const holding = (id: string) => t.members.filter((m) => m.piece.parts.some((i) => model.parts[i]!.id === id));
    for (const snake of ['466', '467', '468']) {
      const [m, ...more] = holding(snake);
      expect(more).toEqual([]);
      expect(m!.piece.parts).toHaveLength(1); // not the pit it lies in, not the other snakes
      expect(m!.analysis.measurements.baseType).toBe('plate');
    }
    // The giant scorpion's tail ends in a sabre: the tail and the blade are one Level 1 weapon, no tail punch besides.
    const giant = holding('478/664')[0]!.analysis;
    expect(giant.weapons.filter((w) => w.parts.some((i) => giant.parts[i]!.id.startsWith('478/658/')))).toEqual([]);
    expect(giant.weapons.find((w) => w.parts.some((i) => giant.parts[i]!.id === '478/664'))).toMatchObject({ kind: 'blade', level: 1 });
    const scorpion = holding('473')[0]!.analysis;
    expect(scorpion.weapons.map((w) => `${w.kind} ${w.level}`)).toEqual(['hit 0', 'hit 0', 'hit 0', 'hit 0']);
    expect(scorpion.weapons.some((w) => /pincer/.test(w.reason))).toBe(true);
  });

  it("the flying mummy grips its spear in the right hand; the left hand only brushes it and still punches", async () => {
    const { model, team: t } = await team('brickbuilt/7327-1 - Scorpion Pyramid.mpd');
    const m = t.members.find((x) => x.piece.parts.some((i) => model.parts[i]!.id === '485/1168'))!;
    const a = m.analysis;
    const weaponWith = (id: string) => a.weapons.find((w) => w.parts.some((i) => a.parts[i]!.id === id));
    expect(weaponWith('485/1168')).toMatchObject({ kind: 'spear', level: 1 });
    expect(weaponWith('485/1165')).toMatchObject({ kind: 'hit', level: 0 }); // the left hand with its arm
  });

  it('the Kings Castle: the knights and the horses are pieces of their own, the castle is none', async () => {
    const { model, team: t } = await team('omr-sets/6080 - Kings Castle.mpd');
    const names = t.members.map((m) => m.piece.name);
    expect(names.filter((n) => /^MiniFig/.test(n))).toHaveLength(12);
    expect(names.filter((n) => /^Horse/.test(n))).toHaveLength(4);
    for (const m of t.members) expect(m.piece.parts.length).toBeLessThan(30);
    expect(t.split.scenery.length).toBeGreaterThan(500);
    // Each of the four knights keeps the lance in his hand (the lances hung on the walls are the castle's).
    const withLance = t.members.filter((m) => m.piece.parts.some((i) => /Lance/.test(model.parts[i]!.file?.description ?? '')));
    expect(withLance.map((m) => m.piece.name).sort()).toEqual(['MiniFig1', 'MiniFig2', 'MiniFig3', 'MiniFig4']);
  });

  it('a seated pilot belongs to the vehicle: the Ice Tunnelator is one piece on wheels, the pilot\'s limbs are no weapons', async () => {
    const { team: t } = await team('brickbuilt/6814-1 - Ice Tunnelator.mpd');
    expect(t.members).toHaveLength(1);
    const a = t.members[0]!.analysis;
    expect(a.measurements.baseType).toBe('wheels');
    const limbs = a.parts.flatMap((p, i) => (/^Minifig (Arm|Hand|Leg)/.test(p.file?.description ?? '') ? [i] : []));
    expect(limbs.length).toBeGreaterThan(0);
    for (const i of limbs) expect(a.labels[i]!.function).toBe('none');
  });

  it("the X-wing's four laser cannons are guns built of bars and cones, parallel in pairs: R 3, diagonal cross", async () => {
    const { team: t } = await team('omr-sets/7140-1 - X-wing Fighter.mpd');
    const ship = t.members.find((m) => m.piece.name === 'Ship')!.analysis;
    const guns = ship.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(4);
    for (const g of guns) expect(g.parts.map((i) => ship.parts[i]!.part)).toContain('30359a.dat'); // Bar 1 x 8 lying level
    expect(ship.stats.R.base).toBe(3);
    expect(ship.stats.R.direction).toBe('diagonal-cross');
  });

  it("the X-wing's \"Landing Gear Tail\" is the gear it rests on, no tail that lashes", async () => {
    const { team: t } = await team('omr-sets/7140-1 - X-wing Fighter.mpd');
    const ship = t.members.find((m) => m.piece.name === 'Ship')!.analysis;
    const gear = ship.parts.flatMap((p, i) => (p.submodel.some((s) => /Landing Gear Tail/.test(s)) ? [i] : []));
    expect(gear.length).toBeGreaterThan(2);
    for (const i of gear) expect(ship.labels[i]!.weapon?.kind).not.toBe('hit');
  });

  it("the small shuttle's engines blow backward through a round brick (a boost); the cone at the front is an intake, no gun", async () => {
    const { team: t } = await team('brickbuilt/ldr_small_shuttle_new.mpd');
    const a = t.members[0]!.analysis;
    const of = (part: string) => a.parts.flatMap((p, i) => (p.part === part && p.id.startsWith('11/115/') ? [i] : []));
    for (const i of of('3941.dat')) expect(a.labels[i]!.boost).toBe('rocket-booster');
    for (const i of of('3942b.dat')) expect(a.labels[i]!.function).toBe('none');
    expect(a.stats.M.base).toBe(3); // 2 for its keel, +1 for its boosts
  });

  it('a knight on his horse: his face is the Head, the horse is the Base on legs and kicks with four and lashes with its tail; he sits astride it, his legs gripping its flanks (the "riderLegs" interpretation: "kick" counts them)', async () => {
    const { model, team: t } = await team('omr-annotated/6021-1.mpd');
    expect(t.members).toHaveLength(2);
    const a = t.members[0]!.analysis;
    const of = (re: RegExp) => a.parts.flatMap((p, i) => (re.test(p.file?.description ?? '') ? [i] : []));
    for (const i of of(/^Minifig Head\b/)) expect(a.labels[i]!.section).toBe('head');
    for (const i of of(/Animal Horse/)) expect(a.labels[i]!.section).toBe('base');
    for (const i of of(/^~?Minifig Hips/)) expect(a.labels[i]!.function).toBe('none');
    const legs = of(/^~?Minifig Leg/);
    expect(legs).toHaveLength(2);
    const kicking = analyzeTeam(model, { element: 'Normal', rules: { ...DEFAULT_INTERPRETATIONS, riderLegs: 'kick' } }).members[0]!.analysis;
    for (const i of legs) {
      expect(a.labels[i]!.section).toBe('core');
      expect(a.labels[i]!.function).toBe('none');
      expect(a.labels[i]!.functionReason).toContain('riderLegs');
      expect(kicking.labels[i]!.weapon).toEqual({ kind: 'hit', level: 0 });
    }
    expect(kicking.weapons.length).toBe(a.weapons.length + 2);
    expect(a.measurements.baseType).toBe('legs');
    const kicks = a.weapons.filter((w) => w.moulded && /\bleg \d of 2\b/.test(w.reason));
    expect(kicks).toHaveLength(4);
    // Its tail, moulded in its body's halves, is one hit: the left half's.
    const tails = a.weapons.filter((w) => w.moulded && /\btail\b/.test(w.reason));
    expect(tails.map((w) => a.parts[w.parts[0]!]!.file?.description)).toEqual(['~Animal Horse Body Left']);
    // Each kick and the tail is a bare limb's Comp (1) plus its Bonus (1): 2 each, not the horse body's Comp.
    const legTerms = a.stats.A.terms.filter((term) => term.detail.includes('moulded'));
    expect(legTerms.map((term) => term.value)).toEqual([2, 2, 2, 2, 2]);
  });

  it('the data sheet lists the labels of low confidence first, marked', async () => {
    const { model, team: t } = await team('marek-saji/dalek__dalek.ldr');
    const text = pieceText(pieceDocument(t.members[0]!.analysis, 'dalek.ldr', model.loaded.colours));
    const lines = text.split('\n');
    const header = lines.findIndex((l) => /^ {2}parts \(\d+ labelled with low confidence first/.test(l));
    expect(header).toBeGreaterThan(0);
    expect(lines[header + 1]).toContain('[low confidence]');
  });
});
