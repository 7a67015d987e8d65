import type { BloxPosition } from './BloxPosition.ts';

/** How a support block (no player's) is drawn. */
export const SUPPORT_MARK = '#';
/** An empty dot of the board; empty space beyond its edge is blank. */
export const EMPTY_DOT = '.';

/** One level of a Blox position: a row of characters a row of dots, north (-Z) first, west (-X) at the left. */
export interface BloxLevel {
  readonly level: number;
  /** "Level 2", "Level 0 (below the board)". */
  readonly caption: string;
  /** One character a dot: a player's letter, SUPPORT_MARK, EMPTY_DOT or a blank beyond the edge; all rows equally long. */
  readonly rows: readonly string[];
}

/**
 * The position level by level from the board up, each block drawn with its
 * player's letter. Blocks that overhang the edge widen every level alike.
 */
export function bloxLevels(position: BloxPosition): BloxLevel[] {
  const { board, blocks, players } = position;
  const cells = blocks.flatMap((b) => b.cells);
  const c0 = Math.min(0, ...cells.map((c) => c.column));
  const c1 = Math.max(board.columns - 1, ...cells.map((c) => c.column));
  const r0 = Math.min(0, ...cells.map((c) => c.row));
  const r1 = Math.max(board.rows - 1, ...cells.map((c) => c.row));
  const levels = blocks.map((b) => b.level);
  const top = Math.max(1, ...levels);
  const bottom = Math.min(1, ...levels);
  const out: BloxLevel[] = [];
  for (let level = bottom; level <= top; level++) {
    const rows: string[][] = [];
    for (let r = r0; r <= r1; r++) {
      const row: string[] = [];
      for (let c = c0; c <= c1; c++) row.push(r >= 0 && r < board.rows && c >= 0 && c < board.columns ? EMPTY_DOT : ' ');
      rows.push(row);
    }
    for (const b of blocks) {
      if (b.level !== level) continue;
      const mark = b.player === undefined ? SUPPORT_MARK : players[b.player]!.letter;
      for (const cell of b.cells) rows[cell.row - r0]![cell.column - c0] = mark;
    }
    out.push({ level, caption: level >= 1 ? `Level ${level}` : `Level ${level} (below the board)`, rows: rows.map((r) => r.join('')) });
  }
  return out;
}
