import type { PartCorrection } from '../../analysis/corrections.ts';
import type { WeaponKind } from '../../analysis/partTraits.ts';
import type { CastleItem } from './CastleItem.ts';

/** Items the analyzer's labels speak of: weapons and what guards; a horse, a chest, a coin or a beard no correction of a function changes. */
const ARMED: readonly CastleItem[] = ['sword', 'bow', 'spear', 'axe', 'crossbow', 'massive-axe', 'shield', 'armour', 'helmet'];

/** A Block Duel Chess weapon kind's nearest Castle War weapon, as the default item rules choose (itemRules.ts); none for the rest. */
const NEAREST: Partial<Record<WeaponKind, CastleItem>> = { blade: 'sword', lance: 'spear', spear: 'spear', gun: 'crossbow' };

/** What a player's correction makes of a part in Castle War. */
export type CorrectedItem =
  | { readonly item: CastleItem; readonly why: string }
  | { readonly item: 'none'; readonly why: string }
  | { readonly unmatched: string };

/**
 * The Castle War item of a part the player corrected (the same corrections as the data
 * sheet's), or undefined when the correction says nothing Castle War reads (a section, a
 * correction made on another part). `found` is what the item rules made of the part.
 * - function none or boost: a weapon, shield, armour or helmet is no item any more;
 * - a weapon: the kind's nearest Castle War weapon (blade: sword, lance or spear: spear,
 *   gun: crossbow), else the weapon the rules found, else it is named as not counted;
 * - armour: the armour the rules found (shield, helmet, breastplate), else a breastplate.
 */
export function correctedItem(partName: string, found: CastleItem | 'none' | undefined, c: PartCorrection | undefined): CorrectedItem | undefined {
  if (!c || c.part !== partName) return undefined;
  const fn = c.function ?? (c.weapon ? 'weapon' : undefined);
  const armed = found !== undefined && found !== 'none' && ARMED.includes(found);
  switch (fn) {
    case undefined:
      return undefined;
    case 'none':
    case 'boost':
      return armed ? { item: 'none', why: `user correction: ${fn === 'none' ? 'no weapon or armour' : 'a boost'}, so no ${found} item` } : undefined;
    case 'weapon': {
      const kind = c.weapon?.kind;
      const nearest = kind ? NEAREST[kind] : undefined;
      if (nearest) return { item: nearest, why: `user correction: a ${kind}, nearest to the ${nearest}` };
      if (armed && found && ['sword', 'bow', 'spear', 'axe', 'crossbow', 'massive-axe'].includes(found)) return { item: found, why: `user correction: a weapon${kind ? ` (${kind})` : ''}; the ${found} it is` };
      return { unmatched: `corrected to a weapon${kind ? ` (${kind})` : ''}, but Castle War prices no such weapon: not counted (map it with --map)` };
    }
    case 'armour':
      if (armed && found && ['shield', 'armour', 'helmet'].includes(found)) return undefined;
      return { item: 'armour', why: 'user correction: armour, counted as a breastplate' };
    default: {
      const never: never = fn;
      return never;
    }
  }
}
