import { POLICY_TEXT } from '../rules/block-duel-chess/play/greedyPolicy.ts';
import type { PieceSpec } from '../rules/block-duel-chess/play/PlayPiece.ts';
import type { DuelSummary, Rate } from '../rules/block-duel-chess/play/simulateDuel.ts';
import type { PlayRules } from '../rules/block-duel-chess/play/PlayRules.ts';
import type { Setup } from '../rules/block-duel-chess/play/validateTeam.ts';

/** What the duelists agreed on besides the teams: the setup, the choices of play and when a duel ends. */
export interface DuelConditions {
  readonly setup: Setup;
  readonly rules: PlayRules;
  /** Time is called after this many turns; undefined: no time limit. */
  readonly maxTurns: number | undefined;
  /** With no time limit, a stalemate after this many full turns without damage. */
  readonly stalemateTurns: number;
}

/** One outcome's share of the runs with its 95% Wilson interval (shares from 0 to 1). */
export interface DuelRate {
  readonly outcome: 'A wins' | 'B wins' | 'draws';
  readonly count: number;
  readonly share: number;
  readonly low: number;
  readonly high: number;
}

/**
 * A duel's result as data: what `brickstats duel` prints, each figure once, so
 * the printed report (duelReport) and the viewer's tables and chart are made
 * from the same numbers.
 */
export interface DuelView {
  readonly runs: number;
  readonly seed: number;
  /** The conditions as the report's first line says them. */
  readonly conditions: string;
  readonly teamA: string;
  readonly teamB: string;
  readonly rates: readonly DuelRate[];
  readonly firstMover: Omit<DuelRate, 'outcome' | 'count'>;
  readonly meanTurns: number;
  /** How the duels ended, "12 time called, 3 stalemate". */
  readonly endings: string;
  readonly policy: string;
}

/** A share as the report prints it: "48.0%". */
export const percentText = (x: number): string => `${(100 * x).toFixed(1)}%`;

const rateOf = (outcome: DuelRate['outcome'], r: Rate): DuelRate => ({ outcome, count: r.count, share: r.rate, low: r.interval[0], high: r.interval[1] });

/** The duel's summary and conditions as a DuelView. */
export function duelView(s: DuelSummary, teamA: readonly PieceSpec[], teamB: readonly PieceSpec[], conditions: DuelConditions): DuelView {
  const { setup, rules, maxTurns, stalemateTurns } = conditions;
  return {
    runs: s.runs,
    seed: s.seed,
    conditions:
      `${s.runs} runs, seed ${s.seed}, starting Power ${setup.startingPower}, ` +
      (maxTurns !== undefined ? `time called after ${maxTurns} turns` : `no time limit (stalemate after ${stalemateTurns} turns without damage)`) +
      `, ${rules.actionsPerPiece === 'unlimited' ? 'a Piece acts as often as Power allows' : 'each Piece acts at most once a turn'}` +
      `, ${rules.lineOfFire === 'pieces-block' ? 'Pieces block shots' : 'shots pass Pieces'}`,
    teamA: roster(teamA),
    teamB: roster(teamB),
    rates: [rateOf('A wins', s.winsA), rateOf('B wins', s.winsB), rateOf('draws', s.draws)],
    firstMover: { share: s.firstMoverWins.rate, low: s.firstMoverWins.interval[0], high: s.firstMoverWins.interval[1] },
    meanTurns: s.meanTurns,
    endings: Object.entries(s.endings)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${n} ${k.replace('-', ' ')}`)
      .join(', '),
    policy: POLICY_TEXT,
  };
}

const sheet = (p: PieceSpec) => `${p.name} (${p.element} H${p.H} V${p.V} A${p.A} D${p.D} M${p.M} ${p.moveDirection} R${p.R} ${p.rangeDirection})`;

/** The team's sheets, a run of the same Piece written once with its count. */
function roster(team: readonly PieceSpec[]): string {
  const runs: { spec: PieceSpec; count: number }[] = [];
  for (const spec of team) {
    const last = runs[runs.length - 1];
    if (last && last.spec === spec) last.count++;
    else runs.push({ spec, count: 1 });
  }
  return runs.map((r) => `${r.count > 1 ? `${r.count} x ` : ''}${sheet(r.spec)}`).join(', ');
}
