import type { ConnectionGraph } from './findConnections.ts';
import type { MinifigBody } from './partTraits.ts';

/**
 * Whether part `i` is a figure's gripping hand: a minifig hand, or an arm with
 * no hand on it, whose hand is moulded in (a skeleton's claw, a battle droid's
 * clip, a mini-doll's hand).
 */
export function gripsAt(i: number, bodyOf: (k: number) => MinifigBody | null | undefined, graph: ConnectionGraph): boolean {
  const body = bodyOf(i);
  return body === 'hand' || (body === 'arm' && !graph.neighbours[i]!.some((k) => bodyOf(k) === 'hand'));
}
