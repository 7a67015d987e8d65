import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';

/**
 * A hand gun's body: the classic space laser gun's camera with a side sight (LDraw's keywords for it say so), or a
 * loudhailer (the battle droids' blaster: a cone in its bell).
 */
const GUN_BODY = /^Minifig (Camera with Side Sight|Loudhailer)\b/;
/** What makes it fire: a barrel fixed to it (a 1 x 1 cone, an antenna, a bar, a 1 x 1 round brick). */
const BARREL = /^(Cone\s+1\s+x\s+1|Antenna|Bar|Brick\s+1\s+x\s+1\s+Round)\b/;

/**
 * Hand guns a figure's builder made of parts: a camera with a side sight or a
 * loudhailer with a barrel fixed to it (a 1 x 1 cone on its front, as the 6988
 * and 1789 astronauts and the 7141 battle droids carry). Alone, held up to a
 * visor, a camera is a camera, and a loudhailer calls out. Each found gun is its
 * parts: the body, the barrels and what is fixed to the body only (a grille tile).
 */
export function builtHandGuns(parts: readonly ModelPart[], graph: ConnectionGraph, kit: (i: number) => boolean): number[][] {
  const title = (i: number) => cleanDescription(parts[i]!.file?.description ?? '');
  return parts.flatMap((_, c) => {
    if (!kit(c) || !GUN_BODY.test(title(c))) return [];
    const barrels = graph.held[c]!.filter((j) => kit(j) && BARREL.test(title(j)));
    if (barrels.length === 0) return [];
    const fixed = graph.held[c]!.filter((j) => kit(j) && !barrels.includes(j) && graph.held[j]!.every((k) => k === c || barrels.includes(k)));
    return [[c, ...barrels, ...fixed]];
  });
}
