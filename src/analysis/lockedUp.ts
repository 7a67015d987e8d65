import type { ModelPart } from '../ldraw/buildModel.ts';
import type { PartTraits } from './partTraits.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { spaced, tidyName } from './submodelInstances.ts';

/** What builders call the lock-up a figure rides in as cargo, not crew: a jail, a prison, a cage, a container. */
const LOCK_UP = /\b(jails?|prisons?|cages?|brigs?|containers?)\b/i;
/** A minifig's part: what a figure wears is the figure's. */
const MINIFIG = /^Minifig\b/;
/** A lock-up is a part of the vehicle, never most of it (a "Container Truck" is the truck its driver steers). */
const LOCK_UP_MAX_SHARE = 0.5;

/** The figures locked up (each with the name of its lock-up) and the lock-ups' own parts. */
export interface LockedUp {
  readonly figures: ReadonlyMap<number, string>;
  readonly cells: ReadonlySet<number>;
}

/**
 * The figures a vehicle carries locked up, as cargo (with what they wear), and the lock-ups they ride in: a prisoner
 * in the jail a police ship carries, in the container on a rover's back. A figure is in what places it: the innermost
 * submodel holding it that holds more than figures ("Jail + Minifig", "Container + Minifig"; a driver's
 * "Vehicle + Minifig" is his seat, though the whole rover is "Vehicle + Container"), holding at most half of the
 * piece's parts (a driver in his "Container Truck" steers it). Players read such a figure as cargo: its face is not the
 * vehicle's, and nobody steers from behind the lock-up's bars and glass.
 */
export function lockedUp(parts: readonly ModelPart[], traits: readonly PartTraits[], crew: ReadonlySet<number>): LockedUp {
  const figures = new Map<number, string>();
  const cells = new Set<number>();
  if (crew.size === 0) return { figures, cells };
  // A figure and what it wears or carries (its helmet, its air tanks); anything else a submodel holds makes it more than a figure's.
  const figure = (i: number) => crew.has(i) || traits[i]!.minifig !== undefined || MINIFIG.test(cleanDescription(parts[i]!.file?.description ?? ''));
  // The submodels (by depth and name) that hold something other than a figure, and how many parts each holds.
  const holds = new Map<string, number>();
  parts.forEach((p, i) => {
    if (!figure(i)) p.submodel.forEach((name, depth) => holds.set(`${depth} ${name}`, (holds.get(`${depth} ${name}`) ?? 0) + 1));
  });
  const lockUps = new Set<string>();
  parts.forEach((p, i) => {
    if (!figure(i)) return;
    const chain = p.submodel;
    for (let depth = chain.length - 1; depth >= 0; depth--) {
      const key = `${depth} ${chain[depth]}`;
      const held = holds.get(key);
      if (held === undefined) continue;
      if (held <= parts.length * LOCK_UP_MAX_SHARE && LOCK_UP.test(spaced(tidyName(chain[depth]!)))) {
        figures.set(i, tidyName(chain[depth]!));
        lockUps.add(key);
      }
      break;
    }
  });
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
