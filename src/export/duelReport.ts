import type { PieceSpec } from '../rules/block-duel-chess/play/PlayPiece.ts';
import type { DuelSummary } from '../rules/block-duel-chess/play/simulateDuel.ts';
import { duelView, percentText, type DuelConditions, type DuelRate, type DuelView } from './duelView.ts';

export type { DuelConditions } from './duelView.ts';

const pct = percentText;

/**
 * The duel as `brickstats duel` prints it: the conditions, both teams' sheets,
 * each side's wins and the draws with their 95% Wilson intervals, what moving
 * first is worth, how the duels ended, and the policy.
 */
export function duelReport(s: DuelSummary, teamA: readonly PieceSpec[], teamB: readonly PieceSpec[], conditions: DuelConditions): string {
  return duelViewText(duelView(s, teamA, teamB, conditions));
}

/** A DuelView as the report's lines. */
export function duelViewText(v: DuelView): string {
  const row = (r: DuelRate) => `${r.outcome.padEnd(8)}${String(r.count).padStart(7)}  ${pct(r.share).padStart(6)}   ${pct(r.low)} - ${pct(r.high)}`;
  return [
    `duel: ${v.conditions}`,
    `team A: ${v.teamA}`,
    `team B: ${v.teamB}`,
    '',
    `${''.padEnd(8)}${'count'.padStart(7)}  ${'share'.padStart(6)}   95% interval (Wilson)`,
    ...v.rates.map(row),
    '',
    `first turn won ${pct(v.firstMover.share)} (${pct(v.firstMover.low)} - ${pct(v.firstMover.high)}); mean length ${v.meanTurns.toFixed(2)} turns; endings: ${v.endings}`,
    `policy: ${v.policy}`,
  ].join('\n');
}
