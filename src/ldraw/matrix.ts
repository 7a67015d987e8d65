/**
 * LDraw placements are affine 3x4 matrices stored as
 * [x, y, z, a, b, c, d, e, f, g, h, i] exactly as a type-1 line lists them:
 * the point p maps to (a*px + b*py + c*pz + x, d*px + e*py + f*pz + y, g*px + h*py + i*pz + z).
 */
export type Matrix = Float64Array;

export const IDENTITY: Matrix = Float64Array.of(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1);

/** out = parent * child (child's frame expressed in parent's frame). `out` may not alias the inputs. */
export function multiply(parent: Matrix, child: Matrix, out: Matrix = new Float64Array(12)): Matrix {
  const [px, py, pz, a, b, c, d, e, f, g, h, i] = parent as unknown as number[];
  const cx = child[0]!, cy = child[1]!, cz = child[2]!;
  out[0] = a! * cx + b! * cy + c! * cz + px!;
  out[1] = d! * cx + e! * cy + f! * cz + py!;
  out[2] = g! * cx + h! * cy + i! * cz + pz!;
  for (let col = 0; col < 3; col++) {
    const r0 = child[3 + col]!, r1 = child[6 + col]!, r2 = child[9 + col]!;
    out[3 + col] = a! * r0 + b! * r1 + c! * r2;
    out[6 + col] = d! * r0 + e! * r1 + f! * r2;
    out[9 + col] = g! * r0 + h! * r1 + i! * r2;
  }
  return out;
}

export function determinant(m: Matrix): number {
  const a = m[3]!, b = m[4]!, c = m[5]!, d = m[6]!, e = m[7]!, f = m[8]!, g = m[9]!, h = m[10]!, i = m[11]!;
  return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
}

/** True when every row and column has exactly one non-zero entry: a box stays a box. */
export function isAxisAligned(m: Matrix): boolean {
  for (let r = 0; r < 3; r++) {
    let nonZero = 0;
    for (let col = 0; col < 3; col++) if (Math.abs(m[3 + r * 3 + col]!) > 1e-9) nonZero++;
    if (nonZero !== 1) return false;
  }
  return true;
}

export function transformPoint(m: Matrix, x: number, y: number, z: number, out: number[] | Float64Array, at = 0): void {
  out[at] = m[3]! * x + m[4]! * y + m[5]! * z + m[0]!;
  out[at + 1] = m[6]! * x + m[7]! * y + m[8]! * z + m[1]!;
  out[at + 2] = m[9]! * x + m[10]! * y + m[11]! * z + m[2]!;
}

export function transformDirection(m: Matrix, x: number, y: number, z: number): [number, number, number] {
  const dx = m[3]! * x + m[4]! * y + m[5]! * z;
  const dy = m[6]! * x + m[7]! * y + m[8]! * z;
  const dz = m[9]! * x + m[10]! * y + m[11]! * z;
  const len = Math.hypot(dx, dy, dz) || 1;
  return [dx / len, dy / len, dz / len];
}

/** Inverse of an LDraw placement [x y z a b c d e f g h i]; undefined when singular. */
export function invert(m: Matrix): Matrix | undefined {
  const a = m[3]!, b = m[4]!, c = m[5]!, d = m[6]!, e = m[7]!, f = m[8]!, g = m[9]!, h = m[10]!, i = m[11]!;
  const A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-12) return undefined;
  const r = 1 / det;
  const n = [A * r, -(b * i - c * h) * r, (b * f - c * e) * r, B * r, (a * i - c * g) * r, -(a * f - c * d) * r, C * r, -(a * h - b * g) * r, (a * e - b * d) * r];
  const x = m[0]!, y = m[1]!, z = m[2]!;
  return Float64Array.of(
    -(n[0]! * x + n[1]! * y + n[2]! * z), -(n[3]! * x + n[4]! * y + n[5]! * z), -(n[6]! * x + n[7]! * y + n[8]! * z),
    ...n,
  );
}
