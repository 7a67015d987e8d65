import { BOARD_SIZE, colOf, onBoard, rowOf, squareAt, type Board } from './Board.ts';
import { directionSteps } from './directionSteps.ts';
import { movesFrom } from './movesFrom.ts';
import type { Occupancy } from './occupancy.ts';
import type { BoardPiece } from './PlayPiece.ts';
import type { PlayRules } from './PlayRules.ts';

/**
 * For every square, the fewest payments `piece` needs to attack whatever
 * stands there (Infinity when it cannot within `maxPayments`): a move then an
 * attack is one payment, so n moves then an attack cost n payments (at least 1).
 * Everything else is taken to stand still. This is how the policy and the
 * surrender check judge danger.
 */
export function threatMap(board: Board, occ: Occupancy, piece: BoardPiece, maxPayments: number, rules: { readonly lineOfFire: PlayRules['lineOfFire'] }): readonly number[] {
  const out = new Array<number>(BOARD_SIZE * BOARD_SIZE).fill(Infinity);
  if (maxPayments < 1) return out;
  const { moves } = movesFrom(board, occ, piece, maxPayments);
  const { R, rangeDirection } = piece.spec;
  const steps = directionSteps(rangeDirection);
  for (let from = 0; from < moves.length; from++) {
    const m = moves[from]!;
    if (m < 0) continue;
    const payments = Math.max(1, m);
    const c0 = colOf(from);
    const r0 = rowOf(from);
    for (const { dc, dr } of steps) {
      for (let k = 1; k <= R; k++) {
        const c = c0 + dc * k;
        const r = r0 + dr * k;
        if (!onBoard(c, r)) break;
        const s = squareAt(c, r);
        if (board.cells[s]!.kind === 'wall') break;
        if (payments < out[s]!) out[s] = payments;
        const there = occ[s];
        if (there && there.id !== piece.id && rules.lineOfFire === 'pieces-block') break;
      }
    }
  }
  return out;
}
