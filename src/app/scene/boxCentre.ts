import type { Box3 } from '../../ldraw/geometry/PartGeometry.ts';
import { unionBox } from '../../ldraw/geometry/worldBounds.ts';

/** The centre of the union of some boxes (LDraw units); null for none. */
export function boxCentre(boxes: readonly Box3[]): [number, number, number] | null {
  const b = unionBox(boxes);
  return b ? [(b.min[0] + b.max[0]) / 2, (b.min[1] + b.max[1]) / 2, (b.min[2] + b.max[2]) / 2] : null;
}
