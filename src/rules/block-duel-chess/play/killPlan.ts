import { attackDamage } from './attackDamage.ts';
import { attackSquares } from './attackSquares.ts';
import type { Board, Square } from './Board.ts';
import { hazardDamageMap } from './hazardDamage.ts';
import type { MoveMap } from './movesFrom.ts';
import type { Occupancy } from './occupancy.ts';
import type { BoardPiece } from './PlayPiece.ts';
import type { PlayRules } from './PlayRules.ts';

/** The cheapest way for one Piece to destroy one enemy by itself this turn. */
export interface KillPlan {
  /** Payments in all: moves, then attacks, the last move and first attack sharing one payment. */
  readonly payments: number;
  /** The square to attack from. */
  readonly from: Square;
  /** Moves to get there (0: attack from where it stands). */
  readonly moves: number;
}

/**
 * Whether `piece` alone can destroy `target` within `maxPayments`, and how:
 * reach an attack square in n moves, then hit ceil(Health / damage) times.
 * `map` is `piece`'s movesFrom map. Squares whose hazards would destroy the
 * Piece on arrival are never used. Ties go to the fewest moves, then the lowest square.
 */
export function killPlan(board: Board, occ: Occupancy, piece: BoardPiece, target: BoardPiece, map: MoveMap, maxPayments: number, rules: { readonly lineOfFire: PlayRules['lineOfFire'] }): KillPlan | undefined {
  const hazard = hazardDamageMap(board);
  let best: KillPlan | undefined;
  for (const from of attackSquares(board, occ, piece, target, rules)) {
    const moves = map.moves[from]!;
    if (moves < 0) continue;
    const health = from === piece.at ? piece.health : piece.health - hazard[from]!;
    if (health <= 0) continue;
    const dmg = attackDamage(board, { ...piece, at: from, health }, from, target);
    if (dmg <= 0) continue;
    const hits = Math.ceil(target.health / dmg);
    const payments = Math.max(1, moves) + hits - 1;
    if (payments > maxPayments) continue;
    if (!best || payments < best.payments || (payments === best.payments && (moves < best.moves || (moves === best.moves && from < best.from)))) best = { payments, from, moves };
  }
  return best;
}
