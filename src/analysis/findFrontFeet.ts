import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { Limb } from './findLimbs.ts';
import { largest } from './extremes.ts';
import { boxOfParts } from './boxOfParts.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';

/** A foot sticks out at least this far (LDU, half a stud) ahead of everything that holds it. */
const MIN_REACH = 10;
/** A foot is small: at most this wide and long (LDU, two and a half studs, turned). */
const MAX_SIZE = 50;
/** Its sole is on the ground: its bottom within this much (LDU) of the piece's. */
const ON_GROUND = 2;
/** The two feet stand mirrored about the body's middle, to within this much (LDU)... */
const MIRROR = 12;
/** ...each at least this far (LDU, half a stud) to its side of it. */
const APART = 10;

/**
 * The two feet of a small brick-built character that moves no joint: two small
 * parts on the ground under the body, one each side of its middle, that stick out
 * ahead of everything holding them (a penguin's webbed feet, a BrickHeadz-style
 * figure's shoes). "A Piece's feet are considered the Base" (III.B), and they kick.
 * None unless exactly two such parts stand mirrored, on a character that stands
 * taller than it is long or wide (a crocodile's jaw on the ground is no pair of feet).
 * `front` is tried first, then the other three sides: the feet say where the front is.
 */
export function findFrontFeet(parts: readonly ModelPart[], graph: ConnectionGraph, skip: ReadonlySet<number>, front: readonly [number, number, number]): Limb[] {
  if (parts.length < 4) return [];
  const box = boxOfParts(parts, parts.keys());
  const extent = (k: number) => box.max[k]! - box.min[k]!;
  if (extent(1) < Math.max(extent(0), extent(2))) return [];
  const sides: (readonly [number, number, number])[] = [front, [-front[0], 0, -front[2]], [front[2], 0, front[0]], [-front[2], 0, -front[0]]];
  for (const side of sides) {
    const feet = feetToward(parts, graph, skip, side, box);
    if (feet.length > 0) return feet.map((i, k) => ({ role: 'leg' as const, parts: [i], name: `foot ${k + 1} (sticking out ahead on the ground under the body)` }));
  }
  return [];
}

/** The two mirrored feet sticking out toward `front`, or none. */
function feetToward(parts: readonly ModelPart[], graph: ConnectionGraph, skip: ReadonlySet<number>, front: readonly [number, number, number], box: Box3): number[] {
  const axis = front[0] !== 0 ? 0 : 2;
  const sense = Math.sign(front[axis]!);
  const across = axis === 0 ? 2 : 0;
  const ground = box.max[1]!;
  const ahead = (b: Box3) => (sense > 0 ? b.max[axis]! : -b.min[axis]!);
  const feet: number[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (skip.has(i)) continue;
    const b = parts[i]!.bodyBounds;
    if (b.max[1]! < ground - ON_GROUND || b.max[0]! - b.min[0]! > MAX_SIZE || b.max[2]! - b.min[2]! > MAX_SIZE) continue;
    const holders = graph.held[i]!.filter((j) => !skip.has(j));
    if (holders.length === 0) continue;
    if (ahead(b) - largest(holders.map((j) => ahead(parts[j]!.bodyBounds))) >= MIN_REACH) feet.push(i);
    if (feet.length > 2) return [];
  }
  if (feet.length !== 2) return [];
  // One each side of the body's middle, mirrored.
  const middle = (k: number) => (parts[k]!.bodyBounds.min[across]! + parts[k]!.bodyBounds.max[across]!) / 2;
  const centre = (box.min[across]! + box.max[across]!) / 2;
  const [a, b] = [middle(feet[0]!) - centre, middle(feet[1]!) - centre];
  return a * b < 0 && Math.abs(a) >= APART && Math.abs(b) >= APART && Math.abs(a + b) <= MIRROR ? feet : [];
}
