import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { agreedAim } from './agreedAim.ts';
import { upAxis } from './upAxis.ts';

/** A car's steering wheel: the wheel itself, which a builder tilts on its stand or holder. */
const STEERING_WHEEL = /^Car Steering Wheel\b(?! (Stand|Holder))/;

/** A wheel tilted at least this far from level (the sine of its tilt: about 17 degrees) says where the driver sits. */
const TILTED = 0.3;

/**
 * The way a build with nobody at its controls faces, from its steering wheels: a car's steering wheel tilts its face
 * back and up towards the seat, so the driver looks the other way (in the label sets, 26 of the 27 pieces with a driver
 * at such a wheel face that way, the other's crewman stands apart; the 1528 dragster's empty cockpit has one). Snapped to
 * the four sides; undefined with no tilted wheel, or wheels tilted every way.
 */
export function steeringWay(parts: readonly ModelPart[]): [number, number, number] | undefined {
  const aims: [number, number, number][] = [];
  for (const p of parts) {
    if (!STEERING_WHEEL.test(cleanDescription(p.file?.description ?? ''))) continue;
    // The wheel's face looks out of its own top (-Y), back at the seat: the front is the way its +Y leans.
    const [x, , z] = upAxis(p);
    if (Math.hypot(x, z) < TILTED) continue;
    aims.push([x, 0, z]);
  }
  return agreedAim(aims);
}
