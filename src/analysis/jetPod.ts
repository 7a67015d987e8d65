import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';

/** The horizontal 3 x 6 cylinder with hollow studs: a jet engine's pod. */
const POD = /^Cylinder\s+3\s+x\s+6\s+x\s+2\.667\s+Horizontal\b/;

/** Its length lies this close to the front-back line (cosine: within about 25°). */
const ALONG = 0.9;

/**
 * A jet engine's pod: the horizontal 3 x 6 cylinder lying along the piece's front-back line (IV.H: jet engines are
 * boosts), as players read the engine pods of the Space Police ships and the X-wing. Lying across the piece it is a
 * tank or a drum.
 */
export function isJetPod(part: ModelPart, front: readonly number[]): boolean {
  if (!POD.test(cleanDescription(part.file?.description ?? ''))) return false;
  // Its length runs along its own Z (the matrix's c, f, i).
  const m = part.matrix;
  const len = Math.hypot(m[5]!, m[8]!, m[11]!) || 1;
  return Math.abs((m[5]! * front[0]! + m[8]! * front[1]! + m[11]! * front[2]!) / len) >= ALONG;
}
