import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxCentre } from './boxOfParts.ts';

/** The 3 x 4 wedge plate notched for a nose or a windscreen. */
export const NOTCHED = /^Wing\s+3\s+x\s+4\s+with\s+1\s+x\s+2\s+Cutout\b/;

/** Its middle lies at least this share of the half-width out from the piece's centre line. */
const OUTBOARD = 0.4;

/**
 * A notched 3 x 4 wedge plate far out to one side of the piece's centre line, across its front: a wing tip, not a
 * nose (players read the ones out on a craft's flanks as wings, the 6981 Aerial Intruder's and the 6875 Hovercraft's,
 * and the ones on its centre line as its nose).
 */
export function isOutboardWedge(part: ModelPart, piece: Box3, front: readonly number[]): boolean {
  return NOTCHED.test(cleanDescription(part.file?.description ?? '')) && outboard(part, piece, front);
}

/** A plate with a corner cut off. */
const CUT_CORNER = /^Plate\s+\d+\s+x\s+\d+\s+without Corners?\b/;

/** A plate with a corner cut off, far out to one side of the piece's centre line and reaching its side edge. */
export function isOutboardCutCorner(part: ModelPart, piece: Box3, front: readonly number[]): boolean {
  if (!CUT_CORNER.test(cleanDescription(part.file?.description ?? '')) || !outboard(part, piece, front)) return false;
  const across = acrossAxis(front);
  return part.bodyBounds.max[across]! >= piece.max[across]! - EDGE || part.bodyBounds.min[across]! <= piece.min[across]! + EDGE;
}

/** A part reaches the piece's side edge when it ends this close to it (LDU, a stud). */
const EDGE = 20;

/** Whether the part's middle lies far out to one side of the piece's centre line. */
export function outboard(part: ModelPart, piece: Box3, front: readonly number[]): boolean {
  const across = acrossAxis(front);
  const half = (piece.max[across]! - piece.min[across]!) / 2;
  if (half <= 0) return false;
  const off = Math.abs(boxCentre(part.bodyBounds)[across]! - (piece.min[across]! + piece.max[across]!) / 2);
  return off >= OUTBOARD * half;
}

/** The level axis at right angles to the front (0 for X, 2 for Z). */
function acrossAxis(front: readonly number[]): 0 | 2 {
  return Math.abs(front[0]!) > Math.abs(front[2]!) ? 2 : 0;
}
