import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { analyzeText, sharedPiece } from '../support/analyze.ts';
import { hasSharedModels, library } from '../support/library.ts';
import { minifigLines } from '../support/minifigLines.ts';

/**
 * Skeletons, battle droids and mini-dolls are minifigs of other moulds, and a
 * player reads them as minifigs (IV.F): the head headbutts, each arm punches,
 * each leg kicks, and a hand holding a weapon counts as the weapon it holds.
 * Built from the library's own assemblies (its skeleton and battle droid
 * shortcuts, a mini-doll's torso with arms) and its parts.
 */
const figure = (lines: string) => `0 Figure\n0 Name: figure.ldr\n${lines}\n`;
const hits = (a: Awaited<ReturnType<typeof analyzeText>>) => a.weapons.filter((w) => w.kind === 'hit' && w.level === 0);

describe('figures of other moulds', () => {
  it('a skeleton has a Head and five Level 0 hits: its head, two arms and two legs', async () => {
    const a = await analyzeText(figure('1 15 0 0 0 1 0 0 0 1 0 0 0 1 6260c01.dat'));
    const part = (name: string) => a.parts.flatMap((p, i) => (p.part === name ? [i] : []));
    expect(a.labels[part('82359.dat')[0]!]!.section).toBe('head');
    expect(hits(a)).toHaveLength(5);
    for (const arm of part('6265.dat')) expect(a.weapons.some((w) => w.parts.includes(arm))).toBe(true);
    expect(a.measurements.baseType).toBe('legs');
  });

  it("a sword in a skeleton's claw is the weapon of that arm, which no longer punches", async () => {
    const a = await analyzeText(figure('1 15 0 0 0 1 0 0 0 1 0 0 0 1 6260c01.dat\n1 71 27 36 -8 1 0 0 0 0 1 0 -1 0 3847.dat'));
    expect(a.weapons.filter((w) => w.kind === 'blade' && w.level === 1)).toHaveLength(1);
    expect(hits(a)).toHaveLength(4);
    const arms = a.parts.flatMap((p, i) => (p.part === '6265.dat' ? [i] : []));
    expect(arms.filter((i) => a.weapons.some((w) => w.parts.includes(i)))).toHaveLength(1);
  });

  it("a battle droid's head is its Head, its torso its Core, and its legs in one part kick twice", async () => {
    const a = await analyzeText(figure('1 19 0 0 0 1 0 0 0 1 0 0 0 1 30375cs0.dat'));
    const at = (name: string) => a.parts.findIndex((p) => p.part === name);
    expect(a.labels[at('30378.dat')]!.section).toBe('head');
    expect(a.parts[a.measurements.core.part]!.part).toBe('30375.dat');
    expect(a.weapons.filter((w) => w.parts.includes(at('30376.dat')))).toHaveLength(2);
    expect(hits(a)).toHaveLength(5);
  });

  it("a Technic action figure is read as a minifig: its head, each arm of bearings, segments and clip hand one punch, each leg of upper leg, lower leg and foot one kick", async () => {
    // The library's own assembly, checked in a LeoCAD render: head and hair on the torso, arms out sideways, legs on the feet.
    const a = await analyzeText(figure('1 0 0 0 0 1 0 0 0 1 0 0 0 1 2698c01.dat'));
    const all = (name: string) => a.parts.flatMap((p, i) => (p.part === name ? [i] : []));
    const weaponOf = (i: number) => a.weapons.filter((w) => w.parts.includes(i));
    expect(a.labels[all('2707.dat')[0]!]!.section).toBe('head');
    expect(hits(a)).toHaveLength(5);
    expect(a.weapons).toHaveLength(5);
    // Each hand's weapon is its whole arm: both segments and both bearings on its side of the torso.
    for (const hand of all('2702.dat')) {
      const [arm] = weaponOf(hand);
      const side = Math.sign(a.parts[hand]!.matrix[0]!);
      const segments = [...all('2700.dat'), ...all('2701.dat')].filter((i) => Math.sign(a.parts[i]!.matrix[0]!) === side);
      expect(segments).toHaveLength(4);
      expect([...arm!.parts].sort()).toEqual([hand, ...segments].sort());
    }
    // Each foot kicks with its own leg: the upper leg, the lower leg above it, and the foot; left and right stay two.
    const legs = all('2706.dat').map((foot) => weaponOf(foot));
    for (const w of legs) expect(w).toHaveLength(1);
    expect(legs[0]![0]).not.toBe(legs[1]![0]);
    for (const upper of [...all('2703.dat'), ...all('2709.dat')]) expect(weaponOf(upper)).toHaveLength(1);
    expect(legs.flatMap((w) => w[0]!.parts).filter((i) => a.parts[i]!.part === '2704.dat')).toHaveLength(2);
    expect(a.measurements.baseType).toBe('legs');
  });

  it("a sword in a Technic action figure's clip hand is that arm's weapon; one against its upper arm is held by nothing", async () => {
    const sword = (x: number, z: number) => figure(`1 0 0 0 0 1 0 0 0 1 0 0 0 1 2698c01.dat\n1 71 ${x} -46 ${z} 1 0 0 0 1 0 0 0 1 3847.dat`);
    const inHand = await analyzeText(sword(90, 0));
    expect(inHand.weapons.filter((w) => w.kind === 'blade')).toHaveLength(1);
    expect(hits(inHand)).toHaveLength(4);
    // Against the shoulder's bearing and upper arm, which have no hand of their own: that arm still punches.
    const atShoulder = await analyzeText(sword(35, 10));
    expect(atShoulder.weapons.filter((w) => w.kind === 'blade')).toHaveLength(1);
    expect(hits(atShoulder)).toHaveLength(5);
  });

  it("two minifigs standing close, one's leg against the other's, kick with four legs: only a Technic figure's limbs are chains", async () => {
    const body = minifigLines().join('\n');
    // Side by side, 30 LDU apart: their legs touch, one reaching into the other.
    const a = await analyzeText(`0 FILE two.ldr\n0 Name: two.ldr\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 fig.ldr\n1 16 30 0 0 1 0 0 0 1 0 0 0 1 fig.ldr\n0 FILE fig.ldr\n0 Name: fig.ldr\n${body}\n`);
    const legs = a.parts.flatMap((p, i) => (/^3816b|^3817b/.test(p.part) ? [i] : []));
    expect(legs).toHaveLength(4);
    for (const leg of legs) expect(a.weapons.filter((w) => w.kind === 'hit' && w.parts.includes(leg))).toHaveLength(1);
    expect(new Set(legs.map((leg) => a.weapons.find((w) => w.parts.includes(leg))))).toHaveProperty('size', 4);
  });

  it('a mini-doll is read as a minifig: head, two arms, and legs that kick twice', async () => {
    // Legs on the ground, the torso with its arms on the hips, the head on the neck (checked in a LeoCAD render).
    const a = await analyzeText(figure([
      '1 322 0 0 0 1 0 0 0 1 0 0 0 1 11202p01c01.dat',
      '1 15 0 -73 0 1 0 0 0 1 0 0 0 1 92241p01c01.dat',
      '1 78 0 -116.6 0 1 0 0 0 1 0 0 0 1 92198p01.dat',
    ].join('\n')));
    const at = (name: string) => a.parts.findIndex((p) => p.part === name);
    expect(a.labels[at('92198p01.dat')]!.section).toBe('head');
    expect(a.parts[a.measurements.core.part]!.part).toBe('92241p01.dat');
    for (const arm of ['92244.dat', '92245.dat']) expect(a.weapons.some((w) => w.parts.includes(at(arm)))).toBe(true);
    expect(a.weapons.filter((w) => w.parts.includes(at('11202p01.dat')))).toHaveLength(2);
    expect(hits(a)).toHaveLength(5);
  });
});

describe('an army of figures from the library', () => {
  it("stands apart as pieces, each named by its shortcut's title, not its part number", async () => {
    const model = buildModel(await loadModel([
      '0 Army',
      '0 Name: army.ldr',
      '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3811.dat',
      '1 19 -60 -8 0 1 0 0 0 1 0 0 0 1 30375cs0.dat',
      '1 19 60 -8 0 1 0 0 0 1 0 0 0 1 30375cs0.dat',
      '1 15 0 -81 80 1 0 0 0 1 0 0 0 1 6260c01.dat',
      '',
    ].join('\n'), 'army.ldr', { library: library() }), { expandShortcuts: true });
    const team = analyzeTeam(model);
    expect(team.members.map((m) => m.piece.name).sort()).toEqual(['Mechanical SW Battle Droid', 'Mechanical SW Battle Droid', 'Skeleton']);
  });
});

describe.runIf(hasSharedModels)('a droid torso built into a walker', () => {
  it('is no figure: the mini AT-TE faces where its Head sits, not where the bracket torso looks', async () => {
    const a = await sharedPiece('omr-sets/20009-1 - AT-TE Walker - Mini.mpd');
    expect(a.parts.some((p) => p.part === '30375.dat')).toBe(true);
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(a.measurements.frontReason).toMatch(/Head sits/);
  });
});
