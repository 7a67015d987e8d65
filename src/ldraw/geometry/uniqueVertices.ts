import type { PartGeometry } from './PartGeometry.ts';

const cache = new WeakMap<PartGeometry, Float32Array>();

/**
 * The distinct vertices of a part's triangles (each appears in ~6 triangles),
 * computed once per geometry: transforming these instead of every triangle
 * corner makes the bounds of rotated parts several times cheaper.
 */
export function uniqueVertices(geometry: PartGeometry): Float32Array {
  let unique = cache.get(geometry);
  if (!unique) {
    unique = dedupe(geometry.triangles);
    cache.set(geometry, unique);
  }
  return unique;
}

let scratchTable = new Int32Array(1 << 16);
let scratchOut = new Float32Array(1 << 16);

function dedupe(points: Float32Array): Float32Array {
  const count = points.length / 3;
  // Vertices are compared by their exact float bits, through an open-addressing table.
  const bits = new Int32Array(points.buffer, points.byteOffset, points.length);
  let size = 16;
  while (size < count * 2) size <<= 1;
  // Reused scratch: only the result is allocated per part.
  if (scratchTable.length < size) scratchTable = new Int32Array(size);
  if (scratchOut.length < points.length) scratchOut = new Float32Array(points.length);
  const table = scratchTable;
  table.fill(-1, 0, size);
  const out = scratchOut;
  let n = 0;
  for (let v = 0; v < count; v++) {
    const x = bits[v * 3]!, y = bits[v * 3 + 1]!, z = bits[v * 3 + 2]!;
    // Round numbers have all-zero low mantissa bits: mix the high bits down before masking.
    let h = Math.imul(x, 73856093) ^ Math.imul(y, 19349663) ^ Math.imul(z, 83492791);
    h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
    h = (h ^ (h >>> 16)) & (size - 1);
    for (;;) {
      const slot = table[h]!;
      if (slot < 0) {
        table[h] = v;
        out[n * 3] = points[v * 3]!;
        out[n * 3 + 1] = points[v * 3 + 1]!;
        out[n * 3 + 2] = points[v * 3 + 2]!;
        n++;
        break;
      }
      if (bits[slot * 3] === x && bits[slot * 3 + 1] === y && bits[slot * 3 + 2] === z) break;
      h = (h + 1) & (size - 1);
    }
  }
  return out.slice(0, n * 3);
}
