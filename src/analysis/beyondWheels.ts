import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { unionBox } from '../ldraw/geometry/worldBounds.ts';

/** A wing lifts where it reaches this far (LDU, two pips) out past the wheels' track. */
const PAST_TRACK = 40;

/**
 * On a build that rolls, whether a box reaches out sideways past its wheels: a plane's
 * wing spans far beyond its landing gear, where a car's spoiler stays within its track.
 * Sideways is along the wheels' axles: a wheel is narrowest along its axle.
 */
export function beyondWheelsTest(parts: readonly ModelPart[], wheels: readonly number[]): (box: Box3) => boolean {
  const track = unionBox(wheels.map((i) => parts[i]!.bodyBounds));
  if (!track) return () => false;
  const k = axleAxis(parts, wheels);
  return (box) => box.max[k] >= track.max[k] + PAST_TRACK || box.min[k] <= track.min[k] - PAST_TRACK;
}

/** The world axis (0 for X, 2 for Z) most of the wheels' axles lie along: a wheel is narrowest along its axle. */
export function axleAxis(parts: readonly ModelPart[], wheels: readonly number[]): 0 | 2 {
  let alongX = 0;
  for (const i of wheels) {
    const b = parts[i]!.bodyBounds;
    alongX += b.max[0] - b.min[0] < b.max[2] - b.min[2] ? 1 : -1;
  }
  return alongX >= 0 ? 0 : 2;
}
