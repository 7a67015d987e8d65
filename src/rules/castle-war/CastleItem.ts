/**
 * What a Lego Castle War unit can buy, carry, wear or ride: the rules' price
 * list ("Weapons": offensive, defensive and special items, seed 001), plus the
 * gold piece, which is no item for sale but one of the things the carrying
 * rule counts ("offensive weapon, shield, treasure chest, or single gold piece").
 */
export type CastleItem =
  | 'sword' | 'bow' | 'spear' | 'axe' | 'crossbow' | 'massive-axe'
  | 'shield' | 'armour' | 'helmet'
  | 'horse' | 'saddle' | 'treasure-chest' | 'beard'
  | 'gold-piece';

/** In the rules' order, for listings. */
export const CASTLE_ITEMS: readonly CastleItem[] = [
  'sword', 'bow', 'spear', 'axe', 'crossbow', 'massive-axe',
  'shield', 'armour', 'helmet',
  'horse', 'saddle', 'treasure-chest', 'beard',
  'gold-piece',
];

/**
 * An item from what a user types: any case, spaces or hyphens ("massive axe",
 * "Massive-Axe"), and the rules' American "armor". Undefined for anything else.
 */
export function parseCastleItem(text: string): CastleItem | undefined {
  const key = text.trim().toLowerCase().replace(/[\s_]+/g, '-');
  const spelled = key === 'armor' ? 'armour' : key === 'chest' ? 'treasure-chest' : key === 'gold' ? 'gold-piece' : key;
  return CASTLE_ITEMS.find((item) => item === spelled);
}
