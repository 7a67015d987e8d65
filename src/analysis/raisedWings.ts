import type { ModelPart } from '../ldraw/buildModel.ts';
import { smallest } from './extremes.ts';
import { upAxis } from './upAxis.ts';
import { plumb } from './plumb.ts';

/** A wing stands this far (LDU, a plate) above the hull's top at least to rise over it. */
const OVER_HULL = 8;
/** A wedge plate whose own up axis leans this far from level, and less than plumb, is swept up or down at a slant. */
const SLANT = 0.2;

/**
 * The wedge plates among `wedges` that a faceless flyer lifts with though they do not lie flat: a fin rising
 * over its hull (the mini Republic Attack Shuttle's two tall wings, batch 43), or a wing swept up or down at a
 * slant (the mini V-19 Torrent's, batch 42). An upright wedge plate below the hull's top is its side plating
 * (the mini Republic Gunship's flanks). `hull` says which parts are the hull the top is measured on.
 */
export function raisedWings(parts: readonly ModelPart[], wedges: readonly number[], hull: (i: number) => boolean): Set<number> {
  const own = new Set(wedges);
  const tops = parts.flatMap((p, i) => (hull(i) && !own.has(i) ? [p.bodyBounds.min[1]!] : []));
  // (LDraw's y points down: the hull's top is its smallest y. With no hull to measure on, only a slant tells.)
  const hullTop = tops.length > 0 ? smallest(tops) : undefined;
  return new Set(wedges.filter((i) => {
    const p = parts[i]!;
    return !plumb(p) && ((hullTop !== undefined && p.bodyBounds.min[1]! < hullTop - OVER_HULL) || Math.abs(upAxis(p)[1]) >= SLANT);
  }));
}
