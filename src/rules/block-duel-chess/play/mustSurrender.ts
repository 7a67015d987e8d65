import { attackDamage } from './attackDamage.ts';
import type { DuelState } from './DuelState.ts';
import { hazardDamageMap } from './hazardDamage.ts';
import { killPlan } from './killPlan.ts';
import { movesFrom } from './movesFrom.ts';
import { occupancy } from './occupancy.ts';
import { paymentsAffordable } from './paymentsAffordable.ts';
import { otherSide, type Side } from './PlayPiece.ts';
import { minimumPRoll } from './pRoll.ts';
import { threatMap } from './threatMap.ts';

/**
 * Section VI.B.5.b: "Surrender is mandatory if a Duelist's remaining Piece
 * will be destroyed no matter what move its controller makes." Checked after
 * the P-Roll, with a rule simple enough to be sure of: `side` has one Piece
 * left, it can destroy no enemy this turn, and on every square it can reach
 * with its Power (staying put included) some single enemy could destroy it
 * next turn with the Power that enemy is certain to have (its Power now plus
 * the smallest P-Roll). Several enemies adding up are not counted, and the
 * enemy is taken to find the Piece where it lands with everything else still:
 * the check errs toward playing on.
 */
export function mustSurrender(state: DuelState, side: Side): boolean {
  const mine = state.pieces.filter((p) => p.side === side);
  if (mine.length !== 1) return false;
  const piece = mine[0]!;
  const foe = otherSide(side);
  const enemies = state.pieces.filter((p) => p.side === foe);
  if (enemies.length === 0) return false;
  const { board, rules } = state;
  const occ = occupancy(state.pieces);
  const hazard = hazardDamageMap(board);

  const myPayments = paymentsAffordable(rules, piece.spec.V, state.power[side]);
  const map = movesFrom(board, occ, piece, myPayments);
  if (enemies.some((t) => killPlan(board, occ, piece, t, map, myPayments, rules))) return false;

  const budget = state.power[foe] + minimumPRoll(state.destroyed[foe]);
  const threats = enemies.map((e) => {
    const payments = paymentsAffordable(rules, e.spec.V, budget);
    return { e, payments, reach: threatMap(board, occ, e, payments, rules) };
  });
  for (let s = 0; s < map.moves.length; s++) {
    if (map.moves[s]! < 0) continue;
    const health = s === piece.at ? piece.health : piece.health - hazard[s]!;
    if (health <= 0) continue; // a hazard would destroy it there: no escape, but not a square to hold either
    const there = { ...piece, at: s, health };
    const doomed = threats.some(({ e, payments, reach }) => {
      const needed = reach[s]!;
      if (!Number.isFinite(needed)) return false;
      const dmg = attackDamage(board, e, e.at, there);
      return dmg > 0 && needed + Math.ceil(health / dmg) - 1 <= payments;
    });
    if (!doomed) return false;
  }
  return true;
}
