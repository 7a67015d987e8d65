import { describe, expect, it } from 'vitest';
import { createBoard, squareName } from '../../../src/rules/block-duel-chess/play/Board.ts';
import { startDuel } from '../../../src/rules/block-duel-chess/play/startDuel.ts';
import { DEFAULT_SETUP, validateSetup, validateTeam } from '../../../src/rules/block-duel-chess/play/validateTeam.ts';
import { MINIFIG, spec } from './fixtures.ts';

const team = (n: number) => Array.from({ length: n }, () => MINIFIG);

describe('setup limits (section VI.B.1)', () => {
  it('accepts ten Pieces, and no more', () => {
    expect(validateTeam(team(10), DEFAULT_SETUP, 'team A')).toEqual([]);
    expect(validateTeam(team(11), DEFAULT_SETUP, 'team A')).toEqual(['team A has 11 Pieces; at most 10 may play']);
  });

  it('holds a team to the agreed total Value (sum of V)', () => {
    const setup = { ...DEFAULT_SETUP, teamValueLimit: 60 };
    expect(validateTeam(team(2), setup, 'team B')).toEqual([]); // 46
    expect(validateTeam(team(3), setup, 'team B')).toEqual(["team B's total Value is 69, over the agreed limit of 60"]);
  });

  it('holds starting Power within 200 to 400, and the number of Pieces within 1 to 10', () => {
    expect(validateSetup({ ...DEFAULT_SETUP, startingPower: 200 })).toEqual([]);
    expect(validateSetup({ ...DEFAULT_SETUP, startingPower: 400 })).toEqual([]);
    expect(validateSetup({ ...DEFAULT_SETUP, startingPower: 199 })).toEqual(['starting Power must be 200 to 400 (section VI.B.1), not 199']);
    expect(validateSetup({ ...DEFAULT_SETUP, startingPower: 401 })).toHaveLength(1);
    expect(validateSetup({ ...DEFAULT_SETUP, maxPieces: 12 })).toEqual(['the number of Pieces a side must be 1 to 10 (section VI.B.1), not 12']);
  });

  it('names the Piece whose stats cannot play', () => {
    expect(validateTeam([MINIFIG, spec({ name: 'statue', M: 0, R: 5 }), spec({ name: 'ghost', H: 0, A: 1.5 })], DEFAULT_SETUP, 'team A')).toEqual([
      'team A, Piece 2 (statue): M must be 1 to 4, not 0',
      'team A, Piece 2 (statue): R must be 1 to 4, not 5',
      'team A, Piece 3 (ghost): A must be a whole number, not 1.5',
      'team A, Piece 3 (ghost): H must be at least 1, not 0',
    ]);
    expect(validateTeam([], DEFAULT_SETUP, 'team A')).toEqual(['team A has no Pieces']);
  });

  it('startDuel refuses a setup or team that breaks the rules, with every message at once', () => {
    expect(() => startDuel(team(11), [], { setup: { ...DEFAULT_SETUP, startingPower: 100 } })).toThrow(
      'starting Power must be 200 to 400 (section VI.B.1), not 100; team A has 11 Pieces; at most 10 may play; team B has no Pieces',
    );
  });

  it('places each team in its two home rows, front row and centre first, the sides mirroring each other', () => {
    const state = startDuel(team(3), team(10));
    const where = (side: 'A' | 'B') => state.pieces.filter((p) => p.side === side).map((p) => squareName(p.at));
    expect(where('A')).toEqual(['d2', 'e2', 'c2']);
    expect(where('B')).toEqual(['d7', 'e7', 'c7', 'f7', 'b7', 'g7', 'a7', 'h7', 'd8', 'e8']);
    expect(state.power).toEqual({ A: 300, B: 300 });
    expect(state.pieces.every((p) => p.health === p.spec.H)).toBe(true);
  });

  it('skips home squares with an obstacle', () => {
    const state = startDuel(team(2), team(1), { board: createBoard({ d2: { kind: 'wall' } }) });
    expect(state.pieces.filter((p) => p.side === 'A').map((p) => squareName(p.at))).toEqual(['e2', 'c2']);
  });
});
