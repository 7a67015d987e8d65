import type { ChessRole } from './ChessRole.ts';

/**
 * Lunch Chess hit points (seed 003, "Hit points"): "Pawn 1, Knight 3, Bishop 3,
 * Rook 5, Queen 9, King 15". The optional Princess (7) never starts on the
 * board, so no build is assigned one.
 */
export function hitPoints(role: ChessRole): number {
  switch (role) {
    case 'pawn':
      return 1;
    case 'knight':
    case 'bishop':
      return 3;
    case 'rook':
      return 5;
    case 'queen':
      return 9;
    case 'king':
      return 15;
    default: {
      const never: never = role;
      return never;
    }
  }
}
