import { connectedGroups, findConnections } from '../../analysis/findConnections.ts';
import { partTraits } from '../../analysis/partTraits.ts';
import type { ModelPart } from '../../ldraw/buildModel.ts';
import { CASTLE_ITEMS, type CastleItem } from './CastleItem.ts';
import { DEFAULT_ITEM_RULES, type ItemRule } from './itemRules.ts';
import { cleanDescription } from '../../ldraw/cleanDescription.ts';
import type { PartCorrections } from '../../analysis/corrections.ts';
import { correctedItem } from './correctedItem.ts';

/** One item a unit has, and the parts that are it. */
export interface FoundItem {
  readonly item: CastleItem;
  /** Part ids: one, or several for a horse built of a head, a body and legs. */
  readonly parts: readonly string[];
  readonly descriptions: readonly string[];
  readonly why: string;
}

/** A part the analyzer sees as a weapon or armour that no mapping rule made an item. */
export interface UnmatchedPart {
  readonly id: string;
  readonly part: string;
  readonly description: string;
  readonly reason: string;
}

export interface ItemDetection {
  readonly items: readonly FoundItem[];
  readonly unmatched: readonly UnmatchedPart[];
  /** Minifig heads: how many people the build holds (a unit is one). */
  readonly people: number;
}

/**
 * The Castle War items of a build (a minifig, and its horse if any) from its
 * parts' library descriptions, by the first matching mapping rule. The parts
 * of one horse (head, body halves, legs, as the library's horse shortcuts
 * expand) touch each other, so each group of touching horse parts is one horse.
 * The player's corrections of parts' functions (the data sheet's) come first (correctedItem).
 */
export function detectItems(parts: readonly ModelPart[], rules: readonly ItemRule[] = DEFAULT_ITEM_RULES, corrections: PartCorrections['parts'] = {}): ItemDetection {
  const items: FoundItem[] = [];
  const unmatched: UnmatchedPart[] = [];
  const horses: { part: ModelPart; description: string; why: string }[] = [];
  let people = 0;
  for (const p of parts) {
    const description = partDescription(p);
    const traits = partTraits(description, p.file?.category);
    if (traits.minifig === 'head') people++;
    const found = rules.find((r) => r.test.test(description));
    // The player's corrections (the data sheet's) come before the rules.
    const own = Object.prototype.hasOwnProperty.call(corrections, p.id) ? corrections[p.id] : undefined;
    const corrected = correctedItem(p.part, found?.item, own);
    if (corrected && 'unmatched' in corrected) {
      unmatched.push({ id: p.id, part: p.part, description, reason: corrected.unmatched });
      continue;
    }
    const rule = corrected ?? found;
    if (!rule) {
      if (traits.weapon || traits.armour) unmatched.push({ id: p.id, part: p.part, description, reason: `${traits.reason}, but no Castle War item rule matches it: not counted` });
      continue;
    }
    if (rule.item === 'none') continue;
    if (rule.item === 'horse') horses.push({ part: p, description, why: rule.why });
    else items.push({ item: rule.item, parts: [p.id], descriptions: [description], why: rule.why });
  }
  if (horses.length > 0) {
    const graph = findConnections(horses.map((h) => h.part));
    for (const group of connectedGroups(graph)) {
      const members = group.map((i) => horses[i]!);
      items.push({ item: 'horse', parts: members.map((h) => h.part.id), descriptions: members.map((h) => h.description), why: members[0]!.why });
    }
  }
  // In the price list's order, so the same kit reads the same whatever order the parts were placed in.
  items.sort((a, b) => CASTLE_ITEMS.indexOf(a.item) - CASTLE_ITEMS.indexOf(b.item));
  return { items, unmatched, people };
}

/** The library description without the `~ = _ |` prefixes of moved, alias and obsolete parts; the file name when the part is missing. */
function partDescription(p: ModelPart): string {
  return cleanDescription(p.file?.description ?? p.part);
}
