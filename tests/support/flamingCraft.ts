/**
 * A faceless craft drawn nose to +Z: a 2 x 6 plate along Z, a 2 x 4 brick on it, at its -Z end a Technic brick with
 * a hole holding a "Flame 7L with Bar" by its bar, the flame trailing out along -Z (that flame runs up its own -Y), and
 * at its +Z end a brick with a stud on its side facing +Z, for a tests' nose to plug on.
 */
export const FLAMING_CRAFT: readonly string[] = [
  '0 FILE craft.ldr',
  '1 0 0 0 0 0 0 1 0 1 0 -1 0 0 3795.dat',
  '1 0 0 -24 0 0 0 1 0 1 0 -1 0 0 3001.dat',
  '1 0 0 -24 -50 1 0 0 0 1 0 0 0 1 6541.dat',
  '1 57 0 -12 -60 1 0 0 0 0 -1 0 1 0 85959p02.dat',
  '1 0 0 -24 50 -1 0 0 0 1 0 0 0 -1 87087.dat',
];
