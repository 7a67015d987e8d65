import type { ConnectionGraph } from '../../analysis/findConnections.ts';
import type { FoundPiece, PieceSplit } from '../../analysis/findPieces.ts';
import { analyzeMember } from '../../rules/block-duel-chess/analyzeTeam.ts';
import type { Model } from '../../ldraw/buildModel.ts';
import { analyzePiece, type PieceAnalysis } from '../../rules/block-duel-chess/analyzePiece.ts';
import type { Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import type { AnalysisSettings, ElementStats, TeamSummary } from './protocol.ts';

const STATS = ['H', 'V', 'A', 'D', 'M', 'R'] as const;

/** Whether the viewer offers the pieces: the file holds more than one, or one with scenery or loose parts beside it. */
export function offersPieces(split: PieceSplit, partCount: number): boolean {
  return split.pieces.length > 1 || (split.pieces.length === 1 && split.pieces[0]!.parts.length < partCount);
}

/** One piece of the file analyzed alone, with the corrections of its own parts (analyzeMember). */
export function analyzeFilePiece(model: Model, graph: ConnectionGraph, piece: FoundPiece, settings: AnalysisSettings): PieceAnalysis {
  return analyzeMember(model, graph, piece, analyzeOptions(settings, settings.corrections));
}

/** The whole file analyzed as one build, as before pieces were found. */
export function analyzeWholeFile(model: Model, graph: ConnectionGraph, settings: AnalysisSettings): PieceAnalysis {
  return analyzePiece(model, { ...analyzeOptions(settings, settings.corrections), graph });
}

function analyzeOptions(settings: AnalysisSettings, corrections: Corrections) {
  return { corrections, ...(settings.element ? { element: settings.element } : {}), ...(settings.rules ? { rules: settings.rules } : {}) };
}

/**
 * The final values under every Element the analysis' colours allow, best Colour Bonus first: the chosen
 * Element's from the analysis itself, each other one analyzed again with that Element asked for.
 */
export function elementStats(analysis: PieceAnalysis, settings: AnalysisSettings, analyze: (settings: AnalysisSettings) => PieceAnalysis): ElementStats[] {
  return analysis.elementChoices.map((choice) => {
    const a = choice.element === analysis.element ? analysis : analyze({ ...settings, element: choice.element });
    return { element: choice.element, colourBonus: choice.colourBonus, stats: finals(a) };
  });
}

const finals = (a: PieceAnalysis) => Object.fromEntries(STATS.map((s) => [s, a.stats[s].value])) as Record<(typeof STATS)[number], number>;

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
        stats: finals(a),
      };
    }),
    scenery: split.scenery.length,
    loose: split.loose.length,
  };
}
