import type { ColourTable } from '../ldraw/colours/ColourTable.ts';
import type { PieceAnalysis } from '../rules/block-duel-chess/analyzePiece.ts';
import { pieceDocument } from './pieceDocument.ts';

export const TEAM_SCHEMA = 'brickstats/team@1';

/** One piece of a file as `findPieces` numbered and named it, with its analysis. */
export interface TeamMemberInput {
  readonly number: number;
  readonly name: string;
  readonly analysis: PieceAnalysis;
}

/** A piece of a team: its brickstats/piece@1 document with the piece's number and name. */
export function memberDocument(member: TeamMemberInput, file: string, colours: ColourTable) {
  const { schema, file: name, ...rest } = pieceDocument(member.analysis, file, colours);
  return { schema, file: name, number: member.number, name: member.name, ...rest };
}

export type MemberDocument = ReturnType<typeof memberDocument>;

/** What of the file is no piece: counts of ground and building parts and of loose parts. */
export interface LeftOver {
  readonly scenery: number;
  readonly loose: number;
}

/** `brickstats analyze --format json` of a file holding several pieces: one piece document each. */
export function teamDocument(file: string, pieces: readonly MemberDocument[], left: LeftOver) {
  return { schema: TEAM_SCHEMA, file, pieces, scenery: left.scenery, loose: left.loose };
}

export type TeamDocument = ReturnType<typeof teamDocument>;
