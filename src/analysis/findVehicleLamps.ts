import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ColourTable } from '../ldraw/colours/ColourTable.ts';
import { boxOfParts } from './boxOfParts.ts';

/** A lamp is small: no side longer than two studs (LDU, with a little play for tiles' rounded edges). */
const LAMP_SIZE = 42;
/** A vehicle's lamps sit at its ends: within this share of its length from the nose or the tail. */
const END_SHARE = 0.25;

/**
 * A vehicle's lamps: small see-through parts in a signal's colours (red, orange,
 * yellow) at either end of its length, its tail, brake and indicator lights and
 * amber headlamps. Nobody looks out of them, so they are not the windows of a cab
 * (a car's 1 x 1 trans-red tiles at its back, trans-yellow gems in its nose). A
 * light bar on a cab's roof, mid-length, is left to mark that cab.
 */
export function findVehicleLamps(parts: readonly ModelPart[], glass: readonly boolean[], colours: ColourTable): number[] {
  const box = boxOfParts(parts, parts.keys());
  // Its length runs along the longer of the two level axes (LDraw's Y is up).
  const axis = box.max[0]! - box.min[0]! >= box.max[2]! - box.min[2]! ? 0 : 2;
  const reach = (box.max[axis]! - box.min[axis]!) * END_SHARE;
  return parts.flatMap((p, i) => {
    if (!glass[i]) return [];
    const family = colours.resolve(p.colour).family;
    if (family !== 'red' && family !== 'orange' && family !== 'yellow') return [];
    const { min, max } = p.bodyBounds;
    if (max[0]! - min[0]! > LAMP_SIZE || max[1]! - min[1]! > LAMP_SIZE || max[2]! - min[2]! > LAMP_SIZE) return [];
    const middle = (min[axis]! + max[axis]!) / 2;
    return middle <= box.min[axis]! + reach || middle >= box.max[axis]! - reach ? [i] : [];
  });
}
