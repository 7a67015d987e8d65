import { describe, expect, it } from 'vitest';
import type { PieceAnalysis } from '../../src/rules/block-duel-chess/analyzePiece.ts';
import { analyzeFile, baseLine } from '../support/analyze.ts';

/**
 * Acceptance check of the classification on six non-minifig builds in models/.
 * Every expectation was worked out by hand from the rules (seed 000, sections
 * III and IV) and the default interpretations (Interpretations.ts), with
 * lengths read from `brickstats inspect --json` (its bounds include studs; the
 * body of a part is its box without studs, 4 LDU lower on top).
 *
 * Conventions used in the working:
 * - 1 p = 15.875 LDU (quarter inch), rounded half up.
 * - Pip Count = studs, or else underside holes, or else 1; Block Value 3 for a part
 *   at least a brick (24 LDU) tall with studs or holes, else 1; Comp = Pip Count x Block Value.
 * - Core = the parts between Head and Base that are not weapons, boosts or armour;
 *   Core Comp and Core Value come from its largest part ("largest-part").
 * - Pip Height = ground (lowest body point) to the Head's top (body, no stud).
 * - Pip Side Width = front to back (Z, the faces look to -Z) of the Core's parts.
 * - IV.F "A Piece's Head is counted as a Weapon as are its limbs": a brick-built Head is a
 *   Level 0 hit weapon valued by its Comp (Bonus = Value), as a minifig head is.
 * - A weapon of several parts is valued by its largest part ("largest-part").
 */

const MODELS = new URL('../../models/', import.meta.url).pathname;
const build = (name: string) => analyzeFile(MODELS + name, { element: 'Normal' });

/** "section function [kind level | boost kind]" of each placement of a part, in file order. */
function labels(a: PieceAnalysis, part: string): string[] {
  const out = a.parts.flatMap((p, i) => {
    if (p.part !== part) return [];
    const l = a.labels[i]!;
    return [`${l.section} ${l.function}${l.weapon ? ` ${l.weapon.kind} ${l.weapon.level}` : ''}${l.boost ? ` ${l.boost}` : ''}`];
  });
  expect(out.length, `${part} is in the piece`).toBeGreaterThan(0);
  return out;
}

/** The weapons as counted: "kind level: part + part", sorted. */
function weapons(a: PieceAnalysis): string[] {
  return a.weapons.map((w) => `${w.kind} ${w.level}: ${w.parts.map((i) => a.parts[i]!.part).join(' + ')}`).sort();
}

/** Whether a placement of `x` sits on a placement of `y` stud in socket (either way round). */
function studLinked(a: PieceAnalysis, x: string, y: string): boolean {
  return a.graph.connections.some((c) => c.kind === 'stud' && ((a.parts[c.a]!.part === x && a.parts[c.b]!.part === y) || (a.parts[c.a]!.part === y && a.parts[c.b]!.part === x)));
}

/** One piece: every part holds to the rest, nothing is missing, nothing is over the rules' size limits. */
function expectOnePiece(a: PieceAnalysis): void {
  expect(a.groups).toHaveLength(1);
  expect(a.parts.filter((p) => p.missing)).toEqual([]);
  expect(a.warnings).toEqual([]);
}

describe('six non-minifig builds classify and measure as the rules are read by hand', () => {
  it('robot-cannon: wheels are the Base, the shoulder cannon is one Level 3 weapon, not part of the Head', async () => {
    const a = await build('robot-cannon.ldr');
    expectOnePiece(a);
    expect(studLinked(a, '3004p0b.dat', '3001.dat')).toBe(true); // the head sits on the left shoulder brick
    expect(studLinked(a, '2527.dat', '3001.dat')).toBe(true); // the cannon base sits on the right shoulder brick (8 studs)

    // Head: the brick with eyes (III.A: "its Head is where its face is"); it headbutts: Level 0 hit (IV.F).
    expect(labels(a, '3004p0b.dat')).toEqual(['head weapon hit 0']);
    // Base: tyres 3641 touch the ground (y = 6 + 18 = 24); rims and the wheel-pin plates are at wheel level.
    expect(labels(a, '3641.dat')).toEqual(Array(4).fill('base none'));
    expect(labels(a, '4624.dat')).toEqual(Array(4).fill('base none'));
    expect(labels(a, '4600.dat')).toEqual(Array(2).fill('base none'));
    expect(a.measurements.baseType).toBe('wheels');
    // Core: the three 2 x 4 bricks between wheels and head.
    expect(labels(a, '3001.dat')).toEqual(Array(3).fill('core none'));
    // The cannon (2527c01 expanded: 2 x 4 base 2527 + barrel 518) is one Level 3 cannon on the shoulder: Core, not Head,
    // even though its box touches the head's box.
    expect(labels(a, '2527.dat')).toEqual(['core weapon cannon 3']);
    expect(labels(a, '518.dat')).toEqual(['core weapon cannon 3']);
    expect(weapons(a)).toEqual(['cannon 3: 2527.dat + 518.dat', 'hit 0: 3004p0b.dat']);

    // Pip Height: ground y = 24 (tyre bottom) to head top y = -72 (inspect -76 with the stud) = 96 LDU / 15.875 = 6.05 -> 6 p
    // (the barrel's top at y = -122 is no part of the Head).
    expect(a.measurements.pipHeight).toBe(6);
    // Pip Side Width: Core bricks run z -40..40 = 80 LDU / 15.875 = 5.04 -> 5 p.
    expect(a.measurements.pipSideWidth).toBe(5);
    // Core: 2 x 4 brick 3001, Pip Count 8 x Block Value 3 = Comp 24, Core Value 3.
    expect(a.measurements.coreComp).toBe(24);
    expect(a.measurements.coreValue).toBe(3);
    // H = 20 + 24 x 6 = 164
    // V = 3 x 6 x 5 + 2 weapons = 92
    // A = 40 + head (Comp 2 studs x 3 = 6, + Bonus 6 = 12) + cannon (largest part 2527: 8 holes x 3 (40 LDU tall) = 24, + Bonus 2 = 26) = 78
    // D = 10 + min(24, 3 x 5 = 15) + 0 shields = 25
    // M = wheels 3 + no boost = 3, cross
    // R = 1 + highest level 3 = 4, cross (cannon)
    expect(baseLine(a)).toBe('164 92 78 25 3 4');
    expect(a.stats.M.direction).toBe('cross');
    expect(a.stats.R.direction).toBe('cross');
  });

  it('winged-creature: the 4 x 4 wing plates at its sides are boost wings (+1 M), the head bites', async () => {
    const a = await build('winged-creature.ldr');
    expectOnePiece(a);
    expect(studLinked(a, '3004p0b.dat', '3004.dat')).toBe(true); // head on neck
    expect(studLinked(a, '3004.dat', '3935.dat') && studLinked(a, '3004.dat', '3936.dat')).toBe(true); // neck on both wing roots

    expect(labels(a, '3004p0b.dat')).toEqual(['head weapon hit 0']);
    // "Wing 4 x 4 Right/Left" stick out at the piece's outermost left and right (x -77 and 77): wings, boost parts.
    expect(labels(a, '3935.dat')).toEqual(['core boost wing']);
    expect(labels(a, '3936.dat')).toEqual(['core boost wing']);
    // Base: the lower 2 x 4 brick touches the ground; Core: the upper brick and the neck.
    expect(labels(a, '3001.dat')).toEqual(['base none', 'core none']);
    expect(labels(a, '3004.dat')).toEqual(['core none']);
    expect(a.measurements.baseType).toBe('rectangular-block');
    expect(weapons(a)).toEqual(['hit 0: 3004p0b.dat']);

    // Pip Height: ground y = 0 to head top y = -104 (inspect -108 with the stud) = 104 / 15.875 = 6.55 -> 7 p.
    expect(a.measurements.pipHeight).toBe(7);
    // Pip Side Width: upper 3001 along Z, z -40..40 = 80 / 15.875 = 5.04 -> 5 p (the neck is inside that).
    expect(a.measurements.pipSideWidth).toBe(5);
    // Core block: 3001, 8 studs x 3 = 24; Value 3.
    expect(a.measurements.coreComp).toBe(24);
    // H = 20 + 24 x 7 = 188
    // V = 3 x 7 x 5 + 1 weapon = 106
    // A = 40 + head (6 + 6) = 52
    // D = 10 + min(24, 3 x 5) = 25
    // M = rectangular block 2 + wing boost 1 = 3, cross
    // R = 1 + 0 = 1, cross (Level 0 hit)
    expect(baseLine(a)).toBe('188 106 52 25 3 1');
    expect(a.stats.M.direction).toBe('cross');
    expect(a.stats.R.direction).toBe('cross');
  });

  it('walker-guns: feet are the Base and kick, two blasters side by side give a diagonal-cross Range', async () => {
    const a = await build('walker-guns.ldr');
    expectOnePiece(a);
    expect(studLinked(a, '66858.dat', '2456.dat')).toBe(true); // the hips stand on the feet
    expect(studLinked(a, '15403.dat', '2456.dat')).toBe(true); // the blasters sit on the shoulders

    expect(labels(a, '3004p0b.dat')).toEqual(['head weapon hit 0']);
    // "Figure Feet 2 x 2 x 0.667": the piece's feet, so its Base (legs/feet), and limbs that kick and stomp (IV.F).
    expect(labels(a, '66858.dat')).toEqual(['base weapon hit 0', 'base weapon hit 0']);
    expect(a.measurements.baseType).toBe('legs');
    expect(labels(a, '2456.dat')).toEqual(['core none', 'core none']);
    expect(labels(a, '3001.dat')).toEqual(['core none']);
    // "Plate 1 x 2 with Mini Shooting Blaster" with its trigger (15403c01 expanded): one Level 2 gun each.
    expect(labels(a, '15403.dat')).toEqual(['core weapon gun 2', 'core weapon gun 2']);
    expect(labels(a, '15392.dat')).toEqual(['core weapon gun 2', 'core weapon gun 2']);
    expect(weapons(a)).toEqual(['gun 2: 15403.dat + 15392.dat', 'gun 2: 15403.dat + 15392.dat', 'hit 0: 3004p0b.dat', 'hit 0: 66858.dat', 'hit 0: 66858.dat']);

    // Pip Height: ground y = 0 (feet bottom) to head top y = -112 = 112 / 15.875 = 7.06 -> 7 p.
    expect(a.measurements.pipHeight).toBe(7);
    // Pip Side Width: the Core bricks are 2 studs deep, z -20..20 = 40 / 15.875 = 2.52 -> 3 p
    // (the blasters reach z = -40, but they are weapons, not the Core).
    expect(a.measurements.pipSideWidth).toBe(3);
    // Core block: 2 x 6 brick 2456, 12 studs x 3 = 36.
    expect(a.measurements.coreComp).toBe(36);
    // H = 20 + 36 x 7 = 272
    // V = 3 x 7 x 3 + 5 weapons = 68
    // A = 40 + head (6 + 6) + 2 feet (4 studs x plate 1 (16 LDU tall) = 4, + 4 = 8 each) + 2 guns (largest part 15403:
    //     1 stud x 3 (28 LDU tall with the blaster) = 3, + Bonus 2 = 5 each) = 40 + 12 + 16 + 10 = 78
    // D = 10 + min(24, 3 x 3 = 9) = 19
    // M = legs/feet 2, cross
    // R = 1 + highest level 2 = 3; two guns parallel (both along Z) -> diagonal cross (X)
    expect(baseLine(a)).toBe('272 68 78 19 2 3');
    expect(a.stats.M.direction).toBe('cross');
    expect(a.stats.R.direction).toBe('diagonal-cross');
  });

  it('knight-plate: stands on a plate (diagonal cross), the clipped sword is a Level 1 blade, the shield +1 D', async () => {
    const a = await build('knight-plate.ldr');
    expectOnePiece(a);
    expect(studLinked(a, '3003.dat', '3031.dat')).toBe(true); // body on the base plate
    expect(studLinked(a, '3004p0b.dat', '2456.dat')).toBe(true); // head on the shoulders

    expect(labels(a, '3004p0b.dat')).toEqual(['head weapon hit 0']);
    expect(labels(a, '3031.dat')).toEqual(['base none']);
    expect(a.measurements.baseType).toBe('plate');
    expect(labels(a, '3003.dat')).toEqual(['core none', 'core none']);
    expect(labels(a, '2456.dat')).toEqual(['core none']);
    expect(labels(a, '4085c.dat')).toEqual(['core none']); // the clip is the hand, no weapon of its own
    expect(labels(a, '3847.dat')).toEqual(['core weapon blade 1']);
    expect(labels(a, '3846.dat')).toEqual(['core armour']);
    expect(weapons(a)).toEqual(['blade 1: 3847.dat', 'hit 0: 3004p0b.dat']);

    // Pip Height: ground y = 0 to head top y = -104 = 104 / 15.875 = 6.55 -> 7 p (the sword tip at y = -154 is no Head).
    expect(a.measurements.pipHeight).toBe(7);
    // Pip Side Width: Core z from -34 (the clip) to 20 = 54 / 15.875 = 3.40 -> 3 p.
    expect(a.measurements.pipSideWidth).toBe(3);
    // Core block: 2456, 12 studs x 3 = 36.
    expect(a.measurements.coreComp).toBe(36);
    // H = 20 + 36 x 7 = 272
    // V = 3 x 7 x 3 + 2 weapons = 65
    // A = 40 + head (6 + 6) + sword (no studs or holes: 1 x plate 1 = 1, + Bonus 1 = 2) = 54
    // D = 10 + min(24, 3 x 3) + 1 shield = 20
    // M = plate base 2, diagonal cross (X)
    // R = 1 + 1 = 2, cross (blade)
    expect(baseLine(a)).toBe('272 65 54 20 2 2');
    expect(a.stats.M.direction).toBe('diagonal-cross');
    expect(a.stats.R.direction).toBe('cross');
  });

  it('round-tower: a round base moves 8-way, the antenna on the body is Level 0 with 8-way Range', async () => {
    const a = await build('round-tower.ldr');
    expectOnePiece(a);
    expect(studLinked(a, '3957a.dat', '3941.dat')).toBe(true); // the antenna stands on a stud of the top round brick
    expect(studLinked(a, '3005pe1.dat', '3941.dat')).toBe(true);

    // Two 1 x 1 eye bricks side by side are the face: one Head, one hit weapon.
    expect(labels(a, '3005pe1.dat')).toEqual(['head weapon hit 0', 'head weapon hit 0']);
    expect(labels(a, '3941.dat')).toEqual(['base none', 'core none', 'core none']);
    expect(a.measurements.baseType).toBe('round-block');
    expect(labels(a, '3957a.dat')).toEqual(['core weapon antenna 0']);
    expect(weapons(a)).toEqual(['antenna 0: 3957a.dat', 'hit 0: 3005pe1.dat + 3005pe1.dat']);

    // Pip Height: ground y = 0 to the eye bricks' top y = -96 = 96 / 15.875 = 6.05 -> 6 p (the antenna up to y = -168 is not counted).
    expect(a.measurements.pipHeight).toBe(6);
    // Pip Side Width: round bricks z -20..20 = 40 / 15.875 = 2.52 -> 3 p.
    expect(a.measurements.pipSideWidth).toBe(3);
    // Core block: 3941, 4 studs x 3 = 12.
    expect(a.measurements.coreComp).toBe(12);
    // H = 20 + 12 x 6 = 92
    // V = 3 x 6 x 3 + 2 weapons = 56
    // A = 40 + head (largest eye brick: 1 stud x 3 = 3, + 3 = 6) + antenna (1 hole x 3 (96 LDU tall) = 3, + 3 = 6) = 52
    // D = 10 + min(24, 3 x 3) = 19
    // M = round block 2, 8-way
    // R = 1 + 0 = 1, 8-way (Level 0 antenna)
    expect(baseLine(a)).toBe('92 56 52 19 2 1');
    expect(a.stats.M.direction).toBe('8-way');
    expect(a.stats.R.direction).toBe('8-way');
  });

  it('propeller-craft: the nose propeller is a boost part (+1 M), not a weapon', async () => {
    const a = await build('propeller-craft.ldr');
    expectOnePiece(a);
    expect(studLinked(a, '4745.dat', '86876.dat')).toBe(true); // the propeller's hub on the side stud

    expect(labels(a, '3004p0b.dat')).toEqual(['head weapon hit 0']);
    expect(labels(a, '4745.dat')).toEqual(['core boost propeller']);
    expect(labels(a, '3001.dat')).toEqual(['base none']);
    expect(a.measurements.baseType).toBe('rectangular-block');
    expect(labels(a, '86876.dat')).toEqual(['core none']);
    expect(labels(a, '3002.dat')).toEqual(['core none']);
    expect(weapons(a)).toEqual(['hit 0: 3004p0b.dat']);

    // Pip Height: ground y = 0 to head top y = -72 = 72 / 15.875 = 4.54 -> 5 p.
    expect(a.measurements.pipHeight).toBe(5);
    // Pip Side Width: Core z -40..40 = 80 LDU (84 with the nose brick's side stud) / 15.875 = 5.04 (5.29) -> 5 p.
    expect(a.measurements.pipSideWidth).toBe(5);
    // Core block: 2 x 3 brick 3002, 6 studs x 3 = 18 (86876 has 3 studs: 9).
    expect(a.measurements.coreComp).toBe(18);
    // H = 20 + 18 x 5 = 110
    // V = 3 x 5 x 5 + 1 weapon = 76
    // A = 40 + head (6 + 6) = 52
    // D = 10 + min(24, 3 x 5) = 25
    // M = rectangular block 2 + propeller boost 1 = 3, cross
    // R = 1 + 0 = 1, cross
    expect(baseLine(a)).toBe('110 76 52 25 3 1');
    expect(a.stats.M.direction).toBe('cross');
    expect(a.stats.R.direction).toBe('cross');
  });
});
