import type { ModelPart } from '../ldraw/buildModel.ts';
import { boxCentre, boxOfParts } from './boxOfParts.ts';
import { bodyAtTest } from './bodyAtTest.ts';

/** Steps (LDU) along a sight line out of a part. */
const STEP = 4;
const AXES: readonly (readonly [number, number, number])[] = [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]];

/**
 * Whether a part is shut inside the build: every line out of its middle along the
 * six axes runs into another part before it leaves the build's box. A revolver
 * built into a car's engine as a detail, not a weapon anyone sees or can fire.
 */
export function enclosedTest(parts: readonly ModelPart[]): (i: number) => boolean {
  // Made on the first question: most builds have no loose minifig weapon to ask about.
  let bodyAt: ReturnType<typeof bodyAtTest> | undefined;
  let whole: ReturnType<typeof boxOfParts> | undefined;
  return (i) => {
    bodyAt ??= bodyAtTest(parts);
    whole ??= boxOfParts(parts, parts.keys());
    const own = parts[i]!.bodyBounds;
    const c = boxCentre(own);
    return AXES.every((d) => {
      const k = d[0] !== 0 ? 0 : d[1] !== 0 ? 1 : 2;
      const sign = d[k]!;
      const start = sign > 0 ? own.max[k]! - c[k]! : c[k]! - own.min[k]!;
      const end = sign > 0 ? whole!.max[k]! - c[k]! : c[k]! - whole!.min[k]!;
      for (let t = start + STEP / 2; t < end; t += STEP) {
        const q = [c[0] + d[0]! * t, c[1] + d[1]! * t, c[2] + d[2]! * t];
        if (bodyAt!(q, (j) => j === i)) return true;
      }
      return false;
    });
  };
}
