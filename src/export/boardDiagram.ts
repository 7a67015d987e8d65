import type { Direction } from '../rules/block-duel-chess/computeStats.ts';

/**
 * The squares a piece in the middle of a 5 x 5 board reaches: `reach` squares
 * along the direction's lines (cross: orthogonal; diagonal cross: diagonal;
 * 8-way: both). Returns 25 cells, row by row: 'piece', 'reach' or 'empty'.
 */
export function boardCells(direction: Direction, reach: number): ('piece' | 'reach' | 'empty')[] {
  const cells: ('piece' | 'reach' | 'empty')[] = [];
  for (let row = -2; row <= 2; row++) {
    for (let col = -2; col <= 2; col++) {
      const orthogonal = (row === 0) !== (col === 0);
      const diagonal = row !== 0 && Math.abs(row) === Math.abs(col);
      const distance = Math.max(Math.abs(row), Math.abs(col));
      const onLine = direction === 'cross' ? orthogonal : direction === 'diagonal-cross' ? diagonal : orthogonal || diagonal;
      cells.push(row === 0 && col === 0 ? 'piece' : onLine && distance <= reach ? 'reach' : 'empty');
    }
  }
  return cells;
}
