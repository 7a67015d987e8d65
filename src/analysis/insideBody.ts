import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { invert, isAxisAligned, transformPoint } from '../ldraw/matrix.ts';

/**
 * Whether a point lies in a part's body, tested in the part's own frame.
 * A turned part's world box overshoots it (a hull plate at 30° boxes the air beside it),
 * so a barrel lying along an angled hull would seem walled in by plates it only runs beside.
 */
export function insideBodyTest(parts: readonly ModelPart[]): (j: number, q: readonly number[]) => boolean {
  const inverses = new Map<number, Float64Array | undefined>();
  const local = [0, 0, 0];
  return (j, q) => {
    const p = parts[j]!;
    const b = p.bodyBounds;
    if (!within(b, q)) return false;
    const g = p.geometry;
    if (!g || isAxisAligned(p.matrix)) return true;
    let inv = inverses.get(j);
    if (!inverses.has(j)) inverses.set(j, (inv = invert(p.matrix)));
    if (!inv) return true;
    transformPoint(inv, q[0]!, q[1]!, q[2]!, local);
    return within(g.bodyBounds, local);
  };
}

/** Strictly inside, half an LDU in from every face: a barrel lying on a surface is not in it. */
function within(b: Box3, q: readonly number[]): boolean {
  return q[0]! > b.min[0] + 0.5 && q[0]! < b.max[0] - 0.5 && q[1]! > b.min[1] + 0.5 && q[1]! < b.max[1] - 0.5 && q[2]! > b.min[2] + 0.5 && q[2]! < b.max[2] - 0.5;
}
