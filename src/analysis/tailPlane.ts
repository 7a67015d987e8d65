import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { isFlatTailFin, TAIL_FIN } from './flatTailFin.ts';
import { NOTCHED } from './outboardWedge.ts';

/**
 * A notched 3 x 4 wedge plate held directly on an upright tail fin, or with the fin standing on it: a T-tail's
 * stabiliser, a small wing at the tail (players read it so on the 6988 Alpha Centauri Outpost's ship and pod, and under
 * the 5981 Raid VPR's fin). Anywhere else the plate is a nose or a windscreen's plate.
 */
export function isTailPlane(parts: readonly ModelPart[], i: number, neighbours: readonly number[]): boolean {
  if (!NOTCHED.test(cleanDescription(parts[i]!.file?.description ?? ''))) return false;
  return neighbours.some((j) => TAIL_FIN.test(cleanDescription(parts[j]!.file?.description ?? '')) && !isFlatTailFin(parts[j]!));
}
