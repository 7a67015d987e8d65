import { colOf, isObstacle, onBoard, rowOf, squareAt, type Board, type Square } from './Board.ts';
import { directionSteps } from './directionSteps.ts';
import type { Occupancy } from './occupancy.ts';
import type { BoardPiece } from './PlayPiece.ts';
import type { PlayRules } from './PlayRules.ts';

/**
 * The squares `attacker` could stand on to have `target` in Range: walking
 * back from the target along the Range lines (they are symmetric), up to R
 * squares, with the same line-of-fire rules as targetsInRange. A square must
 * be free to stand on (the attacker's own square counts as free).
 */
export function attackSquares(board: Board, occ: Occupancy, attacker: BoardPiece, target: BoardPiece, rules: { readonly lineOfFire: PlayRules['lineOfFire'] }): Square[] {
  const out: Square[] = [];
  const { R, rangeDirection } = attacker.spec;
  const c0 = colOf(target.at);
  const r0 = rowOf(target.at);
  for (const { dc, dr } of directionSteps(rangeDirection)) {
    for (let k = 1; k <= R; k++) {
      const c = c0 + dc * k;
      const r = r0 + dr * k;
      if (!onBoard(c, r)) break;
      const s = squareAt(c, r);
      const cell = board.cells[s]!;
      if (cell.kind === 'wall') break;
      const there = occ[s];
      if (there && there.id !== attacker.id) {
        if (rules.lineOfFire === 'pieces-block') break;
        continue;
      }
      if (!isObstacle(cell)) out.push(s);
    }
  }
  return out;
}
