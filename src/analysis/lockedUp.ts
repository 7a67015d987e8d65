import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { spaced, tidyName } from './submodelInstances.ts';

/** What builders call the lock-up a figure rides in as cargo, not crew: a jail, a prison, a cage, a container. */
const LOCK_UP = /\b(jails?|prisons?|cages?|brigs?|containers?)\b/i;

/** The figures locked up (each with the name of its lock-up) and the lock-ups' own parts. */
export interface LockedUp {
  readonly figures: ReadonlyMap<number, string>;
  readonly cells: ReadonlySet<number>;
}

/**
 * The figures a vehicle carries locked up, as cargo (with what they wear), and the lock-ups they ride in: a prisoner in the jail a police
 * ship carries, in the container on a rover's back. A figure is in what places it: the innermost submodel holding it
 * that holds more than figures ("Jail + Minifig", "Container + Minifig"; a driver's "Vehicle + Minifig" is his seat,
 * though the whole vehicle is named "Vehicle + Container"). Players read such a figure as cargo: its face is not the
 * vehicle's, and nobody steers from behind the lock-up's bars and glass.
 */
export function lockedUp(parts: readonly ModelPart[], crew: ReadonlySet<number>): LockedUp {
  const figures = new Map<number, string>();
  const cells = new Set<number>();
  if (crew.size === 0) return { figures, cells };
  // The submodels (by depth and name) that hold something other than a figure (and what it wears: its helmet, its air tanks).
  const figure = (i: number) => crew.has(i) || /^Minifig\b/.test(cleanDescription(parts[i]!.file?.description ?? ''));
  const holdsMore = new Set<string>();
  parts.forEach((p, i) => {
    if (!figure(i)) p.submodel.forEach((name, depth) => holdsMore.add(`${depth} ${name}`));
  });
  const lockUps = new Set<string>();
  for (let i = 0; i < parts.length; i++) {
    if (!figure(i)) continue;
    const chain = parts[i]!.submodel;
    for (let depth = chain.length - 1; depth >= 0; depth--) {
      const key = `${depth} ${chain[depth]}`;
      if (!holdsMore.has(key)) continue;
      if (LOCK_UP.test(spaced(tidyName(chain[depth]!)))) {
        figures.set(i, tidyName(chain[depth]!));
        lockUps.add(key);
      }
      break;
    }
  }
  if (lockUps.size > 0) {
    parts.forEach((p, i) => {
      if (!figure(i) && p.submodel.some((name, depth) => lockUps.has(`${depth} ${name}`))) cells.add(i);
    });
  }
  return { figures, cells };
}

/** The lock-up a locked-up figure rides in, by its builder's name ("Jail + Minifig"). */
export function lockUpName(i: number, cargo: LockedUp): string {
  return cargo.figures.get(i) ?? 'lock-up';
}
