import type { Action } from './Action.ts';
import { BOARD_SIZE, colOf, rowOf, squareAt, type Board, type Square } from './Board.ts';
import type { DuelState } from './DuelState.ts';
import { otherSide } from './PlayPiece.ts';

/** The square seen from the other side of the board: rows flipped, columns kept (the home rows face each other). */
export function mirrorSquare(square: Square): Square {
  return squareAt(colOf(square), BOARD_SIZE - 1 - rowOf(square));
}

const mirroredBoards = new WeakMap<Board, Board>();

function mirrorBoard(board: Board): Board {
  let out = mirroredBoards.get(board);
  if (!out) {
    out = { cells: board.cells.map((_, s) => board.cells[mirrorSquare(s)]!) };
    mirroredBoards.set(board, out);
  }
  return out;
}

/**
 * The same duel with the sides swapped and the board turned round, so that
 * side B can be played by the very code that plays side A. A policy that
 * breaks ties by square order or direction order would otherwise favour one
 * side; through the mirror, identical teams get identical play. Mirrored
 * boards are cached, so per-board caches (hazards) keep working.
 */
export function mirrorState(state: DuelState): DuelState {
  return {
    ...state,
    board: mirrorBoard(state.board),
    pieces: state.pieces.map((p) => ({ ...p, side: otherSide(p.side), at: mirrorSquare(p.at) })),
    power: { A: state.power.B, B: state.power.A },
    destroyed: { A: state.destroyed.B, B: state.destroyed.A },
    first: otherSide(state.first),
    toMove: otherSide(state.toMove),
  };
}

/** An action chosen in the mirrored duel, as it reads on the real board. Piece ids are the same in both. */
export function mirrorAction(action: Action): Action {
  switch (action.kind) {
    case 'end-turn':
    case 'attack':
      return action;
    case 'move':
      return { ...action, to: mirrorSquare(action.to) };
    case 'move-attack':
      return { ...action, to: mirrorSquare(action.to) };
    default: {
      const never: never = action;
      return never;
    }
  }
}
