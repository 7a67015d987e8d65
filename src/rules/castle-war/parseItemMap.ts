import { CASTLE_ITEMS, parseCastleItem } from './CastleItem.ts';
import type { ItemRule } from './itemRules.ts';

/**
 * User overrides of the item mapping, written `PATTERN=item,PATTERN=item`
 * (`lance=massive-axe,halberd=axe,staff=none`): each PATTERN is a regular
 * expression matched, ignoring case, anywhere in a part's description. They
 * go before the default rules, so they win. Returns the rules, or an error
 * message for the user.
 */
export function parseItemMap(text: string): readonly ItemRule[] | { readonly error: string } {
  const rules: ItemRule[] = [];
  for (const entry of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const eq = entry.lastIndexOf('=');
    if (eq <= 0) return { error: `--map: "${entry}" is not PATTERN=item` };
    const pattern = entry.slice(0, eq).trim();
    const name = entry.slice(eq + 1).trim();
    const item = name.toLowerCase() === 'none' ? 'none' : parseCastleItem(name);
    if (!item) return { error: `--map: "${name}" is not an item (${CASTLE_ITEMS.join(', ')}, or none)` };
    let test: RegExp;
    try {
      test = new RegExp(pattern, 'i');
    } catch {
      return { error: `--map: "${pattern}" is not a regular expression` };
    }
    rules.push({ test, item, why: `mapped by the user: /${pattern}/i is ${item}` });
  }
  return rules;
}
