import { colOf, isObstacle, onBoard, rowOf, squareAt, type Board, type Square } from './Board.ts';
import { directionSteps } from './directionSteps.ts';
import type { Occupancy } from './occupancy.ts';
import type { BoardPiece } from './PlayPiece.ts';

/**
 * Section VI.C: the squares `piece` can move to in one move from `from`
 * (its own square unless planning ahead): up to M squares along one line of
 * its Movement direction.
 * - Obstacles and enemy Pieces end the line: no jumping them (VI.C.1).
 * - Friendly Pieces can be jumped when M > 1, landing on an empty square
 *   further along the same line within M (VI.C.2's "nearby empty space within
 *   the Piece's Movement path"); with M = 1 there is no path to land on.
 * - No move ends on an occupied square. `piece` itself never counts as in the way.
 * Destinations come out in a fixed order (line by line, near to far).
 */
export function legalMoves(board: Board, occ: Occupancy, piece: BoardPiece, from: Square = piece.at): Square[] {
  const out: Square[] = [];
  const { M, moveDirection } = piece.spec;
  const c0 = colOf(from);
  const r0 = rowOf(from);
  for (const { dc, dr } of directionSteps(moveDirection)) {
    for (let k = 1; k <= M; k++) {
      const c = c0 + dc * k;
      const r = r0 + dr * k;
      if (!onBoard(c, r)) break;
      const s = squareAt(c, r);
      if (isObstacle(board.cells[s]!)) break;
      const there = occ[s];
      if (there && there.id !== piece.id) {
        if (there.side !== piece.side || M <= 1) break;
        continue; // a friend: jump it if an empty square follows within M
      }
      out.push(s);
    }
  }
  return out;
}
