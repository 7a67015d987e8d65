import type { BloxPosition } from './BloxPosition.ts';
import { bloxLevels, SUPPORT_MARK } from './bloxLevels.ts';

/**
 * The position as text, level by level from the board up: one character per
 * dot, north (-Z) at the top and west (-X) at the left, each block drawn with
 * its player's letter; then the chains, the winner and the violations.
 * Blocks that overhang the edge widen the drawing; rows carry no trailing blanks.
 */
export function bloxText(name: string, position: BloxPosition): string {
  const { board, blocks, players } = position;
  const out: string[] = [];
  out.push(`${name}: Blox position on ${board.description} (${board.part}), ${board.columns} x ${board.rows} dots; north (-Z) at the top, west (-X) at the left`);
  const legend = players.map((p) => `${p.letter} = ${p.colourName} (${p.colour}): ${p.blocks.length} block(s)`);
  if (blocks.some((b) => b.player === undefined)) legend.push(`${SUPPORT_MARK} = support block`);
  out.push(`Players: ${legend.join('; ') || 'none'}`);

  for (const level of bloxLevels(position)) {
    out.push(level.caption);
    for (const row of level.rows) out.push(`  ${row}`.trimEnd());
  }

  out.push('Chains');
  if (position.chains.length === 0) out.push('  none');
  for (const chain of position.chains) {
    out.push(`  ${players[chain.player]!.letter}: block(s) ${chain.blocks.join(', ')}; edges: ${chain.edges.join(', ') || 'none'}`);
  }
  if (position.winner !== undefined) {
    const chain = position.fourEdgeChains.find((c) => c.player === position.winner)!;
    out.push(`Winner: ${players[position.winner]!.letter} (${players[position.winner]!.colourName}): blocks ${chain.blocks.join(', ')} touch all four edges`);
  } else {
    out.push(position.fourEdgeChains.length > 0 ? 'Winner: undecided (several players touch all four edges)' : 'Winner: none (no chain touches all four edges)');
  }
  out.push(`Violations: ${position.violations.length === 0 ? 'none' : position.violations.length}`);
  for (const v of position.violations) out.push(`  ${v.kind}: ${v.message}`);
  for (const n of position.notes) out.push(`Note: ${n}`);
  return out.join('\n');
}
