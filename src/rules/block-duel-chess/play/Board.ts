import type { ElementName } from '../elements.ts';

/** Section V: a standard chessboard, 8 x 8 squares, one Piece a square. */
export const BOARD_SIZE = 8;

/** A square as an index 0..63: row * 8 + column. Row 0 is side A's back row ("rank 1"). */
export type Square = number;

/**
 * What a square holds besides a Piece (section V's "creative additions").
 * - wall, hole: obstacles. No Piece may enter or pass them (VI.C.1). Walls
 *   also stop shots; holes do not (a shot flies over a hole).
 * - hazard: Pieces may stand on it, and a Piece that ends a move on the square
 *   or within `reach` squares of it (in any direction, kings-move distance)
 *   loses `damage` Health: a landmine is reach 0, a gun placement reach 2.
 * - element: a bonus square; see elementSquareBonus.ts for the numbers.
 */
export type Cell =
  | { readonly kind: 'floor' }
  | { readonly kind: 'wall' }
  | { readonly kind: 'hole' }
  | { readonly kind: 'hazard'; readonly damage: number; readonly reach: number }
  | { readonly kind: 'element'; readonly element: ElementName };

export interface Board {
  /** 64 cells, indexed by Square. */
  readonly cells: readonly Cell[];
}

const FLOOR: Cell = { kind: 'floor' };

/** A board with the given squares changed, e.g. `createBoard({ d4: { kind: 'wall' } })`; every other square is floor. */
export function createBoard(features: { readonly [name: string]: Cell } = {}): Board {
  const cells: Cell[] = Array.from({ length: BOARD_SIZE * BOARD_SIZE }, () => FLOOR);
  for (const [name, cell] of Object.entries(features)) cells[parseSquare(name)] = cell;
  return { cells };
}

export function squareAt(col: number, row: number): Square {
  return row * BOARD_SIZE + col;
}

export function colOf(square: Square): number {
  return square % BOARD_SIZE;
}

export function rowOf(square: Square): number {
  return Math.floor(square / BOARD_SIZE);
}

export function onBoard(col: number, row: number): boolean {
  return col >= 0 && col < BOARD_SIZE && row >= 0 && row < BOARD_SIZE;
}

/** Chess names: "a1" is column 0, row 0 (side A's back row); "h8" is the far corner. */
export function parseSquare(name: string): Square {
  const m = /^([a-h])([1-8])$/.exec(name.trim().toLowerCase());
  if (!m) throw new Error(`"${name}" is not a square (a1 to h8)`);
  return squareAt(m[1]!.charCodeAt(0) - 97, Number(m[2]) - 1);
}

export function squareName(square: Square): string {
  return `${String.fromCharCode(97 + colOf(square))}${rowOf(square) + 1}`;
}

/** Walls and holes: what movement may neither enter nor cross. */
export function isObstacle(cell: Cell): boolean {
  return cell.kind === 'wall' || cell.kind === 'hole';
}
