import { findConnections } from '../analysis/findConnections.ts';
import type { PieceSplit } from '../analysis/findPieces.ts';
import type { Model, ModelPart } from '../ldraw/buildModel.ts';
import { analyzePiece, type AnalyzeOptions, type PieceAnalysis } from '../rules/block-duel-chess/analyzePiece.ts';
import { analyzeMember, analyzeTeam } from '../rules/block-duel-chess/analyzeTeam.ts';
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
 * The pieces of a model, each analyzed on its own (analyzeTeam), the ground
 * and loose parts left out; `pick` takes some of them by number.
 * Corrections are keyed by part and apply to one piece: a file of several
 * pieces takes them only with one piece picked, and that piece gets the
 * corrections of its own parts (and those of parts that are gone, reported stale).
 */
export function filePieces(model: Model, fileName: string, options: AnalyzeOptions, pick?: PieceRange): FilePieces {
  const { corrections, ...rest } = options;
  const graph = options.graph ?? findConnections(model.parts);
  const team = analyzeTeam(model, { ...rest, graph });
  const count = team.members.length;
  const member = (m: (typeof team.members)[number]): FilePiece => ({ number: m.piece.number, name: m.piece.name, parts: m.piece.parts.map((i) => model.parts[i]!), analysis: m.analysis });

  if (pick === undefined) {
    if (count === 1) {
      const only = team.members[0]!;
      // Every part in the piece: the file is the piece (corrections of any of its parts apply).
      if (only.piece.parts.length === model.parts.length) return { split: team.split, whole: true, pieces: [{ ...member(only), parts: model.parts, analysis: analyzePiece(model, { ...options, graph }) }] };
      return { split: team.split, whole: true, pieces: [member(corrections ? { piece: only.piece, analysis: analyzeMember(model, graph, only.piece, { ...rest, corrections }) } : only)] };
    }
    if (corrections) throw new UserError(`--corrections apply to one piece, and ${fileName} holds ${count}: pick one with --piece N`, 2);
    return { split: team.split, whole: false, pieces: team.members.map(member) };
  }

  if (pick.to > count) throw new UserError(`${fileName}: no piece ${pick.to}: the file holds ${count} piece(s) (brickstats pieces lists them)`);
  if (pick.from > pick.to) throw new UserError(`${fileName}: pieces ${pick.from}-${pick.to} is no range: the first must not be after the last`, 2);
  const chosen = team.members.slice(pick.from - 1, pick.to);
  if (!corrections) return { split: team.split, whole: false, pieces: chosen.map(member) };
  if (chosen.length > 1) throw new UserError('--corrections apply to one piece: pick one', 2);
  const piece = chosen[0]!.piece;
  return { split: team.split, whole: false, pieces: [member({ piece, analysis: analyzeMember(model, graph, piece, { ...rest, corrections }) })] };
}
