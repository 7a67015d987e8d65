import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { plumb } from './plumb.ts';

/** An aircraft's tail fin ("Tail 4 x 1 x 3", "Tail Shuttle 2 x 6 x 4"), not a rocket moulded on one. */
const TAIL_FIN = /^Tail\b(?!.*\bRocket\b)/;
/** Lying flat, the fin is at most this share as tall as it is long. */
const FLAT = 0.5;

/**
 * A tail fin turned on its side to lie flat: its blade spreads sideways as a wing's does (the Gold Heist ship's
 * and the SP Undercover Cruiser's swept wings, a jet sled's side fins, batches 18 to 35). Standing on its base
 * it is a fin; stood on its end, with a rocket standing upright, its blade still stands.
 */
export function isFlatTailFin(p: ModelPart): boolean {
  if (!TAIL_FIN.test(cleanDescription(p.file?.description ?? '')) || plumb(p)) return false;
  const { min, max } = p.bodyBounds;
  return max[1]! - min[1]! <= FLAT * Math.max(max[0]! - min[0]!, max[2]! - min[2]!);
}
