import { describe, expect, it } from 'vitest';
import { parseSquare } from '../../../src/rules/block-duel-chess/play/Board.ts';
import { chooseAction } from '../../../src/rules/block-duel-chess/play/greedyPolicy.ts';
import { mirrorAction, mirrorSquare, mirrorState } from '../../../src/rules/block-duel-chess/play/mirrorState.ts';
import { position } from './fixtures.ts';

describe('the greedy policy', () => {
  it('destroys a Piece rather than do more damage to another', () => {
    // d5: 20 Health left, destroyed by 49. e4: D 0, takes 62 but survives.
    const state = position([{ side: 'A', at: 'd4' }, { side: 'B', at: 'd5', health: 20 }, { side: 'B', at: 'e4', spec: { D: 0, H: 300 } }]);
    expect(chooseAction(state)).toEqual({ kind: 'attack', piece: 0, target: 1 });
  });

  it('with no kill in reach, hits where it does the most damage', () => {
    const state = position([{ side: 'A', at: 'd4' }, { side: 'B', at: 'd5', spec: { D: 20, H: 300 } }, { side: 'B', at: 'e4', spec: { D: 0, H: 300 } }]);
    expect(chooseAction(state)).toEqual({ kind: 'attack', piece: 0, target: 2 });
  });

  it('moves then attacks when the target is one move away', () => {
    const state = position([{ side: 'A', at: 'd4' }, { side: 'B', at: 'd7', health: 30 }]);
    expect(chooseAction(state)).toEqual({ kind: 'move-attack', piece: 0, to: parseSquare('d6'), target: 1 });
  });

  it('heads for an enemy it has the Power to reach and destroy this turn', () => {
    // d1 to d8: 3 moves of 2 to d7, then two hits of 49 on 56 Health: 4 payments of 23 = 92 <= 100.
    const state = position([{ side: 'A', at: 'd1' }, { side: 'B', at: 'd8' }], { power: { A: 100, B: 0 } });
    expect(chooseAction(state)).toEqual({ kind: 'move', piece: 0, to: parseSquare('d3') });
  });

  it('does not step into more danger when it cannot strike: it saves its Power instead', () => {
    // A hits for 7 (A 20 - D 13): no kill this turn with 69 Power. B (Value 100, 200 Power + an average
    // P-Roll of 70) can pay twice next turn: enough to walk to d4 and hit d3, but not to reach d2.
    const placements = [{ side: 'A' as const, at: 'd2', spec: { A: 20 } }, { side: 'B' as const, at: 'd8', spec: { V: 100 } }];
    expect(chooseAction(position(placements, { power: { A: 69, B: 200 } }))).toEqual({ kind: 'end-turn' });
    // With B too poor to pay next turn, nothing forward is dangerous: A steps up.
    expect(chooseAction(position(placements, { power: { A: 69, B: 0 } }))).toEqual({ kind: 'move', piece: 0, to: parseSquare('d3') });
  });

  it('ends the turn when no Piece can pay', () => {
    const state = position([{ side: 'A', at: 'd4' }, { side: 'B', at: 'd5' }], { power: { A: 10, B: 300 } });
    expect(chooseAction(state)).toEqual({ kind: 'end-turn' });
  });

  it('plays side B exactly as it plays side A, seen from the other end of the board', () => {
    const placements = [{ side: 'A' as const, at: 'c2' }, { side: 'A' as const, at: 'f2' }, { side: 'B' as const, at: 'd7' }, { side: 'B' as const, at: 'e6', health: 30 }];
    const asA = position(placements, { power: { A: 120, B: 90 } });
    const asB = mirrorState(asA);
    expect(mirrorSquare(parseSquare('c2'))).toBe(parseSquare('c7'));
    expect(asB.toMove).toBe('B');
    expect(chooseAction(asB)).toEqual(mirrorAction(chooseAction(asA)));
  });
});
