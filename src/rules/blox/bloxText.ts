import type { BloxPosition } from './BloxPosition.ts';

/** How a support block (no player's) is drawn. */
const SUPPORT = '#';
/** An empty dot of the board; empty space beyond its edge is blank. */
const EMPTY_DOT = '.';

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
  if (blocks.some((b) => b.player === undefined)) legend.push(`${SUPPORT} = support block`);
  out.push(`Players: ${legend.join('; ') || 'none'}`);

  const cells = blocks.flatMap((b) => b.cells);
  const c0 = Math.min(0, ...cells.map((c) => c.column));
  const c1 = Math.max(board.columns - 1, ...cells.map((c) => c.column));
  const r0 = Math.min(0, ...cells.map((c) => c.row));
  const r1 = Math.max(board.rows - 1, ...cells.map((c) => c.row));
  const levels = [...new Set(blocks.map((b) => b.level))].sort((a, b) => a - b);
  const top = Math.max(1, ...levels);
  const bottom = Math.min(1, ...levels);
  for (let level = bottom; level <= top; level++) {
    out.push(level >= 1 ? `Level ${level}` : `Level ${level} (below the board)`);
    const rows: string[][] = [];
    for (let r = r0; r <= r1; r++) {
      const row: string[] = [];
      for (let c = c0; c <= c1; c++) row.push(r >= 0 && r < board.rows && c >= 0 && c < board.columns ? EMPTY_DOT : ' ');
      rows.push(row);
    }
    for (const b of blocks) {
      if (b.level !== level) continue;
      const mark = b.player === undefined ? SUPPORT : players[b.player]!.letter;
      for (const cell of b.cells) rows[cell.row - r0]![cell.column - c0] = mark;
    }
    for (const row of rows) out.push(`  ${row.join('')}`.trimEnd());
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
