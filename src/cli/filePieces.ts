import { findConnections } from '../analysis/findConnections.ts';
import type { FoundPiece, PieceSplit } from '../analysis/findPieces.ts';
import type { Model, ModelPart } from '../ldraw/buildModel.ts';
import { analyzePiece, type AnalyzeOptions, type PieceAnalysis } from '../rules/block-duel-chess/analyzePiece.ts';
import { analyzeMember, splitModel } from '../rules/block-duel-chess/analyzeTeam.ts';
import { UserError } from './UserError.ts';

/** A piece of a file, analyzed. */
export interface FilePiece {
  /** Its number as `findPieces` (and `brickstats pieces`) numbers it, largest first. */
  readonly number: number;
  readonly name: string;
  readonly parts: readonly ModelPart[];
  readonly analysis: PieceAnalysis;
}

export interface FilePieces {
  readonly split: PieceSplit;
  /**
   * The file holds one piece and nothing was picked: it reads as one data sheet. The piece is
   * analyzed alone: the ground it stands on and loose parts beside it are no part of it.
   */
  readonly whole: boolean;
  readonly pieces: readonly FilePiece[];
}

/** Pieces `from` to `to` of a file, counted from 1. */
export interface PieceRange {
  readonly from: number;
  readonly to: number;
}

/**
 * The pieces of a model, each analyzed on its own (as analyzeTeam does), the
 * ground and loose parts left out; `pick` takes some of them by number. Only
 * the pieces returned are analyzed, each once: a file that is one piece is
 * analyzed whole, not also as a member of its team.
 * Corrections are keyed by part and apply to one piece: a file of several
 * pieces takes them only with one piece picked, and that piece gets the
 * corrections of its own parts (and those of parts that are gone, reported stale).
 */
export function filePieces(model: Model, fileName: string, options: AnalyzeOptions, pick?: PieceRange): FilePieces {
  const { corrections, ...rest } = options;
  const graph = options.graph ?? findConnections(model.parts);
  const split = splitModel(model, graph);
  const count = split.pieces.length;
  const member = (piece: FoundPiece, withCorrections: boolean): FilePiece => ({
    number: piece.number,
    name: piece.name,
    parts: piece.parts.map((i) => model.parts[i]!),
    analysis: analyzeMember(model, graph, piece, withCorrections ? { ...rest, corrections } : rest),
  });

  if (pick === undefined) {
    if (count === 1) {
      const only = split.pieces[0]!;
      // Every part in the piece: the file is the piece (corrections of any of its parts apply).
      if (only.parts.length === model.parts.length) return { split, whole: true, pieces: [{ number: only.number, name: only.name, parts: model.parts, analysis: analyzePiece(model, { ...options, graph }) }] };
      return { split, whole: true, pieces: [member(only, corrections !== undefined)] };
    }
    if (corrections) throw new UserError(`--corrections apply to one piece, and ${fileName} holds ${count}: pick one with --piece N`, 2);
    return { split, whole: false, pieces: split.pieces.map((p) => member(p, false)) };
  }

  if (pick.to > count) throw new UserError(`${fileName}: no piece ${pick.to}: the file holds ${count} piece(s) (brickstats pieces lists them)`);
  if (pick.from > pick.to) throw new UserError(`${fileName}: pieces ${pick.from}-${pick.to} is no range: the first must not be after the last`, 2);
  const chosen = split.pieces.slice(pick.from - 1, pick.to);
  if (corrections && chosen.length > 1) throw new UserError('--corrections apply to one piece: pick one', 2);
  return { split, whole: false, pieces: chosen.map((p) => member(p, corrections !== undefined)) };
}
