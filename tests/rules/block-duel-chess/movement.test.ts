import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../src/rules/block-duel-chess/play/applyAction.ts';
import { createBoard, parseSquare, squareName, type Cell } from '../../../src/rules/block-duel-chess/play/Board.ts';
import type { DuelState } from '../../../src/rules/block-duel-chess/play/DuelState.ts';
import { legalMoves } from '../../../src/rules/block-duel-chess/play/legalMoves.ts';
import { occupancy } from '../../../src/rules/block-duel-chess/play/occupancy.ts';
import type { PieceSpec } from '../../../src/rules/block-duel-chess/play/PlayPiece.ts';
import { position, type Placement } from './fixtures.ts';

/** The squares piece 0 can move to, sorted by name. */
function moves(state: DuelState): string[] {
  return legalMoves(state.board, occupancy(state.pieces), state.pieces[0]!).map(squareName).sort();
}

const mover = (at: string, s: Partial<PieceSpec>, others: Placement[] = [], features: { [k: string]: Cell } = {}) =>
  moves(position([{ side: 'A', at, spec: s }, ...others], { board: createBoard(features) }));

describe('movement (sections IV.H, VI.C)', () => {
  it('cross: up to M squares along rows and columns, stopping at the board edge (corner a1, M 2)', () => {
    expect(mover('a1', { M: 2, moveDirection: 'cross' })).toEqual(['a2', 'a3', 'b1', 'c1']);
  });

  it('diagonal cross: along the diagonals only (corner h8, M 2; edge a4, M 1)', () => {
    expect(mover('h8', { M: 2, moveDirection: 'diagonal-cross' })).toEqual(['f6', 'g7']);
    expect(mover('a4', { M: 1, moveDirection: 'diagonal-cross' })).toEqual(['b3', 'b5']);
  });

  it('8-way: both, like a queen (d4, M 1: the eight neighbours)', () => {
    expect(mover('d4', { M: 1, moveDirection: '8-way' })).toEqual(['c3', 'c4', 'c5', 'd3', 'd5', 'e3', 'e4', 'e5']);
  });

  it('cannot enter or jump a wall or a hole (VI.C.1)', () => {
    const up = (features: { [k: string]: Cell }) => mover('d4', { M: 3 }, [], features).filter((s) => s[0] === 'd' && s > 'd4');
    expect(up({})).toEqual(['d5', 'd6', 'd7']);
    expect(up({ d5: { kind: 'wall' } })).toEqual([]);
    expect(up({ d6: { kind: 'hole' } })).toEqual(['d5']);
  });

  it('cannot jump an enemy Piece, nor end on it (VI.C.1)', () => {
    const up = mover('d4', { M: 3 }, [{ side: 'B', at: 'd5' }]).filter((s) => s[0] === 'd' && s > 'd4');
    expect(up).toEqual([]);
    const further = mover('d4', { M: 3 }, [{ side: 'B', at: 'd6' }]).filter((s) => s[0] === 'd' && s > 'd4');
    expect(further).toEqual(['d5']);
  });

  it('jumps a friendly Piece when M > 1, landing on an empty square of the path (VI.C.2)', () => {
    const up = mover('d4', { M: 2 }, [{ side: 'A', at: 'd5' }]).filter((s) => s[0] === 'd' && s > 'd4');
    expect(up).toEqual(['d6']);
  });

  it('cannot jump a friendly Piece with M = 1', () => {
    expect(mover('d4', { M: 1 }, [{ side: 'A', at: 'd5' }])).toEqual(['c4', 'd3', 'e4']);
  });

  it('needs an empty square within M to land on: two friends in a row block M 2 but not M 3', () => {
    const friends: Placement[] = [{ side: 'A', at: 'd5' }, { side: 'A', at: 'd6' }];
    expect(mover('d4', { M: 2 }, friends).filter((s) => s > 'd4' && s[0] === 'd')).toEqual([]);
    expect(mover('d4', { M: 3 }, friends).filter((s) => s > 'd4' && s[0] === 'd')).toEqual(['d7']);
  });

  it('a friend then an enemy, or a friend then a wall, leave nothing to land on', () => {
    expect(mover('d4', { M: 3 }, [{ side: 'A', at: 'd5' }, { side: 'B', at: 'd6' }]).filter((s) => s > 'd4' && s[0] === 'd')).toEqual([]);
    expect(mover('d4', { M: 3 }, [{ side: 'A', at: 'd5' }], { d6: { kind: 'wall' } }).filter((s) => s > 'd4' && s[0] === 'd')).toEqual([]);
  });

  it('a friend at the board edge cannot be jumped off the board', () => {
    expect(mover('a7', { M: 2 }, [{ side: 'A', at: 'a8' }]).filter((s) => s[0] === 'a')).toEqual(['a5', 'a6']);
  });

  it('applyAction moves along legal lines only, and never onto an occupied square', () => {
    const state = position([{ side: 'A', at: 'd4' }, { side: 'A', at: 'd5' }, { side: 'B', at: 'e4' }]);
    const moved = applyAction(state, { kind: 'move', piece: 0, to: parseSquare('d6') }); // over the friend
    expect(squareName(moved.pieces[0]!.at)).toBe('d6');
    expect(() => applyAction(state, { kind: 'move', piece: 0, to: parseSquare('d5') })).toThrow(/cannot move/); // the friend's square
    expect(() => applyAction(state, { kind: 'move', piece: 0, to: parseSquare('e4') })).toThrow(/cannot move/); // the enemy's square
    expect(() => applyAction(state, { kind: 'move', piece: 0, to: parseSquare('e5') })).toThrow(/cannot move/); // diagonal, for a cross mover
  });
});
