import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { BuiltGun } from './BuiltGun.ts';
import { bodyAtTest } from './bodyAtTest.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { boxCentre, boxGap } from './boxOfParts.ts';

/** Small dishes: a lens or an emitter's bowl (a 4 x 4 dish is a radar's). */
const DISH = /^Dish\s+[23]\s+x\s+[23]\b(?!.*\bRadar\b)/;
/** Lenses this close (LDU) are one emitter (two dishes back to back); apart, each shines on its own (an M:Tron nose's pair). */
const TOGETHER = 1;
/** A lens faces forward when its axis is this close to the front (cosine: within 45°). */
const FACING = 0.7;
/** Sample points this far (LDU) beyond the lens must be free: it shines out of the piece. */
const CLEAR = [3, 10, 20, 32];

/**
 * See-through dishes facing out of the piece's front with nothing in front of them: a ray gun's lens (IV.F: beams are
 * "shiny parts facing outward", Level 3), as players read the trans dishes on the noses of the 1980s and 1990s
 * space craft. A dish facing up or aside is a radar or a lamp; one behind other parts shines on nothing; one on the
 * back half is a sensor or an engine's glow.
 */
export function findLensBeams(
  parts: readonly ModelPart[],
  skip: (i: number) => boolean,
  glass: readonly boolean[],
  front: readonly number[],
  /** The piece's box. */
  piece: Box3,
): BuiltGun[] {
  const bodyAt = bodyAtTest(parts);
  const middle = boxCentre(piece);
  const lenses: number[] = [];
  parts.forEach((p, i) => {
    if (!glass[i] || skip(i) || !DISH.test(cleanDescription(p.file?.description ?? ''))) return;
    // A dish's bowl opens along its own Y (the matrix's b, e, h).
    const m = p.matrix;
    const len = Math.hypot(m[4]!, m[7]!, m[10]!) || 1;
    const axis = [m[4]! / len, m[7]! / len, m[10]! / len];
    const along = axis[0]! * front[0]! + axis[1]! * front[1]! + axis[2]! * front[2]!;
    if (Math.abs(along) < FACING) return;
    const b = p.bodyBounds;
    const c = boxCentre(b);
    // (On the front half: a dish behind the cockpit is a sensor or an engine's glow, whichever way it turns.)
    if ((c[0]! - middle[0]!) * front[0]! + (c[1]! - middle[1]!) * front[1]! + (c[2]! - middle[2]!) * front[2]! <= 0) return;
    // From the middle of its face that looks forward, out along the front.
    const reach = Math.max(...[0, 1, 2].map((k) => (front[k]! >= 0 ? b.max[k]! - c[k]! : c[k]! - b.min[k]!) * Math.abs(front[k]!)));
    const blocked = CLEAR.some((t) => bodyAt([0, 1, 2].map((k) => c[k]! + front[k]! * (reach + t)), (j) => j === i));
    if (blocked) return;
    lenses.push(i);
  });
  // (Lenses back to back shine as one emitter.)
  const groups: number[][] = [];
  for (const i of lenses) {
    const near = groups.filter((g) => g.some((j) => boxGap(parts[i]!.bodyBounds, parts[j]!.bodyBounds) <= TOGETHER));
    const merged = [i, ...near.flat()];
    for (const g of near) groups.splice(groups.indexOf(g), 1);
    groups.push(merged.sort((a, b) => a - b));
  }
  return groups.map((g) => ({
    kind: 'beam',
    parts: g,
    aim: [front[0]!, front[1]!, front[2]!],
    reason: `${g.map((i) => parts[i]!.part).join(' + ')}: ${g.length > 1 ? 'see-through dishes back to back' : 'a see-through dish'} facing forward out of the piece with nothing in front: a lens, a shiny part facing outward, a Level 3 beam`,
  }));
}
