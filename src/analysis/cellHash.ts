/**
 * A small non-negative integer for a grid cell (and, optionally, a fourth
 * number such as a part's kind). V8 keeps such keys unboxed in a Map, where a
 * key packed into a 50-bit number is boxed and hashed as a double on every
 * lookup. Different cells can share a hash, rarely: a lookup must check the
 * cell of what it finds.
 */
export function cellHash(x: number, y: number, z: number, w = 0): number {
  return (Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca77) ^ Math.imul(z, 0xc2b2ae3d) ^ Math.imul(w, 0x27d4eb2f)) & 0x3fffffff;
}
