import { advantage, type ElementName } from '../elements.ts';
import type { Cell } from './Board.ts';

/**
 * Section V: bonus squares "boost a Piece's Attack and Defense based on
 * Element" and "weaken" them "if its Element is weaker than the Element present
 * in the spot". The rules give no numbers; brickstats uses 5, the size of one
 * Colour Bonus, about a tenth of a minifig's A - D.
 */
export const ELEMENT_SQUARE_BONUS = 5;

/**
 * What a Piece standing on `cell` adds to both its A and D:
 * +5 when its Element is the square's or has Elemental Advantage over it,
 * -5 when the square's Element has the advantage over the Piece's, 0 otherwise.
 */
export function elementSquareBonus(pieceElement: ElementName, cell: Cell): number {
  if (cell.kind !== 'element') return 0;
  if (cell.element === pieceElement) return ELEMENT_SQUARE_BONUS;
  const edge = advantage(pieceElement, cell.element);
  switch (edge) {
    case 1:
      return ELEMENT_SQUARE_BONUS;
    case -1:
      return -ELEMENT_SQUARE_BONUS;
    case 0:
      return 0;
    default: {
      const never: never = edge;
      return never;
    }
  }
}
