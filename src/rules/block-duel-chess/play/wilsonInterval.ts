/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * The Wilson score interval for a proportion, `successes` out of `n`: unlike
 * p +/- z*sqrt(p(1-p)/n) it stays inside [0, 1] and is honest at 0% and 100%,
 * which duels between unequal pieces often reach.
 */
export function wilsonInterval(successes: number, n: number, z = Z95): readonly [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At 0 and n the bounds are exactly 0 and 1; floating point would leave 1e-17 or 0.9999999999999999.
  return [successes === 0 ? 0 : Math.max(0, centre - half), successes === n ? 1 : Math.min(1, centre + half)];
}
