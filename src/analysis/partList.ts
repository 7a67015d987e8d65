/**
 * Part numbers for a reason or a weapon's name: a few parts one by one
 * ("3818.dat + 3820.dat"); many by kind, most common first, so a 50-part
 * Head reads in one line ("3069b.dat ×15, 3794b.dat ×12, 3021.dat ×7 and 9
 * more kinds, 51 parts").
 */
export function partList(names: readonly string[]): string {
  if (names.length <= MAX_LISTED) return names.join(' + ');
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  // Stable sort: equal counts keep the order the parts came in.
  const kinds = [...counts].sort((a, b) => b[1] - a[1]);
  const shown = kinds.slice(0, MAX_KINDS).map(([n, k]) => (k > 1 ? `${n} ×${k}` : n)).join(', ');
  return kinds.length > MAX_KINDS ? `${shown} and ${kinds.length - MAX_KINDS} more kinds, ${names.length} parts` : shown;
}

const MAX_LISTED = 4;
const MAX_KINDS = 3;
