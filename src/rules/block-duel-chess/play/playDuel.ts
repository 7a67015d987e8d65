import type { Action } from './Action.ts';
import { applyAction } from './applyAction.ts';
import type { DuelState } from './DuelState.ts';
import { eliminationWinner } from './eliminationWinner.ts';
import { endTurn } from './endTurn.ts';
import { chooseAction } from './greedyPolicy.ts';
import { mulberry32, rollD6, type Random } from './mulberry32.ts';
import { mustSurrender } from './mustSurrender.ts';
import { otherSide, type PieceSpec, type Side } from './PlayPiece.ts';
import { startDuel, type DuelOptions } from './startDuel.ts';
import { startTurn } from './startTurn.ts';
import { timeCalledWinner } from './timeCalled.ts';

/** How a duel ended: section VI.B.5 a, b, c, and the stalemate. */
export type Ending = 'all-destroyed' | 'surrender' | 'time-called' | 'stalemate';

export interface DuelResult {
  readonly winner: Side | 'draw';
  readonly ending: Ending;
  /** The turn in which the duel ended (turn n is each duelist's n-th turn). */
  readonly turns: number;
  readonly first: Side;
  readonly final: DuelState;
}

export interface PlayOptions extends DuelOptions {
  /** The dice: a seed, or a Random already running. */
  readonly seed?: number;
  readonly random?: Random;
  /** Time limit: time is called after both duelists have played this many turns. Undefined: no time limit. */
  readonly maxTurns?: number;
  /** With no time limit, a stalemate is called after this many full turns without any damage (default DEFAULT_STALEMATE_TURNS). */
  readonly stalemateTurns?: number;
  /** Who acts; the greedy policy unless given (tests script their own). */
  readonly policy?: (state: DuelState) => Action;
}

/** With no time limit, full turns without any damage before a stalemate is called, unless told otherwise. */
export const DEFAULT_STALEMATE_TURNS = 10;
/** A safety net for a policy that would keep moving: no turn has more payments than this. */
export const MAX_ACTIONS_PER_TURN = 200;
/** With no time limit and no stalemate yet, a duel still stops here (a stalemate). */
export const HARD_TURN_LIMIT = 1000;

/**
 * One duel from placement to the end (section VI.B): P-Roll, the surrender
 * check, actions until the policy ends the turn, victory checks after every
 * action; time is called (or a stalemate) only once both duelists have played
 * the turn, as VI.B.5.c asks.
 */
export function playDuel(teamA: readonly PieceSpec[], teamB: readonly PieceSpec[], options: PlayOptions = {}): DuelResult {
  const random = options.random ?? mulberry32(options.seed ?? 1);
  const policy = options.policy ?? chooseAction;
  const stalemateTurns = options.stalemateTurns ?? DEFAULT_STALEMATE_TURNS;
  let state = startDuel(teamA, teamB, options);
  const done = (winner: Side | 'draw', ending: Ending): DuelResult => ({ winner, ending, turns: state.turn, first: state.first, final: state });

  for (;;) {
    state = startTurn(state, [rollD6(random), rollD6(random)]);
    const side = state.toMove;
    if (mustSurrender(state, side)) return done(otherSide(side), 'surrender');
    for (let n = 0; n < MAX_ACTIONS_PER_TURN; n++) {
      const action = policy(state);
      if (action.kind === 'end-turn') break;
      state = applyAction(state, action);
      const winner = eliminationWinner(state);
      if (winner) return done(winner, 'all-destroyed');
    }
    if (side !== state.first) {
      // Both duelists have played this turn.
      if (options.maxTurns !== undefined && state.turn >= options.maxTurns) return done(timeCalledWinner(state), 'time-called');
      if (options.maxTurns === undefined && state.turn - state.lastDamageTurn >= stalemateTurns) return done('draw', 'stalemate');
      if (state.turn >= HARD_TURN_LIMIT) return done('draw', 'stalemate');
    }
    state = endTurn(state);
  }
}
