/** The rules' rounding: to the nearest whole number, halves up (5.5 becomes 6). Measuring and the stats both use it. */
export function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5 + 1e-9);
}
