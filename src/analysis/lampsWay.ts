import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ColourTable } from '../ldraw/colours/ColourTable.ts';
import { boxCentre, boxOfParts } from './boxOfParts.ts';

/** A lamp this share of half the length out from the middle, or more, is at an end. */
const END_SHARE = 0.25;

/**
 * Which end of a vehicle its lamps say is the front, along `axis` (a level
 * unit vector): red tail lights sit at the back, amber headlamps (yellow) at
 * the front; orange indicators sit at both. `axis` or its opposite, or
 * undefined when the lamps say nothing or disagree as much as they agree.
 */
export function lampsWay(parts: readonly ModelPart[], lamps: readonly number[], colours: ColourTable, axis: readonly [number, number, number]): [number, number, number] | undefined {
  if (lamps.length === 0) return undefined;
  const box = boxOfParts(parts, parts.keys());
  const middle = boxCentre(box);
  // Half the build's length along the axis: a lamp nearer the middle than a quarter of it is at neither end.
  const half = (Math.abs(axis[0]) * (box.max[0] - box.min[0]) + Math.abs(axis[2]) * (box.max[2] - box.min[2])) / 2;
  let votes = 0;
  for (const i of lamps) {
    const family = colours.resolve(parts[i]!.colour).family;
    const vote = family === 'yellow' ? 1 : family === 'red' ? -1 : 0;
    const c = boxCentre(parts[i]!.bodyBounds);
    const out = (c[0] - middle[0]) * axis[0] + (c[2] - middle[2]) * axis[2];
    if (Math.abs(out) >= half * END_SHARE) votes += vote * Math.sign(out);
  }
  if (votes === 0) return undefined;
  const s = Math.sign(votes);
  return [axis[0] * s + 0, 0, axis[2] * s + 0];
}
