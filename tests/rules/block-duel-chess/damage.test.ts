import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../src/rules/block-duel-chess/play/applyAction.ts';
import { damage, healthAfter } from '../../../src/rules/block-duel-chess/play/damage.ts';
import { pieceAt, position } from './fixtures.ts';

describe('damage (section VI.D)', () => {
  it('"a Piece with 10 Defense attacked by a Piece with 15 Attack loses 5 Health"', () => {
    expect(damage({ A: 15, D: 0, element: 'Normal' }, { A: 0, D: 10, element: 'Normal' })).toBe(5);
    expect(healthAfter(56, 5)).toBe(51);
  });

  it('is doubled when the attacker has Elemental Advantage (Fire over Normal)', () => {
    expect(damage({ A: 15, D: 0, element: 'Fire' }, { A: 0, D: 10, element: 'Normal' })).toBe(10);
  });

  it('is halved, rounded half up as the rules round, when the target has it (Fire over Normal)', () => {
    expect(damage({ A: 15, D: 0, element: 'Normal' }, { A: 0, D: 10, element: 'Fire' })).toBe(3); // 5 / 2 = 2.5 -> 3
    expect(damage({ A: 14, D: 0, element: 'Normal' }, { A: 0, D: 10, element: 'Fire' })).toBe(2); // 4 / 2 = 2
  });

  it('is zero when Defense matches or beats Attack: no healing, even with advantage', () => {
    expect(damage({ A: 10, D: 0, element: 'Normal' }, { A: 0, D: 10, element: 'Normal' })).toBe(0);
    expect(damage({ A: 10, D: 0, element: 'Normal' }, { A: 0, D: 12, element: 'Normal' })).toBe(0);
    expect(damage({ A: 10, D: 0, element: 'Fire' }, { A: 0, D: 12, element: 'Normal' })).toBe(0);
    expect(healthAfter(56, 0)).toBe(56);
  });

  it('Wind against Wind: both have the advantage, so neither does (plain damage)', () => {
    expect(damage({ A: 15, D: 0, element: 'Wind' }, { A: 0, D: 10, element: 'Wind' })).toBe(5);
  });

  it('overkill leaves Health at 0: the target is destroyed, leaves the board and counts for its side', () => {
    expect(healthAfter(20, 49)).toBe(0);
    const state = position([
      { side: 'A', at: 'd4' },
      { side: 'B', at: 'd5', health: 20 },
    ]);
    const after = applyAction(state, { kind: 'attack', piece: 0, target: 1 });
    expect(after.pieces.map((p) => p.id)).toEqual([0]);
    expect(after.destroyed).toEqual({ A: 0, B: 1 });
    expect(after.lastDamageTurn).toBe(1);
  });

  it('an attack on the board takes A - D off the target and leaves the attacker where it was', () => {
    const state = position([
      { side: 'A', at: 'd4' },
      { side: 'B', at: 'd5' },
    ]);
    const after = applyAction(state, { kind: 'attack', piece: 0, target: 1 });
    expect(pieceAt(after, 'd5')!.health).toBe(56 - (62 - 13));
    expect(pieceAt(after, 'd4')!.id).toBe(0);
  });

  it('an attack that does no damage still costs Power and is not damage for the stalemate count', () => {
    const state = position([
      { side: 'A', at: 'd4', spec: { A: 10 } },
      { side: 'B', at: 'd5' },
    ]);
    const after = applyAction(state, { kind: 'attack', piece: 0, target: 1 });
    expect(pieceAt(after, 'd5')!.health).toBe(56);
    expect(after.power.A).toBe(300 - 23);
    expect(after.lastDamageTurn).toBe(0);
  });
});
