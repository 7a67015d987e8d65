import type { PartGeometry } from '../ldraw/geometry/PartGeometry.ts';
import { uniqueVertices } from '../ldraw/geometry/uniqueVertices.ts';

/** A part's distinct vertices in slabs along X, so a search in an X range reads only the slabs it crosses. */
export interface VertexSlabs {
  /** x, y, z of each vertex, slab after slab. */
  readonly vertices: Float32Array;
  /** Where slab s starts in `vertices` (in vertices, not floats); one more entry closes the last. */
  readonly starts: Uint32Array;
  readonly x0: number;
  /** X width of one slab (at least 1e-6, so a flat part still divides). */
  readonly width: number;
}

const cache = new WeakMap<PartGeometry, VertexSlabs>();
/** About this many vertices a slab, and at most this many slabs. */
const PER_SLAB = 16;
const MAX_SLABS = 64;

/** The slabs of a geometry's distinct vertices, made once per geometry (a counting sort: no comparisons). */
export function vertexSlabs(geometry: PartGeometry): VertexSlabs {
  let slabs = cache.get(geometry);
  if (!slabs) {
    slabs = toSlabs(uniqueVertices(geometry));
    cache.set(geometry, slabs);
  }
  return slabs;
}

function toSlabs(v: Float32Array): VertexSlabs {
  const n = v.length / 3;
  let x0 = Infinity, x1 = -Infinity;
  for (let k = 0; k < v.length; k += 3) {
    if (v[k]! < x0) x0 = v[k]!;
    if (v[k]! > x1) x1 = v[k]!;
  }
  if (n === 0) return { vertices: v, starts: new Uint32Array(2), x0: 0, width: 1 };
  const count = Math.max(1, Math.min(MAX_SLABS, Math.ceil(n / PER_SLAB)));
  const width = Math.max((x1 - x0) / count, 1e-6);
  const slabOf = new Uint8Array(n);
  const starts = new Uint32Array(count + 1);
  for (let i = 0; i < n; i++) {
    const s = Math.min(count - 1, Math.floor((v[i * 3]! - x0) / width));
    slabOf[i] = s;
    starts[s + 1]!++;
  }
  for (let s = 0; s < count; s++) starts[s + 1]! += starts[s]!;
  const next = starts.slice(0, count);
  const vertices = new Float32Array(v.length);
  for (let i = 0; i < n; i++) {
    const o = next[slabOf[i]!]!++ * 3;
    vertices[o] = v[i * 3]!;
    vertices[o + 1] = v[i * 3 + 1]!;
    vertices[o + 2] = v[i * 3 + 2]!;
  }
  return { vertices, starts, x0, width };
}
