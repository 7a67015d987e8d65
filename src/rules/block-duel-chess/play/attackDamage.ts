import type { Board, Square } from './Board.ts';
import { damage } from './damage.ts';
import { elementSquareBonus } from './elementSquareBonus.ts';
import type { BoardPiece } from './PlayPiece.ts';

/** The damage `attacker`, standing on `from`, does to `target` where it stands: section VI.D with the bonus squares of both. */
export function attackDamage(board: Board, attacker: BoardPiece, from: Square, target: BoardPiece): number {
  const a = attacker.spec;
  const t = target.spec;
  return damage(
    { A: a.A + elementSquareBonus(a.element, board.cells[from]!), D: a.D, element: a.element },
    { A: t.A, D: t.D + elementSquareBonus(t.element, board.cells[target.at]!), element: t.element },
  );
}
