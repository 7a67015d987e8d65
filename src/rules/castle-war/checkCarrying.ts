import type { FoundItem } from './detectItems.ts';
import { itemStats, type ItemSlot } from './itemStats.ts';

/** The carrying rules of Lego Castle War ("On your Turn"), one name each. */
export type CarryingRule =
  | 'two-carried-items'
  | 'one-helmet'
  | 'one-armour'
  | 'one-beard'
  | 'armour-or-beard'
  | 'one-horse'
  | 'one-saddle'
  | 'saddle-needs-horse';

export interface CarryingViolation {
  readonly rule: CarryingRule;
  readonly message: string;
  /** The parts of the items involved. */
  readonly parts: readonly string[];
}

export interface CarryingCheck {
  /** Things in hand: weapons, shields, treasure chests, and gold pieces when there is no chest to hold them. */
  readonly carried: number;
  readonly carriedWorked: string;
  /** How many things the unit may carry. */
  readonly capacity: number;
  readonly capacityWorked: string;
  readonly violations: readonly CarryingViolation[];
}

/** Base number of things a person carries: "Each person may carry TWO items". */
const HANDS = 2;

/**
 * Checks "Each person may carry TWO items (offensive weapon, shield, treasure
 * chest, or single gold piece) with them. They may additionally wear one
 * helmet, one breastplate or beard (not both), and ride at most one horse",
 * with the saddle's "+2 holders, requires horse" and the beard's "Cannot be
 * worn with armor". Gold pieces in a treasure chest are not counted: the chest
 * "allows bearer to carry as much gold as they want".
 */
export function checkCarrying(items: readonly FoundItem[]): CarryingCheck {
  const of = (...slots: ItemSlot[]) => items.filter((i) => slots.includes(itemStats(i.item).slot));
  const ids = (list: readonly FoundItem[]) => list.flatMap((i) => i.parts);
  const horses = of('horse');
  const saddles = of('saddle');
  const chests = of('treasure-chest');
  const gold = of('gold');
  const goldInHand = chests.length > 0 ? [] : gold;
  const inHand = [...of('weapon', 'shield', 'treasure-chest'), ...goldInHand];

  // One saddle's holders count, and only on a horse: "+2 holders, requires horse".
  const saddleHolders = horses.length > 0 && saddles.length > 0 ? itemStats('saddle').holders : 0;
  const capacity = HANDS + saddleHolders;
  const capacityWorked = saddleHolders > 0 ? `${HANDS} (two items) + ${saddleHolders} (a saddle on a horse)` : `${HANDS} (two items)`;
  const counted = (slot: string, n: number) => (n > 0 ? [`${n} ${slot}`] : []);
  const carriedWorked =
    [
      ...counted('weapon(s)', of('weapon').length),
      ...counted('shield(s)', of('shield').length),
      ...counted('treasure chest(s)', chests.length),
      ...counted('gold piece(s)', goldInHand.length),
    ].join(' + ') || 'nothing';

  const violations: CarryingViolation[] = [];
  if (inHand.length > capacity) {
    violations.push({ rule: 'two-carried-items', message: `carries ${inHand.length} things (${carriedWorked}) but may carry ${capacity}: ${capacityWorked}`, parts: ids(inHand) });
  }
  const atMostOne = (list: readonly FoundItem[], rule: CarryingRule, what: string) => {
    if (list.length > 1) violations.push({ rule, message: `wears ${list.length} ${what}s; one at most`, parts: ids(list) });
  };
  atMostOne(of('helmet'), 'one-helmet', 'helmet');
  atMostOne(of('armour'), 'one-armour', 'armour');
  atMostOne(of('beard'), 'one-beard', 'beard');
  const armour = of('armour');
  const beards = of('beard');
  if (armour.length > 0 && beards.length > 0) {
    violations.push({ rule: 'armour-or-beard', message: 'wears armour and a beard: "one breastplate or beard (not both)"; the beard "cannot be worn with armor"', parts: ids([...armour, ...beards]) });
  }
  if (horses.length > 1) violations.push({ rule: 'one-horse', message: `has ${horses.length} horses: "ride at most one horse"`, parts: ids(horses) });
  if (saddles.length > 1) violations.push({ rule: 'one-saddle', message: `has ${saddles.length} saddles: one horse takes one saddle`, parts: ids(saddles) });
  if (saddles.length > 0 && horses.length === 0) violations.push({ rule: 'saddle-needs-horse', message: 'has a saddle but no horse: the saddle "requires horse"', parts: ids(saddles) });
  return { carried: inHand.length, carriedWorked, capacity, capacityWorked, violations };
}
