import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxCentre, boxGap } from './boxOfParts.ts';
import { smallest } from './extremes.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { Limb } from './findLimbs.ts';
import { jointedAppendages } from './jointedAppendages.ts';

/** A magnet, its casing or the holder it hangs in: what a crane lifts with. */
const MAGNET = /^Magnet\b/;
/** What a magnet is seated in. */
const HOLDER = /^Magnet Holder\b/;
/** A crane's arm is three parts or more (a magnet on its hinge is a coupling)... */
const MIN_PARTS = 3;
/** ...a part of the piece, never most of it... */
const MAX_SHARE = 0.4;
/** ...and its magnet hangs this far (LDU, three pips) from the joint it swings on: a tow magnet sits by its hinge. */
const MIN_REACH = 60;

/**
 * A crane's arm: what swings off the body on a joint (a turntable, a hinge) and
 * lifts with a magnet at its far end. It swings and strikes like a limb, a
 * Level 0 hit, as the players who labelled the Ice-Sat V's and the Stellar
 * Recon Voyager's cranes read them. Parts on it that are already something
 * (a gun on the crane's head) stay what they are; an arm holding a part of the
 * Head or the crew (`keep`) is no crane's, and a magnet on a weapon (`weapon`: a
 * rocket on its launch cradle) is the weapon's.
 */
export function findCraneArms(parts: readonly ModelPart[], graph: ConnectionGraph, known: ReadonlySet<number>, keep: ReadonlySet<number>, weapon: (i: number) => boolean): Limb[] {
  const n = parts.length;
  if (n < 8 || !parts.some(isMagnet)) return [];
  // (Its magnet its own: one at the end of an arm already found, a robot's, is that arm's hand; one on a rocket, the
  // rocket's.)
  const own = (i: number) => !known.has(i) && !weapon(i);
  const out: Limb[] = [];
  // (Docked to another piece by its magnet, it couples: jointedAppendages leaves it out.)
  for (const { parts: comp, joints } of jointedAppendages(parts, graph)) {
    if (comp.length < MIN_PARTS || comp.length > n * MAX_SHARE || comp.some((i) => keep.has(i))) continue;
    const sides = magnetSides(parts, graph, comp, joints);
    for (const side of sides) {
      const magnets = side.parts.filter((i) => own(i) && isMagnet(parts[i]!));
      if (magnets.length === 0) continue;
      // (The load hangs under the crane's magnet: of two sides held by their magnets, the lower is the load, a cargo
      // module on the Stellar Recon Voyager's hook, though it is also hinged to the ship.)
      const top = smallest(magnets.map((i) => parts[i]!.bodyBounds.min[1]!));
      if (sides.some((o) => o !== side && o.touches.has(side.index) && smallest(o.parts.filter((i) => isMagnet(parts[i]!)).map((i) => parts[i]!.bodyBounds.min[1]!)) < top)) continue;
      const reach = Math.max(...magnets.flatMap((m) => side.joints.map((j) => distance(boxCentre(parts[m]!.bodyBounds), boxCentre(parts[j]!.bodyBounds)))));
      if (reach < MIN_REACH) continue;
      const arm = side.parts.filter(own).sort((x, y) => x - y);
      if (arm.length < MIN_PARTS) continue;
      out.push({ role: 'arm', parts: arm, name: `crane arm (${arm.length} parts on a joint, a magnet at its end)` });
    }
  }
  return out;
}

const isMagnet = (p: ModelPart) => MAGNET.test(cleanDescription(p.file?.description ?? ''));

interface Side {
  readonly index: number;
  readonly parts: number[];
  /** Its parts held by the body through a joint. */
  readonly joints: number[];
  /** The sides its magnets hold by theirs. */
  readonly touches: Set<number>;
}

/**
 * What swings on the joints, in sides that only magnets hold together: a crane's arm apart from the load on its magnet.
 * A magnet is its holder with the casing and the magnet seated inside it; two magnets that are not one hold each other.
 */
function magnetSides(parts: readonly ModelPart[], graph: ConnectionGraph, comp: readonly number[], joints: readonly number[]): Side[] {
  const inComp = new Set(comp);
  const holders = comp.filter((i) => isMagnet(parts[i]!) && HOLDER.test(cleanDescription(parts[i]!.file?.description ?? '')));
  const unit = new Map<number, number>();
  for (const i of comp) {
    if (!isMagnet(parts[i]!)) continue;
    const c = boxCentre(parts[i]!.bodyBounds);
    // (The holder it sits in: of two it touches, the nearer.)
    const around = holders.filter((h) => boxGap(parts[h]!.bodyBounds, { min: c, max: c }) <= 0);
    unit.set(i, around.length === 0 ? i : around.reduce((a, h) => (distance(c, boxCentre(parts[h]!.bodyBounds)) < distance(c, boxCentre(parts[a]!.bodyBounds)) ? h : a)));
  }
  const across = (i: number, j: number) => unit.has(i) && unit.has(j) && unit.get(i) !== unit.get(j);
  const sideOf = new Map<number, number>();
  const sides: Side[] = [];
  for (const seed of joints) {
    if (sideOf.has(seed)) continue;
    const side: Side = { index: sides.length, parts: [seed], joints: [], touches: new Set() };
    sides.push(side);
    sideOf.set(seed, side.index);
    for (let k = 0; k < side.parts.length; k++) {
      const i = side.parts[k]!;
      for (const j of graph.held[i]!) {
        if (!inComp.has(j) || sideOf.has(j) || across(i, j)) continue;
        sideOf.set(j, side.index);
        side.parts.push(j);
      }
    }
  }
  const jointSet = new Set(joints);
  for (const side of sides) {
    side.joints.push(...side.parts.filter((i) => jointSet.has(i)));
    for (const i of side.parts) for (const j of graph.held[i]!) if (across(i, j) && sideOf.has(j) && sideOf.get(j) !== side.index) side.touches.add(sideOf.get(j)!);
  }
  return sides;
}

function distance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}
