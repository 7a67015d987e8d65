import type { PlacedPart } from './flatten.ts';
import type { Box3, PartGeometry } from './geometry/PartGeometry.ts';

/** A placed part with its geometry and world box. */
export interface ModelPart extends PlacedPart {
  readonly geometry: PartGeometry | undefined;
  readonly bounds: Box3;
  /** World box without stud primitives (the box of the part's body, corners transformed). */
  readonly bodyBounds: Box3;
}
