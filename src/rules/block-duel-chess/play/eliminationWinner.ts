import type { DuelState } from './DuelState.ts';
import type { Side } from './PlayPiece.ts';

/** Section VI.B.5.a: the side whose opponent has no Pieces left, if any. */
export function eliminationWinner(state: DuelState): Side | undefined {
  const a = state.pieces.some((p) => p.side === 'A');
  const b = state.pieces.some((p) => p.side === 'B');
  if (a && !b) return 'A';
  if (b && !a) return 'B';
  return undefined;
}
