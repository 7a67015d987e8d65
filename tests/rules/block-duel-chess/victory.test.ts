import { describe, expect, it } from 'vitest';
import { eliminationWinner } from '../../../src/rules/block-duel-chess/play/eliminationWinner.ts';
import { mustSurrender } from '../../../src/rules/block-duel-chess/play/mustSurrender.ts';
import { playDuel } from '../../../src/rules/block-duel-chess/play/playDuel.ts';
import { timeCalledScore, timeCalledWinner } from '../../../src/rules/block-duel-chess/play/timeCalled.ts';
import { MINIFIG, position, spec } from './fixtures.ts';

/** A Piece that can reach anything: 8-way, M 4, R 4, and destroys a minifig in one hit. */
const GIANT = spec({ name: 'giant', H: 500, A: 200, D: 100, M: 4, R: 4, moveDirection: '8-way', rangeDirection: '8-way' });
/** Moves and shoots only along diagonals: it can never meet a Piece standing on the other colour. */
const BISHOP = spec({ name: 'bishop', moveDirection: 'diagonal-cross', rangeDirection: 'diagonal-cross' });

describe('victory conditions (section VI.B.5)', () => {
  it('a: all opposing Pieces destroyed', () => {
    expect(eliminationWinner(position([{ side: 'A', at: 'a1' }, { side: 'B', at: 'h8' }]))).toBeUndefined();
    expect(eliminationWinner(position([{ side: 'A', at: 'a1' }]))).toBe('A');
    expect(eliminationWinner(position([{ side: 'B', at: 'a1' }]))).toBe('B');
  });

  it('a, in play: a minifig that moves first finishes a lone minifig in its first turn', () => {
    const r = playDuel([MINIFIG], [MINIFIG], { seed: 1 });
    expect(r).toMatchObject({ winner: 'A', ending: 'all-destroyed', turns: 1 });
    expect(r.final.destroyed).toEqual({ A: 0, B: 1 });
  });

  describe('b: surrender', () => {
    it('is due when the last Piece can go nowhere safe and destroy no one', () => {
      // B's minifig has no Power to move; the giant (4 moves, 8-way, Range 4) is sure of 100 + 20 Power: it will reach it.
      const state = position([{ side: 'A', at: 'd4', spec: GIANT }, { side: 'B', at: 'h8' }], { toMove: 'B', power: { A: 100, B: 0 } });
      expect(mustSurrender(state, 'B')).toBe(true);
    });

    it('is not due while it has another Piece, or the enemy cannot be sure of the Power to reach it', () => {
      expect(mustSurrender(position([{ side: 'A', at: 'd4', spec: GIANT }, { side: 'B', at: 'h8' }, { side: 'B', at: 'a8' }], { toMove: 'B', power: { A: 100, B: 0 } }), 'B')).toBe(false);
      // A giant of Value 30 with 0 Power is sure of only 20 next turn: it cannot pay once.
      const poor = position([{ side: 'A', at: 'd4', spec: { ...GIANT, V: 30 } }, { side: 'B', at: 'h8' }], { toMove: 'B', power: { A: 0, B: 0 } });
      expect(mustSurrender(poor, 'B')).toBe(false);
    });

    it('is not due when the last Piece can destroy an enemy this turn', () => {
      const state = position([{ side: 'A', at: 'd4', spec: { ...GIANT, H: 40, D: 0 } }, { side: 'B', at: 'd5' }], { toMove: 'B', power: { A: 0, B: 100 } });
      expect(mustSurrender(state, 'B')).toBe(false);
    });

    it('is not due when the last Piece can step out of every enemy\'s reach', () => {
      // A's slow hitter (M 1, R 1, Value 20) is sure of 20 Power: one payment, one move then an attack.
      // From a1 that reaches a3, where B stands: with no Power B is doomed; with Power it walks away.
      const hitter = { ...MINIFIG, M: 1, A: 200, V: 20 };
      const stuck = position([{ side: 'A', at: 'a1', spec: hitter }, { side: 'B', at: 'a3' }], { toMove: 'B', power: { A: 0, B: 0 } });
      expect(mustSurrender(stuck, 'B')).toBe(true);
      const free = position([{ side: 'A', at: 'a1', spec: hitter }, { side: 'B', at: 'a3' }], { toMove: 'B', power: { A: 0, B: 300 } });
      expect(mustSurrender(free, 'B')).toBe(false);
    });

    it('ends a duel in play: the lone minifig facing the giant gives up on its first turn', () => {
      const r = playDuel([GIANT], [MINIFIG], { seed: 3, first: 'B' });
      expect(r).toMatchObject({ winner: 'A', ending: 'surrender', turns: 1 });
    });
  });

  describe('c: time called', () => {
    it('the highest Power plus total Health wins; equal is a draw', () => {
      const state = position([{ side: 'A', at: 'a1', health: 50 }, { side: 'B', at: 'h8', health: 20 }], { power: { A: 100, B: 120 } });
      expect(timeCalledScore(state, 'A')).toBe(150);
      expect(timeCalledScore(state, 'B')).toBe(140);
      expect(timeCalledWinner(state)).toBe('A');
      expect(timeCalledWinner(position([{ side: 'A', at: 'a1', health: 50 }, { side: 'B', at: 'h8', health: 50 }], { power: { A: 100, B: 100 } }))).toBe('draw');
    });

    it('is called only after both duelists have played the last turn', () => {
      // Two bishops on different colours (d2 and d7) can never attack each other.
      const r = playDuel([BISHOP], [BISHOP], { seed: 5, maxTurns: 4 });
      expect(r.ending).toBe('time-called');
      expect(r.turns).toBe(4);
      expect(r.final.toMove).toBe('B'); // the second duelist played turn 4 too
      expect(r.winner).toBe(timeCalledWinner(r.final));
      expect(r.final.power.A).toBeGreaterThanOrEqual(300 + 4 * 20); // nothing was worth paying for: four P-Rolls saved
    });
  });

  it('stalemate: with no time limit, a draw once neither side has done damage for the agreed number of turns', () => {
    const r = playDuel([BISHOP], [BISHOP], { seed: 5, stalemateTurns: 6 });
    expect(r).toMatchObject({ winner: 'draw', ending: 'stalemate', turns: 6 });
  });
});
