import type { ModelPart } from '../ldraw/buildModel.ts';
import { boxCentre, boxOfParts } from './boxOfParts.ts';
import { faceAxis, facingOf } from './facingOf.ts';

/** A pane looks mostly at the sky when its axis leans less than this across the ground (sine: over 60° up). */
const SKYWARD = 0.5;
/** The cockpit sits at one end when its centre is this share of the craft's length behind the middle, at least. */
const AT_END = 0.25;

/**
 * Where a cockpit looks, from its main pane: the way the glass faces across the ground. A canopy tilted to look
 * mostly at the sky, back over the rest of a craft from a cockpit at its end, still sits at its front: the craft
 * looks the other way (the SP Undercover Cruiser's cockpit, swung up in its undercover mode). `backward` says so.
 */
export function cockpitFacing(parts: readonly ModelPart[], pane: number, cockpit: readonly number[]): { front: [number, number, number]; backward: boolean } | undefined {
  const facing = facingOf(parts[pane]!);
  if (!facing) return undefined;
  const [x, , z] = faceAxis(parts[pane]!);
  if (Math.hypot(x, z) >= SKYWARD || cockpit.length === 0) return { front: facing, backward: false };
  const whole = boxOfParts(parts, parts.keys());
  const middle = boxCentre(whole);
  const seat = boxCentre(boxOfParts(parts, cockpit));
  const lean = (seat[0] - middle[0]) * facing[0] + (seat[2] - middle[2]) * facing[2];
  const length = Math.abs(facing[0]) * (whole.max[0] - whole.min[0]) + Math.abs(facing[2]) * (whole.max[2] - whole.min[2]);
  return lean < -AT_END * length ? { front: [-facing[0] + 0, 0, -facing[2] + 0], backward: true } : { front: facing, backward: false };
}
