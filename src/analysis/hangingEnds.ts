import type { ModelPart } from '../ldraw/buildModel.ts';
import { boxCentre } from './boxOfParts.ts';
import { axleAxis } from './beyondWheels.ts';
import { largest, smallest } from './extremes.ts';
import { WHEEL_GROUND_TOLERANCE } from './groundTolerance.ts';
import type { PartTraits } from './partTraits.ts';

/** Wheels this close (LDU, a plate and a bit) above the lowest point still carry a build whose end hangs lower. */
const PLOW_DIP = 12;
/** A build rolls on this many wheels at least. */
const MIN_WHEELS = 3;

/**
 * The parts hanging at one end of a wheeled build down past its wheels: a plow blade or a bumper ahead of the front
 * axle, a hitch behind the rear one. The build still rolls on its wheels (the 5985 police truck's plow reaches 9 LDU
 * below its rims). Empty unless every part lower than the wheels lies wholly beyond the wheelbase, at the same end.
 */
export function hangingEnds(parts: readonly ModelPart[], traits: readonly PartTraits[], skip: (i: number) => boolean): Set<number> {
  const wheels = parts.flatMap((_, i) => (traits[i]!.wheel && !skip(i) ? [i] : []));
  if (wheels.length < MIN_WHEELS) return new Set();
  const wheelBottom = largest(wheels.map((i) => parts[i]!.bodyBounds.max[1]!));
  const low = parts.flatMap((p, i) => (!skip(i) && p.bodyBounds.max[1]! > wheelBottom + WHEEL_GROUND_TOLERANCE ? [i] : []));
  if (low.length === 0 || largest(low.map((i) => parts[i]!.bodyBounds.max[1]!)) - wheelBottom > PLOW_DIP) return new Set();
  // Along the way it rolls: across its axles.
  const k = axleAxis(parts, wheels) === 0 ? 2 : 0;
  const hubs = wheels.map((i) => boxCentre(parts[i]!.bodyBounds)[k]!);
  const [first, last] = [smallest(hubs), largest(hubs)];
  const ahead = low.every((i) => parts[i]!.bodyBounds.min[k]! >= last);
  const behind = low.every((i) => parts[i]!.bodyBounds.max[k]! <= first);
  return ahead || behind ? new Set(low) : new Set();
}
