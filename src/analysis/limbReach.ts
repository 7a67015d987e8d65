import type { ModelPart } from '../ldraw/buildModel.ts';
import { boxCentre, boxOfParts } from './boxOfParts.ts';
import type { ConnectionGraph } from './findConnections.ts';

/**
 * How far (LDU) each part of a limb lies from where the limb is held on (the centre of its parts that something
 * outside it holds: a shoulder, a hip): the way to tell a hand's end from a shoulder. Undefined for a limb nothing holds.
 */
export function limbReach(parts: readonly ModelPart[], graph: ConnectionGraph, limb: readonly number[]): ((j: number) => number) | undefined {
  const own = new Set(limb);
  const roots = limb.filter((j) => graph.held[j]!.some((k) => !own.has(k)));
  if (roots.length === 0) return undefined;
  const root = boxCentre(boxOfParts(parts, roots));
  return (j) => Math.hypot(...boxCentre(parts[j]!.bodyBounds).map((v, k) => v - root[k]!));
}
