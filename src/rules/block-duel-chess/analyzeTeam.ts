import type { Model } from '../../ldraw/buildModel.ts';
import { findConnections, subgraph, type ConnectionGraph } from '../../analysis/findConnections.ts';
import { findPieces, type FoundPiece, type PieceSplit } from '../../analysis/findPieces.ts';
import { analyzePiece, type AnalyzeOptions, type PieceAnalysis } from './analyzePiece.ts';

export interface TeamMember {
  readonly piece: FoundPiece;
  readonly analysis: PieceAnalysis;
}

/** Every piece of a file, each with its data sheet. */
export interface TeamAnalysis {
  readonly split: PieceSplit;
  readonly members: readonly TeamMember[];
  readonly graph: ConnectionGraph;
}

/**
 * Finds every piece a player would put on the board in a model and analyzes
 * each on its own (a file that holds one piece gives a team of one). The
 * connection graph is found once for the whole file and cut per piece.
 */
export function analyzeTeam(model: Model, options: Omit<AnalyzeOptions, 'graph'> & { readonly graph?: ConnectionGraph } = {}): TeamAnalysis {
  const graph = options.graph ?? findConnections(model.parts);
  const split = findPieces(model.parts, graph, mainName(model));
  const members = split.pieces.map((piece) => ({
    piece,
    analysis: analyzePiece({ ...model, parts: piece.parts.map((i) => model.parts[i]!) }, { ...options, graph: subgraph(graph, piece.parts) }),
  }));
  return { split, members, graph };
}

/** The model's own name: its first MPD block, or the file name. */
function mainName(model: Model): string {
  return model.loaded.blockNames[0] ?? model.loaded.fileName;
}
