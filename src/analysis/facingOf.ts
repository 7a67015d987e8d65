import type { ModelPart } from '../ldraw/buildModel.ts';

/** Where a part faces across the ground: its own -Z (a face's, a windscreen's front), levelled; undefined when it faces straight up or down. */
export function facingOf(p: ModelPart): [number, number, number] | undefined {
  const m = p.matrix;
  const x = -m[5]!, z = -m[11]!;
  const len = Math.hypot(x, z);
  return len > 1e-6 ? [x / len + 0, 0, z / len + 0] : undefined;
}
