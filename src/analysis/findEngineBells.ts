import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxOfParts } from './boxOfParts.ts';
import { upAxis } from './upAxis.ts';

/** Round open ends a builder makes a rocket's engine bells of. */
const BELL = /^(Cone|Barrel)\b|^Dish\b.*\bInverted\b|^Brick\s+2\s+x\s+2\s+x\s+2\s+Round with Fins\b/;
/** A rocket stands this many times taller than it is wide at least (a shuttle on its stack, wings and all). */
const UPRIGHT = 1.4;
/** Its engines sit within this share of its height from the bottom. */
const TAIL_SHARE = 0.15;
/** A bell's axis is upright: its own up this close to the world's (cosine). */
const PLUMB = 0.9;

/**
 * A rocket standing on its tail (a Saturn V, a shuttle on its launch stack): the
 * cones and barrels at its bottom, standing upright, are its engines' bells,
 * blowing down, the way it flies away from (IV.H: rocket boosters pointing backward).
 * Nothing for a build that is not upright, or that rolls or walks (the caller's to say).
 */
export function findEngineBells(parts: readonly ModelPart[], taken: readonly boolean[]): { parts: number[]; reason: string } | undefined {
  const box = boxOfParts(parts, parts.keys());
  const height = box.max[1]! - box.min[1]!;
  const width = Math.max(box.max[0]! - box.min[0]!, box.max[2]! - box.min[2]!);
  if (height < UPRIGHT * width) return undefined;
  const tail = box.max[1]! - height * TAIL_SHARE;
  const bells = parts.flatMap((p, i) => {
    if (taken[i] || !p.geometry || !BELL.test(cleanDescription(p.file?.description ?? ''))) return [];
    // (A bell as tall as the tail or taller still stands at the bottom when its rim reaches it: the escape pod's 4 x 4 cone.)
    const atTail = p.bodyBounds.min[1]! >= tail || p.bodyBounds.max[1]! >= box.max[1]! - 1;
    return Math.abs(upAxis(p)[1]) >= PLUMB && atTail ? [i] : [];
  });
  if (bells.length === 0) return undefined;
  return { parts: bells, reason: `${bells.length} engine bell(s) at the bottom of a rocket standing on its tail: rocket boosters blowing down, the way it flies from (+1 Movement)` };
}
