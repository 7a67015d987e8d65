import type { Direction } from '../computeStats.ts';
import type { ElementName } from '../elements.ts';
import type { Square } from './Board.ts';

export type Side = 'A' | 'B';

export function otherSide(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}

/** A Piece's data sheet (section IV), as the game needs it: the final values, after Element and Colour Bonus. */
export interface PieceSpec {
  readonly name: string;
  readonly element: ElementName;
  readonly H: number;
  readonly V: number;
  readonly A: number;
  readonly D: number;
  readonly M: number;
  readonly R: number;
  /** The direction of Movement, from the Base (IV.H). */
  readonly moveDirection: Direction;
  /** The direction of Range, from the highest Weapon level (IV.I). */
  readonly rangeDirection: Direction;
}

/** A Piece on the board: its sheet, where it stands and the Health it has left. Destroyed Pieces leave the board. */
export interface BoardPiece {
  /** Unique within a duel; also the order in which the policy looks at Pieces, so play is deterministic. */
  readonly id: number;
  readonly side: Side;
  readonly spec: PieceSpec;
  readonly at: Square;
  readonly health: number;
}
