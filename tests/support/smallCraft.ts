/**
 * A small craft as type-1 lines: a 6 x 6 deck (its top at y 0), a windscreen looking -Z, and a 1 x 2 brick on the
 * deck's front edge (z -60 to -40) for things to point out of the nose from.
 */
export const SMALL_CRAFT: readonly string[] = [
  '0 A deck with a windscreen and a nose brick',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat',
  '1 41 0 -48 0 1 0 0 0 1 0 0 0 1 3823.dat',
  '1 7 0 -24 -50 1 0 0 0 1 0 0 0 1 3004.dat',
];
