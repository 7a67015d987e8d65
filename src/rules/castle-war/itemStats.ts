import type { CastleItem } from './CastleItem.ts';

/**
 * Where an item goes on a unit, which decides the carrying rule that counts it:
 * "Each person may carry TWO items (offensive weapon, shield, treasure chest,
 * or single gold piece) ... They may additionally wear one helmet, one
 * breastplate or beard (not both), and ride at most one horse."
 */
export type ItemSlot = 'weapon' | 'shield' | 'treasure-chest' | 'gold' | 'helmet' | 'armour' | 'beard' | 'horse' | 'saddle';

export interface ItemStats {
  /** Gold, from the price list. */
  readonly cost: number;
  /** Bonus attack ("+1 attack"). */
  readonly attack: number;
  /** Bonus defence ("+2 defense"). */
  readonly defence: number;
  /** Squares a weapon reaches ("range 3"); 0 for items that are no weapon. */
  readonly range: number;
  /** Extra squares of movement ("+2 speed"). */
  readonly speed: number;
  /** Extra things the bearer may carry ("+2 holders"). */
  readonly holders: number;
  readonly slot: ItemSlot;
  /** The rules' own words for the item, to quote in explanations. */
  readonly rule: string;
}

/** Lego Castle War's price list (seed 001, "Weapons"), item by item, numbers as printed. */
export function itemStats(item: CastleItem): ItemStats {
  const none = { attack: 0, defence: 0, range: 0, speed: 0, holders: 0 };
  switch (item) {
    case 'sword':
      return { ...none, cost: 10, attack: 1, range: 1, slot: 'weapon', rule: 'sword: 10 gold, +1 attack, range 1' };
    case 'bow':
      return { ...none, cost: 30, attack: 2, range: 3, slot: 'weapon', rule: 'bow: 30 gold, +2 attack, range 3' };
    case 'spear':
      return { ...none, cost: 30, attack: 2, range: 2, slot: 'weapon', rule: 'spear: 30 gold, +2 attack, range 2' };
    case 'axe':
      return { ...none, cost: 20, attack: 2, range: 1, slot: 'weapon', rule: 'axe: 20 gold, +2 attack, range 1' };
    case 'crossbow':
      return { ...none, cost: 20, attack: 1, range: 3, slot: 'weapon', rule: 'crossbow: 20 gold, +1 attack, range 3' };
    case 'massive-axe':
      return { ...none, cost: 30, attack: 3, range: 1, slot: 'weapon', rule: 'massive axe: 30 gold, +3 attack, range 1' };
    case 'shield':
      return { ...none, cost: 20, defence: 2, slot: 'shield', rule: 'shield: 20 gold, +2 defense' };
    case 'armour':
      return { ...none, cost: 20, defence: 2, slot: 'armour', rule: 'armor: 20 gold, +2 defense' };
    case 'helmet':
      return { ...none, cost: 10, defence: 1, slot: 'helmet', rule: 'helmet: 10 gold, +1 defense' };
    case 'horse':
      return { ...none, cost: 50, attack: 1, defence: 1, speed: 2, slot: 'horse', rule: 'horse: 50 gold, +2 speed, +1 defense, +1 attack' };
    case 'saddle':
      return { ...none, cost: 10, holders: 2, slot: 'saddle', rule: 'saddle: 10 gold, +2 holders, requires horse' };
    case 'treasure-chest':
      return { ...none, cost: 10, slot: 'treasure-chest', rule: 'treasure chest: 10 gold, allows bearer to carry as much gold as they want' };
    case 'beard':
      return { ...none, cost: 30, attack: 1, defence: 1, slot: 'beard', rule: 'beard (old and wise): 30 gold, +1 attack, +1 defense, cannot be worn with armor' };
    case 'gold-piece':
      // Money, not merchandise: a gold piece is bought with nothing; it is worth "TEN UNITS" of gold.
      return { ...none, cost: 0, slot: 'gold', rule: 'gold piece: represents ten units of gold; carried like an item' };
    default: {
      const never: never = item;
      return never;
    }
  }
}
