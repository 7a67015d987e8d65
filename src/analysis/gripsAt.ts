import type { ConnectionGraph } from './findConnections.ts';
import type { MinifigBody } from './partTraits.ts';

/**
 * Whether part `i` is a figure's gripping hand: a minifig hand, or an arm with
 * no hand on it, whose hand is moulded in (a skeleton's claw, a battle droid's
 * clip, a mini-doll's hand). A segment of an arm built of several (a Technic
 * action figure's bearing or upper arm, held to the next segment: `segment`) has no hand of its own.
 */
export function gripsAt(i: number, bodyOf: (k: number) => MinifigBody | null | undefined, graph: ConnectionGraph, segment: (k: number) => boolean): boolean {
  const body = bodyOf(i);
  if (body === 'hand') return true;
  if (body !== 'arm' || graph.neighbours[i]!.some((k) => bodyOf(k) === 'hand')) return false;
  return !(segment(i) && graph.held[i]!.some((k) => bodyOf(k) === 'arm' && segment(k)));
}
