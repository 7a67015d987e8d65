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
  // A build of 100,000 parts has a few hundred titles, each asked for by every rule that reads parts.
  const kept = cleaned.get(description);
  if (kept !== undefined) return kept;
  const clean = description.replace(/^[~=_|]+/, '').replace(/\s*\(Obsolete\)\s*$/i, '').replace(/\s+/g, ' ').trim();
  if (cleaned.size >= MAX_KEPT) cleaned.clear();
  cleaned.set(description, clean);
  return clean;
}

const cleaned = new Map<string, string>();
/** Titles kept; a folder of many builds starts over past this. */
const MAX_KEPT = 8192;
