import type { CastleItem } from './CastleItem.ts';

/**
 * One line of the mapping from LDraw part descriptions to Castle War items.
 * `item: 'none'` says the part is known and deliberately no item (a plume, a
 * scabbard, a chest's lid), so it is not reported as an unmatched weapon.
 */
export interface ItemRule {
  /** Tested against the part's library description, its `~ = _ |` prefix removed. */
  readonly test: RegExp;
  readonly item: CastleItem | 'none';
  /** Why this part is this item: shown beside every item found. */
  readonly why: string;
}

/**
 * The default mapping, first match wins. Change it here, or per run with
 * `castleWarUnit(..., { rules })` / `brickstats export --map PATTERN=item`,
 * whose rules go before these.
 *
 * Checked against the LDraw library's descriptions (the first line of
 * parts/*.dat): items are "Minifig ..." parts (so printed tiles and stickers of
 * shields are no shields), horses and saddles are "Animal Horse ...", chests
 * "Container Treasure Chest ...".
 *
 * Parts the rules have no item for go to the nearest item, by what matters on
 * the board (reach first, then punch):
 * - a lance, a halberd, a pike, a trident, a harpoon, a pitchfork: a polearm
 *   that strikes two squares away, so a spear (+2 attack, range 2);
 * - a knife, a dagger, a sai, a lightsaber, a bladed claw: a blade, so a sword (+1, range 1);
 * - a spiked club or a billy club: a heavy one-handed striking weapon, so an
 *   axe (+2, range 1);
 * - a gun, a blaster, a speargun: a trigger-fired ranged weapon, so a
 *   crossbow (+1, range 3);
 * - a twin-bladed or long-hafted axe: a massive axe (+3, range 1).
 * - an ice axe: an axe.
 * Horse barding and harness are deliberately none. Staffs, wands, hammers,
 * whips, grenades and cannons have no near item: no rule matches them, so
 * they are not counted and the unit's notes name them (map them with --map).
 */
export const DEFAULT_ITEM_RULES: readonly ItemRule[] = [
  // Pieces of something else, before the items they would otherwise match.
  { test: /^Minifig (Helmet (Visor|Ornament|Plume|Viking Horn|Rangefinder|Floodlight)|Plume|Fire Helmet Breathing Hose|Collar)\b/, item: 'none', why: 'decorates a helmet: no second helmet' },
  { test: /\bScabbard\b/, item: 'none', why: 'a scabbard holds a sword; it is no sword' },
  { test: /\bLightsaber Blade\b/, item: 'none', why: "a lightsaber's blade: the hilt it fits is the sword" },
  { test: /^Minifig Gun Shooting Blaster Trigger$/, item: 'none', why: "a blaster's trigger: the blaster is the weapon" },
  { test: /^Minifig Armou?r .*\b(Pauldron|Tasset)\b/, item: 'none', why: 'a plate worn over other armour, not a breastplate of its own' },
  { test: /^Container .*\bChest\b.*\bLid\b/, item: 'none', why: "a chest's lid: the chest is the item" },
  { test: /^Animal Horse (Barding|Head Armour|Hitching|Friends Bridle)\b/, item: 'none', why: 'horse tack: the rules price no horse armour or harness' },

  { test: /^Minifig Shield\b/, item: 'shield', why: 'a minifig shield' },
  { test: /^Minifig (Hair )?Beard\b/, item: 'beard', why: 'a minifig beard (a beard printed on a head is part of the face, no beard item)' },
  { test: /^Minifig (Armou?r|Breastplate)\b/, item: 'armour', why: 'minifig armour (a breastplate printed on a torso is no armour)' },
  { test: /^Minifig (.* )?Helmet\b/, item: 'helmet', why: 'a minifig helmet' },

  { test: /^Minifig Crossbow\b/, item: 'crossbow', why: 'a crossbow' },
  { test: /^Minifig (Long |Small )?Bow\b/, item: 'bow', why: 'a bow' },
  { test: /^Minifig Axe (with Twin-Blade|Head Twin-bladed|with Pick End and Long Handle)\b/, item: 'massive-axe', why: 'a twin-bladed or long-hafted axe: a massive axe' },
  { test: /^Minifig (Tool |Ice )?Axe\b/, item: 'axe', why: 'an axe' },
  { test: /^Minifig Weapon (Club|Billy Club)\b/, item: 'axe', why: 'a club: a heavy one-handed striking weapon, nearest to the axe (+2 attack, range 1)' },
  { test: /^Minifig Lance\b/, item: 'spear', why: 'a lance: a long thrusting polearm, nearest to the spear (range 2)' },
  { test: /^Minifig (Polearm )?Halberd\b|^Minifig Polearm\b/, item: 'spear', why: 'a halberd: a polearm whose reach sets it apart, nearest to the spear (range 2)' },
  { test: /^Minifig (Spear|Weapon Spear|Pike|Harpoon|Hand Harpoon|Pitchfork|Weapon Trident|Trident)\b/, item: 'spear', why: 'a spear or another thrusting polearm (range 2)' },
  { test: /^Minifig (Gun|Machine Gun|Speargun|Weapon Blaster)\b/, item: 'crossbow', why: 'a trigger-fired ranged weapon, nearest to the crossbow (+1 attack, range 3)' },
  { test: /^Minifig (Sword|Dagger|Knife|Lightsaber|Bladed Claw|Weapon (Hand Dagger|Blade|Curved Blade|Crescent Blade|Sai|Bladed Claw))\b/, item: 'sword', why: 'a sword or another blade' },

  { test: /^Animal Horse Saddle\b/, item: 'saddle', why: 'a horse saddle' },
  { test: /^Animal Horse\b/, item: 'horse', why: 'a horse (the parts of one horse that touch count as one horse)' },
  { test: /^Container (Treasure|Adventurers) Chest\b/, item: 'treasure-chest', why: 'a treasure chest' },
  { test: /^Minifig Coin\b/, item: 'gold-piece', why: 'a coin: one gold piece, ten units of gold' },
];
