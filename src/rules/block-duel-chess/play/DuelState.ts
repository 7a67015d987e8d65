import type { Board } from './Board.ts';
import type { BoardPiece, Side } from './PlayPiece.ts';
import type { PlayRules } from './PlayRules.ts';

/** One side's number, e.g. its Power. */
export type PerSide<T> = { readonly A: T; readonly B: T };

/** Everything about a duel in progress. Immutable: every action makes a new state. */
export interface DuelState {
  readonly board: Board;
  readonly rules: PlayRules;
  /** The Pieces still on the board, in id order. */
  readonly pieces: readonly BoardPiece[];
  readonly power: PerSide<number>;
  /** Destroyed Pieces per side: they raise that side's P-Roll. */
  readonly destroyed: PerSide<number>;
  /** Who played the first turn. */
  readonly first: Side;
  readonly toMove: Side;
  /** Turn number from 1: turn n is each duelist's n-th turn. */
  readonly turn: number;
  /** Ids of the Pieces that have paid this turn (for the 'once' house rule). */
  readonly acted: readonly number[];
  /** The last turn in which any Piece lost Health (0 before any), for the stalemate rule. */
  readonly lastDamageTurn: number;
}

export function piecesOf(state: DuelState, side: Side): BoardPiece[] {
  return state.pieces.filter((p) => p.side === side);
}
