import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ModelPart } from '../ldraw/buildModel.ts';
import { boxOfParts, boxSize } from './boxOfParts.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { PartTraits } from './partTraits.ts';
import { upAxis } from './upAxis.ts';
import { originDistance } from './originDistance.ts';

/** A minifig (or a figure built of minifig body parts): its body parts, and whether it stands or sits. */
export interface Figure {
  /** Indices of its body parts: torso, head, arms, hands, hips, legs. */
  readonly body: readonly number[];
  readonly torso: number;
  /** A leg upright under the hips: it stands on something. Both legs bent forward or lying: it sits or lies in something. */
  readonly standing: boolean;
}

/** How close to vertical (cosine) a leg's own up axis must be for the figure to be standing. */
const UPRIGHT = 0.6;
/** A leg raised further than this (cosine: about 70 degrees) is bent to sit, not lifted to stride. */
const RAISED = 0.34;

/** Every minifig body in the model: body parts held together, with a torso. */
export function findFigures(parts: readonly ModelPart[], graph: ConnectionGraph, traits: readonly PartTraits[]): Figure[] {
  const isBody = (i: number) => traits[i]!.minifig !== undefined;
  const seen = new Uint8Array(parts.length);
  const figures: Figure[] = [];
  for (let s = 0; s < parts.length; s++) {
    if (seen[s] || !isBody(s)) continue;
    const body: number[] = [];
    const stack = [s];
    seen[s] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      body.push(i);
      // Body parts join through contact too: a minifig's arms and hips sit in its torso without studs.
      for (const j of graph.neighbours[i]!) {
        if (!seen[j] && isBody(j) && sameFigure(parts[i]!, parts[j]!)) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    const torso = body.find((i) => traits[i]!.minifig === 'torso');
    // A torso alone (a droid's torso built into a walker as a bracket) is no figure: a figure has a head, arms or legs on it.
    if (torso === undefined || body.length < 2) continue;
    const legs = body.filter((i) => traits[i]!.minifig === 'leg' || traits[i]!.minifig === 'legs');
    // An upright leg, none bent square, and a body taller than it is long: a figure lying down has neither, and one
    // seated has a leg bent forward square (the other may hang down a ledge). One striding up a stair lifts a leg part way.
    // A ghost has no hips or legs: its torso stands on a brick under its shroud, which falls to the ground. The shroud
    // and what it covers are its legs (the 6034 ruin's ghost, on a 1 x 2 brick and a plate between two walls).
    const pedestal = legs.length === 0 && !body.some((i) => traits[i]!.minifig === 'hips') ? underShroud(parts, graph, traits, torso) : [];
    for (const i of pedestal) seen[i] = 1;
    body.push(...pedestal);
    const standing = pedestal.length > 0 || (legs.some((i) => upright(parts[i]!)) && legs.every((i) => upright(parts[i]!, RAISED)) && tall(parts, body));
    figures.push({ body: body.sort((a, b) => a - b), torso, standing });
  }
  return figures;
}

/** LDraw's ghost shroud: worn over a head, it falls to the ground. */
const SHROUD = /^Minifig Ghost Shroud\b/;
/** What stands under a shroud is inside its outline, give or take this (LDU). */
const SHROUD_PLAY = 2;

/**
 * A legless torso's shroud, with the parts under the torso it covers (held one on another downwards, inside its
 * outline, down to its hem): what the figure stands on. Empty without a shroud.
 */
function underShroud(parts: readonly ModelPart[], graph: ConnectionGraph, traits: readonly PartTraits[], torso: number): number[] {
  const shroud = graph.neighbours[torso]!.find((j) => traits[j]!.minifig === undefined && SHROUD.test(cleanDescription(parts[j]!.file?.description ?? '')));
  if (shroud === undefined) return [];
  const hem = parts[shroud]!.bodyBounds;
  const covered = (i: number) => {
    const b = parts[i]!.bodyBounds;
    return [0, 1, 2].every((k) => b.min[k]! >= hem.min[k]! - SHROUD_PLAY && b.max[k]! <= hem.max[k]! + SHROUD_PLAY);
  };
  const out = [shroud];
  // (LDraw's y points down: what stands under the torso ends lower.)
  const queue = [torso];
  while (queue.length > 0) {
    const i = queue.pop()!;
    for (const j of graph.held[i]!) {
      if (out.includes(j) || traits[j]!.minifig !== undefined || !covered(j) || parts[j]!.bodyBounds.max[1]! <= parts[i]!.bodyBounds.max[1]!) continue;
      out.push(j);
      queue.push(j);
    }
  }
  return out.length > 1 ? out : [];
}

/** Two body parts of one figure are placed close together (two minifigs side by side only touch at the hands). */
function sameFigure(a: ModelPart, b: ModelPart): boolean {
  return originDistance(a, b) < 60;
}

function tall(parts: readonly ModelPart[], body: readonly number[]): boolean {
  const [x, y, z] = boxSize(boxOfParts(parts, body));
  return y >= Math.max(x, z);
}

/** The part's own -Y (up) axis points up in the world, within `cos` (cosine). */
function upright(p: ModelPart, cos = UPRIGHT): boolean {
  return Math.abs(upAxis(p)[1]) >= cos;
}
