/**
 * A part's description without the prefixes LDraw puts before it: `~` (moved or
 * obsolete), `=` (alias), `_` (physical-colour shortcut) and `|` (third-party),
 * without the "(Obsolete)" newer libraries put after it (old builds still place
 * those parts: 2022's "Minifig Leg Left Dual Mould" is the same leg in 2025), and
 * with one space between words. What is left starts with the words that say
 * what the part is ("Minifig Sword").
 *
 * Libraries pad the numbers in titles to line them up, and not always alike: 2022's
 * "Technic Pin 1/2 with Bar 2L" is 2025's "Technic Pin  1/2 with Bar 2L". Readers of
 * a title match words, so the padding goes.
 */
export function cleanDescription(description: string): string {
  return description.replace(/^[~=_|]+/, '').replace(/\s*\(Obsolete\)\s*$/i, '').replace(/\s+/g, ' ').trim();
}
