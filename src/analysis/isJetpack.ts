import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxOfParts } from './boxOfParts.ts';

/** Axles, pins and connectors: what mounts a part, not the part. */
export function isJoint(p: ModelPart): boolean {
  return /^Technic (Axle|Pin|Angle Connector|Connector)\b/.test(cleanDescription(p.file?.description ?? ''));
}

/** Mostly cylinders, cones and round parts (joints aside), taller than it is long: a tank standing on the back. */
export function isJetpack(parts: readonly ModelPart[], limb: readonly number[], front: readonly [number, number, number]): boolean {
  const body = limb.filter((i) => !isJoint(parts[i]!));
  const round = body.filter((i) => /\b(Cylinder|Cone|Round)\b/.test(cleanDescription(parts[i]!.file?.description ?? '')));
  if (body.length < 2 || round.length * 4 < body.length * 3) return false;
  const b = boxOfParts(parts, body);
  const length = Math.abs(front[0]) * (b.max[0] - b.min[0]) + Math.abs(front[2]) * (b.max[2] - b.min[2]);
  return b.max[1] - b.min[1] > length;
}
