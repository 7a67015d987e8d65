import type { ModelPart } from '../ldraw/buildModel.ts';

/** Between two parts' origins (LDU): where a minifig body part is placed, or where a hand grips an accessory. */
export function originDistance(a: ModelPart, b: ModelPart): number {
  return Math.hypot(a.matrix[0]! - b.matrix[0]!, a.matrix[1]! - b.matrix[1]!, a.matrix[2]! - b.matrix[2]!);
}
