import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../src/rules/block-duel-chess/play/applyAction.ts';
import { attackDamage } from '../../../src/rules/block-duel-chess/play/attackDamage.ts';
import { createBoard, parseSquare, squareName, type Cell } from '../../../src/rules/block-duel-chess/play/Board.ts';
import { ELEMENT_SQUARE_BONUS, elementSquareBonus } from '../../../src/rules/block-duel-chess/play/elementSquareBonus.ts';
import { hazardDamageAt } from '../../../src/rules/block-duel-chess/play/hazardDamage.ts';
import { pieceAt, position } from './fixtures.ts';

describe('the board (section V)', () => {
  it('names squares as chess does: a1 is side A\'s back-row corner, h8 the far one', () => {
    expect(parseSquare('a1')).toBe(0);
    expect(parseSquare('h1')).toBe(7);
    expect(parseSquare('a2')).toBe(8);
    expect(parseSquare('h8')).toBe(63);
    expect(squareName(parseSquare('e5'))).toBe('e5');
    expect(() => parseSquare('i9')).toThrow(/not a square/);
  });

  describe('Element bonus squares: +5 or -5 to both A and D', () => {
    const square = (element: 'Fire' | 'Water' | 'Metal' | 'Earth' | 'Wind' | 'Normal'): Cell => ({ kind: 'element', element });
    it('its own Element or one it has the advantage over: +5', () => {
      expect(ELEMENT_SQUARE_BONUS).toBe(5);
      expect(elementSquareBonus('Fire', square('Fire'))).toBe(5);
      expect(elementSquareBonus('Fire', square('Metal'))).toBe(5); // Fire has advantage against Metal
    });
    it('an Element with the advantage over it: -5', () => {
      expect(elementSquareBonus('Fire', square('Water'))).toBe(-5); // Water has advantage against Fire
      expect(elementSquareBonus('Normal', square('Wind'))).toBe(-5); // Wind has advantage against Normal
    });
    it('neither, or a square without an Element: 0', () => {
      expect(elementSquareBonus('Fire', square('Wind'))).toBe(0);
      expect(elementSquareBonus('Fire', { kind: 'floor' })).toBe(0);
    });
    it('changes the damage of an attack from, or against, such a square', () => {
      const board = createBoard({ d4: square('Normal'), d5: square('Wind') });
      const state = position([{ side: 'A', at: 'd4' }, { side: 'B', at: 'd5' }], { board });
      const [a, b] = state.pieces;
      // A attacks with 62 + 5 (Normal on Normal); B defends with 13 - 5 (Wind beats Normal).
      expect(attackDamage(board, a!, a!.at, b!)).toBe(62 + 5 - (13 - 5));
      // B attacks with 62 - 5; A defends with 13 + 5.
      expect(attackDamage(board, b!, b!.at, a!)).toBe(62 - 5 - (13 + 5));
    });
  });

  describe('hazards', () => {
    it('a landmine (reach 0) hurts only on its own square; a gun placement reaches its neighbours', () => {
      const board = createBoard({ c3: { kind: 'hazard', damage: 10, reach: 0 }, f6: { kind: 'hazard', damage: 7, reach: 1 } });
      expect(hazardDamageAt(board, parseSquare('c3'))).toBe(10);
      expect(hazardDamageAt(board, parseSquare('c4'))).toBe(0);
      expect(hazardDamageAt(board, parseSquare('e5'))).toBe(7);
      expect(hazardDamageAt(board, parseSquare('g7'))).toBe(7);
      expect(hazardDamageAt(board, parseSquare('d6'))).toBe(0);
    });

    it('takes its damage from a Piece that ends a move there, whatever its Defense', () => {
      const board = createBoard({ d5: { kind: 'hazard', damage: 10, reach: 0 } });
      const state = position([{ side: 'A', at: 'd4', spec: { D: 99 } }, { side: 'B', at: 'h8' }], { board });
      const after = applyAction(state, { kind: 'move', piece: 0, to: parseSquare('d5') });
      expect(pieceAt(after, 'd5')!.health).toBe(56 - 10);
      expect(after.lastDamageTurn).toBe(1);
    });

    it('a Piece destroyed by a hazard leaves the board and its attack never happens; the Power is spent', () => {
      const board = createBoard({ d5: { kind: 'hazard', damage: 10, reach: 0 } });
      const state = position([{ side: 'A', at: 'd4', health: 8 }, { side: 'B', at: 'd6' }], { board });
      const after = applyAction(state, { kind: 'move-attack', piece: 0, to: parseSquare('d5'), target: 1 });
      expect(after.pieces.map((p) => p.id)).toEqual([1]);
      expect(pieceAt(after, 'd6')!.health).toBe(56);
      expect(after.destroyed).toEqual({ A: 1, B: 0 });
      expect(after.power.A).toBe(300 - 23);
    });
  });
});
