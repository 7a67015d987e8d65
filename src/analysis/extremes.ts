/**
 * The largest and smallest of many values. Math.max(...values) passes every value
 * as an argument and overflows the stack past about 125,000 of them: a big build's
 * parts, which the reader allows up to 200,000 of.
 */
export function largest(values: Iterable<number>): number {
  let out = -Infinity;
  for (const v of values) {
    if (Number.isNaN(v)) return NaN;
    if (v > out) out = v;
  }
  return out;
}

/** See largest: Infinity for no values, as Math.min() gives. */
export function smallest(values: Iterable<number>): number {
  let out = Infinity;
  for (const v of values) {
    if (Number.isNaN(v)) return NaN;
    if (v < out) out = v;
  }
  return out;
}
