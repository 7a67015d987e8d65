import { BOARD_SIZE, type Board, type Square } from './Board.ts';
import { legalMoves } from './legalMoves.ts';
import type { Occupancy } from './occupancy.ts';
import type { BoardPiece } from './PlayPiece.ts';

/** How many moves `piece` needs to reach each square, and the square it comes from on one shortest way there. */
export interface MoveMap {
  /** Moves from the start to each square; -1 where it cannot get within the limit. */
  readonly moves: readonly number[];
  /** The square before each one on a shortest way; -1 for the start and unreached squares. */
  readonly previous: readonly number[];
}

/**
 * Breadth-first search over `piece`'s legal moves, with every other Piece
 * standing still, up to `maxMoves` moves, from its square or from several
 * starts at once. Moves are reversible (the same line, the same squares
 * passed), so distances from a set of goal squares are also distances to it.
 * Used to plan: how far an attack square is, how far an enemy could come.
 */
export function movesFrom(board: Board, occ: Occupancy, piece: BoardPiece, maxMoves: number, start: Square | readonly Square[] = piece.at): MoveMap {
  const moves = new Array<number>(BOARD_SIZE * BOARD_SIZE).fill(-1);
  const previous = new Array<number>(BOARD_SIZE * BOARD_SIZE).fill(-1);
  let frontier: Square[] = typeof start === 'number' ? [start] : [...new Set(start)];
  for (const s of frontier) moves[s] = 0;
  for (let depth = 1; depth <= maxMoves && frontier.length > 0; depth++) {
    const next: Square[] = [];
    for (const from of frontier) {
      for (const to of legalMoves(board, occ, piece, from)) {
        if (moves[to] !== -1) continue;
        moves[to] = depth;
        previous[to] = from;
        next.push(to);
      }
    }
    frontier = next;
  }
  return { moves, previous };
}

/** The squares on the way from the start to `to`, the start excluded. */
export function pathTo(map: MoveMap, to: Square): Square[] {
  const out: Square[] = [];
  for (let s = to; map.previous[s] !== -1; s = map.previous[s]!) out.unshift(s);
  return out;
}
