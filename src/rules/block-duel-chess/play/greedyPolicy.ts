import type { Action } from './Action.ts';
import { canPay } from './actionCost.ts';
import { attackDamage } from './attackDamage.ts';
import { attackSquares } from './attackSquares.ts';
import type { Square } from './Board.ts';
import type { DuelState } from './DuelState.ts';
import { hazardDamageMap } from './hazardDamage.ts';
import { killPlan, type KillPlan } from './killPlan.ts';
import { mirrorAction, mirrorState } from './mirrorState.ts';
import { legalMoves } from './legalMoves.ts';
import { movesFrom, pathTo } from './movesFrom.ts';
import { occupancy } from './occupancy.ts';
import { paymentsAffordable } from './paymentsAffordable.ts';
import { otherSide, type BoardPiece } from './PlayPiece.ts';
import { expectedPRoll } from './pRoll.ts';
import { targetsInRange } from './targetsInRange.ts';
import { threatMap } from './threatMap.ts';

/** The policy in one line, for reports. */
export const POLICY_TEXT =
  'greedy: attack (moving first when that helps) to destroy a Piece, else to do the most damage, from the least exposed square; ' +
  'else, when one Piece has the Power to reach and destroy an enemy this turn, head for it; ' +
  'else step toward the nearest enemy without standing more exposed than before; else end the turn and save the Power';

const END: Action = { kind: 'end-turn' };

/**
 * The next action of the duelist to move. Deterministic: ties go to the
 * Piece earlier in its team and the square found first (seen from its own
 * side). "Exposure" of a square is the damage the enemies could do to the
 * Piece there next turn, each with its side's Power plus an average P-Roll:
 * the hits it could afford after walking up (at most enough to destroy), plus
 * any hazard there. Everything else is taken to stand still: an estimate, not a search.
 * Steps, in order:
 * 1. Strike: every payable Piece, from its square or after one move, at every
 *    enemy in Range. Best: a kill (of the enemy with the most Attack), else
 *    the most Health taken; then the least exposed, hazard-free square.
 * 2. Kill plan ('unlimited' only): a Piece that can alone destroy an enemy
 *    within the Power left takes the first step of the cheapest such plan.
 * 3. Approach: a step that brings a Piece closer (in moves) to a square it could
 *    hurt an enemy from, onto a square no more exposed than where it stands;
 *    least exposed first, then most progress.
 * 4. Otherwise end the turn: standing still is free and Power carries over.
 * No move lands where a hazard would destroy the Piece.
 * Side B is played through mirrorState, so both sides play exactly alike.
 */
export function chooseAction(state: DuelState): Action {
  return state.toMove === 'A' ? chooseForA(state) : mirrorAction(chooseForA(mirrorState(state)));
}

function chooseForA(state: DuelState): Action {
  const { board, rules } = state;
  const side = state.toMove;
  const foe = otherSide(side);
  const power = state.power[side];
  const mine = state.pieces.filter((p) => p.side === side && canPay(power, p.spec.V) && !(rules.actionsPerPiece === 'once' && state.acted.includes(p.id)));
  const enemies = state.pieces.filter((p) => p.side === foe);
  if (mine.length === 0 || enemies.length === 0) return END;
  const occ = occupancy(state.pieces);
  const hazard = hazardDamageMap(board);

  const foeBudget = state.power[foe] + expectedPRoll(state.destroyed[foe]);
  const foePayments = enemies.map((e) => paymentsAffordable(rules, e.spec.V, foeBudget));
  const threats: (readonly number[] | undefined)[] = [];
  const exposure = (piece: BoardPiece, at: Square): number => {
    const health = at === piece.at ? piece.health : piece.health - hazard[at]!;
    let sum = piece.health - health;
    enemies.forEach((e, i) => {
      const needed = (threats[i] ??= threatMap(board, occ, e, foePayments[i]!, rules))[at]!;
      if (!Number.isFinite(needed)) return;
      // Payments left after reaching it are more hits (the first rides on the last move).
      const hits = foePayments[i]! - needed + 1;
      sum += Math.min(health, hits * attackDamage(board, e, e.at, { ...piece, at, health }));
    });
    return sum;
  };
  const safeMoves = (piece: BoardPiece): Square[] => legalMoves(board, occ, piece).filter((s) => hazard[s]! < piece.health);

  // 1. Strike.
  interface Strike { readonly piece: BoardPiece; readonly from: Square; readonly target: BoardPiece; readonly key: readonly number[] }
  let strikes: Strike[] = [];
  for (const piece of mine) {
    for (const from of [piece.at, ...safeMoves(piece)]) {
      const standing = from === piece.at ? piece : { ...piece, at: from, health: piece.health - hazard[from]! };
      for (const target of targetsInRange(board, occ, piece, rules, from)) {
        const dmg = attackDamage(board, standing, from, target);
        if (dmg <= 0) continue;
        const kill = dmg >= target.health;
        const dealt = Math.min(dmg, target.health);
        strikes = keepBest(strikes, { piece, from, target, key: [kill ? 1 : 0, kill ? target.spec.A : dealt, dealt] });
      }
    }
  }
  if (strikes.length > 0) {
    // Among equally good strikes: the least exposed square, then staying put, then the first found.
    let best = strikes[0]!;
    let bestKey = [-exposure(best.piece, best.from), best.from === best.piece.at ? 1 : 0];
    for (const s of strikes.slice(1)) {
      const key = [-exposure(s.piece, s.from), s.from === s.piece.at ? 1 : 0];
      if (compareKeys(key, bestKey) > 0) {
        best = s;
        bestKey = key;
      }
    }
    return best.from === best.piece.at
      ? { kind: 'attack', piece: best.piece.id, target: best.target.id }
      : { kind: 'move-attack', piece: best.piece.id, to: best.from, target: best.target.id };
  }

  // 2. Kill plan: worth every payment it costs, since the enemy loses a Piece (and its attacks) this turn.
  if (rules.actionsPerPiece === 'unlimited') {
    let plan: { piece: BoardPiece; plan: KillPlan; path: Square[]; cost: number; targetA: number } | undefined;
    for (const piece of mine) {
      const payments = paymentsAffordable(rules, piece.spec.V, power);
      if (payments < 2) continue;
      const map = movesFrom(board, occ, piece, payments);
      for (const target of enemies) {
        const p = killPlan(board, occ, piece, target, map, payments, rules);
        if (!p || p.moves < 2) continue; // one move or none would have been a strike
        const path = pathTo(map, p.from);
        if (path.some((s) => hazard[s]! >= piece.health)) continue;
        const cost = p.payments * Math.max(1, piece.spec.V);
        if (!plan || cost < plan.cost || (cost === plan.cost && target.spec.A > plan.targetA)) plan = { piece, plan: p, path, cost, targetA: target.spec.A };
      }
    }
    if (plan) return { kind: 'move', piece: plan.piece.id, to: plan.path[0]! };
  }

  // 3. Approach, never into more danger than the Piece stands in now.
  let approach: { piece: BoardPiece; to: Square; key: readonly number[] } | undefined;
  for (const piece of mine) {
    const goals = enemies.flatMap((t) => (attackDamage(board, piece, piece.at, t) > 0 ? attackSquares(board, occ, piece, t, rules) : []));
    if (goals.length === 0) continue;
    const distance = movesFrom(board, occ, piece, 64, goals).moves;
    const here = distance[piece.at]!;
    if (here <= 0) continue; // unreachable (-1), or already on a goal with nothing to hit
    const hereExposure = exposure(piece, piece.at);
    for (const to of safeMoves(piece)) {
      const d = distance[to]!;
      if (d < 0 || d >= here) continue;
      const e = exposure(piece, to);
      if (e > hereExposure) continue;
      const key = [-e, -d];
      if (!approach || compareKeys(key, approach.key) > 0) approach = { piece, to, key };
    }
  }
  if (approach) return { kind: 'move', piece: approach.piece.id, to: approach.to };

  return END;
}

/** Keeps the strikes whose key is best (lexicographic, higher better), in the order found. */
function keepBest<T extends { readonly key: readonly number[] }>(best: T[], candidate: T): T[] {
  if (best.length === 0) return [candidate];
  const c = compareKeys(candidate.key, best[0]!.key);
  if (c > 0) return [candidate];
  if (c === 0) best.push(candidate);
  return best;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
