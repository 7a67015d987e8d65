import { POLICY_TEXT } from '../rules/block-duel-chess/play/greedyPolicy.ts';
import type { PieceSpec } from '../rules/block-duel-chess/play/PlayPiece.ts';
import type { PlayRules } from '../rules/block-duel-chess/play/PlayRules.ts';
import type { DuelSummary, Rate } from '../rules/block-duel-chess/play/simulateDuel.ts';
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

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/**
 * The duel as `brickstats duel` prints it: the conditions, both teams' sheets,
 * each side's wins and the draws with their 95% Wilson intervals, what moving
 * first is worth, how the duels ended, and the policy.
 */
export function duelReport(s: DuelSummary, teamA: readonly PieceSpec[], teamB: readonly PieceSpec[], conditions: DuelConditions): string {
  const { setup, rules, maxTurns, stalemateTurns } = conditions;
  const sheet = (p: PieceSpec) => `${p.name} (${p.element} H${p.H} V${p.V} A${p.A} D${p.D} M${p.M} ${p.moveDirection} R${p.R} ${p.rangeDirection})`;
  const row = (label: string, r: Rate) => `${label.padEnd(8)}${String(r.count).padStart(7)}  ${pct(r.rate).padStart(6)}   ${pct(r.interval[0])} - ${pct(r.interval[1])}`;
  const endings = Object.entries(s.endings).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${k.replace('-', ' ')}`).join(', ');
  return [
    `duel: ${s.runs} runs, seed ${s.seed}, starting Power ${setup.startingPower}, ` +
      (maxTurns !== undefined ? `time called after ${maxTurns} turns` : `no time limit (stalemate after ${stalemateTurns} turns without damage)`) +
      `, ${rules.actionsPerPiece === 'unlimited' ? 'a Piece acts as often as Power allows' : 'each Piece acts at most once a turn'}` +
      `, ${rules.lineOfFire === 'pieces-block' ? 'Pieces block shots' : 'shots pass Pieces'}`,
    `team A: ${roster(teamA, sheet)}`,
    `team B: ${roster(teamB, sheet)}`,
    '',
    `${''.padEnd(8)}${'count'.padStart(7)}  ${'share'.padStart(6)}   95% interval (Wilson)`,
    row('A wins', s.winsA),
    row('B wins', s.winsB),
    row('draws', s.draws),
    '',
    `first turn won ${pct(s.firstMoverWins.rate)} (${pct(s.firstMoverWins.interval[0])} - ${pct(s.firstMoverWins.interval[1])}); mean length ${s.meanTurns.toFixed(2)} turns; endings: ${endings}`,
    `policy: ${POLICY_TEXT}`,
  ].join('\n');
}

/** The team's sheets, a run of the same Piece written once with its count. */
function roster(team: readonly PieceSpec[], sheet: (p: PieceSpec) => string): string {
  const runs: { spec: PieceSpec; count: number }[] = [];
  for (const spec of team) {
    const last = runs[runs.length - 1];
    if (last && last.spec === spec) last.count++;
    else runs.push({ spec, count: 1 });
  }
  return runs.map((r) => `${r.count > 1 ? `${r.count} x ` : ''}${sheet(r.spec)}`).join(', ');
}
