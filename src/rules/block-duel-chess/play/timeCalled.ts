import type { DuelState } from './DuelState.ts';
import type { Side } from './PlayPiece.ts';

/** Section VI.B.5.c: a side's score when time is called, its Power plus its Pieces' Health. */
export function timeCalledScore(state: DuelState, side: Side): number {
  return state.power[side] + state.pieces.reduce((n, p) => (p.side === side ? n + p.health : n), 0);
}

/** The higher score wins; the rules name no tie-break, so equal scores are a draw. */
export function timeCalledWinner(state: DuelState): Side | 'draw' {
  const a = timeCalledScore(state, 'A');
  const b = timeCalledScore(state, 'B');
  return a === b ? 'draw' : a > b ? 'A' : 'B';
}
