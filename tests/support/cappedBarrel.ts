/** Laid on its side, every part's top facing +Z: a build's layers run from its back (+Z) to its nose (-Z). */
export const SIDE = '-1 0 0 0 0 -1 0 -1 0';

/**
 * A barrel at the nose of a hull laid on its side, at x = `x`: a 1 x 1 brick, a round brick with its hollow stud in it,
 * an Antenna 4H whose tip sits in the round brick's open bottom, and a black 1 x 1 round plate on the antenna's base,
 * out at the muzzle (the way the Blacktron ship of set 6987 builds its nose guns). LDraw lines.
 */
export function cappedBarrel(x: number): string[] {
  return [`1 0 ${x} -30 -78 ${SIDE} 3005.dat`, `1 0 ${x} -30 -102 ${SIDE} 3062b.dat`, `1 14 ${x} -30 -212 ${SIDE} 3957a.dat`, `1 0 ${x} -30 -220 ${SIDE} 6141.dat`];
}
