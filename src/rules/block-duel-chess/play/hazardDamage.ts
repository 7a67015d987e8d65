import { BOARD_SIZE, colOf, rowOf, type Board, type Square } from './Board.ts';

const cache = new WeakMap<Board, readonly number[]>();

/**
 * The Health a Piece loses when it ends a move on each square: the sum of the
 * hazards that reach it (reach 0 is the hazard's own square; reach n is every
 * square within n kings' moves). Hazards have no Attack, so Defense does not help.
 * Cached per board, which never changes during a duel.
 */
export function hazardDamageMap(board: Board): readonly number[] {
  const hit = cache.get(board);
  if (hit) return hit;
  const out = new Array<number>(BOARD_SIZE * BOARD_SIZE).fill(0);
  board.cells.forEach((cell, h) => {
    if (cell.kind !== 'hazard') return;
    for (let s = 0; s < out.length; s++) {
      const d = Math.max(Math.abs(colOf(s) - colOf(h)), Math.abs(rowOf(s) - rowOf(h)));
      if (d <= cell.reach) out[s]! += cell.damage;
    }
  });
  cache.set(board, out);
  return out;
}

export function hazardDamageAt(board: Board, square: Square): number {
  return hazardDamageMap(board)[square]!;
}
