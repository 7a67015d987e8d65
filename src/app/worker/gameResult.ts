import { analyzePiece } from '../../rules/block-duel-chess/analyzePiece.ts';
import type { ConnectionGraph } from '../../analysis/findConnections.ts';
import type { FoundPiece } from '../../analysis/findPieces.ts';
import { analyzeMember, splitModel } from '../../rules/block-duel-chess/analyzeTeam.ts';
import { emptyCorrections, type Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import { gameExport, type GameExportInput } from '../../export/gameExport.ts';
import type { Model } from '../../ldraw/buildModel.ts';
import { readBloxBoard } from '../../rules/blox/readBloxBoard.ts';
import { castleWarUnit } from '../../rules/castle-war/castleWarUnit.ts';
import { teamBuildFromAnalysis } from '../../rules/lunch-chess/teamBuildFromAnalysis.ts';
import type { GameName, GameResult } from './protocol.ts';

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
 * card is the printable card's content, null for Blox (a board, not a piece); view the same figures as tables.
 */
export function gameResult(model: Model, name: string, graph: ConnectionGraph, game: GameName, corrections: Corrections = emptyCorrections()): GameResult {
  // Split once: the export reads each piece, and the card is of one of them.
  const pieces = game === 'blox' ? [] : splitModel(model, graph).pieces;
  const input = exportInput(model, name, graph, game, corrections, pieces);
  if ('error' in input) return noGameResult(`${name}: ${input.error}`);
  const output = gameExport(input);
  if ('problems' in output) return noGameResult(output.problems.join('; '));
  // The piece of a file of several that the card is of, found by the name the export gave it.
  const cardPiece = pieces.length > 1 ? (pieces.find((p) => label(name, p) === output.card?.source)?.number ?? null) : null;
  return { ...output, cardPiece };
}


/** A build the game cannot read: why, and nothing to download or draw. */
export function noGameResult(text: string): GameResult {
  return { text, json: null, view: null, card: null, cardPiece: null };
}

/** How the export names a piece of a file of several: "file#N name". */
const label = (name: string, piece: FoundPiece) => `${name}#${piece.number} ${piece.name}`;

function exportInput(model: Model, name: string, graph: ConnectionGraph, game: GameName, corrections: Corrections, pieces: readonly FoundPiece[]): GameExportInput | { error: string } {
  const several = pieces.length > 1 ? pieces : undefined;
  switch (game) {
    case 'castle-war':
      if (several) return { game, units: several.map((piece) => ({ file: label(name, piece), unit: castleWarUnit(piece.parts.map((i) => model.parts[i]!), { corrections: corrections.parts }) })) };
      return { game, units: [{ file: name, unit: castleWarUnit(model.parts, { corrections: corrections.parts }) }] };
    case 'blox': {
      const position = readBloxBoard(model.parts, { colourName: (code) => model.loaded.colours.resolve(code).name, neutralColours: [] });
      if ('error' in position) return position;
      return { game, positions: [{ file: name, position }] };
    }
    case 'lunch-chess':
    case 'davey-drehs':
      // The connections are the same with or without corrections: the worker keeps them, the analysis reuses them.
      if (several) return { game, builds: several.map((piece) => teamBuildFromAnalysis(analyzeMember(model, graph, piece, { corrections }), label(name, piece))), chosen: [] };
      return { game, builds: [teamBuildFromAnalysis(analyzePiece(model, { graph, corrections }), name)], chosen: [] };
    default: {
      const never: never = game;
      return never;
    }
  }
}
