import type { Direction } from '../computeStats.ts';

/** One square's step along a line: column and row deltas. */
export interface Step {
  readonly dc: number;
  readonly dr: number;
}

const CROSS: readonly Step[] = [
  { dc: 0, dr: 1 },
  { dc: 1, dr: 0 },
  { dc: 0, dr: -1 },
  { dc: -1, dr: 0 },
];
const DIAGONAL: readonly Step[] = [
  { dc: 1, dr: 1 },
  { dc: 1, dr: -1 },
  { dc: -1, dr: -1 },
  { dc: -1, dr: 1 },
];
const EIGHT_WAY: readonly Step[] = [...CROSS, ...DIAGONAL];

/**
 * Sections IV.H and IV.I: cross (+) moves or shoots along rows and columns,
 * diagonal cross (X) along diagonals, 8-way (*) along both, like a queen.
 */
export function directionSteps(direction: Direction): readonly Step[] {
  switch (direction) {
    case 'cross':
      return CROSS;
    case 'diagonal-cross':
      return DIAGONAL;
    case '8-way':
      return EIGHT_WAY;
    default: {
      const never: never = direction;
      return never;
    }
  }
}
