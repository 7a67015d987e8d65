import { subgraph, type ConnectionGraph } from '../../analysis/findConnections.ts';
import { findPieces, type FoundPiece, type PieceSplit } from '../../analysis/findPieces.ts';
import type { Model } from '../../ldraw/buildModel.ts';
import { analyzePiece, type PieceAnalysis } from '../../rules/block-duel-chess/analyzePiece.ts';
import type { Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import type { AnalysisSettings, TeamSummary } from './protocol.ts';

const STATS = ['H', 'V', 'A', 'D', 'M', 'R'] as const;

/** The file's pieces, as analyzeTeam finds them: the model's own name is its first MPD block, or the file name. */
export function splitFile(model: Model, graph: ConnectionGraph): PieceSplit {
  return findPieces(model.parts, graph, model.loaded.blockNames[0] ?? model.loaded.fileName);
}

/** Whether the viewer offers the pieces: the file holds more than one, or one with scenery or loose parts beside it. */
export function offersPieces(split: PieceSplit, partCount: number): boolean {
  return split.pieces.length > 1 || (split.pieces.length === 1 && split.pieces[0]!.parts.length < partCount);
}

/**
 * One piece of the file analyzed alone, as analyzeTeam analyzes each member
 * (its parts as a model, the file's graph cut to them). Only the corrections
 * of its own parts are applied: the other pieces' would be reported as stale.
 * Corrections of parts the file no longer has still are.
 */
export function analyzeFilePiece(model: Model, graph: ConnectionGraph, piece: FoundPiece, settings: AnalysisSettings): PieceAnalysis {
  const alone = pieceAlone(model, graph, piece);
  return analyzePiece(alone.model, { ...analyzeOptions(settings, pieceCorrections(settings.corrections, model, piece)), graph: alone.graph });
}

/** A piece's parts as a model of their own, with the file's connection graph cut to them (as analyzeTeam does). */
export function pieceAlone(model: Model, graph: ConnectionGraph, piece: FoundPiece): { model: Model; graph: ConnectionGraph } {
  return { model: { ...model, parts: piece.parts.map((i) => model.parts[i]!) }, graph: subgraph(graph, piece.parts) };
}

/** The whole file analyzed as one build, as before pieces were found. */
export function analyzeWholeFile(model: Model, graph: ConnectionGraph, settings: AnalysisSettings): PieceAnalysis {
  return analyzePiece(model, { ...analyzeOptions(settings, settings.corrections), graph });
}

function analyzeOptions(settings: AnalysisSettings, corrections: Corrections) {
  return { corrections, ...(settings.element ? { element: settings.element } : {}), ...(settings.rules ? { rules: settings.rules } : {}) };
}

/** The corrections of the piece's parts, and of parts no longer in the file; the piece's Element and front as they are. */
export function pieceCorrections(corrections: Corrections, model: Model, piece: FoundPiece): Corrections {
  const mine = new Set(piece.parts.map((i) => model.parts[i]!.id));
  const all = new Set(model.parts.map((p) => p.id));
  const parts = Object.fromEntries(Object.entries(corrections.parts).filter(([id]) => mine.has(id) || !all.has(id)));
  return { ...corrections, parts };
}

/** The team summary of a split whose pieces were analyzed (analyses in the order of split.pieces). */
export function teamSummary(split: PieceSplit, analyses: readonly PieceAnalysis[]): TeamSummary {
  return {
    pieces: split.pieces.map((piece, k) => {
      const a = analyses[k]!;
      return {
        number: piece.number,
        name: piece.name,
        reason: piece.reason,
        parts: piece.parts,
        element: a.element,
        stats: Object.fromEntries(STATS.map((s) => [s, a.stats[s].value])) as Record<(typeof STATS)[number], number>,
      };
    }),
    scenery: split.scenery.length,
    loose: split.loose.length,
    notes: split.notes,
  };
}
