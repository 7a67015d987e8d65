/**
 * The SP Undercover Cruiser (5983) in its undercover mode, as that file places its parts: the cockpit module swung
 * up, so the bubble canopy looks mostly at the sky and a little back over the craft; behind it the two bent beams
 * with their cones, and the rear body's two jet engine cylinders. Trimmed to those parts, moved 600 LDU along X.
 */
export const UNDERCOVER_COCKPIT = [
  '1 8 0 58.92 -77.848 0 0 1 0.916 0.4 0 -0.4 0.916 0 3795.dat',
  '1 6 0 34.2 -84.504 0 0 1 0.916 0.4 0 -0.4 0.916 0 3020.dat',
  '1 15 0 3.52 -79.832 -1 0 0 0 0.4 0.916 0 0.916 -0.4 48336.dat',
  '1 15 0 -9.28 -109.144 -1 0 0 0 0.4 0.916 0 0.916 -0.4 3039.dat',
  '1 15 -30 18.2 -121.144 0 0 1 0.916 0.4 0 -0.4 0.916 0 3004.dat',
  '1 15 30 18.2 -121.144 0 0 1 0.916 0.4 0 -0.4 0.916 0 3004.dat',
  '1 15 -30 100.64 -157.144 1 0 0 0 0.4 -0.916 0 0.916 0.4 2357.dat',
  '1 15 30 100.64 -157.144 0 0 -1 -0.916 0.4 0 0.4 0.916 0 2357.dat',
  '1 33 0 95.04 -169.968 -1 0 0 0 0.4 0.916 0 0.916 -0.4 87752.dat',
  '1 8 -70 10 33.285 -1 0 0 0 0 1 0 1 0 32526.dat',
  '1 1 -70 30 43.285 0 1 0 0 0 1 1 0 0 4274.dat',
  '1 1 -70 50 43.285 0 1 0 0 0 1 1 0 0 4274.dat',
  '1 1 -70 70 43.285 0 1 0 0 0 1 1 0 0 4274.dat',
  '1 34 -70 30 67.285 0 0 -1 1 0 0 0 -1 0 4589.dat',
  '1 34 -70 50 67.285 0 0 -1 1 0 0 0 -1 0 4589.dat',
  '1 34 -70 70 67.285 0 0 -1 1 0 0 0 -1 0 4589.dat',
  '1 8 70 10 33.285 1 0 0 0 0 1 0 -1 0 32526.dat',
  '1 1 70 70 43.285 0 -1 0 0 0 -1 1 0 0 4274.dat',
  '1 1 70 50 43.285 0 -1 0 0 0 -1 1 0 0 4274.dat',
  '1 1 70 30 43.285 0 -1 0 0 0 -1 1 0 0 4274.dat',
  '1 34 70 70 67.285 0 0 1 -1 0 0 0 -1 0 4589.dat',
  '1 34 70 50 67.285 0 0 1 -1 0 0 0 -1 0 4589.dat',
  '1 34 70 30 67.285 0 0 1 -1 0 0 0 -1 0 4589.dat',
  '1 15 -114 18 233.285 0 1 0 1 0 0 0 0 -1 30360.dat',
  '1 15 114 18 233.285 0 -1 0 -1 0 0 0 0 -1 30360.dat',
];

/** The undercover mode's two half pins with bars out beside the beams, a cone on each bar's end, its pin end forward. */
export const UNDERCOVER_PIN_CONES = [
  '1 7 -110 90 43.285 0 0 1 0 -1 0 1 0 0 61184.dat',
  '1 34 -110 90 67.285 1 0 0 0 0 1 0 -1 0 4589.dat',
  '1 7 110 90 43.285 0 0 1 0 -1 0 1 0 0 61184.dat',
  '1 34 110 90 67.285 1 0 0 0 0 1 0 -1 0 4589.dat',
];
