import type { ModelPart } from '../ldraw/buildModel.ts';
import { partNames } from './partNames.ts';
import { steeringWay } from './steeringWay.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { uniqueVertices } from '../ldraw/geometry/uniqueVertices.ts';
import { pipLength, type ReadingChoices } from './ReadingChoices.ts';
import { roundHalfUp } from './roundHalfUp.ts';
import type { PartLabel } from './PartLabel.ts';
import type { FrontCorrection } from './corrections.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { agreedAim } from './agreedAim.ts';
import { windscreenWay } from './windscreenWay.ts';
import { faceAxis, facingOf } from './facingOf.ts';
import { cockpitFacing } from './cockpitFacing.ts';
import { mainPane } from './mainPane.ts';
import { boxCentre, boxOfParts, boxSize } from './boxOfParts.ts';
import { partTraits } from './partTraits.ts';
import { largest } from './extremes.ts';
import { alongMirror, mirrorAxis } from './mirrorAxis.ts';
import { upAxis } from './upAxis.ts';

const FRONTS: { readonly [K in FrontCorrection]: [number, number, number] } = { '-z': [0, 0, -1], '+z': [0, 0, 1], '-x': [-1, 0, 0], '+x': [1, 0, 0] };

/** A brick is 24 LDU tall; a little less still counts (minifig heads are exactly 24). */
const BRICK_HEIGHT = 23.5;

/** A windscreen or canopy of the Head, by its name: glass a crew looks out of. */
const GLASS = /\b(Windscreen|Canopy)\b/;

/** One part as a block: its Pip Count, Block Value and Comp, with how they were found. */
export interface BlockMeasure {
  readonly pipCount: number;
  readonly blockValue: number;
  readonly comp: number;
  readonly detail: string;
}

export type BaseType = 'legs' | 'plate' | 'rectangular-block' | 'round-block' | 'wheels';

export interface Measurements {
  /** Length of 1 p in LDU for the ruler used. */
  readonly pipLdu: number;
  readonly pipHeight: number;
  readonly pipHeightLdu: number;
  readonly pipSideWidth: number;
  readonly pipSideWidthLdu: number;
  readonly width: number;
  readonly widthLdu: number;
  /** Unit vector in the XZ plane the piece faces (-Y is up). */
  readonly front: readonly [number, number, number];
  readonly frontReason: string;
  /** The part that stands for the Core block (index), and its measure. */
  readonly core: { readonly part: number; readonly block: BlockMeasure; readonly reason: string };
  readonly coreValue: number;
  readonly coreComp: number;
  readonly baseType: BaseType;
  readonly baseReason: string;
  /** Index of the part whose top is the Head's top, and of the parts on the ground. */
  readonly headTopPart: number;
  readonly blocks: readonly BlockMeasure[];
  readonly warnings: readonly string[];
}

/** Pip Count, Block Value and Comp of one part, by the interpretations in force. */
export function blockMeasure(part: ModelPart, rules: ReadingChoices): BlockMeasure {
  const g = part.geometry;
  // Hand-held minifig items (a lightsaber hilt has studs) are not blocks a player counts pips on.
  const handHeld = isHandHeld(part.file?.description ?? '');
  const studs = handHeld ? 0 : g?.studs.length ?? 0;
  const sockets = handHeld ? 0 : g?.sockets.length ?? 0;
  const pipCount = studs > 0 ? studs : sockets > 0 ? sockets : rules.pipCountOfBare;
  const pipWhy = handHeld ? 'a hand-held item, not a block: 1' : studs > 0 ? `${studs} studs` : sockets > 0 ? `${sockets} holes underneath` : 'no studs or holes: 1';
  const height = g ? g.bodyBounds.max[1] - g.bodyBounds.min[1] : 0;
  let blockValue: number;
  let valueWhy: string;
  switch (rules.blockValue) {
    case 'plate-or-brick': {
      const brick = studs + sockets > 0 && height >= BRICK_HEIGHT;
      blockValue = brick ? 3 : 1;
      valueWhy = brick ? `brick (${fmt(height)} LDU tall)` : studs + sockets > 0 ? `plate (${fmt(height)} LDU tall)` : 'not a block: plate value';
      break;
    }
    case 'height-in-plates':
      blockValue = Math.max(1, roundHalfUp(height / 8));
      valueWhy = `${fmt(height)} LDU = ${blockValue} plates`;
      break;
    default: {
      const never: never = rules.blockValue;
      return never;
    }
  }
  return { pipCount, blockValue, comp: pipCount * blockValue, detail: `${part.part}: Pip Count ${pipCount} (${pipWhy}) x Block Value ${blockValue} (${valueWhy})` };
}

/**
 * Measures a labelled piece: Pip Height from the ground to the Head's top
 * (accessories and antennae left out), Pip Side Width across the Core block
 * from front to back, the width from left to right, the Core block, and the
 * Base type for Movement. Lengths are rounded by the rules' rounding.
 */
export function measurePiece(parts: readonly ModelPart[], labels: readonly PartLabel[], rules: ReadingChoices, frontOverride?: FrontCorrection): Measurements {
  const pipLdu = pipLength(rules.ruler);
  const blocks = parts.map((p) => blockMeasure(p, rules));
  const warnings: string[] = [];

  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const isBody = (i: number) => !labels[i]!.accessory && labels[i]!.function !== 'armour';

  // Head top: the highest body part of the Head; a piece with no Head measures to the Core's top.
  const headParts = parts.map((_, i) => i).filter((i) => labels[i]!.section === 'head' && isBody(i));
  const topCandidates = headParts.length > 0 ? headParts : parts.map((_, i) => i).filter((i) => labels[i]!.section === 'core' && isBody(i));
  const pool = topCandidates.length > 0 ? topCandidates : parts.map((_, i) => i);
  const headTopPart = pool.reduce((best, i) => (parts[i]!.bodyBounds.min[1]! < parts[best]!.bodyBounds.min[1]! ? i : best), pool[0]!);
  const pipHeightLdu = ground - parts[headTopPart]!.bodyBounds.min[1]!;

  // Front: where the face looks. A minifig head faces -Z in its own frame, but heads turn: a torso says it better.
  // (A torso alone, built into a walker as a bracket, is no figure's: it faces nowhere.)
  const figureBody = labels.some((l) => l.body !== null && l.body !== 'torso');
  const torso = figureBody ? labels.findIndex((l) => l.body === 'torso') : -1;
  const glassOf = (i: number) => labels[i]!.section === 'head' && GLASS.test(parts[i]!.file?.description ?? '');
  const firstFace = torso >= 0 ? torso : parts.findIndex((_, i) => labels[i]!.section === 'head' && (labels[i]!.body === 'head' || /\b(Eyes?|Face)\b/.test(parts[i]!.file?.description ?? '') || glassOf(i)));
  // Windscreens facing several ways: the pilot's is most of the glass.
  const facePart = firstFace >= 0 && firstFace !== torso && glassOf(firstFace) ? mainPane(parts, parts.map((_, i) => i).filter(glassOf)) ?? firstFace : firstFace;
  let front: [number, number, number] = [0, 0, -1];
  let axis: [number, number, number] = [0, 0, -1];
  let frontReason = 'no face found: the piece faces -Z, as LDraw models are drawn';
  if (frontOverride) {
    front = axis = FRONTS[frontOverride];
    frontReason = `user correction: the front is ${frontOverride}`;
  }
  const glassy = facePart >= 0 && facePart !== torso && glassOf(facePart) ? cockpitFacing(parts, facePart, headParts) : undefined;
  const facing = frontOverride || facePart < 0 ? undefined : glassy ? glassy.front : facingOf(parts[facePart]!);
  if (facing) {
    axis = glassy?.backward ? facing : faceAxis(parts[facePart]!);
    front = facing;
    frontReason = glassy?.backward ? `${parts[facePart]!.part} looks up and back over the piece from its front end` : `${parts[facePart]!.part} faces this way`;
  }
  // (A face looking straight up, eyes on top of a crocodile's head, says nothing about which way it goes.)
  if (!frontOverride && !facing) {
    const looked = lookingWay(parts, labels);
    if (looked) {
      front = axis = looked.front;
      frontReason = looked.reason;
    }
  }
  const side: [number, number, number] = [-front[2], 0, front[0]];

  // The Core block: the core's largest body part (a minifig's torso); limbs, weapons, boosts and armour are not the block.
  const isLimb = (i: number) => labels[i]!.body === 'arm' || labels[i]!.body === 'hand' || isHandHeld(parts[i]!.file?.description ?? '');
  const coreParts = parts.map((_, i) => i).filter((i) => labels[i]!.section === 'core' && labels[i]!.function === 'none' && isBody(i) && !isLimb(i));
  const corePool = coreParts.length > 0 ? coreParts : parts.map((_, i) => i).filter((i) => labels[i]!.section === 'core');
  const corePoolOrAll = corePool.length > 0 ? corePool : parts.map((_, i) => i);
  const corePart = corePoolOrAll.reduce((best, i) => (blocks[i]!.comp > blocks[best]!.comp ? i : best), corePoolOrAll[0]!);
  const coreBlock = blocks[corePart]!;
  const coreComp = rules.coreBlock === 'sum-of-parts' ? corePoolOrAll.reduce((n, i) => n + blocks[i]!.comp, 0) : coreBlock.comp;
  const coreReason =
    coreParts.length > 0
      ? `the Core block is ${parts[corePart]!.part}, the largest of the Core's ${coreParts.length} plain part(s)`
      : corePool.length > 0 ? `the Core has only weapons, boosts or armour: ${parts[corePart]!.part} stands for it` : `no Core parts: ${parts[corePart]!.part} stands for it`;

  // Front to back of the Core, along the Core's own front axis: a leaning torso is still 20 LDU deep.
  const sideWidthLdu = exactExtent(corePoolOrAll.map((i) => parts[i]!), axis);
  const widthLdu = extent(parts.map((p) => p.bodyBounds), side);
  const pipHeight = roundHalfUp(pipHeightLdu / pipLdu);
  const pipSideWidth = Math.max(1, roundHalfUp(sideWidthLdu / pipLdu));
  const width = Math.max(1, roundHalfUp(widthLdu / pipLdu));
  if (pipHeight > 15) warnings.push(`Pip Height ${pipHeight} p is over the rules' maximum of 15 p`);
  if (pipSideWidth > 8) warnings.push(`Pip Side Width ${pipSideWidth} p is over the rules' maximum of 8 p`);
  if (width > 10) warnings.push(`the piece is ${width} p from left to right; the rules allow 10 p`);

  const base = baseTypeOf(parts, labels, ground);
  return {
    pipLdu,
    pipHeight,
    pipHeightLdu,
    pipSideWidth,
    pipSideWidthLdu: sideWidthLdu,
    width,
    widthLdu,
    front,
    frontReason,
    core: { part: corePart, block: coreBlock, reason: coreReason },
    coreValue: coreBlock.blockValue,
    coreComp,
    baseType: base.type,
    baseReason: base.reason,
    headTopPart,
    blocks,
    warnings,
  };
}

/**
 * The front of a piece with no face part: away from a band of engine glows; past its steering wheel;
 * towards its windscreen's end of its cab, or its Head where that sits off
 * the middle; else where its guns and missiles are; else along the mirror it
 * is built alike across (at any angle, to its Head's end or LDraw's); else
 * along its wheels, the way a car is long, or along wings standing on edge.
 * Undefined where nothing says: then -Z, LDraw's own front.
 */
function lookingWay(parts: readonly ModelPart[], labels: readonly PartLabel[]): { front: [number, number, number]; reason: string } | undefined {
  const all = parts.map((_, i) => i);
  const centre = boxCentre(boxOfParts(parts, all));
  const size = boxSize(boxOfParts(parts, all));
  const towards = (idx: readonly number[], what: string) => {
    if (idx.length === 0) return undefined;
    const c = boxCentre(boxOfParts(parts, idx));
    const dx = c[0] - centre[0], dz = c[2] - centre[2];
    // Off the middle by a tenth of the piece at least, or it says nothing.
    if (Math.abs(dx) < size[0] * 0.1 && Math.abs(dz) < size[2] * 0.1) return undefined;
    const front: [number, number, number] = Math.abs(dx) / (size[0] || 1) > Math.abs(dz) / (size[2] || 1) ? [Math.sign(dx), 0, 0] : [0, 0, Math.sign(dz)];
    return { front, reason: `${what}: the piece faces ${sideName(front)}` };
  };
  const head = all.filter((i) => labels[i]!.section === 'head');
  const shooting = all.filter((i) => labels[i]!.weapon !== null && labels[i]!.weapon!.level >= 2);
  const rolling = all.filter((i) => labels[i]!.section === 'base' && /^(Wheel|Tyre|Tire)\b|\bTread\b/.test(cleanDescription(parts[i]!.file?.description ?? '')));
  // A Head that is only a guess (no face: windows, the top) says less than where two guns or more point (one may be a tail gun).
  const guessed = head.length > 0 && head.every((i) => labels[i]!.confidence === 'low');
  const byAim = aimedWay(labels, shooting);
  // Engines blow backward: with no face to go by, the piece flies away from them; a band of glows says so
  // before a few guns do (the Falcon's sublight engine against its hull's bars).
  // (Not on wheels: a car's exhausts were told from where its front was guessed.)
  const engines = (guessed || head.length === 0) && rolling.length === 0 ? awayFromEngines(labels) : undefined;
  const band = labels.filter((l) => l.boost === 'rocket-booster').length >= ENGINE_BAND;
  if (engines && band) return engines;
  // A steering wheel tilts back towards the seat: the driver, at it or not, looks the other way.
  const steered = steeringWay(parts);
  if (steered) return { front: steered, reason: `its steering wheel tilts back towards the seat: the driver looks the other way, and the piece faces ${sideName(steered)}` };
  if (guessed && byAim && byAim.guns >= 2) return byAim;
  if (engines && !byAim) return engines;
  // A car's cab read from its windows looks out of its windscreen: the end of the cab its glass sits at.
  const looks = guessed ? windscreenWay(parts, head, head.filter((i) => labels[i]!.pane)) : undefined;
  if (looks) return { front: looks, reason: `the windscreen sits at this end of the cab: the piece faces ${sideName(looks)}` };
  const byHead = towards(head, 'the Head sits to this side');
  if (byHead) return byHead;
  if (byAim) return byAim;
  const byGuns = towards(shooting, 'its guns and missiles sit to this side');
  if (byGuns) return byGuns;
  // Built alike on its left and right (a mech's arms, legs and boosters): it faces along its mirror, whichever way the scene turns it.
  const mirror = mirrorAxis(parts);
  if (mirror) {
    const h = head.length > 0 ? boxCentre(boxOfParts(parts, head)) : undefined;
    const { front, leaned } = alongMirror(mirror, h ? [h[0] - centre[0], 0, h[2] - centre[2]] : undefined);
    const ends = leaned ? 'to the end its Head leans to' : "to LDraw's front end (-Z, else -X), as nothing tells its ends apart; check which end is the front";
    return { front, reason: `it is built alike on its left and right (${Math.round(mirror.share * 100)}% of its parts mirrored): it faces along its mirror, ${ends}` };
  }
  if (rolling.length >= 2) {
    const long = size[0] > size[2];
    return { front: long ? [-1, 0, 0] : [0, 0, -1], reason: `it rolls on its wheels along its length (${long ? 'X' : 'Z'}): facing ${long ? '-X' : '-Z'}; check which end is the front` };
  }
  // Wings standing on edge (a TIE fighter's panels, alike all round) cut the air edge first: it flies along them.
  const upright = all.flatMap((i) => {
    const u = upAxis(parts[i]!);
    return labels[i]!.boost === 'wing' && Math.abs(u[1]) < 0.1 ? [u] : [];
  });
  // (Which level axis their faces look along, most of them.)
  const acrossX = upright.filter((u) => Math.abs(u[0]) >= Math.abs(u[2])).length;
  if (upright.length >= 2 && acrossX * 2 !== upright.length) {
    const x = acrossX * 2 > upright.length;
    const front: [number, number, number] = x ? [0, 0, -1] : [-1, 0, 0];
    return { front, reason: `its wings stand on edge across ${x ? 'X' : 'Z'}: it flies along them, facing ${sideName(front)} (LDraw's front end); check which end is the front` };
  }
  return undefined;
}


/** This many engine parts or more (a band of glows) say where a faceless ship flies before its guns do. */
const ENGINE_BAND = 6;

/** "+X", "-X", "+Z" or "-Z" for a front snapped to the four sides. */
function sideName(front: readonly number[]): string {
  return front[0] ? (front[0] > 0 ? '+X' : '-X') : front[2]! > 0 ? '+Z' : '-Z';
}

/** Opposite where its exhausts and engine glows blow, when they agree. */
function awayFromEngines(labels: readonly PartLabel[]): { front: [number, number, number]; reason: string } | undefined {
  const aims = labels.flatMap((l) => (l.boost === 'rocket-booster' && l.aim ? [l.aim] : []));
  const back = aims.length >= 2 ? agreedAim(aims) : undefined;
  if (!back) return undefined;
  const front: [number, number, number] = [-back[0] + 0, 0, -back[2] + 0];
  const name = sideName(front);
  return { front, reason: `its engines blow the other way: the piece faces ${name}` };
}

/**
 * Where the piece's built guns point, one vote per gun (agreedAim); nothing
 * when they point every way (a turret ring) or straight up. A hull bristling
 * with barrels keeps only those along a provisional front (findGuns): their aim adds nothing.
 */
function aimedWay(labels: readonly PartLabel[], shooting: readonly number[]): { front: [number, number, number]; reason: string; guns: number } | undefined {
  const seen = new Set<string>();
  const aims: (readonly number[])[] = [];
  for (const i of shooting) {
    const l = labels[i]!;
    if (!l.aim || seen.has(l.weaponGroup ?? String(i))) continue;
    seen.add(l.weaponGroup ?? String(i));
    aims.push(l.aim);
  }
  const front = agreedAim(aims);
  if (!front) return undefined;
  const guns = aims.length;
  const name = sideName(front);
  return { front, reason: `its ${guns === 1 ? 'gun points' : `${guns} guns point`} this way: the piece faces ${name}`, guns };
}

/** The Movement table's Base types: legs or feet, wheels, a round block, a plate, or a rectangular block. */
function baseTypeOf(parts: readonly ModelPart[], labels: readonly PartLabel[], ground: number): { type: BaseType; reason: string } {
  const base = parts.map((_, i) => i).filter((i) => labels[i]!.section === 'base');
  const desc = (i: number) => cleanDescription(parts[i]!.file?.description ?? '');
  const isLeg = (i: number) => labels[i]!.limb === 'leg' || (labels[i]!.legs ?? 0) > 0 || labels[i]!.body === 'hips' || labels[i]!.body === 'leg' || labels[i]!.body === 'legs' || /\b(Legs?|Foot|Feet|Paw|Hoof)\b|^Animal (Horse|Dog|Cat|Cow|Pig|Goat|Sheep|Camel|Bear|Wolf|Lion|Tiger|Deer|Rat|Mouse|Monkey|Gorilla|Bull|Elephant|Donkey|Unicorn|Dinosaur|Raptor|Dragon|Polar Bear)\b/.test(desc(i));
  // A one-part creature is all Head: the legs moulded into it are still what it stands on.
  const legs = base.find(isLeg) ?? (base.length === 0 ? labels.findIndex((l) => (l.legs ?? 0) > 0) : -1);
  const wheel = base.find((i) => /^(Wheel|Tyre|Tire)\b|^Technic (Wheel|Tyre)\b/.test(desc(i)) || labels[i]!.rolls === true);
  // Legs that end in wheels or tracks on the ground roll on them (a mech on tracked feet); a tyre moulded into a foot
  // as a heel, which the build does not roll on, leaves them legs.
  if (legs >= 0 && wheel !== undefined && labels[wheel]!.rolls === true && parts[wheel]!.bodyBounds.max[1]! >= ground - 4) {
    return { type: 'wheels', reason: `${parts[wheel]!.part} (${desc(wheel)}): the legs stand on wheels or tracks, so it rolls` };
  }
  if (legs >= 0) return { type: 'legs', reason: `${parts[legs]!.part} (${desc(legs)}): legs or feet` };
  if (wheel !== undefined) return { type: 'wheels', reason: `${parts[wheel]!.part} (${desc(wheel)}): wheels` };
  // A gun's barrel resting on the ground beside what carries it (a wingtip's clip plate) is a gun, not the Base's shape.
  const touching = base.filter((i) => parts[i]!.bodyBounds.max[1]! >= ground - 1);
  const unarmed = touching.filter((i) => labels[i]!.function !== 'weapon');
  const onGround = unarmed.length > 0 ? unarmed : touching;
  // No Base section (a one-part creature is all Head): what touches the ground is still what it stands on.
  const standing = onGround.length > 0 ? onGround : base.length > 0 ? base : parts.flatMap((p, i) => (p.bodyBounds.max[1]! >= ground - 1 ? [i] : []));
  if (standing.length === 0) return { type: 'rectangular-block', reason: 'no Base parts: a rectangular block by default' };
  // (A plane's jet engine is a cylinder lying on its side: a hover bike on two stands on round parts.)
  const round = (i: number) => /\bRound\b|\bDish\b|\bCylinder\b|\bCone\b|^Barrel\b|^Plane Jet Engine\b/.test(desc(i));
  const flat = (i: number) => {
    const g = parts[i]!.geometry;
    // A plate's height, or a flat part by its name (skis and skids are plates to stand on). (A tile moulded a brick tall or
    // more is no tile to stand on: the Blacktron robot's console, two bricks high, is a block.)
    const h = g !== undefined ? g.bodyBounds.max[1] - g.bodyBounds.min[1] : 0;
    return (g !== undefined && h <= 8.5) || /^(Plate|Flag)\b|\b(Ski|Skis|Skid)\b/.test(desc(i)) || (/^Tile\b/.test(desc(i)) && h < BRICK_HEIGHT);
  };
  if (standing.every(round)) return { type: 'round-block', reason: `stands on ${partNames(parts, standing)}: round` };
  if (standing.every(flat)) return { type: 'plate', reason: `stands on ${partNames(parts, standing)}: plate height` };
  // On parts of more than one shape, it stands as most of the ground it covers does, each part weighed by its
  // footprint, as players read "the largest part touching the ground" (a ship on round supports and round plates is
  // round; a hull lying on its big 6 x 8 plate is a plate, however many small bricks touch the ground beside it).
  const area = (list: readonly number[]) => list.reduce((sum, i) => sum + footprintArea(parts[i]!.bodyBounds), 0);
  const rounds = standing.filter(round);
  // Round struts a ship stands on are its landing gear: the player reads what it stands on by them, whatever flat
  // keel or cargo plate also reaches the ground (the Star Fleet Voyager on four round supports beside its container).
  const columns = rounds.filter((i) => isColumn(parts[i]!.bodyBounds));
  if (columns.length >= LANDING_STRUTS) return { type: 'round-block', reason: `stands on ${partNames(parts, standing)}: round struts it rests on like landing gear (${partNames(parts, columns)})` };
  const plates = standing.filter((i) => !round(i) && flat(i));
  const blockParts = standing.filter((i) => !round(i) && !flat(i));
  const [r, pl, b] = [area(rounds), area(plates), area(blockParts)];
  // (A shape covers more only by a margin: two round bricks and two square ones side by side are a tie, a block.)
  const beats = (x: number, y: number) => x > y * TIE;
  if (beats(r, pl) && beats(r, b)) return { type: 'round-block', reason: `stands on ${partNames(parts, standing)}: most of the ground it covers round (${partNames(parts, rounds)})` };
  if (beats(pl, r) && beats(pl, b)) return { type: 'plate', reason: `stands on ${partNames(parts, standing)}: most of the ground it covers plate height (${partNames(parts, plates)})` };
  return { type: 'rectangular-block', reason: `stands on ${partNames(parts, standing)}: a rectangular block` };
}

/**
 * A strut standing upright: at least a brick tall, as tall as it is wide, and about as deep as wide seen from above (a
 * 2 x 2 dish turned on its edge is tall but thin: no strut).
 */
function isColumn(b: Box3): boolean {
  const [w, h, d] = boxSize(b);
  return h >= BRICK_HEIGHT && h >= Math.max(w, d) && Math.min(w, d) >= Math.max(w, d) * ROUND_ACROSS;
}

/** Landing gear is two struts or more: one round support beside a keel is a prop, the keel still its ground. */
const LANDING_STRUTS = 2;

/** A strut's footprint is this square or more (its narrow side over its wide one): round seen from above. */
const ROUND_ACROSS = 0.8;

/** One shape's ground beats another's only by this factor (a round brick's box is a hair wider than a square one's). */
const TIE = 1.05;

/** A box's area seen from above (LDU²). */
function footprintArea(b: Box3): number {
  return (b.max[0]! - b.min[0]!) * (b.max[2]! - b.min[2]!);
}

/** The extent of boxes along a horizontal direction, by their corners. */
function extent(boxes: readonly Box3[], dir: readonly [number, number, number]): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (const b of boxes) {
    for (const x of [b.min[0]!, b.max[0]!]) {
      for (const z of [b.min[2]!, b.max[2]!]) {
        const d = x * dir[0] + z * dir[2];
        lo = Math.min(lo, d);
        hi = Math.max(hi, d);
      }
    }
  }
  return hi > lo ? hi - lo : 0;
}

function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Minifig accessories and bars held in a hand, as opposed to minifig body parts and bricks. */
function isHandHeld(description: string): boolean {
  const d = cleanDescription(description);
  // A minifig part named by a stud footprint ("Minifig Cannon  2 x  4 Base", "Minifig Seat  2 x  2") is a block
  // that sits on studs, not something held: its studs and holes are its Pip Count.
  const block = /\b\d+ x +\d/.test(d);
  return (/^Minifig\b/.test(d) && !block && partTraits(d).minifig === undefined) || /^Bar\b.*\b(Lightsaber|Blade)\b/.test(d);
}

/** The extent of parts' vertices along a direction: exact for any rotation. */
function exactExtent(parts: readonly ModelPart[], dir: readonly [number, number, number]): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of parts) {
    const m = p.matrix;
    // Project with the matrix folded in: d . (M v + t) = (M^T d) . v + d . t
    const ax = m[3]! * dir[0] + m[6]! * dir[1] + m[9]! * dir[2];
    const ay = m[4]! * dir[0] + m[7]! * dir[1] + m[10]! * dir[2];
    const az = m[5]! * dir[0] + m[8]! * dir[1] + m[11]! * dir[2];
    const t = m[0]! * dir[0] + m[1]! * dir[1] + m[2]! * dir[2];
    const v = p.geometry ? uniqueVertices(p.geometry) : new Float32Array(0);
    for (let k = 0; k < v.length; k += 3) {
      const d = ax * v[k]! + ay * v[k + 1]! + az * v[k + 2]! + t;
      if (d < lo) lo = d;
      if (d > hi) hi = d;
    }
  }
  return hi > lo ? hi - lo : 0;
}
