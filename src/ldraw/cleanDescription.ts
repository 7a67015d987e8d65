/**
 * A part's description without the prefixes LDraw puts before it: `~` (moved or
 * obsolete), `=` (alias), `_` (physical-colour shortcut) and `|` (third-party).
 * What is left starts with the words that say what the part is ("Minifig Sword").
 */
export function cleanDescription(description: string): string {
  return description.replace(/^[~=_|]+/, '').trim();
}
