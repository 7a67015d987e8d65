import type { ModelPart } from '../ldraw/buildModel.ts';
import { disjointSets } from './disjointSets.ts';
import type { ConnectionGraph } from './findConnections.ts';

export interface RigidBodies {
  /** The representative part of i's body. */
  readonly find: (i: number) => number;
  /** Parts in each body, by representative. */
  readonly size: ReadonlyMap<number, number>;
  /** The body with the most parts, a robot's or a creature's trunk (its representative; the first in the file among equals); -1 for no parts. */
  readonly trunk: number;
}

/**
 * The build's rigid bodies: parts joined by studs, which cannot move against
 * each other. Clips, hinges, ball joints and pins join bodies that can: the
 * largest body is a robot's or a creature's trunk, what hangs off it through a
 * joint its head and limbs.
 */
export function rigidBodies(parts: readonly ModelPart[], graph: ConnectionGraph): RigidBodies {
  // The Head, the limbs and the implements of one piece all ask, of the same graph.
  const kept = found.get(graph);
  if (kept && kept.parts === parts.length) return kept.bodies;
  const bodies = bodiesOf(parts.length, graph);
  found.set(graph, { parts: parts.length, bodies });
  return bodies;
}

const found = new WeakMap<ConnectionGraph, { parts: number; bodies: RigidBodies }>();

function bodiesOf(n: number, graph: ConnectionGraph): RigidBodies {
  const sets = disjointSets(n);
  for (const c of graph.connections) if (c.kind === 'stud') sets.unite(c.a, c.b);
  const size = new Map<number, number>();
  for (let i = 0; i < n; i++) size.set(sets.find(i), (size.get(sets.find(i)) ?? 0) + 1);
  let trunk = -1;
  for (const [root, count] of size) if (trunk < 0 || count > size.get(trunk)!) trunk = root;
  return { find: sets.find, size, trunk };
}
