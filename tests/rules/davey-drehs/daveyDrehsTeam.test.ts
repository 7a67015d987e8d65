import { describe, expect, it } from 'vitest';
import type { TeamBuild } from '../../../src/rules/lunch-chess/assignRoles.ts';
import { CHESS_ROLES } from '../../../src/rules/lunch-chess/ChessRole.ts';
import { daveyDrehsProfile, diceText } from '../../../src/rules/davey-drehs/daveyDrehsProfile.ts';
import { daveyDrehsStrength } from '../../../src/rules/davey-drehs/daveyDrehsStrength.ts';
import { daveyDrehsTeam } from '../../../src/rules/davey-drehs/daveyDrehsTeam.ts';
import { daveyDrehsText } from '../../../src/rules/davey-drehs/daveyDrehsText.ts';

const build = (name: string, value: number): TeamBuild => ({ name, value, valueWorked: `V ${value}` });
const TEAM = [build('scout.ldr', 12), build('tower.ldr', 57), build('knight.ldr', 30)];

describe("Davey Drehs' pieces", () => {
  it('have the rules\' LifePoints, Armor and weapon dice', () => {
    expect(CHESS_ROLES.map((r) => {
      const p = daveyDrehsProfile(r);
      return [r, p.lifePoints, p.armor, diceText(p.weapon)];
    })).toEqual([
      ['king', 1, 6, 'D4'],
      ['queen', 12, 12, '2D6'],
      ['rook', 8, 8, '2D4'],
      ['bishop', 6, 6, 'D6'],
      ['knight', 6, 6, 'D6'],
      ['pawn', 4, 4, 'D4'],
    ]);
  });

  it("gives the King 6+ Armor, at most 19, and every piece its special ability", () => {
    expect(daveyDrehsProfile('king')).toMatchObject({ armor: 6, armorMax: 19 });
    expect(daveyDrehsProfile('knight').ability).toMatch(/^Teleport/);
    expect(daveyDrehsProfile('bishop').ability).toMatch(/^Returns from the dead/);
    expect(daveyDrehsProfile('rook').ability).toMatch(/^Cannon/);
    expect(daveyDrehsProfile('pawn').ability).toMatch(/^Dyad/);
  });

  it('rank by LifePoints + Armor + mean damage: Queen 31, Rook 21, Bishop and Knight 15.5, Pawn 10.5, King 9.5', () => {
    // Queen 12 + 12 + 2 x 3.5; Rook 8 + 8 + 2 x 2.5; Bishop/Knight 6 + 6 + 3.5; Pawn 4 + 4 + 2.5; King 1 + 6 + 2.5.
    expect(CHESS_ROLES.map((r) => daveyDrehsStrength(r).value)).toEqual([9.5, 31, 21, 15.5, 15.5, 10.5]);
  });
});

describe("Davey Drehs' side from a small team", () => {
  it('keeps a King on a side of three, and gives it to the weakest build: the King is the weakest fighter', () => {
    const team = daveyDrehsTeam(TEAM);
    expect(team.problems).toEqual([]);
    expect(team.pieces.map((p) => [p.build, p.role, p.lifePoints, p.armor, p.weaponText])).toEqual([
      ['tower.ldr', 'queen', 12, 12, '2D6'],
      ['knight.ldr', 'rook', 8, 8, '2D4'],
      ['scout.ldr', 'king', 1, 6, 'D4'],
    ]);
  });

  it("keeps the user's roles", () => {
    const team = daveyDrehsTeam(TEAM, [{ build: 'tower.ldr', role: 'king' }]);
    expect(team.pieces.map((p) => [p.build, p.role])).toEqual([['tower.ldr', 'king'], ['knight.ldr', 'queen'], ['scout.ldr', 'rook']]);
  });

  it('prints LifePoints, Armor, weapon and ability for each piece', () => {
    const text = daveyDrehsText(daveyDrehsTeam(TEAM));
    expect(text).toContain('  Queen  tower.ldr: 12 LP, Armor 12, weapon 2D6');
    expect(text).toContain('  King   scout.ldr: 1 LP, Armor 6+ (6 plus the Armor of every surrounding piece, at most 19), weapon D4');
  });
});
