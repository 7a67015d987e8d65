import type { ModelPart } from '../ldraw/buildModel.ts';

/** The distinct part numbers of some parts, for a reason: the first three, and how many more ("3001.dat, 3004.dat, 3023.dat and 2 more"). */
export function partNames(parts: readonly ModelPart[], indices: Iterable<number>): string {
  const list = [...new Set([...indices].map((i) => parts[i]!.part))];
  return list.length > 3 ? `${list.slice(0, 3).join(', ')} and ${list.length - 3} more` : list.join(', ');
}
