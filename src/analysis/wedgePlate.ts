import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';

/** LDraw names wedge plates "Wing 2 x 4": the sizes in its name, or undefined for any other part (a "Wing 16 x 14 Shuttle" is one too). */
function wedgeSize(part: ModelPart): readonly [number, number] | undefined {
  const m = /^Wing\s+(\d+)\s*x\s*(\d+)/.exec(cleanDescription(part.file?.description ?? ''));
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

/** A plate LDraw names "Wing N x M": a wing only where it sticks out of a flyer, else plating. */
export function isWedge(part: ModelPart): boolean {
  return wedgeSize(part) !== undefined;
}

/** Its longer side in studs, for a wedge plate; undefined for any other part. */
export function wedgeLength(part: ModelPart): number | undefined {
  const size = wedgeSize(part);
  return size && Math.max(size[0], size[1]);
}
