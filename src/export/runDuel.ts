import type { PieceSpec } from '../rules/block-duel-chess/play/PlayPiece.ts';
import { simulateDuelInSteps } from '../rules/block-duel-chess/play/simulateDuel.ts';
import { validateTeam } from '../rules/block-duel-chess/play/validateTeam.ts';
import { duelViewText } from './duelReport.ts';
import { duelView, type DuelConditions, type DuelView } from './duelView.ts';

export interface DuelRun extends DuelConditions {
  readonly runs: number;
  readonly seed: number;
}

/** A duel's outcome: the report `brickstats duel` prints and the figures it is made of, or why the teams cannot play. */
export type DuelOutcome = { readonly report: string; readonly view: DuelView } | { readonly problems: readonly string[] };

/**
 * `brickstats duel` once the Pieces are analyzed, shared by the CLI and the
 * viewer: both teams checked against the setup, the runs played, the report
 * written. Yields the runs played after every `step` runs, so a caller that
 * must stay responsive can report progress in between (the CLI just drains it).
 */
export function* runDuel(teamA: readonly PieceSpec[], teamB: readonly PieceSpec[], duel: DuelRun, step = Infinity): Generator<number, DuelOutcome, void> {
  const problems = [...validateTeam(teamA, duel.setup, 'team A'), ...validateTeam(teamB, duel.setup, 'team B')];
  if (problems.length > 0) return { problems };
  const { runs, seed, setup, rules, maxTurns, stalemateTurns } = duel;
  const summary = yield* simulateDuelInSteps(teamA, teamB, { runs, seed, setup, rules, stalemateTurns, ...(maxTurns !== undefined ? { maxTurns } : {}) }, step);
  const view = duelView(summary, teamA, teamB, duel);
  return { report: duelViewText(view), view };
}
