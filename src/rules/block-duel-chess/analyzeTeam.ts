import type { Model } from '../../ldraw/buildModel.ts';
import { findConnections, subgraph, type ConnectionGraph } from '../../analysis/findConnections.ts';
import { findPieces, type FoundPiece, type PieceSplit } from '../../analysis/findPieces.ts';
import { pieceTraits } from '../../analysis/pieceTraits.ts';
import { modelName } from '../../analysis/pieceName.ts';
import { analyzePiece, type AnalyzeOptions, type PieceAnalysis } from './analyzePiece.ts';
import type { Corrections } from './correctionsFile.ts';

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

type TeamOptions = Omit<AnalyzeOptions, 'graph'> & { readonly graph?: ConnectionGraph };

/**
 * Finds every piece a player would put on the board in a model and analyzes
 * each on its own (a file that holds one piece gives a team of one). The
 * connection graph is found once for the whole file and cut per piece.
 */
export function analyzeTeam(model: Model, options: TeamOptions = {}): TeamAnalysis {
  const graph = options.graph ?? findConnections(model.parts);
  const split = splitModel(model, graph);
  const members = split.pieces.map((piece) => ({ piece, analysis: analyzeMember(model, graph, piece, options) }));
  return { split, members, graph };
}

/** The pieces of a model; each is named after its submodel, else after the model (its first MPD block, or the file where that says nothing). */
export function splitModel(model: Model, graph: ConnectionGraph): PieceSplit {
  return findPieces(model.parts, graph, modelName([model.loaded.blockNames[0], model.loaded.fileName]), pieceTraits(model.parts, model.loaded.colours));
}

/**
 * One piece analyzed alone: its parts as a model, the file's graph cut to
 * them, and only the corrections of its own parts (the other pieces' would be
 * reported as stale; those of parts gone from the file still are).
 */
export function analyzeMember(model: Model, graph: ConnectionGraph, piece: FoundPiece, options: TeamOptions = {}): PieceAnalysis {
  const { graph: _, corrections, ...rest } = options;
  const own = corrections ? pieceCorrections(corrections, model, piece) : undefined;
  const alone = memberModel(model, graph, piece);
  return analyzePiece(alone.model, { ...rest, ...(own ? { corrections: own } : {}), graph: alone.graph });
}

/** A piece's parts as a model of their own, with the file's connection graph cut to them. */
export function memberModel(model: Model, graph: ConnectionGraph, piece: FoundPiece): { model: Model; graph: ConnectionGraph } {
  const cut = subgraph(graph, piece.parts);
  // A piece that is the whole file, in order (subgraph then gives the file's own graph), is the file: what was worked
  // out of its parts stays worked out.
  return { model: cut === graph ? model : { ...model, parts: piece.parts.map((i) => model.parts[i]!) }, graph: cut };
}

/** The corrections of a piece's parts, and of parts no longer in the file; the Element and the front as they are. */
export function pieceCorrections(corrections: Corrections, model: Model, piece: FoundPiece): Corrections {
  const mine = new Set(piece.parts.map((i) => model.parts[i]!.id));
  const all = new Set(model.parts.map((p) => p.id));
  return { ...corrections, parts: Object.fromEntries(Object.entries(corrections.parts).filter(([id]) => mine.has(id) || !all.has(id))) };
}
