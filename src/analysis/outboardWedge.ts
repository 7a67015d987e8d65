import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxCentre, boxGap } from './boxOfParts.ts';
import { columnIndex } from './columnIndex.ts';

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

/** It spreads past what it touches by this much on each side (LDU, most of a stud). */
const SPREAD = 16;

/**
 * A notched 3 x 4 wedge plate spreading past everything stacked on it or under it on both sides, its tips out in the
 * air: small wings under a narrow craft (the 1731 Ice Planet Scooter's and the 6810 Laser Ranger's, on 2-wide hulls).
 * Under a hull as wide as it, it is the nose.
 */
export function isSpreadWedge(parts: readonly ModelPart[], i: number, front: readonly number[], crew: ReadonlySet<number>): boolean {
  const p = parts[i]!;
  if (!NOTCHED.test(cleanDescription(p.file?.description ?? ''))) return false;
  const b = p.bodyBounds;
  const across = acrossAxis(front);
  let lo = Infinity;
  let hi = -Infinity;
  for (const j of columnIndex(parts).over(b.min[0]! - 1, b.min[2]! - 1, b.max[0]! + 1, b.max[2]! + 1)) {
    const q = parts[j]!.bodyBounds;
    // Stacked on it or under it, not butting against its edge: overlapping it seen from above.
    if (j === i || crew.has(j) || boxGap(q, b) > 0.5 || [0, 2].some((k) => shared(q.min[k]!, q.max[k]!, b.min[k]!, b.max[k]!) < 1)) continue;
    lo = Math.min(lo, q.min[across]!);
    hi = Math.max(hi, q.max[across]!);
  }
  if (!(lo < hi && b.min[across]! <= lo - SPREAD && b.max[across]! >= hi + SPREAD)) return false;
  // Its tips out in the air: no deck over them (the 6875 hovercraft's is hidden under its nose deck's handle bars; a
  // seated pilot's hands are no deck).
  return [[b.min[across]!, lo], [hi, b.max[across]!]].every(([t0, t1]) => !covered(parts, i, across, t0!, t1!, crew));
}

/** How high over a plate (LDU, a brick) a part covers it. */
const COVER = 24;

/** Whether a part of the build (not its crew) lies over plate i between t0 and t1 across, within a brick above it. */
function covered(parts: readonly ModelPart[], i: number, across: 0 | 2, t0: number, t1: number, crew: ReadonlySet<number>): boolean {
  const b = parts[i]!.bodyBounds;
  const along = across === 0 ? 2 : 0;
  const [x0, z0, x1, z1] = across === 0 ? [t0, b.min[2]!, t1, b.max[2]!] : [b.min[0]!, t0, b.max[0]!, t1];
  return columnIndex(parts).over(x0, z0, x1, z1).some((j) => {
    const q = parts[j]!.bodyBounds;
    const over = q.max[1]! <= b.min[1]! + 0.5 && q.max[1]! >= b.min[1]! - COVER;
    return j !== i && !crew.has(j) && over && shared(q.min[across]!, q.max[across]!, t0, t1) > 1 && shared(q.min[along]!, q.max[along]!, b.min[along]!, b.max[along]!) > 1;
  });
}

/** How far two spans along one axis overlap (LDU; below zero where they lie apart). */
function shared(lo0: number, hi0: number, lo1: number, hi1: number): number {
  return Math.min(hi0, hi1) - Math.max(lo0, lo1);
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
