import { createBoard, type Board } from './Board.ts';
import type { DuelState } from './DuelState.ts';
import { placeTeam } from './placeTeam.ts';
import type { PieceSpec, Side } from './PlayPiece.ts';
import { DEFAULT_PLAY_RULES, type PlayRules } from './PlayRules.ts';
import { DEFAULT_SETUP, validateSetup, validateTeam, type Setup } from './validateTeam.ts';

export interface DuelOptions {
  readonly setup?: Setup;
  readonly board?: Board;
  readonly rules?: PlayRules;
  /** Who plays the first turn (A by default). */
  readonly first?: Side;
}

/**
 * The position before the first P-Roll: both teams placed in their home rows,
 * both duelists holding the starting Power. Throws with every problem at once
 * when the setup or a team breaks the rules.
 */
export function startDuel(teamA: readonly PieceSpec[], teamB: readonly PieceSpec[], options: DuelOptions = {}): DuelState {
  const setup = options.setup ?? DEFAULT_SETUP;
  const board = options.board ?? createBoard();
  const problems = [...validateSetup(setup), ...validateTeam(teamA, setup, 'team A'), ...validateTeam(teamB, setup, 'team B')];
  if (problems.length > 0) throw new Error(problems.join('; '));
  const first = options.first ?? 'A';
  return {
    board,
    rules: options.rules ?? DEFAULT_PLAY_RULES,
    pieces: [...placeTeam(teamA, 'A', board, 0), ...placeTeam(teamB, 'B', board, teamA.length)],
    power: { A: setup.startingPower, B: setup.startingPower },
    destroyed: { A: 0, B: 0 },
    first,
    toMove: first,
    turn: 1,
    acted: [],
    lastDamageTurn: 0,
  };
}
