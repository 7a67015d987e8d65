import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { rigidBodies } from './rigidBodies.ts';
import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { boxCentre, boxOfParts } from './boxOfParts.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { heldComponents } from './heldComponents.ts';
import type { Limb } from './findLimbs.ts';
import { upAxis } from './upAxis.ts';
import { largest } from './extremes.ts';

/** A plate's height (LDU), with a little play. */
const PLATE_HEIGHT = 8.5;
/** An appendage smaller than this is a detail (a lamp on a clip), not a limb. */
const LIMB_MIN_PARTS = 2;
/** A limb is a part of the piece, never most of it. */
const LIMB_MAX_SHARE = 0.4;
/**
 * What reaches this close (LDU) to the lowest point stands on the ground. (Not 2: a part ending a quarter plate above the
 * ground, as the mini Slave I's side vanes do, sat on that edge, and an exporter's rounding noise tipped it either way.)
 */
const ON_GROUND = 1.5;
/** Two legs on one hip together may be more than one limb's share, not most of the piece. */
const PAIR_MAX_SHARE = 0.6;
/** The trunk is at least this share of the parts, or the build is too loose to tell its limbs by what hangs off it. */
const TRUNK_SHARE = 0.15;
/** A limb on a frame is a build of its own (an exo-suit's arm is dozens of parts); a few bricks there are its fittings. */
const FRAME_LIMB_MIN_PARTS = 6;
/** A frame carrying the limbs under a smaller trunk (an exo-suit's cockpit) still tells them, down to this share. */
const FRAME_TRUNK_SHARE = 0.1;

/**
 * Limbs nobody named, found by how the build moves: studs make rigid bodies,
 * and clips, hinges, ball joints and pins join them (connections that hold
 * without studs). The largest rigid body is the trunk; what hangs off it
 * through a joint is an appendage: one that reaches the ground is a leg, one
 * at the side an arm, one behind a tail. `skip` holds parts that are already
 * something else (the Head, named limbs, the crew, weapons, wings, wheels):
 * an appendage holding any of them is not a new limb. On a build with no
 * face, flat plates hinged to an angle are its skin (`faced`: a creature's).
 * With `endKnown` false (nothing tells its front end from its back) nothing
 * is a tail.
 */
export function findJointLimbs(parts: readonly ModelPart[], graph: ConnectionGraph, skip: ReadonlySet<number>, front: readonly [number, number, number], faced = false, endKnown = true): Limb[] {
  const n = parts.length;
  if (n < 8) return [];
  // Rigid bodies: parts joined by studs.
  const { find, size, trunk } = rigidBodies(parts, graph);
  // No clear trunk: a build of many loose joints (Technic) says nothing by its appendages, unless one frame carries them.
  const trunkShare = (size.get(trunk) ?? 0) / n;
  if (trunkShare < FRAME_TRUNK_SHARE) return [];

  // Appendages: what holds together (by any hold) once the trunk is taken away.
  const inTrunk = (i: number) => find(i) === trunk;
  const trunkBox = boxOfParts(parts, parts.map((_, i) => i).filter(inTrunk));
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const trunkCentre = boxCentre(trunkBox);
  const trunkOnGround = trunkBox.max[1] >= ground - ON_GROUND;
  const side: [number, number] = [-front[2], front[0]];
  const limbs: Limb[] = [];
  for (const comp of heldComponents(n, (i) => !inTrunk(i), graph)) {
    if (comp.length < LIMB_MIN_PARTS || !comp.some((i) => graph.held[i]!.some(inTrunk))) continue;
    // Most of the piece on joints: a frame of pins and axles under a small body (an exo-suit's cockpit), with the limbs
    // on the frame. Peeled like a hip, it gives the arms reaching out sideways and the legs reaching the ground.
    if (comp.length > n * PAIR_MAX_SHARE) {
      for (const group of onOneFrame(parts, graph, comp, inTrunk)) {
        if (group.length < FRAME_LIMB_MIN_PARTS || group.length > n * LIMB_MAX_SHARE || group.some((i) => skip.has(i))) continue;
        const role = frameLimbRole(parts, group, trunkBox, side, ground, trunkOnGround);
        if (role) limbs.push({ role, parts: group, name: `${role} (${group.length} parts on a frame)` });
      }
      continue;
    }
    // A body of segments on joints (a shark's head, middle and tail on ball joints), too big for one limb or holding
    // what is already something else: a pair of small bodies hanging off one segment, one each side, are its flippers.
    if (comp.length > n * LIMB_MAX_SHARE || comp.some((i) => skip.has(i))) {
      for (const fin of pairedFins(parts, graph, comp, find, skip, side)) limbs.push({ role: 'arm', parts: fin, name: `flipper (${fin.length} parts on a joint at a segment's side)` });
    }
    if (trunkShare < TRUNK_SHARE || comp.some((i) => skip.has(i))) continue;
    const b = boxOfParts(parts, comp);
    // Two legs on one hip (a walker's hip bar or axle) under a body off the ground may be more than one limb's share.
    if (comp.length > n * LIMB_MAX_SHARE) {
      const pair = !trunkOnGround && b.max[1] >= ground - ON_GROUND ? legsOnOneHip(parts, graph, comp, inTrunk, ground, trunkBox) : undefined;
      if (pair && pair.every((leg) => leg.length <= n * LIMB_MAX_SHARE)) for (const leg of pair) limbs.push({ role: 'leg', parts: leg, name: `leg (${leg.length} parts on a hip joint)` });
      continue;
    }
    // (A creature's flipper is such plates too, and slaps.)
    if (!faced && isPanel(parts, comp)) continue;
    const centre = boxCentre(b);
    const dx = centre[0] - trunkCentre[0], dz = centre[2] - trunkCentre[2];
    const lateral = Math.abs(dx * side[0] + dz * side[1]);
    const ahead = dx * front[0] + dz * front[2];
    const halfWidth = Math.abs((trunkBox.max[0] - trunkBox.min[0]) * side[0]) / 2 + Math.abs((trunkBox.max[2] - trunkBox.min[2]) * side[1]) / 2;
    const halfDepth = Math.abs((trunkBox.max[0] - trunkBox.min[0]) * front[0]) / 2 + Math.abs((trunkBox.max[2] - trunkBox.min[2]) * front[2]) / 2;
    let role: Limb['role'] | undefined;
    if (!trunkOnGround && b.max[1] >= ground - ON_GROUND) role = 'leg';
    else if (lateral > halfWidth * 0.6) role = 'arm';
    else if (endKnown && ahead < -halfDepth * 0.6) role = 'tail';
    if (!role) continue;
    limbs.push({ role, parts: comp.sort((x, y) => x - y), name: `${role} (${comp.length} parts on a joint)` });
  }
  // One leg alone is a stand or a hinge that reaches the ground, unless it is two legs on one hip; legs come in twos or more.
  const legs = limbs.filter((l) => l.role === 'leg');
  if (legs.length !== 1) return limbs;
  const pair = legsOnOneHip(parts, graph, legs[0]!.parts, inTrunk, ground, trunkBox);
  const others = limbs.filter((l) => l.role !== 'leg');
  return pair ? [...others, ...pair.map((leg) => ({ role: 'leg' as const, parts: leg, name: `leg (${leg.length} parts on a hip joint)` }))] : others;
}

/** A flipper is a few parts (a socket and a fin plate); a body this big or bigger is a segment of its own. */
const FIN_MAX_PARTS = 8;
/** The segment it hangs off is this many times its size at least. */
const FIN_SEGMENT_RATIO = 3;
/** Flippers stand out past this share of the segment's half width, at its side. */
const FIN_OUT = 0.6;

/**
 * Pairs of small rigid bodies in `comp`, each joined (by a clip, a hinge or a ball joint) to one bigger body and nothing
 * else, on either side of it, alike in size: a segmented creature's flippers or paired fins. Bodies holding anything in
 * `skip` are not.
 */
function pairedFins(parts: readonly ModelPart[], graph: ConnectionGraph, comp: readonly number[], find: (i: number) => number, skip: ReadonlySet<number>, side: readonly [number, number]): number[][] {
  const bodies = new Map<number, number[]>();
  for (const i of comp) (bodies.get(find(i)) ?? bodies.set(find(i), []).get(find(i))!).push(i);
  const byParent = new Map<number, number[][]>();
  for (const [root, body] of bodies) {
    if (body.length < LIMB_MIN_PARTS || body.length > FIN_MAX_PARTS || body.some((i) => skip.has(i))) continue;
    const joined = new Set<number>();
    for (const i of body) for (const j of graph.held[i]!) if (find(j) !== root) joined.add(find(j));
    if (joined.size !== 1) continue;
    const parent = [...joined][0]!;
    (byParent.get(parent) ?? byParent.set(parent, []).get(parent)!).push(body);
  }
  // Only segments carrying two leaves alike are asked for their parts, in one pass over the build.
  const pairs = [...byParent].filter(([, leaves]) => leaves.length === 2 && leaves[0]!.length === leaves[1]!.length);
  if (pairs.length === 0) return [];
  const segments = new Map(pairs.map(([parent]) => [parent, [] as number[]]));
  parts.forEach((_, i) => segments.get(find(i))?.push(i));
  const fins: number[][] = [];
  for (const [parent, leaves] of pairs) {
    const segment = segments.get(parent)!;
    if (leaves.some((l) => segment.length < FIN_SEGMENT_RATIO * l.length)) continue;
    const box = boxOfParts(parts, segment);
    const c = boxCentre(box);
    const halfWidth = Math.abs((box.max[0] - box.min[0]) * side[0]) / 2 + Math.abs((box.max[2] - box.min[2]) * side[1]) / 2;
    const out = leaves.map((l) => {
      const lc = boxCentre(boxOfParts(parts, l));
      return (lc[0] - c[0]) * side[0] + (lc[2] - c[2]) * side[1];
    });
    if (out[0]! * out[1]! < 0 && out.every((o) => Math.abs(o) > halfWidth * FIN_OUT)) fins.push(...leaves.map((l) => [...l].sort((x, y) => x - y)));
  }
  return fins;
}

/** The hip is peeled this many layers deep at most, from what the trunk holds outwards. */
const HIP_LAYERS = 3;
/** A leg stands at least this far (LDU, a fifth of a stud) off the body's middle, across the ground. */
const LEG_APART = 4;

/**
 * An appendage reaching the ground that is two legs joined at one hip: peeling
 * the hip away (the parts the trunk holds, then what those hold, a few layers
 * deep) leaves two groups or more that each reach the ground, on either side
 * of the body's middle. Those groups, each a leg; undefined when it stays one
 * (a leg whose foot is two toes stays one leg).
 */
function legsOnOneHip(parts: readonly ModelPart[], graph: ConnectionGraph, comp: readonly number[], inTrunk: (i: number) => boolean, ground: number, trunkBox: Box3): number[][] | undefined {
  const middle = boxCentre(trunkBox);
  for (const left of peeled(parts, graph, comp, inTrunk)) {
    const rest = left.map((g) => ({ g, box: boxOfParts(parts, g) }));
    const standing = rest.filter(({ g, box }) => g.length >= LIMB_MIN_PARTS && box.max[1] >= ground - ON_GROUND);
    const legs = standing.map(({ g }) => g);
    // Legs stand on either side of the body's middle, across the ground; two toes of one foot stand on the same side.
    const at = standing.map(({ box }) => {
      const c = boxCentre(box);
      return [c[0] - middle[0], c[2] - middle[2]] as const;
    });
    const apart = at.some((a) => at.some((b) => a[0] * b[0] + a[1] * b[1] < 0 && Math.hypot(...a) >= LEG_APART && Math.hypot(...b) >= LEG_APART));
    if (legs.length >= 2 && apart) return legs.map((g) => g.sort((x, y) => x - y));
  }
  return undefined;
}

/**
 * An appendage peeled from the trunk outwards, a few layers deep: the parts the trunk holds, then what those hold. After
 * each layer, what is left of it, as the groups that still hold together.
 */
function* peeled(parts: readonly ModelPart[], graph: ConnectionGraph, comp: readonly number[], inTrunk: (i: number) => boolean): Generator<number[][]> {
  const inComp = new Set(comp);
  const gone = new Set<number>();
  let layer = comp.filter((i) => graph.held[i]!.some(inTrunk));
  for (let depth = 0; depth < HIP_LAYERS && layer.length > 0; depth++) {
    for (const i of layer) gone.add(i);
    yield heldComponents(parts.length, (i) => inComp.has(i) && !gone.has(i), graph);
    layer = [...new Set(layer.flatMap((i) => graph.held[i]!.filter((j) => inComp.has(j) && !gone.has(j))))];
  }
}

/**
 * A frame that carries several limbs, peeled from the trunk outwards as a hip is: at the first layer where what is
 * left falls apart into two groups or more, those groups (each sorted); none when it never does.
 */
function onOneFrame(parts: readonly ModelPart[], graph: ConnectionGraph, comp: readonly number[], inTrunk: (i: number) => boolean): number[][] {
  for (const left of peeled(parts, graph, comp, inTrunk)) {
    const groups = left.filter((g) => g.length >= LIMB_MIN_PARTS);
    if (groups.length >= 2) return groups.map((g) => g.sort((x, y) => x - y));
  }
  return [];
}

/**
 * What a group on a frame is: a leg when it reaches the ground under a body that does not, an arm when it reaches out
 * past the body's side by more than a stud; nothing else (a frame's fittings, exhausts on its back).
 */
function frameLimbRole(parts: readonly ModelPart[], group: readonly number[], trunkBox: Box3, side: readonly [number, number], ground: number, trunkOnGround: boolean): Limb['role'] | undefined {
  const b = boxOfParts(parts, group);
  if (!trunkOnGround && b.max[1] >= ground - ON_GROUND) return 'leg';
  const reach = (box: Box3, sign: number) => Math.max(sign * side[0] * box.min[0], sign * side[0] * box.max[0]) + Math.max(sign * side[1] * box.min[2], sign * side[1] * box.max[2]);
  const out = Math.max(reach(b, 1) - reach(trunkBox, 1), reach(b, -1) - reach(trunkBox, -1));
  return out > STUD ? 'arm' : undefined;
}

/** A stud's pitch (LDU). */
const STUD = 20;

/** A part that only joins (a hinge half, a clip, a pin, a ball or its socket). */
const JOINT = /\b(Hinge|Clip|Pin|Ball|Socket|Towball|Turntable)\b/;

/**
 * Flat plates lying in one plane on a hinge (a hull's side hinged to its
 * angle, a flap): a panel of the body's skin, no limb. Every part but the
 * joints is plate-thin and all lie parallel.
 */
function isPanel(parts: readonly ModelPart[], comp: readonly number[]): boolean {
  const body = comp.filter((i) => !JOINT.test(cleanDescription(parts[i]!.file?.description ?? '')));
  if (body.length === 0) return false;
  const first = upAxis(parts[body[0]!]!);
  return body.every((i) => {
    const g = parts[i]!.geometry;
    const u = upAxis(parts[i]!);
    return g !== undefined && g.bodyBounds.max[1] - g.bodyBounds.min[1] <= PLATE_HEIGHT && Math.abs(u[0] * first[0] + u[1] * first[1] + u[2] * first[2]) > 0.99;
  });
}
