import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { sharedPiece as first } from '../support/analyze.ts';
import { anonLabelled } from '../support/anonText.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';
import type { BuildLabels } from '../support/scoreLabels.ts';

const headSubmodels = (a: Awaited<ReturnType<typeof first>>) => new Set(a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.submodel.at(-1)] : [])));

/** Faceless ships and machines: the cockpit a builder made a sub-assembly of is the Head, windows and all. */
describe.runIf(hasSharedModels)('cockpits and engines of faceless builds', () => {
  it("the mini TIE fighter's Head is its whole ball cockpit (the m-core sub-assembly round its window), not the window alone", async () => {
    const a = await first('omr-sets/8028-1 - TIE Fighter - Mini.mpd');
    expect([...headSubmodels(a)]).toEqual(['8028 - m-core.ldr']);
    expect(a.labels.filter((l) => l.section === 'head').length).toBeGreaterThanOrEqual(13);
  });

  it("the mini Imperial Shuttle looks out of the cockpit windows printed on its white slope, though its builder's name for that sub-assembly says nothing", async () => {
    // Rendered in LeoCAD: the cockpit sticks out at the front, a white 4 x 2 slope printed with the shuttle's windows
    // ("Slope Brick 18 4 x 2 with Imperial Shuttle Cockpit Pattern"); no glass anywhere. Its builder named the
    // sub-assembly "cabine"; here it is "submodel N".
    const file = 'omr-sets/4494-1 - Imperial Shuttle - Mini.mpd';
    const labels = JSON.parse(readFileSync(new URL('./labels/imperial-shuttle-mini.json', import.meta.url), 'utf8')) as BuildLabels;
    const renamed = anonLabelled(readFileSync(join(SHARED_MODELS, file), 'latin1'), labels);
    expect(renamed.text).not.toMatch(/cabine/);
    const model = buildModel(await loadModel(renamed.text, 'shuttle.mpd', { library: library() }), { expandShortcuts: true });
    const a = analyzeTeam(model, { element: 'Normal' }).members[0]!.analysis;
    const head = a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.part] : []));
    expect(head).toContain('30363ps2.dat');
    expect(a.labels[a.parts.findIndex((p) => p.part === '30363ps2.dat')]!.sectionReason).toMatch(/cockpit or windscreen/);
  });

  it("a Speed Champions car's pull-back motor is shut inside it: its clear casing is no window, and the Head is the cabin on top (the F12's wedge)", async () => {
    const a = await first('omr-sets/40191 - Ferrari F12 Berlinetta.mpd');
    const head = a.parts.filter((_, i) => a.labels[i]!.section === 'head');
    expect(head.map((p) => p.part)).toEqual(['93591.dat']);
    expect(a.parts.some((p) => p.part === '10042.dat')).toBe(true);
  });

  it("the UCS Falcon's sublight engine, a band of see-through tiles curving round its stern, glows: rocket boosters; the two lamp dishes at its mandibles' tips are no engines, and it faces them", async () => {
    const a = await first('omr-sets/MillenniumFalcon.mpd');
    const band = a.parts.flatMap((p, i) => (p.part === '3069b.dat' && a.labels[i]!.boost === 'rocket-booster' ? [p] : []));
    // All of it, the middle tiles too, two studs from the rest past the hinge between them and fenced by the grille.
    const tiles = a.parts.filter((p) => p.part === '3069b.dat' && p.colour === 33 && p.submodel.includes('10179 - subModel-57.ldr'));
    expect(tiles).toHaveLength(54);
    expect(band).toHaveLength(54);
    for (const p of band) expect(p.submodel.join('/')).toMatch(/subModel-57\b/);
    const lamps = a.parts.flatMap((p, i) => (p.part === '4740.dat' && p.bodyBounds.min[2]! < -1390 ? [i] : []));
    expect(lamps).toHaveLength(2);
    for (const i of lamps) expect(a.labels[i]!.boost).toBeNull();
    // With no face, it flies away from that band: towards its mandibles (-Z), whatever its hull's bars point to.
    expect(a.measurements.front).toEqual([0, 0, -1]);
    // The sheet names the engine once, by its kinds of part, not once per tile.
    const boost = a.stats.M.terms.find((t) => t.name === 'Boost Bonus')!;
    expect(boost.parts.length).toBeGreaterThanOrEqual(40);
    expect(boost.detail.match(/see-through tiles/g)).toHaveLength(1);
    expect(boost.detail).toMatch(/^3069b\.dat ×\d+: /);
  }, 60_000);

  it("the UCS Falcon stands on its seven landing struts (an axle through each): landing gear, its Base the pads they end in (plate), no kicks and no walker's wedge plating; the bars lying across its hull, away from where its engines push it, fire nothing", async () => {
    const a = await first('omr-sets/MillenniumFalcon.mpd');
    const struts = new Set(a.parts.flatMap((p, i) => (p.submodel.includes('10179 - subModel-48.ldr') ? [i] : [])));
    expect(struts.size).toBe(7 * 48);
    const pads = a.parts.flatMap((p, i) => (p.part === '3958.dat' && struts.has(i) ? [i] : []));
    expect(pads).toHaveLength(7);
    for (const i of pads) expect(a.labels[i]!.section).toBe('base');
    expect(a.measurements.baseType).toBe('plate');
    for (const i of struts) expect(a.labels[i]!.weapon?.kind).not.toBe('hit');
    expect(a.labels.some((l) => l.boost === 'wing')).toBe(false);
    // The 6.6L bars lying across its top hull point to its sides: piping, not guns.
    const across = a.parts.flatMap((p, i) => (p.part === '4095.dat' && Math.abs(p.matrix[4]!) > 0.9 ? [i] : []));
    expect(across.length).toBeGreaterThan(3);
    for (const i of across) expect(a.labels[i]!.weapon).toBeNull();
  }, 60_000);

  it("a build read from its windows is a vehicle: the 40290 monorail's clips with their lamps are no tails, its only weapon its Head", async () => {
    const a = await first('omr-sets/40290 - 60 Years of the LEGO Brick - A_8WUV9uJ.mpd');
    expect(a.labels.some((l) => l.section === 'head' && /windows/.test(l.sectionReason))).toBe(true);
    expect(a.weapons.map((w) => w.kind)).toEqual(['hit']);
    expect(a.weapons[0]!.parts.every((i) => a.labels[i]!.section === 'head')).toBe(true);
  });

  it("a car or truck with nobody aboard: its Head is the cab, the windscreen with the roof and walls round it (car.ldr, the m6459 tanker), not the glass alone", async () => {
    const a = await first('threejs-ldraw/unpacked/car.ldr');
    const head = a.parts.filter((_, i) => a.labels[i]!.section === 'head').map((p) => p.part);
    expect(head).toContain('3823.dat');
    expect(head).toEqual(expect.arrayContaining(['4213.dat', '4214.dat']));
    // A truck's windscreen is wide and thin: its cab runs back behind it, to the side panels (the m6459 tanker).
    const truck = await first('misc-small/ldview__m6459.ldr');
    const cab = truck.parts.filter((_, i) => truck.labels[i]!.section === 'head').map((p) => p.part);
    expect(cab).toContain('4176.dat');
    expect(cab.filter((p) => p === '4865.dat')).toHaveLength(2);
    // No wheel and nothing of the chassis under the glass.
    for (const i of a.parts.keys()) if (a.labels[i]!.section === 'head') expect(a.parts[i]!.bodyBounds.max[1]).toBeLessThanOrEqual(Math.max(...a.parts.filter((p) => p.part === '3823.dat').map((p) => p.bodyBounds.max[1]!)) + 4);
  });

  it("the Twin Rotor Helicopter's Head is the nose with its chin windows (Sub08), fourteen parts", async () => {
    const a = await first('omr-sets/42020-1 - Twin Rotor Helicopter.mpd');
    const head = a.parts.filter((_, i) => a.labels[i]!.section === 'head');
    expect(head).toHaveLength(14);
    for (const p of head) expect(p.submodel.at(-1)).toMatch(/Sub08\.ldr$/);
  });

  it("the midi Star Destroyer neither rolls on its stern's wheel-rim thrusters nor looks out of its engine glows: its glowing dishes are rocket boosters", async () => {
    const a = await first('omr-sets/8099-1 - Midi-Scale Imperial Star Destroyer.mpd');
    const glows = a.parts.flatMap((p, i) => (p.part === '4740.dat' && /engines/.test(p.submodel.join('/')) ? [i] : []));
    expect(glows).toHaveLength(3);
    for (const i of glows) {
      expect(a.labels[i]!.boost).toBe('rocket-booster');
      expect(a.labels[i]!.section).not.toBe('head');
    }
    expect(a.stats.M.base).toBe(3); // a plate Base 2, +1 for its boosts
  });

  it("the mini AT-TE's head module (front_gun_sub) carries its chin guns: barrels on a Head of a dozen parts are guns", async () => {
    const a = await first('omr-sets/20009-1 - AT-TE Walker - Mini.mpd');
    const inHeadGuns = a.weapons.filter((w) => w.kind === 'gun' && w.parts.every((i) => a.labels[i]!.section === 'head'));
    expect(inHeadGuns.length).toBeGreaterThanOrEqual(2);
  });

  it("a plane rolls on its landing gear and flies on wings spanning far past it (M 4); a racing car's wing within its track is a spoiler", async () => {
    const plane = await first('omr-sets/3181 - Passenger Plane.mpd');
    const wings = plane.parts.flatMap((p, i) => (plane.labels[i]!.boost === 'wing' ? [p.submodel.at(-1)] : []));
    expect(wings).toContain('left_wing.ldr');
    expect(wings).toContain('right_wing.ldr');
    expect(plane.measurements.baseType).toBe('wheels');
    expect(plane.stats.M.base).toBe(4);
    const car = await first('omr-sets/392-1 - Formula 1.mpd');
    expect(car.labels.some((l) => l.boost === 'wing')).toBe(false);
  });

  it('a Saturn V standing on its tail blows down out of the five cones at its bottom: engine bells, rocket boosters, M 3', async () => {
    const a = await first('omr-sets/21309-1 - NASA Apollo Saturn V.mpd');
    const bells = a.parts.flatMap((p, i) => (a.labels[i]!.boost === 'rocket-booster' ? [p.part] : []));
    expect(bells.filter((p) => p === '6233.dat')).toHaveLength(5);
    expect(a.stats.M.base).toBe(3);
  });

  it('a shuttle on its launch stack, nose up: its barrel main engines blow down and its delta wings stand upright with it', async () => {
    const a = await first('omr-sets/Modular Space Shuttle.mpd');
    const at = (id: string) => a.labels[a.parts.findIndex((p) => p.id === id)]!;
    for (const bell of ['13/222/317', '13/222/319', '13/222/348']) expect(at(bell).boost).toBe('rocket-booster');
    expect(at('13/222/266').boost).toBe('wing');
    expect(at('13/222/294').boost).toBe('wing');
    // Its solid rocket boosters end in finned round bricks at its tail: engines too.
    for (const fins of ['13/226/549', '13/227/549']) expect(at(fins).boost).toBe('rocket-booster');
    // It stands on those and on its barrel bells: a round block.
    expect(a.measurements.baseType).toBe('round-block');
  });

  it("a shuttle with nobody aboard looks out of its windscreen: its Head is the glass with the parts fixed right round it (the computer-panel slope behind it), not the glass alone nor the whole nose", async () => {
    const a = await first('omr-sets/1682-1 - Space Shuttle.mpd');
    const head = a.parts.filter((_, i) => a.labels[i]!.section === 'head').map((p) => p.part);
    expect(head).toEqual(expect.arrayContaining(['2437.dat', '3039p34.dat']));
    expect(head.length).toBeLessThanOrEqual(6);
  });

  it("a car with nobody aboard: its windscreen's own small submodel is the cab, the Head (the F40's windscreen assembly, fifteen parts)", async () => {
    const a = await first('omr-sets/10248 - Ferrari F40.mpd');
    const head = a.parts.filter((_, i) => a.labels[i]!.section === 'head');
    expect(head).toHaveLength(15);
    expect(new Set(head.map((p) => p.submodel.at(-1)))).toEqual(new Set([head[0]!.submodel.at(-1)]));
  });
});
