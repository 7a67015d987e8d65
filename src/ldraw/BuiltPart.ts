import type { ModelPart } from './ModelPart.ts';
import type { PlacedPart } from './flatten.ts';
import type { Box3, PartGeometry } from './geometry/PartGeometry.ts';
import { intersectBox, transformBox } from './geometry/worldBounds.ts';
import { isAxisAligned, type Matrix } from './matrix.ts';

/**
 * A placed part with its geometry and world boxes. One class for all parts, with the
 * body box behind one getter on the prototype: the analysis reads it millions of times,
 * and a getter written into each part's own object literal was a call V8 could not inline
 * (a fifth of the time of some rules went to reading it).
 */
export class BuiltPart implements ModelPart {
  #body: Box3 | undefined;

  constructor(
    p: PlacedPart,
    readonly geometry: PartGeometry | undefined,
    readonly bounds: Box3,
  ) {
    Object.assign(this, p);
  }

  /** The analysis asks for it; the viewer's first frame does not wait for it. */
  get bodyBounds(): Box3 {
    return (this.#body ??= this.geometry ? bodyOf(this.geometry, this.matrix, this.bounds) : this.bounds);
  }
}

// The placed part's own fields, declared once (in PlacedPart) and copied in by the constructor.
export interface BuiltPart extends PlacedPart {}

/** The world box of a part's body. Rotated parts: the turned body box overshoots; the exact vertex box (studs included) bounds it. */
function bodyOf(g: PartGeometry, m: Matrix, bounds: Box3): Box3 {
  return isAxisAligned(m) ? transformBox(g.bodyBounds.min, g.bodyBounds.max, m) : intersectBox(transformBox(g.bodyBounds.min, g.bodyBounds.max, m), bounds);
}
