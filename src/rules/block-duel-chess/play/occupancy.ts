import { BOARD_SIZE } from './Board.ts';
import type { BoardPiece } from './PlayPiece.ts';

/** Who stands on each of the 64 squares. Built once per position so move and range checks are O(1) a square. */
export type Occupancy = readonly (BoardPiece | undefined)[];

export function occupancy(pieces: readonly BoardPiece[]): Occupancy {
  const out: (BoardPiece | undefined)[] = new Array(BOARD_SIZE * BOARD_SIZE).fill(undefined);
  for (const p of pieces) out[p.at] = p;
  return out;
}
