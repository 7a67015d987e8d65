import { analyzePiece } from '../../rules/block-duel-chess/analyzePiece.ts';
import type { ConnectionGraph } from '../../analysis/findConnections.ts';
import type { FoundPiece } from '../../analysis/findPieces.ts';
import { analyzeMember, splitModel } from '../../rules/block-duel-chess/analyzeTeam.ts';
import type { GameCard } from '../../export/gameCard.ts';
import { emptyCorrections, type Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import { gameExport, type GameExportInput } from '../../export/gameExport.ts';
import type { Model } from '../../ldraw/buildModel.ts';
import { readBloxBoard } from '../../rules/blox/readBloxBoard.ts';
import { castleWarUnit } from '../../rules/castle-war/castleWarUnit.ts';
import { teamBuildFromAnalysis } from '../../rules/lunch-chess/teamBuildFromAnalysis.ts';
import type { GameName } from './protocol.ts';

/**
 * The loaded model read as another game, as `brickstats export --game G <file>`
 * prints it for that one file with its default options: text and JSON text.
 * As the CLI reads it, a file of several pieces gives one Castle War unit and
 * one member of a chess side a piece ("file#N name"); a Blox board is always
 * the whole file, and so is a file of one piece. Unlike the CLI (which has no corrections
 * for export), it reads the build with the viewer's corrections, as the data sheet does: a
 * Castle War item corrected away is gone, the chess sides rank and score the corrected
 * analyses. With no corrections it prints what the CLI prints. A Blox board is read from its
 * blocks and colours, which no correction changes. json is null when the build cannot be read so;
 * card is the printable card's content, null for Blox (a board, not a piece).
 */
export function gameResult(model: Model, name: string, graph: ConnectionGraph, game: GameName, corrections: Corrections = emptyCorrections()): { text: string; json: string | null; card: GameCard | null } {
  const input = exportInput(model, name, graph, game, corrections);
  if ('error' in input) return { text: `${name}: ${input.error}`, json: null, card: null };
  const output = gameExport(input);
  if ('problems' in output) return { text: output.problems.join('; '), json: null, card: null };
  return output;
}

function exportInput(model: Model, name: string, graph: ConnectionGraph, game: GameName, corrections: Corrections): GameExportInput | { error: string } {
  const split = game === 'blox' ? undefined : splitModel(model, graph);
  const several = split !== undefined && split.pieces.length > 1 ? split.pieces : undefined;
  const label = (piece: FoundPiece) => `${name}#${piece.number} ${piece.name}`;
  switch (game) {
    case 'castle-war':
      if (several) return { game, units: several.map((piece) => ({ file: label(piece), unit: castleWarUnit(piece.parts.map((i) => model.parts[i]!), { corrections: corrections.parts }) })) };
      return { game, units: [{ file: name, unit: castleWarUnit(model.parts, { corrections: corrections.parts }) }] };
    case 'blox': {
      const position = readBloxBoard(model.parts, { colourName: (code) => model.loaded.colours.resolve(code).name, neutralColours: [] });
      if ('error' in position) return position;
      return { game, positions: [{ file: name, position }] };
    }
    case 'lunch-chess':
    case 'davey-drehs':
      // The connections are the same with or without corrections: the worker keeps them, the analysis reuses them.
      if (several) return { game, builds: several.map((piece) => teamBuildFromAnalysis(analyzeMember(model, graph, piece, { corrections }), label(piece))), chosen: [] };
      return { game, builds: [teamBuildFromAnalysis(analyzePiece(model, { graph, corrections }), name)], chosen: [] };
    default: {
      const never: never = game;
      return never;
    }
  }
}
