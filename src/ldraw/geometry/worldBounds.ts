import { isAxisAligned, type Matrix } from '../matrix.ts';
import type { Box3, PartGeometry } from './PartGeometry.ts';
import { uniqueVertices } from './uniqueVertices.ts';
import { boundsOf } from './boundsOf.ts';

/**
 * The world-space box of a placed part. For axis-aligned placements (the vast
 * majority, mirrored ones included) the transformed corners are exact; for
 * other rotations every distinct vertex is transformed so the box stays tight.
 */
export function worldBounds(geometry: PartGeometry, m: Matrix): Box3 {
  if (isAxisAligned(m) || geometry.triangles.length === 0) {
    const { min, max } = geometry.bounds;
    return transformBox(min, max, m);
  }
  return boundsOf(uniqueVertices(geometry), m);
}

export function transformBox(min: readonly number[], max: readonly number[], m: Matrix): Box3 {
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (let c = 0; c < 8; c++) {
    const x = c & 1 ? max[0]! : min[0]!, y = c & 2 ? max[1]! : min[1]!, z = c & 4 ? max[2]! : min[2]!;
    for (let r = 0; r < 3; r++) {
      const v = m[3 + r * 3]! * x + m[4 + r * 3]! * y + m[5 + r * 3]! * z + m[r]!;
      if (v < lo[r]!) lo[r] = v;
      if (v > hi[r]!) hi[r] = v;
    }
  }
  return { min: [lo[0]!, lo[1]!, lo[2]!], max: [hi[0]!, hi[1]!, hi[2]!] };
}

export function unionBox(boxes: Iterable<Box3>): Box3 | undefined {
  let lo: [number, number, number] | undefined;
  let hi: [number, number, number] | undefined;
  for (const b of boxes) {
    if (!lo || !hi) {
      lo = [...b.min];
      hi = [...b.max];
      continue;
    }
    for (let i = 0; i < 3; i++) {
      lo[i] = Math.min(lo[i]!, b.min[i]!);
      hi[i] = Math.max(hi[i]!, b.max[i]!);
    }
  }
  return lo && hi ? { min: lo, max: hi } : undefined;
}

/** The overlap of two boxes (the first when they do not overlap). */
export function intersectBox(a: Box3, b: Box3): Box3 {
  const min = [0, 1, 2].map((i) => Math.max(a.min[i]!, b.min[i]!));
  const max = [0, 1, 2].map((i) => Math.min(a.max[i]!, b.max[i]!));
  if (min.some((v, i) => v > max[i]!)) return a;
  return { min: [min[0]!, min[1]!, min[2]!], max: [max[0]!, max[1]!, max[2]!] };
}
