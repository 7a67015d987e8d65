/**
 * Where most of the given aims point, one vote each, snapped to the four sides
 * (-Y is up, so only X and Z count); nothing for no aims or aims pointing
 * every way (their sum under half their number). A greebled hull's barrels
 * all round are thinned to its forward ones before they vote (findGuns).
 */
export function agreedAim(aims: readonly (readonly number[])[]): [number, number, number] | undefined {
  if (aims.length === 0) return undefined;
  let x = 0;
  let z = 0;
  for (const a of aims) {
    x += a[0]!;
    z += a[2]!;
  }
  if (Math.max(Math.abs(x), Math.abs(z)) < aims.length / 2) return undefined;
  return Math.abs(x) > Math.abs(z) ? [Math.sign(x), 0, 0] : [0, 0, Math.sign(z)];
}
