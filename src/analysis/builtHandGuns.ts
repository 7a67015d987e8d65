import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxCentre } from './boxOfParts.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { PartTraits } from './partTraits.ts';

/**
 * A hand gun's body: the classic space laser gun's camera with a side sight (LDraw's keywords for it say so), or a
 * loudhailer (the battle droids' blaster: a cone in its bell).
 */
const GUN_BODY = /^Minifig (Camera with Side Sight|Loudhailer)\b/;
/** The laser gun's body alone, which is a gun or a camera by how it is held. */
const CAMERA = /^Minifig Camera with Side Sight\b/;
/** What makes it fire: a barrel fixed to it (a 1 x 1 cone, an antenna, a bar, a 1 x 1 round brick). */
const BARREL = /^(Cone\s+1\s+x\s+1|Antenna|Bar|Brick\s+1\s+x\s+1\s+Round)\b/;
/** How far below a figure's chin a held camera hangs when it is levelled from the hip, not looked through (a plate). */
const BELOW_CHIN = 8;

/**
 * Hand guns a figure's builder made of parts: a camera with a side sight or a
 * loudhailer with a barrel fixed to it (a 1 x 1 cone on its front, as the 6988
 * and 1789 astronauts and the 7141 battle droids carry), or a bare camera with a
 * side sight held low, at the chest or the hip (the 7130 Hoth rebel's blaster
 * rifle). Held up to the visor, a bare camera is a camera, and a loudhailer
 * alone calls out. Each found gun is its parts: the body, the barrels and what
 * is fixed to the body only (a grille tile).
 */
export function builtHandGuns(parts: readonly ModelPart[], graph: ConnectionGraph, traits: readonly PartTraits[]): HandGun[] {
  const kit = (i: number) => traits[i]!.minifig === undefined;
  const title = (i: number) => cleanDescription(parts[i]!.file?.description ?? '');
  const heads = traits.flatMap((t, i) => (t.minifig === 'head' ? [i] : []));
  return parts.flatMap((_, c) => {
    if (!kit(c) || !GUN_BODY.test(title(c))) return [];
    const barrels = graph.held[c]!.filter((j) => kit(j) && BARREL.test(title(j)));
    const low = barrels.length === 0 && CAMERA.test(title(c)) && heldLow(parts, graph, traits, heads, c);
    if (barrels.length === 0 && !low) return [];
    const fixed = graph.held[c]!.filter((j) => kit(j) && !barrels.includes(j) && graph.held[j]!.every((k) => k === c || barrels.includes(k)));
    const why = low
      ? `"${title(c)}" held low in a hand, levelled from the hip and not looked through (LDraw's keywords: the space laser gun): one Level 2 gun`
      : `part of a hand gun built of parts: "${title(c)}" with a barrel fixed to it (a laser gun or a blaster), one Level 2 gun`;
    return [{ parts: [c, ...barrels, ...fixed], why }];
  });
}

/** A hand gun: its parts, the body first, and why it is one. */
export interface HandGun {
  readonly parts: readonly number[];
  readonly why: string;
}

/** Whether a hand holds part c with its middle below the chin of the nearest minifig head. */
function heldLow(parts: readonly ModelPart[], graph: ConnectionGraph, traits: readonly PartTraits[], heads: readonly number[], c: number): boolean {
  if (!graph.held[c]!.some((j) => traits[j]!.minifig === 'hand')) return false;
  const at = boxCentre(parts[c]!.bounds);
  const gap = (h: number) => Math.hypot(...boxCentre(parts[h]!.bounds).map((v, k) => v - at[k]!));
  const head = heads.reduce<number | undefined>((best, h) => (best === undefined || gap(h) < gap(best) ? h : best), undefined);
  // LDraw's y points down: below the chin is a greater y than the head's bottom.
  return head !== undefined && at[1] - parts[head]!.bounds.max[1] > BELOW_CHIN;
}
