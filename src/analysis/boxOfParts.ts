import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { unionBox } from '../ldraw/geometry/worldBounds.ts';

const EMPTY: Box3 = { min: [0, 0, 0], max: [0, 0, 0] };

/** The world box around some of a model's parts (their bodies, without studs); a zero box for none. */
export function boxOfParts(parts: readonly ModelPart[], indices: Iterable<number>): Box3 {
  const boxes: Box3[] = [];
  for (const i of indices) boxes.push(parts[i]!.bodyBounds);
  return unionBox(boxes) ?? EMPTY;
}

/** How far apart two boxes are (LDU); 0 where they touch or overlap. */
export function boxGap(a: Box3, b: Box3): number {
  let d = 0;
  for (let k = 0; k < 3; k++) d = Math.max(d, a.min[k]! - b.max[k]!, b.min[k]! - a.max[k]!);
  return d;
}
