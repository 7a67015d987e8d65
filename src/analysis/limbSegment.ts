import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';

/**
 * A part of a figure's limb built of several (a Technic action figure's arm bearings and segments, its upper and lower
 * legs and feet): segments that hold each other are one limb. A minifig's arm or leg is one part, and two minifigs'
 * limbs that touch stay two figures' limbs.
 */
export function isLimbSegment(part: ModelPart): boolean {
  return /^Technic Action Figure (Arm|Hand|Leg|Foot)\b/.test(cleanDescription(part.file?.description ?? ''));
}
