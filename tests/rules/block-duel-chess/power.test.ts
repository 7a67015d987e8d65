import { describe, expect, it } from 'vitest';
import { actionCost, canPay } from '../../../src/rules/block-duel-chess/play/actionCost.ts';
import { applyAction } from '../../../src/rules/block-duel-chess/play/applyAction.ts';
import { parseSquare, squareName } from '../../../src/rules/block-duel-chess/play/Board.ts';
import { chooseAction } from '../../../src/rules/block-duel-chess/play/greedyPolicy.ts';
import { position } from './fixtures.ts';

describe('Power (section VI.A)', () => {
  it('a move costs the Piece\'s Value', () => {
    const state = position([{ side: 'A', at: 'd4' }, { side: 'B', at: 'h8' }]);
    expect(applyAction(state, { kind: 'move', piece: 0, to: parseSquare('d5') }).power).toEqual({ A: 300 - 23, B: 300 });
  });

  it('a move then an attack is one payment', () => {
    const state = position([{ side: 'A', at: 'd4' }, { side: 'B', at: 'd7' }]);
    const after = applyAction(state, { kind: 'move-attack', piece: 0, to: parseSquare('d6'), target: 1 });
    expect(after.power.A).toBe(300 - 23);
    expect(after.pieces.find((p) => p.id === 1)!.health).toBe(56 - 49);
    expect(squareName(after.pieces.find((p) => p.id === 0)!.at)).toBe('d6');
  });

  it('a Piece whose Value is more than the Power cannot act', () => {
    expect(canPay(22, 23)).toBe(false);
    expect(canPay(23, 23)).toBe(true);
    const state = position([{ side: 'A', at: 'd4' }, { side: 'B', at: 'd5' }], { power: { A: 22, B: 300 } });
    expect(() => applyAction(state, { kind: 'attack', piece: 0, target: 1 })).toThrow(/costs 23 Power; side A has 22/);
    expect(chooseAction(state)).toEqual({ kind: 'end-turn' });
  });

  it('a Piece may pay again and again in a turn (the rules set no limit), but only once under the \'once\' house rule', () => {
    const unlimited = position([{ side: 'A', at: 'd4' }, { side: 'B', at: 'd5', spec: { H: 500 } }]);
    const twice = applyAction(applyAction(unlimited, { kind: 'attack', piece: 0, target: 1 }), { kind: 'attack', piece: 0, target: 1 });
    expect(twice.pieces[1]!.health).toBe(500 - 2 * 49);
    expect(twice.power.A).toBe(300 - 2 * 23);
    const once = position([{ side: 'A', at: 'd4' }, { side: 'B', at: 'd5', spec: { H: 500 } }], { rules: { actionsPerPiece: 'once' } });
    const first = applyAction(once, { kind: 'attack', piece: 0, target: 1 });
    expect(() => applyAction(first, { kind: 'attack', piece: 0, target: 1 })).toThrow(/already acted/);
    expect(chooseAction(first)).toEqual({ kind: 'end-turn' });
  });

  it('a Value below 1 still costs 1 Power, so a turn always ends', () => {
    expect(actionCost(0)).toBe(1);
    expect(actionCost(-2)).toBe(1);
    expect(actionCost(23)).toBe(23);
  });

  it('only the side to move may act, and not with the other side\'s Pieces', () => {
    const state = position([{ side: 'A', at: 'd4' }, { side: 'B', at: 'd5' }]);
    expect(() => applyAction(state, { kind: 'attack', piece: 1, target: 0 })).toThrow(/belongs to side B/);
  });

  it('an attack needs its target in Range from where the attacker stands', () => {
    const state = position([{ side: 'A', at: 'd4' }, { side: 'B', at: 'd6' }]);
    expect(() => applyAction(state, { kind: 'attack', piece: 0, target: 1 })).toThrow(/no enemy Piece 1 in Range/);
  });
});
