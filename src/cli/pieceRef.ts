import { existsSync } from 'node:fs';
import type { PieceRange } from './filePieces.ts';
import { UserError } from './UserError.ts';

/**
 * A file as a command line names it, maybe with the pieces it wants:
 * `file#N` its N-th piece, `file#N-M` pieces N to M (as brickstats pieces
 * numbers them). A file whose own name ends so is taken as it is.
 */
export function pieceRef(text: string): { path: string; pick?: PieceRange } {
  const m = /^(.+)#(\d+)(?:-(\d+))?$/.exec(text);
  if (!m || existsSync(text)) return { path: text };
  const pick = { from: Number(m[2]), to: Number(m[3] ?? m[2]) };
  if (pick.from < 1) throw new UserError(`${text}: pieces are numbered from 1`, 2);
  return { path: m[1]!, pick };
}
