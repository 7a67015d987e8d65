import type { ChessRole } from '../lunch-chess/ChessRole.ts';

/** Weapon dice: `count` dice of `sides` sides ("2D4s"). */
export interface Dice {
  readonly count: number;
  readonly sides: number;
}

export interface DaveyDrehsProfile {
  readonly lifePoints: number;
  /** The Armor a D20 attack roll must beat ("you must roll greater than your opponent's armor"). */
  readonly armor: number;
  /** The King's "6+": his Armor grows with the pieces around him, up to this. */
  readonly armorMax: number;
  readonly armorRule: string;
  readonly weapon: Dice;
  readonly ability: string;
}

/** "D4", "2D6": as the rules write dice. */
export function diceText(d: Dice): string {
  return `${d.count > 1 ? d.count : ''}D${d.sides}`;
}

/** Every piece but the King has one Armor figure, whatever surrounds it. */
function fixedArmor(armor: number): Pick<DaveyDrehsProfile, 'armor' | 'armorMax' | 'armorRule'> {
  return { armor, armorMax: armor, armorRule: `${armor} Armor` };
}

/** Davey Drehs' chess variant (seed 004), piece by piece: LifePoints, Armor, weapon dice, Special Ability. */
export function daveyDrehsProfile(role: ChessRole): DaveyDrehsProfile {
  switch (role) {
    case 'pawn':
      return {
        lifePoints: 4, ...fixedArmor(4), weapon: { count: 1, sides: 4 },
        ability: 'Dyad: two pawns side by side and off their starting squares fight together; the attacking pawn doubles his weapon (2D4), the defending pawn doubles his Armor (8)',
      };
    case 'knight':
      return {
        lifePoints: 6, ...fixedArmor(6), weapon: { count: 1, sides: 6 },
        ability: 'Teleport: moves to any unoccupied square and may attack at once, but arrives with only 1 LifePoint',
      };
    case 'bishop':
      return {
        lifePoints: 6, ...fixedArmor(6), weapon: { count: 1, sides: 6 },
        ability: 'Returns from the dead: once per game, as a turn, back on his unoccupied starting square with 3 LifePoints',
      };
    case 'rook':
      return {
        lifePoints: 8, ...fixedArmor(8), weapon: { count: 2, sides: 4 },
        ability: 'Cannon: shoots 2 to 5 squares forward, backward or sideways for 2D4 and 1 splash damage to every adjoining square; projectiles never kill (they leave 1 LifePoint)',
      };
    case 'queen':
      return { lifePoints: 12, ...fixedArmor(12), weapon: { count: 2, sides: 6 }, ability: "None: \"She's that awesome!\"" };
    case 'king':
      return {
        lifePoints: 1, armor: 6, armorMax: 19, armorRule: '6 plus the Armor of every surrounding piece, at most 19', weapon: { count: 1, sides: 4 },
        ability: 'Absorbs armor from the pieces around him; as a turn, heals every surrounding square 4 LifePoints',
      };
    default: {
      const never: never = role;
      return never;
    }
  }
}
