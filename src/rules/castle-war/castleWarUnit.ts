import type { ModelPart } from '../../ldraw/buildModel.ts';
import type { PartCorrections } from '../../analysis/corrections.ts';
import type { CastleItem } from './CastleItem.ts';
import { checkCarrying, type CarryingCheck } from './checkCarrying.ts';
import { detectItems, type FoundItem, type UnmatchedPart } from './detectItems.ts';
import { DEFAULT_ITEM_RULES, type ItemRule } from './itemRules.ts';
import { itemStats } from './itemStats.ts';

export interface CastleWarOptions {
  /** The whole mapping table; DEFAULT_ITEM_RULES when absent. Put overrides first: the first match wins. */
  readonly rules?: readonly ItemRule[];
  /** The player's corrections (by part id), as the data sheet applies them: a shield corrected to none is no shield. */
  readonly corrections?: PartCorrections['parts'];
}

/** A number and the sum that made it. */
export interface Worked {
  readonly value: number;
  readonly worked: string;
}

/** Attack power against a target this many squares away. */
export interface AttackAtRange extends Worked {
  readonly range: number;
}

export interface WeaponReach {
  readonly item: CastleItem;
  readonly attack: number;
  readonly range: number;
  readonly parts: readonly string[];
}

export interface CastleWarUnit {
  readonly items: readonly FoundItem[];
  readonly unmatched: readonly UnmatchedPart[];
  readonly people: number;
  readonly weapons: readonly WeaponReach[];
  /** From 1 square to the longest reach; the die roll multiplies it in battle. */
  readonly attack: readonly AttackAtRange[];
  readonly defence: Worked;
  /** "if a person in a castle is attacked, they get +1 defense skill". */
  readonly defenceInCastle: Worked;
  readonly movement: Worked;
  readonly goldCost: Worked;
  /** Gold the unit holds, ten units per gold piece. */
  readonly goldCarried: Worked;
  readonly carrying: CarryingCheck;
  readonly notes: readonly string[];
}

/** "Base Attack Power of 1", "Base Defense Power of 1". */
const BASE_ATTACK = 1;
const BASE_DEFENCE = 1;
/** "Move any TWO of your people at most 2 squares ... If they are on a horse, they may move 4 squares." */
const BASE_MOVE = 2;
/** "Even if you have no weapon, you may attack with range of 1 (adjacent square)." */
const UNARMED_RANGE = 1;
/** "Each of these Lego pieces will represent TEN UNITS of gold." */
const GOLD_PER_PIECE = 10;

/**
 * A Lego Castle War unit from a minifig build (and its horse, if the parts
 * are passed together): its items, attack and defence power, weapon ranges,
 * movement, the gold its kit costs by the price list, and the carrying rules
 * checked. Every item found counts, even past what the unit may carry: the
 * violations say what must go.
 *
 * Attack against a target d squares away is the base 1, plus each weapon that
 * reaches d ("each weapon capable of reaching the target square may be used"),
 * plus the horse's and the beard's +1, which are no weapons and so help at any
 * range.
 */
export function castleWarUnit(parts: readonly ModelPart[], options: CastleWarOptions = {}): CastleWarUnit {
  const { items, unmatched, people } = detectItems(parts, options.rules ?? DEFAULT_ITEM_RULES, options.corrections);
  const stats = items.map((i) => ({ found: i, stats: itemStats(i.item) }));
  const label = (item: CastleItem) => item.replace('-', ' ');

  const weapons: WeaponReach[] = stats
    .filter((s) => s.stats.slot === 'weapon')
    .map((s) => ({ item: s.found.item, attack: s.stats.attack, range: s.stats.range, parts: s.found.parts }));
  const personal = stats.filter((s) => s.stats.slot !== 'weapon' && s.stats.attack > 0);
  const longest = Math.max(UNARMED_RANGE, ...weapons.map((w) => w.range));
  const attack: AttackAtRange[] = [];
  for (let range = 1; range <= longest; range++) {
    const terms = [
      `${BASE_ATTACK} base`,
      ...weapons.filter((w) => w.range >= range).map((w) => `${w.attack} ${label(w.item)} (range ${w.range})`),
      ...personal.map((s) => `${s.stats.attack} ${label(s.found.item)}`),
    ];
    const value = BASE_ATTACK + weapons.filter((w) => w.range >= range).reduce((n, w) => n + w.attack, 0) + personal.reduce((n, s) => n + s.stats.attack, 0);
    attack.push({ range, value, worked: terms.join(' + ') });
  }

  const guards = stats.filter((s) => s.stats.defence > 0);
  const defenceValue = BASE_DEFENCE + guards.reduce((n, s) => n + s.stats.defence, 0);
  const defenceWorked = [`${BASE_DEFENCE} base`, ...guards.map((s) => `${s.stats.defence} ${label(s.found.item)}`)].join(' + ');
  const defence = { value: defenceValue, worked: defenceWorked };
  const defenceInCastle = { value: defenceValue + 1, worked: `${defenceWorked} + 1 castle` };

  // One horse carries its rider; a second horse (a violation) adds no speed.
  const horse = stats.find((s) => s.stats.slot === 'horse');
  const movement = horse
    ? { value: BASE_MOVE + horse.stats.speed, worked: `${BASE_MOVE} on foot + ${horse.stats.speed} horse` }
    : { value: BASE_MOVE, worked: `${BASE_MOVE} on foot` };

  const bought = stats.filter((s) => s.stats.cost > 0);
  const goldCost = {
    value: bought.reduce((n, s) => n + s.stats.cost, 0),
    worked: bought.map((s) => `${s.stats.cost} ${label(s.found.item)}`).join(' + ') || 'no items',
  };
  const goldPieces = items.filter((i) => i.item === 'gold-piece').length;
  const goldCarried = { value: goldPieces * GOLD_PER_PIECE, worked: `${goldPieces} gold piece(s) x ${GOLD_PER_PIECE}` };

  const notes: string[] = [];
  if (people === 0) notes.push('no minifig head found: a unit is one person');
  if (people > 1) notes.push(`${people} minifig heads: the build holds several people; their items are counted as one unit's`);
  for (const u of unmatched) notes.push(`${u.part} ${u.reason}`);
  return { items, unmatched, people, weapons, attack, defence, defenceInCastle, movement, goldCost, goldCarried, carrying: checkCarrying(items), notes };
}
