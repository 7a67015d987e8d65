import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxCentre } from './boxOfParts.ts';

/** The 3 x 4 wedge plate notched for a nose or a windscreen. */
const NOTCHED = /^Wing\s+3\s+x\s+4\s+with\s+1\s+x\s+2\s+Cutout\b/;

/** Its middle lies at least this share of the half-width out from the piece's centre line. */
const OUTBOARD = 0.4;

/**
 * A notched 3 x 4 wedge plate far out to one side of the piece's centre line, across its front: a wing tip, not a
 * nose (players read the ones out on a craft's flanks as wings, the 6981 Aerial Intruder's and the 6875 Hovercraft's,
 * and the ones on its centre line as its nose).
 */
export function isOutboardWedge(part: ModelPart, piece: Box3, front: readonly number[]): boolean {
  if (!NOTCHED.test(cleanDescription(part.file?.description ?? ''))) return false;
  // Across: the level axis at right angles to the front.
  const across = Math.abs(front[0]!) > Math.abs(front[2]!) ? 2 : 0;
  const half = (piece.max[across]! - piece.min[across]!) / 2;
  if (half <= 0) return false;
  const off = Math.abs(boxCentre(part.bodyBounds)[across]! - (piece.min[across]! + piece.max[across]!) / 2);
  return off >= OUTBOARD * half;
}
