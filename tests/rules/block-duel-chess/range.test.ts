import { describe, expect, it } from 'vitest';
import { createBoard, parseSquare, squareName, type Cell } from '../../../src/rules/block-duel-chess/play/Board.ts';
import { occupancy } from '../../../src/rules/block-duel-chess/play/occupancy.ts';
import type { PieceSpec } from '../../../src/rules/block-duel-chess/play/PlayPiece.ts';
import type { PlayRules } from '../../../src/rules/block-duel-chess/play/PlayRules.ts';
import { targetsInRange } from '../../../src/rules/block-duel-chess/play/targetsInRange.ts';
import { position, type Placement } from './fixtures.ts';

/** The squares of the enemies piece 0 has in Range, sorted. */
function targets(at: string, s: Partial<PieceSpec>, others: Placement[], features: { [k: string]: Cell } = {}, rules: Partial<PlayRules> = {}, from?: string): string[] {
  const state = position([{ side: 'A', at, spec: s }, ...others], { board: createBoard(features), rules });
  const found = targetsInRange(state.board, occupancy(state.pieces), state.pieces[0]!, state.rules, from === undefined ? undefined : parseSquare(from));
  return found.map((p) => squareName(p.at)).sort();
}

describe('Range (section IV.I)', () => {
  it('cross: enemies within R along rows and columns, at the board edge too (a1, R 2)', () => {
    const enemies: Placement[] = ['a3', 'c1', 'b2', 'a4', 'd1'].map((at) => ({ side: 'B', at }));
    expect(targets('a1', { R: 2, rangeDirection: 'cross' }, enemies)).toEqual(['a3', 'c1']);
  });

  it('diagonal cross: diagonals only (d4, R 1)', () => {
    const enemies: Placement[] = ['c5', 'e3', 'd5', 'e4'].map((at) => ({ side: 'B', at }));
    expect(targets('d4', { R: 1, rangeDirection: 'diagonal-cross' }, enemies)).toEqual(['c5', 'e3']);
  });

  it('8-way: both (h8 corner, R 2)', () => {
    const enemies: Placement[] = ['h6', 'f6', 'f8', 'g6'].map((at) => ({ side: 'B', at }));
    expect(targets('h8', { R: 2, rangeDirection: '8-way' }, enemies)).toEqual(['f6', 'f8', 'h6']);
  });

  it('a wall blocks the line of fire; a hole does not (a shot flies over it)', () => {
    const enemy: Placement[] = [{ side: 'B', at: 'd6' }];
    expect(targets('d4', { R: 3 }, enemy)).toEqual(['d6']);
    expect(targets('d4', { R: 3 }, enemy, { d5: { kind: 'wall' } })).toEqual([]);
    expect(targets('d4', { R: 3 }, enemy, { d5: { kind: 'hole' } })).toEqual(['d6']);
  });

  it('by default the first Piece on a line, friend or foe, stops the shot; the other choice shoots past', () => {
    const behindFriend: Placement[] = [{ side: 'A', at: 'd5' }, { side: 'B', at: 'd6' }];
    expect(targets('d4', { R: 3 }, behindFriend)).toEqual([]);
    expect(targets('d4', { R: 3 }, behindFriend, {}, { lineOfFire: 'pieces-do-not-block' })).toEqual(['d6']);
    const twoEnemies: Placement[] = [{ side: 'B', at: 'd5' }, { side: 'B', at: 'd6' }];
    expect(targets('d4', { R: 3 }, twoEnemies)).toEqual(['d5']);
    expect(targets('d4', { R: 3 }, twoEnemies, {}, { lineOfFire: 'pieces-do-not-block' })).toEqual(['d5', 'd6']);
  });

  it('never targets a friend', () => {
    expect(targets('d4', { R: 1, rangeDirection: '8-way' }, [{ side: 'A', at: 'd5' }, { side: 'A', at: 'e5' }])).toEqual([]);
  });

  it('can be checked from another square (move then attack); the attacker\'s own square does not block then', () => {
    // From d6 looking down: d5 empty, d4 is the attacker itself (moved away), d3 the enemy.
    expect(targets('d4', { R: 3 }, [{ side: 'B', at: 'd3' }], {}, {}, 'd6')).toEqual(['d3']);
  });
});
