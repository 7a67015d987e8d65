import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';

/** A boat's hull or a section of one (not its mast, rigging, anchor or keel). */
// (A bow plate is a flat plate: a flyer's nose as often as a deck.)
const HULL = /^Boat\s+(Hull|Canoe|Kayak|Inflatable|Bow(?!\s+Plate\b)|Stern|Base|\d)/;

/** Whether the part is a boat's hull: at a build's bottom, it floats as wheels roll. */
export function isHull(p: ModelPart): boolean {
  return HULL.test(cleanDescription(p.file?.description ?? ''));
}
