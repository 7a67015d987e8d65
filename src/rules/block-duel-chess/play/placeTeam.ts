import { isObstacle, squareAt, type Board, type Square } from './Board.ts';
import type { BoardPiece, PieceSpec, Side } from './PlayPiece.ts';

/** From the centre out, so a small team meets the enemy head on and both sides mirror each other. */
const COLUMNS = [3, 4, 2, 5, 1, 6, 0, 7] as const;

/**
 * Section VI.B.2: each side places its Pieces within its two home rows. Side A
 * holds rows 1-2 (a1-h2), side B rows 7-8, front row first, centre columns
 * first, in team order; squares with an obstacle are skipped. B's Pieces stand
 * in the same columns as A's, so identical teams face a mirror image.
 * The rules let the second duelist place first and the first react; the
 * simulator uses this fixed placement instead, so a result measures the
 * Pieces, not a placement strategy.
 */
export function placeTeam(team: readonly PieceSpec[], side: Side, board: Board, firstId: number): BoardPiece[] {
  const rows = side === 'A' ? [1, 0] : [6, 7];
  const squares: Square[] = rows.flatMap((r) => COLUMNS.map((c) => squareAt(c, r))).filter((s) => !isObstacle(board.cells[s]!));
  if (team.length > squares.length) throw new Error(`side ${side}: ${team.length} Pieces, but only ${squares.length} free squares in its home rows`);
  return team.map((spec, i) => ({ id: firstId + i, side, spec, at: squares[i]!, health: spec.H }));
}
