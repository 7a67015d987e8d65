import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';

const EMPTY: Box3 = { min: [0, 0, 0], max: [0, 0, 0] };

/** The world box around some of a model's parts (their bodies, without studs); a zero box for none. */
export function boxOfParts(parts: readonly ModelPart[], indices: Iterable<number>): Box3 {
  // One pass, no list of boxes: every rule asks for boxes of groups, thousands of times in a big build.
  let lo: [number, number, number] | undefined;
  let hi: [number, number, number] = [0, 0, 0];
  for (const i of indices) {
    const b = parts[i]!.bodyBounds;
    if (!lo) {
      lo = [b.min[0], b.min[1], b.min[2]];
      hi = [b.max[0], b.max[1], b.max[2]];
      continue;
    }
    for (let k = 0; k < 3; k++) {
      if (b.min[k]! < lo[k]!) lo[k] = b.min[k]!;
      if (b.max[k]! > hi[k]!) hi[k] = b.max[k]!;
    }
  }
  return lo ? { min: lo, max: hi } : EMPTY;
}

/** How wide a group of parts is along X and along Z (LDU): its footprint on the ground. */
export function footprintOfParts(parts: readonly ModelPart[], indices: Iterable<number>): [number, number] {
  const b = boxOfParts(parts, indices);
  return [b.max[0] - b.min[0], b.max[2] - b.min[2]];
}

/** The middle of a box. */
export function boxCentre(b: Box3): [number, number, number] {
  return [(b.min[0] + b.max[0]) / 2, (b.min[1] + b.max[1]) / 2, (b.min[2] + b.max[2]) / 2];
}

/** The size of a box along X, Y and Z. */
export function boxSize(b: Box3): [number, number, number] {
  return [b.max[0] - b.min[0], b.max[1] - b.min[1], b.max[2] - b.min[2]];
}

/** How far apart two boxes are (LDU); 0 where they touch or overlap. */
export function boxGap(a: Box3, b: Box3): number {
  let d = 0;
  for (let k = 0; k < 3; k++) d = Math.max(d, a.min[k]! - b.max[k]!, b.min[k]! - a.max[k]!);
  return d;
}
