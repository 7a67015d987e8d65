import type { Action } from './Action.ts';
import { actionCost } from './actionCost.ts';
import { attackDamage } from './attackDamage.ts';
import { squareName, type Square } from './Board.ts';
import { healthAfter } from './damage.ts';
import type { DuelState } from './DuelState.ts';
import { endTurn } from './endTurn.ts';
import { hazardDamageAt } from './hazardDamage.ts';
import { legalMoves } from './legalMoves.ts';
import { occupancy } from './occupancy.ts';
import type { BoardPiece } from './PlayPiece.ts';
import { targetsInRange } from './targetsInRange.ts';

/**
 * The state after `action` by the duelist to move. Pays the Piece's Value,
 * moves it (a hazard on or near the landing square hurts it: if that destroys
 * it, its attack never happens), then attacks. A destroyed Piece leaves the
 * board and counts for its owner's P-Roll. Throws on an illegal action: the
 * caller (a policy, a test) has a bug.
 */
export function applyAction(state: DuelState, action: Action): DuelState {
  switch (action.kind) {
    case 'end-turn':
      return endTurn(state);
    case 'move':
      return act(state, action.piece, action.to, undefined);
    case 'attack':
      return act(state, action.piece, undefined, action.target);
    case 'move-attack':
      return act(state, action.piece, action.to, action.target);
    default: {
      const never: never = action;
      return never;
    }
  }
}

function act(state: DuelState, pieceId: number, to: Square | undefined, targetId: number | undefined): DuelState {
  const side = state.toMove;
  const piece = state.pieces.find((p) => p.id === pieceId);
  if (!piece) throw new Error(`no Piece ${pieceId} on the board`);
  if (piece.side !== side) throw new Error(`${piece.spec.name} belongs to side ${piece.side}, but side ${side} is to move`);
  const cost = actionCost(piece.spec.V);
  if (cost > state.power[side]) throw new Error(`${piece.spec.name} costs ${cost} Power; side ${side} has ${state.power[side]}`);
  if (state.rules.actionsPerPiece === 'once' && state.acted.includes(pieceId)) throw new Error(`${piece.spec.name} has already acted this turn`);
  let occ = occupancy(state.pieces);
  let pieces: readonly BoardPiece[] = state.pieces;
  let destroyed = state.destroyed;
  let damaged = false;
  let mover = piece;

  if (to !== undefined) {
    if (!legalMoves(state.board, occ, piece).includes(to)) throw new Error(`${piece.spec.name} cannot move from ${squareName(piece.at)} to ${squareName(to)}`);
    const hurt = hazardDamageAt(state.board, to);
    mover = { ...piece, at: to, health: healthAfter(piece.health, hurt) };
    if (hurt > 0) damaged = true;
    if (mover.health === 0) {
      pieces = pieces.filter((p) => p.id !== pieceId);
      destroyed = { ...destroyed, [side]: destroyed[side] + 1 };
    } else {
      pieces = pieces.map((p) => (p.id === pieceId ? mover : p));
    }
    occ = occupancy(pieces);
  }

  if (targetId !== undefined && mover.health > 0) {
    const target = targetsInRange(state.board, occ, mover, state.rules).find((t) => t.id === targetId);
    if (!target) throw new Error(`${piece.spec.name} has no enemy Piece ${targetId} in Range from ${squareName(mover.at)}`);
    const dmg = attackDamage(state.board, mover, mover.at, target);
    const health = healthAfter(target.health, dmg);
    if (dmg > 0) damaged = true;
    if (health === 0) {
      pieces = pieces.filter((p) => p.id !== targetId);
      destroyed = { ...destroyed, [target.side]: destroyed[target.side] + 1 };
    } else {
      pieces = pieces.map((p) => (p.id === targetId ? { ...p, health } : p));
    }
  }

  return {
    ...state,
    pieces,
    destroyed,
    power: { ...state.power, [side]: state.power[side] - cost },
    acted: [...state.acted, pieceId],
    lastDamageTurn: damaged ? state.turn : state.lastDamageTurn,
  };
}
