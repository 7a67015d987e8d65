import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { Limb } from './findLimbs.ts';
import { largest, smallest } from './extremes.ts';

/** A foot sticks out at least this far (LDU, half a stud) ahead of everything that holds it. */
const MIN_REACH = 10;
/** A foot is small: at most this wide and long (LDU, two and a half studs, turned). */
const MAX_SIZE = 50;
/** Its sole is on the ground: its bottom within this much (LDU) of the piece's. */
const ON_GROUND = 2;
/** The two feet stand mirrored about the body's middle, to within this much (LDU). */
const MIRROR = 12;

/**
 * The two feet of a small brick-built character that moves no joint: two small
 * parts on the ground under the body, one each side of its middle, that stick out
 * ahead of everything holding them (a penguin's webbed feet, a BrickHeadz-style
 * figure's shoes). "A Piece's feet are considered the Base" (III.B), and they kick.
 * None unless exactly two such parts stand mirrored.
 */
export function findFrontFeet(parts: readonly ModelPart[], graph: ConnectionGraph, skip: ReadonlySet<number>, front: readonly [number, number, number]): Limb[] {
  if (parts.length < 4) return [];
  const axis = front[0] !== 0 ? 0 : 2;
  const sense = Math.sign(front[axis]!);
  const across = axis === 0 ? 2 : 0;
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const ahead = (b: ModelPart['bodyBounds']) => (sense > 0 ? b.max[axis]! : -b.min[axis]!);
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
  const centre = (smallest(parts.map((p) => p.bodyBounds.min[across]!)) + largest(parts.map((p) => p.bodyBounds.max[across]!))) / 2;
  const [a, b] = [middle(feet[0]!) - centre, middle(feet[1]!) - centre];
  if (Math.sign(a) === Math.sign(b) || Math.abs(a + b) > MIRROR) return [];
  return feet.map((i, k) => ({ role: 'leg' as const, parts: [i], name: `foot ${k + 1} (sticking out ahead on the ground under the body)` }));
}
