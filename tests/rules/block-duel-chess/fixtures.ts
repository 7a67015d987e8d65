import { createBoard, parseSquare, type Board } from '../../../src/rules/block-duel-chess/play/Board.ts';
import type { DuelState } from '../../../src/rules/block-duel-chess/play/DuelState.ts';
import type { BoardPiece, PieceSpec, Side } from '../../../src/rules/block-duel-chess/play/PlayPiece.ts';
import { DEFAULT_PLAY_RULES, type PlayRules } from '../../../src/rules/block-duel-chess/play/PlayRules.ts';

/** The rules' unarmed minifig (section IV.J) as Normal: H 56, V 23, A 62, D 13, M 2 cross, R 1 (raised from 0 to the minimum) cross. */
export const MINIFIG: PieceSpec = { name: 'minifig', element: 'Normal', H: 56, V: 23, A: 62, D: 13, M: 2, R: 1, moveDirection: 'cross', rangeDirection: 'cross' };

export function spec(over: Partial<PieceSpec> = {}): PieceSpec {
  return { ...MINIFIG, ...over };
}

export interface Placement {
  readonly side: Side;
  readonly at: string;
  readonly spec?: Partial<PieceSpec>;
  readonly health?: number;
}

/** A hand-made position: pieces get ids in the order given. */
export function position(
  placements: readonly Placement[],
  options: { board?: Board; rules?: Partial<PlayRules>; toMove?: Side; power?: { A: number; B: number }; destroyed?: { A: number; B: number } } = {},
): DuelState {
  const pieces: BoardPiece[] = placements.map((p, id) => {
    const s = spec(p.spec);
    return { id, side: p.side, spec: s, at: parseSquare(p.at), health: p.health ?? s.H };
  });
  return {
    board: options.board ?? createBoard(),
    rules: { ...DEFAULT_PLAY_RULES, ...options.rules },
    pieces,
    power: options.power ?? { A: 300, B: 300 },
    destroyed: options.destroyed ?? { A: 0, B: 0 },
    first: 'A',
    toMove: options.toMove ?? 'A',
    turn: 1,
    acted: [],
    lastDamageTurn: 0,
  };
}

export function pieceAt(state: DuelState, square: string): BoardPiece | undefined {
  return state.pieces.find((p) => p.at === parseSquare(square));
}
