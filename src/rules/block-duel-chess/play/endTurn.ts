import type { DuelState } from './DuelState.ts';
import { otherSide } from './PlayPiece.ts';

/** The other duelist's turn; the turn number goes up when play returns to whoever went first. Unspent Power is kept. */
export function endTurn(state: DuelState): DuelState {
  const next = otherSide(state.toMove);
  return { ...state, toMove: next, turn: next === state.first ? state.turn + 1 : state.turn, acted: [] };
}
