import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { columnIndex } from './columnIndex.ts';
import { tipCovered } from './topSticks.ts';
import { plumb } from './plumb.ts';

/**
 * IV.F counts "antennae standing on the body". One lying level is a barrel (a
 * gun if it points out), one under a roof is a bar of a cage, one holding a
 * flag is a mast. Undefined where it does stand free.
 */
export function notAnAntenna(parts: readonly ModelPart[], i: number, graph: ConnectionGraph): string | undefined {
  const p = parts[i]!;
  // A whip antenna bends however it is mounted; a rigid one lying level is a barrel.
  if (!plumb(p) && !/\bWhip\b/.test(cleanDescription(p.file?.description ?? ''))) return 'it lies level: a barrel, not an antenna standing on the body';
  if (graph.neighbours[i]!.some((j) => /^Flag\b/.test(cleanDescription(parts[j]!.file?.description ?? '')))) return 'it carries a flag: a mast';
  // A rigid rod against a wall that rises above its tip is a grab handle or a rail (a truck cab's), not standing on the body.
  if (!/\bWhip\b/.test(cleanDescription(p.file?.description ?? '')) && walledIn(parts, i)) return 'a wall beside it rises above its tip: a grab handle or a rail, not an antenna';
  // (Only one standing has its tip on top: a whip lying level has nothing over its end.)
  return plumb(p) && tipCovered(parts, i) ? 'something sits on its tip: a bar holding it up, not an antenna' : undefined;
}

/** Parts whose box is mostly air: a dish's bowl, a support leaning across its box. */
const HOLLOW_BOX = /^Dish\b|\bInclined\b/;

/** A part turned square to the world (each of its axes within this cosine of one of the world's): its box is its shape's. */
const SQUARE = 0.99;

/**
 * A wall: a part that fills its box, turned square (upright or on its side). (A radar dish tilted on its arm beside the
 * Galaxy Commander's roof antennae, or the inclined stanchion beside the Seismologic Vehicle's, rises over their tips
 * only as a box.)
 */
function solid(q: ModelPart): boolean {
  const m = q.matrix;
  const square = [0, 1, 2].every((k) => Math.max(Math.abs(m[3 + k]!), Math.abs(m[6 + k]!), Math.abs(m[9 + k]!)) >= SQUARE * Math.hypot(m[3 + k]!, m[6 + k]!, m[9 + k]!));
  return square && !HOLLOW_BOX.test(cleanDescription(q.file?.description ?? ''));
}

/** A wall rising this far (LDU, a plate) above a rod's tip makes the rod its handle. */
const HANDLE_WALL = 8;

/** A wall this close (LDU, a stud) beside it. */
const HANDLE_REACH = 20;

/** ... from no more than this (LDU, a brick) above the tip: a wall, not a roof far above. */
const HANDLE_GAP = 24;

/** Whether, a stud or less to one side of the rod, the wall goes on above its tip: a solid part rises past it from a brick above it at most. */
function walledIn(parts: readonly ModelPart[], i: number): boolean {
  const b = parts[i]!.bodyBounds;
  const tip = b.min[1]!;
  const [x, z] = [(b.min[0]! + b.max[0]!) / 2, (b.min[2]! + b.max[2]!) / 2];
  const index = columnIndex(parts);
  // (The index gives what stands in the point's column cell; only a part whose box is over the point itself is beside it.)
  return [[HANDLE_REACH, 0], [-HANDLE_REACH, 0], [0, HANDLE_REACH], [0, -HANDLE_REACH]].some(([dx, dz]) => {
    const [px, pz] = [x + dx!, z + dz!];
    return index.at(px, pz).some((j) => {
      const w = parts[j]!.bodyBounds;
      return j !== i && w.min[0]! <= px && px <= w.max[0]! && w.min[2]! <= pz && pz <= w.max[2]! && w.min[1]! < tip - HANDLE_WALL && w.max[1]! >= tip - HANDLE_GAP && solid(parts[j]!);
    });
  });
}
