import type { ModelPart } from '../ldraw/buildModel.ts';

/** Where the part's own Y axis points in the world, unit length: its up axis flipped (LDraw's -Y is up). */
export function upAxis(p: ModelPart): [number, number, number] {
  const m = p.matrix;
  const len = Math.hypot(m[4]!, m[7]!, m[10]!) || 1;
  return [m[4]! / len, m[7]! / len, m[10]! / len];
}
