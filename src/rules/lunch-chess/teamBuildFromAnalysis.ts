import type { PieceAnalysis } from '../block-duel-chess/analyzePiece.ts';
import type { TeamBuild } from './assignRoles.ts';

/** A build on a chess side, ranked by its Block Duel Chess Value (V) with how that Value was made and the Element it was made with. */
export function teamBuildFromAnalysis(analysis: PieceAnalysis, name: string): TeamBuild {
  const v = analysis.stats.V;
  return { name, value: v.value, valueWorked: `V ${v.value} = ${v.worked}, ${analysis.element}` };
}
