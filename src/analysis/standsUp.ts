import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { plumb } from './plumb.ts';

/**
 * Upright, its top above everything it is attached to, and gripped by no
 * clip or hand (a clip holding a sword is a brick-built hand): it stands up
 * from the body on its own.
 */
export function standsUp(parts: readonly ModelPart[], i: number, graph: ConnectionGraph): boolean {
  const top = parts[i]!.bodyBounds.min[1]!;
  const holders = graph.held[i]!;
  return plumb(parts[i]!) && holders.length > 0 && holders.every((j) => parts[j]!.bodyBounds.min[1]! > top + 4 && !/\b(Clip|Hand|Holder)\b/.test(cleanDescription(parts[j]!.file?.description ?? '')));
}
