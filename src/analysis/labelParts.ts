import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ColourTable } from '../ldraw/colours/ColourTable.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ReadingChoices } from './ReadingChoices.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { PartLabel } from './PartLabel.ts';
import { findFigures, type Figure } from './findFigures.ts';
import { partTraits, type PartTraits } from './partTraits.ts';
import { largest } from './extremes.ts';
import { plumb } from './plumb.ts';
import { seatedAboard, standingAtControls } from './crewAboard.ts';
import { WHEEL_GROUND_TOLERANCE } from './groundTolerance.ts';
import { labelBuild } from './labelBuild.ts';
import { labelFigure } from './labelFigure.ts';
import { kitSize } from './kitSize.ts';

/** A figure with one of these (or a face) is a crew member; a torso with arms alone is a droid's own body. */
const CREW_MARKS: ReadonlySet<string> = new Set(['head', 'hips', 'legs', 'leg']);

/**
 * Labels every part of a piece automatically: its function from metadata
 * (with geometry for beams and guns), its section from where it sits: the
 * Head is where the face is, the Base what the piece stands on, the Core the
 * rest. A lone minifig is read as the rules' reference piece; any other build
 * (a vehicle with its crew, a creature, a robot) is read by its sub-assemblies.
 */
export function labelParts(parts: readonly ModelPart[], graph: ConnectionGraph, colours: ColourTable, rules: ReadingChoices): PartLabel[] {
  const read = flatWheels(parts, axledRounds(parts, graph, onGroundPulleys(parts, parts.map((p) => partTraits(p.file?.description ?? p.part, p.file?.category ?? '')))));
  const figures = findFigures(parts, graph, read);
  const bodies = new Set(figures.flatMap((f) => f.body));
  const traits = visoredCaps(parts, graph, looseRobotLegs(parts, read, bodies));
  // (The segments of a flexible hose are one hose to a player: a blaster's power line is one piece of kit.)
  const others = kitSize(parts, parts.flatMap((_, i) => (bodies.has(i) ? [] : [i])));
  // Figures with only what they carry (a sword, a shield, a shovel), however they are posed; wheels make a vehicle.
  const n = figures.length;
  // (What a figure carries is kit: weapons, armour, headgear, tools. A raft of plates and round bricks under a kneeling
  // pirate is a vehicle he rides.)
  const built = parts.filter((p, i) => !bodies.has(i) && isBuildingPart(p, traits[i]!)).length;
  const figurePiece = n > 0 && !traits.some((t) => t.wheel) && !seatedAboard(parts, traits, figures) && !standingAtControls(parts, traits, graph, figures) && built < CRAFT_PARTS && (others <= FIGURE_KIT * n || (figures.every((f) => f.standing) && others <= 2 * FIGURE_KIT * n));
  // A rider on a moulded mount is read as a knight on his horse, whatever is built on its back (a crocodile's howdah of plates).
  // (A seated figure with its head and hips, up on the mount's back: a monkey's borrowed minifig arms ride nothing.)
  const mounts = parts.flatMap((_, i) => (traits[i]!.legs !== undefined && !bodies.has(i) ? [i] : []));
  const rides = (f: Figure) => !f.standing && ['head', 'hips'].every((m) => f.body.some((i) => traits[i]!.minifig === m)) && mounts.some((m) => largest(f.body.map((i) => parts[i]!.bodyBounds.max[1]!)) <= parts[m]!.bodyBounds.min[1]!);
  const riding = n > 0 && !traits.some((t) => t.wheel) && figures.some(rides);
  // (A torso with arms and no head is no crew: it is a robot's own body, its arms its own, a droid's clip hands.)
  const crew = new Set(figures.filter((f) => f.body.some((i) => traits[i]!.face || CREW_MARKS.has(traits[i]!.minifig ?? ''))).flatMap((f) => f.body));
  return figurePiece || riding ? labelFigure(parts, graph, colours, rules, traits) : labelBuild(parts, graph, colours, rules, traits, crew);
}

/** Headgear with no armour of its own: a cap, a hat, a hood. */
const SOFT_HEADGEAR = /^Minifig (Headgear )?(Cap|Hat|Hood)\b/;
/** A visor, which hinges on a helmet's sides. */
const VISOR = /^Minifig Helmet Visor\b/;

/**
 * A cap a helmet's visor hinges on is worn as a helmet (the 7130 Hoth rebel's aviator cap with its brown visor, his
 * labeller's "white Hoth helmet"): armour, as a helmet is.
 */
function visoredCaps(parts: readonly ModelPart[], graph: ConnectionGraph, traits: readonly PartTraits[]): readonly PartTraits[] {
  const title = (i: number) => cleanDescription(parts[i]!.file?.description ?? '');
  return traits.map((t, i) => {
    if (t.armour || !SOFT_HEADGEAR.test(title(i)) || !graph.neighbours[i]!.some((j) => VISOR.test(title(j)))) return t;
    const { accessory: _, ...rest } = t;
    return { ...rest, armour: 'helmet', reason: `${title(i)}: a cap with a helmet's visor hinged on it, worn as a helmet` };
  });
}

/** A minifig robot leg. */
const ROBOT_LEG = /^Minifig Robot Leg\b/;

/** A robot leg with no astromech's body on it is a building element (a strut, a greeble), no leg that kicks. */
function looseRobotLegs(parts: readonly ModelPart[], traits: readonly PartTraits[], bodies: ReadonlySet<number>): readonly PartTraits[] {
  return traits.map((t, i) => {
    if (t.minifig !== 'leg' || bodies.has(i)) return t;
    const title = cleanDescription(parts[i]!.file?.description ?? '');
    return ROBOT_LEG.test(title) ? { reason: `${title}: a robot leg with no droid's body on it, a building element` } : t;
  });
}

/** Pulleys and gears a build stands on, upright, roll as its wheels (an old catapult's belt wheels, a robot's gear rollers); elsewhere they stay pulleys and gears. */
function onGroundPulleys(parts: readonly ModelPart[], traits: readonly PartTraits[]): readonly PartTraits[] {
  if (!traits.some((t) => t.pulley)) return traits;
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  // Standing on its rim, as a wheel does: a gear lying flat under a walker's leg is its foot.
  const upright = (b: { min: readonly number[]; max: readonly number[] }) => b.max[1]! - b.min[1]! >= 2 * Math.min(b.max[0]! - b.min[0]!, b.max[2]! - b.min[2]!);
  return traits.map((t, i) => (t.pulley && parts[i]!.bodyBounds.max[1]! >= ground - WHEEL_GROUND_TOLERANCE && upright(parts[i]!.bodyBounds) ? { ...t, wheel: true, reason: `${t.reason}, standing on the ground: a wheel` } : t));
}

/** A round brick two studs across or more. */
const ROUND_BRICK = /^Brick\s+([2-9]|\d\d)\s*x\s*\d+\s+Round\b/;

/**
 * Round bricks standing on their rims at the ground, an axle through their
 * middles, two or more, roll as wheels (an old catapult's four 2 x 2 round
 * bricks on two axles, batch 29's 6059).
 */
function axledRounds(parts: readonly ModelPart[], graph: ConnectionGraph, traits: readonly PartTraits[]): readonly PartTraits[] {
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const through = (i: number, j: number) => {
    const b = parts[i]!.bodyBounds;
    const a = parts[j]!.bodyBounds;
    const [x, y, z] = [0, 1, 2].map((k) => (b.min[k]! + b.max[k]!) / 2);
    return a.min[0]! <= x! && x! <= a.max[0]! && a.min[1]! <= y! && y! <= a.max[1]! && a.min[2]! <= z! && z! <= a.max[2]!;
  };
  const rolling = new Set(parts.flatMap((p, i) => {
    if (traits[i]!.wheel || !ROUND_BRICK.test(cleanDescription(p.file?.description ?? '')) || plumb(p) || p.bodyBounds.max[1]! < ground - WHEEL_GROUND_TOLERANCE) return [];
    return graph.neighbours[i]!.some((j) => /^Technic Axle\b/.test(cleanDescription(parts[j]!.file?.description ?? '')) && through(i, j)) ? [i] : [];
  }));
  // (Two at least, as wheels come: one round brick on an axle at a forge's foot is its furnace's grate.)
  if (rolling.size < 2) return traits;
  return traits.map((t, i) => (rolling.has(i) ? { ...t, wheel: true, reason: `${t.reason}, standing on its rim at the ground with an axle through its middle: a wheel` } : t));
}

/**
 * A wheel lying flat on the ground, its axle upright, rolls nowhere: it is a
 * turntable pad or a foot (the SPIKE walker's belly wheel). Tracks lie flat as
 * they run and stay tracks.
 */
function flatWheels(parts: readonly ModelPart[], traits: readonly PartTraits[]): readonly PartTraits[] {
  if (!traits.some((t) => t.wheel && !t.track)) return traits;
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const flat = (b: { min: readonly number[]; max: readonly number[] }) => 2 * (b.max[1]! - b.min[1]!) <= Math.min(b.max[0]! - b.min[0]!, b.max[2]! - b.min[2]!);
  return traits.map((t, i) => {
    if (!t.wheel || t.track || parts[i]!.bodyBounds.max[1]! < ground - WHEEL_GROUND_TOLERANCE || !flat(parts[i]!.bodyBounds)) return t;
    const { wheel: _, ...rest } = t;
    return { ...rest, reason: `${t.reason}, but lying flat on the ground (its axle upright): it rolls nowhere, a pad under the build` };
  });
}

/** A figure carries at most this many parts of its own (helmet, plume, sword, shield, cape ...). */
const FIGURE_KIT = 12;

/** Plain bricks and plates under or around figures, this many or more, are a craft they ride, not what they carry. */
const CRAFT_PARTS = 10;

/** A plain building part: a brick, plate, tile, slope or round brick, with no role of its own (no weapon, armour, wheel or boost). */
function isBuildingPart(p: ModelPart, t: PartTraits): boolean {
  if (t.weapon || t.armour || t.accessory || t.boost || t.wheel || t.face || t.minifig) return false;
  return /^(Brick|Plate|Tile|Slope Brick|Wedge|Bracket)\b/.test(cleanDescription(p.file?.description ?? ''));
}
