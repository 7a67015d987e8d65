import type { Matrix } from '../matrix.ts';
import type { Box3 } from './PartGeometry.ts';

/** The box around flat xyz points, optionally transformed by `m` first; a zero box for none. */
export function boundsOf(points: Float32Array, m?: Matrix): Box3 {
  if (points.length === 0) return { min: [0, 0, 0], max: [0, 0, 0] };
  let x0 = Infinity, y0 = Infinity, z0 = Infinity, x1 = -Infinity, y1 = -Infinity, z1 = -Infinity;
  for (let k = 0; k < points.length; k += 3) {
    let x = points[k]!, y = points[k + 1]!, z = points[k + 2]!;
    if (m) {
      const px = x, py = y, pz = z;
      x = m[3]! * px + m[4]! * py + m[5]! * pz + m[0]!;
      y = m[6]! * px + m[7]! * py + m[8]! * pz + m[1]!;
      z = m[9]! * px + m[10]! * py + m[11]! * pz + m[2]!;
    }
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
    if (z < z0) z0 = z;
    if (z > z1) z1 = z;
  }
  return { min: [x0, y0, z0], max: [x1, y1, z1] };
}
