import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxCentre, boxGap } from './boxOfParts.ts';
import { upAxis } from './upAxis.ts';

/** A 2 x 2 round brick (a finned one is a rocket's tail already). */
const ROUND = /^Brick\s+2\s+x\s+2\s+Round\b(?!.*\bFins\b)/;
/** Its axis lies this close to the front-back line (cosine: within about 25°), as a jet pod's does. */
const ALONG = 0.9;
/** Round bricks in one nacelle sit on one line, give or take this (LDU). */
const IN_LINE = 1;
/** ... and end to end, a round plate (8 LDU) between them at most, give or take a hair. */
const END_TO_END = 8.5;

/**
 * Engine nacelles built of 2 x 2 round bricks lying on their sides end to end along the piece's front-back line
 * (IV.H: jet engines and thrusters are boosts), as players read the white side pods of the Space Police ships. A lone
 * round brick lying so is a tank, a drum or a nose; two or more in line are a pod.
 */
export function roundNacelles(parts: readonly ModelPart[], front: readonly number[], skip: (i: number) => boolean): number[] {
  const lying = parts.flatMap((p, i) => {
    if (skip(i) || !ROUND.test(cleanDescription(p.file?.description ?? ''))) return [];
    // A round brick's axis is its own Y.
    const axis = upAxis(p);
    return Math.abs(axis[0]! * front[0]! + axis[1]! * front[1]! + axis[2]! * front[2]!) >= ALONG ? [{ i, axis, centre: boxCentre(p.bodyBounds) }] : [];
  });
  const out = new Set<number>();
  for (const a of lying) {
    for (const b of lying) {
      if (b.i <= a.i) continue;
      const d = [0, 1, 2].map((k) => b.centre[k]! - a.centre[k]!);
      const t = d[0]! * a.axis[0]! + d[1]! * a.axis[1]! + d[2]! * a.axis[2]!;
      const off = Math.hypot(d[0]! - t * a.axis[0]!, d[1]! - t * a.axis[1]!, d[2]! - t * a.axis[2]!);
      if (off > IN_LINE || boxGap(parts[a.i]!.bodyBounds, parts[b.i]!.bodyBounds) > END_TO_END) continue;
      out.add(a.i);
      out.add(b.i);
    }
  }
  return [...out].sort((x, y) => x - y);
}
