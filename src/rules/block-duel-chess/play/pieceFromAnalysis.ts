import type { PieceAnalysis } from '../analyzePiece.ts';
import type { PieceSpec } from './PlayPiece.ts';

/** The data sheet a duel needs, from an analyzed build: final values (Element and Colour Bonus included) and both directions. */
export function pieceFromAnalysis(analysis: PieceAnalysis, name: string): PieceSpec {
  const s = analysis.stats;
  return {
    name,
    element: analysis.element,
    H: s.H.value,
    V: s.V.value,
    A: s.A.value,
    D: s.D.value,
    M: s.M.value,
    R: s.R.value,
    // The analysis always sets both; cross is the rules' most common direction should one be missing.
    moveDirection: s.M.direction ?? 'cross',
    rangeDirection: s.R.direction ?? 'cross',
  };
}
