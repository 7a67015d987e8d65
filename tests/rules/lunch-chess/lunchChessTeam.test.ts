import { describe, expect, it } from 'vitest';
import { assignRoles, type TeamBuild } from '../../../src/rules/lunch-chess/assignRoles.ts';
import { CHESS_ROLES, parseChessRole, startingCount } from '../../../src/rules/lunch-chess/ChessRole.ts';
import { hitPoints } from '../../../src/rules/lunch-chess/hitPoints.ts';
import { lunchChessTeam } from '../../../src/rules/lunch-chess/lunchChessTeam.ts';
import { lunchChessText } from '../../../src/rules/lunch-chess/lunchChessText.ts';

const build = (name: string, value: number): TeamBuild => ({ name, value, valueWorked: `V ${value}` });
/** A small team: Values 12, 57 and 30 (as the analysis would give them). */
const TEAM = [build('scout.ldr', 12), build('tower.ldr', 57), build('knight.ldr', 30)];

describe('Lunch Chess hit points', () => {
  it('are the rules\' table: Pawn 1, Knight 3, Bishop 3, Rook 5, Queen 9, King 15', () => {
    expect(CHESS_ROLES.map((r) => [r, hitPoints(r)])).toEqual([['king', 15], ['queen', 9], ['rook', 5], ['bishop', 3], ['knight', 3], ['pawn', 1]]);
  });

  it('a side starts with 1 king, 1 queen, 2 rooks, 2 bishops, 2 knights and 8 pawns', () => {
    expect(CHESS_ROLES.map(startingCount)).toEqual([1, 1, 2, 2, 2, 8]);
    expect(parseChessRole(' Queen ')).toBe('queen');
    expect(parseChessRole('princess')).toBeUndefined();
  });
});

describe('Lunch Chess side from a small team', () => {
  it('suggests roles by Block Duel Chess Value: the best build is the King (15 HP), then Queen (9), Rook (5)', () => {
    const team = lunchChessTeam(TEAM);
    expect(team.problems).toEqual([]);
    expect(team.pieces.map((p) => [p.build, p.role, p.hitPoints, p.chosenBy])).toEqual([
      ['tower.ldr', 'king', 15, 'ranking'],
      ['knight.ldr', 'queen', 9, 'ranking'],
      ['scout.ldr', 'rook', 5, 'ranking'],
    ]);
    // 15 + 9 + 5.
    expect(team.totalHitPoints).toEqual({ value: 29, worked: '15 + 9 + 5' });
    expect(team.pieces[0]!.reason).toContain('1st of 3 by Block Duel Chess Value (V 57)');
  });

  it('keeps the user\'s roles and ranks the rest into the open ones', () => {
    const team = lunchChessTeam(TEAM, [{ build: 'scout.ldr', role: 'king' }]);
    expect(team.pieces.map((p) => [p.build, p.role, p.hitPoints, p.chosenBy])).toEqual([
      ['scout.ldr', 'king', 15, 'user'],
      ['tower.ldr', 'queen', 9, 'ranking'],
      ['knight.ldr', 'rook', 5, 'ranking'],
    ]);
  });

  it('fills a side in chess order: with a pawn chosen, three more builds are King, Queen, Rook', () => {
    const team = lunchChessTeam([...TEAM, build('pawn.ldr', 99)], [{ build: 'pawn.ldr', role: 'pawn' }]);
    expect(team.pieces.map((p) => p.role).sort()).toEqual(['king', 'pawn', 'queen', 'rook']);
  });

  it('gives builds of equal Value roles in the order they were given', () => {
    const team = lunchChessTeam([build('a.ldr', 25), build('b.ldr', 25)]);
    expect(team.pieces.map((p) => [p.build, p.role])).toEqual([['a.ldr', 'king'], ['b.ldr', 'queen']]);
  });

  it('refuses two kings, a role for a build not on the team, and more than 16 builds', () => {
    expect(lunchChessTeam(TEAM, [{ build: 'scout.ldr', role: 'king' }, { build: 'tower.ldr', role: 'king' }]).problems).toEqual(['2 builds are given the role king; a side has 1']);
    expect(lunchChessTeam(TEAM, [{ build: 'dragon.ldr', role: 'queen' }]).problems).toEqual(['dragon.ldr is given a role but is not on the team']);
    const many = Array.from({ length: 17 }, (_, i) => build(`b${i}.ldr`, i));
    expect(lunchChessTeam(many).problems).toEqual(['17 builds: a chess side has 16 pieces']);
  });

  it('warns when the user leaves the side without a King', () => {
    const team = lunchChessTeam(TEAM.slice(0, 1), [{ build: 'scout.ldr', role: 'rook' }]);
    expect(team.warnings).toEqual(['the team has no King: both games are lost without one']);
  });

  it('ranks with the strength it is given', () => {
    const { assignments } = assignRoles(TEAM, [], (role) => ({ value: role === 'rook' ? 100 : 0, worked: '' }));
    expect(assignments.find((a) => a.build === 'tower.ldr')!.role).toBe('rook');
  });

  it('prints the side with hit points', () => {
    const text = lunchChessText(lunchChessTeam(TEAM));
    expect(text.split('\n')[1]).toMatch(/^ {2}King {3}tower\.ldr +15 HP/);
    expect(text).toContain('total hit points 29 (15 + 9 + 5)');
  });
});
