import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { plumb } from './plumb.ts';

/** An aircraft's tail fin ("Tail 4 x 1 x 3", "Tail Shuttle 2 x 6 x 4"), not a rocket moulded on one. */
export const TAIL_FIN = /^Tail\b(?!.*\bRocket\b)/;
/** Lying flat, the blade's own side axis (X, across the blade) is this close to vertical (cosine). */
const FLAT = 0.7;

/**
 * A tail fin turned on its side to lie flat: its blade spreads sideways as a wing's does (the Gold Heist ship's
 * and the SP Undercover Cruiser's swept wings, a jet sled's side fins, batches 18 to 35). Standing on its base
 * it is a fin; stood on its end or raked back, its blade still stands upright.
 */
export function isFlatTailFin(p: ModelPart): boolean {
  if (!TAIL_FIN.test(cleanDescription(p.file?.description ?? '')) || plumb(p)) return false;
  // (The blade lies flat when the axis across it stands up: an upright fin raked back, its box low, still stands.)
  const m = p.matrix;
  return Math.abs(m[6]!) / (Math.hypot(m[3]!, m[6]!, m[9]!) || 1) >= FLAT;
}
