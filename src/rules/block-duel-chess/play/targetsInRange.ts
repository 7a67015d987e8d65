import { colOf, onBoard, rowOf, squareAt, type Board, type Square } from './Board.ts';
import { directionSteps } from './directionSteps.ts';
import type { Occupancy } from './occupancy.ts';
import type { BoardPiece } from './PlayPiece.ts';
import type { PlayRules } from './PlayRules.ts';

/**
 * Section IV.I: the enemy Pieces `attacker` can hit from `from`: within R
 * squares along the lines of its Range direction. Walls stop the line of fire;
 * holes do not. Whether Pieces stop it is `rules.lineOfFire`. The attacker's own
 * square is empty for this purpose (it may be planning from elsewhere).
 */
export function targetsInRange(board: Board, occ: Occupancy, attacker: BoardPiece, rules: { readonly lineOfFire: PlayRules['lineOfFire'] }, from: Square = attacker.at): BoardPiece[] {
  const out: BoardPiece[] = [];
  const { R, rangeDirection } = attacker.spec;
  const c0 = colOf(from);
  const r0 = rowOf(from);
  for (const { dc, dr } of directionSteps(rangeDirection)) {
    for (let k = 1; k <= R; k++) {
      const c = c0 + dc * k;
      const r = r0 + dr * k;
      if (!onBoard(c, r)) break;
      const s = squareAt(c, r);
      if (board.cells[s]!.kind === 'wall') break;
      const there = occ[s];
      if (!there || there.id === attacker.id) continue;
      if (there.side !== attacker.side) out.push(there);
      if (rules.lineOfFire === 'pieces-block') break;
    }
  }
  return out;
}
