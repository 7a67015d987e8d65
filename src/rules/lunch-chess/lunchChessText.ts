import { roleName } from './ChessRole.ts';
import type { LunchChessTeam } from './lunchChessTeam.ts';

/** A Lunch Chess side as text: one line a piece, its hit points and why it has its role. */
export function lunchChessText(team: LunchChessTeam): string {
  const out = ['Lunch Chess side'];
  const width = Math.max(5, ...team.pieces.map((p) => p.build.length));
  for (const p of team.pieces) out.push(`  ${roleName(p.role).padEnd(6)} ${p.build.padEnd(width)} ${String(p.hitPoints).padStart(2)} HP  (${p.reason})`);
  out.push(`  total hit points ${team.totalHitPoints.value} (${team.totalHitPoints.worked})`);
  for (const w of team.warnings) out.push(`  warning: ${w}`);
  return out.join('\n');
}
