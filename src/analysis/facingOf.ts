import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';

/** Flat parts printed on their top: a face drawn on one looks out of that top (its own -Y). */
const PRINTED_ON_TOP = /^(Tile|Plate|Dish)\b/;

/**
 * The way a face or windscreen part looks, in the world (unit). It looks out of its own -Z
 * (a minifig head, a printed brick, a windscreen); an eye printed on a tile looks out of the
 * tile's top, wherever the builder turned it (a penguin's eye tiles on side studs).
 */
export function faceAxis(p: ModelPart): [number, number, number] {
  const m = p.matrix;
  const k = PRINTED_ON_TOP.test(cleanDescription(p.file?.description ?? '')) ? 4 : 5;
  const len = Math.hypot(m[k]!, m[k + 3]!, m[k + 6]!) || 1;
  return [-m[k]! / len + 0, -m[k + 3]! / len + 0, -m[k + 6]! / len + 0];
}

/**
 * Where a part faces across the ground (faceAxis, levelled); undefined when it faces up or down, within about 6° of
 * straight. (Not within a millionth: an exporter's rounding noise in the matrix is that big, and it turned a face
 * looking straight up, the mini Sebulba's podracer's, to a random way across the ground.)
 */
export function facingOf(p: ModelPart): [number, number, number] | undefined {
  const [x, , z] = faceAxis(p);
  const len = Math.hypot(x, z);
  return len > LEVEL_SHARE ? [x / len + 0, 0, z / len + 0] : undefined;
}

/** A face looks across the ground when its axis leans this far from straight up or down, at least (sine: about 6°). */
const LEVEL_SHARE = 0.1;
