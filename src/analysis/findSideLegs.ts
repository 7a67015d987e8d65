import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { Limb } from './findLimbs.ts';
import { largest, smallest } from './extremes.ts';
import { LEVEL_WITH } from './levelWith.ts';

/** A leg sticks out at least this far (LDU, half a stud) past the part it is fixed to. */
const MIN_REACH = 10;
/** Legs hang in the lower part of the body: their top below this share of the height from the top. */
const LOW_SHARE = 0.3;

/**
 * Legs of a small brick-built creature that moves no joint: single parts
 * fixed by studs low on the body that stick out sideways past everything that
 * holds them, on both sides (an alligator's four splayed slopes). Two to four
 * on each side, or none: one part out on one side is a detail.
 */
export function findSideLegs(parts: readonly ModelPart[], graph: ConnectionGraph, skip: ReadonlySet<number>, front: readonly [number, number, number]): Limb[] {
  const idx = parts.map((_, i) => i).filter((i) => !skip.has(i));
  if (idx.length < 4) return [];
  const side: [number, number, number] = [-front[2], 0, front[0]];
  // Low on the whole piece, Head and tail included.
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const top = smallest(parts.map((p) => p.bodyBounds.min[1]!));
  const low = top + (ground - top) * LOW_SHARE;
  const axis = side[0] !== 0 ? 0 : 2;
  const sense = Math.sign(side[axis]!);
  // How far a box reaches out on one side (sign 1 or -1 along the side axis).
  const outward = (b: ModelPart['bodyBounds'], sign: number) => (sign * sense > 0 ? b.max[axis]! : -b.min[axis]!);
  const out: Record<'left' | 'right', number[]> = { left: [], right: [] };
  for (const i of idx) {
    const b = parts[i]!.bodyBounds;
    if (b.min[1]! < low) continue;
    const holders = graph.held[i]!.filter((j) => !skip.has(j));
    if (holders.length === 0) continue;
    for (const [name, sign] of [['left', 1], ['right', -1]] as const) {
      const reach = outward(b, sign) - largest(holders.map((j) => outward(parts[j]!.bodyBounds, sign)));
      // (Exactly half a stud, as drawn, is out; so it is with an exporter's rounding a hair short of it.)
      if (reach >= MIN_REACH - LEVEL_WITH) out[name].push(i);
    }
  }
  // A part out on both sides is a base plate or a crossbar, not a leg.
  const left = out.left.filter((i) => !out.right.includes(i));
  const right = out.right.filter((i) => !out.left.includes(i));
  if (left.length < 1 || right.length < 1 || left.length > 4 || right.length > 4 || Math.abs(left.length - right.length) > 1) return [];
  return [...left, ...right].map((i, k) => ({ role: 'leg' as const, parts: [i], name: `leg ${k + 1} (a part sticking out at the side, low on the body)` }));
}
