import type { ChessRole } from '../lunch-chess/ChessRole.ts';
import { daveyDrehsProfile, diceText } from './daveyDrehsProfile.ts';

/**
 * How strong a role fights in Davey Drehs' variant, to give the best builds
 * the strongest roles: LifePoints + Armor + the weapon's mean damage (a die
 * of n sides averages (n + 1) / 2). The King counts his base Armor 6: the
 * rest depends on where he stands. This ranks Queen 31, Rook 21, Bishop and
 * Knight 15.5, Pawn 10.5, King 9.5: the King, with 1 LifePoint, is the
 * weakest fighter of the set.
 */
export function daveyDrehsStrength(role: ChessRole): { readonly value: number; readonly worked: string } {
  const p = daveyDrehsProfile(role);
  const mean = (p.weapon.count * (p.weapon.sides + 1)) / 2;
  return { value: p.lifePoints + p.armor + mean, worked: `${p.lifePoints} LP + ${p.armor} Armor + ${mean} mean ${diceText(p.weapon)} = ${p.lifePoints + p.armor + mean}` };
}
