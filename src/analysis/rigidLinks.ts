import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { Connection, ConnectionGraph } from './findConnections.ts';

/** Parts that turn where they hold: a pin in a hole, a hinge, a clip on a bar, a turntable, a ball in its socket. */
const JOINT_PART = /\b(Pins?|Hinge|Clips?|Bar|Turntable|Ball|Socket|Axle|Axlehole|Click|Swivel|Rotation|Joint|Towball)\b/;

/** Whether a part turns where it holds (see JOINT_PART). */
export function isJointPart(p: ModelPart): boolean {
  return JOINT_PART.test(cleanDescription(p.file?.description ?? ''));
}

/**
 * Each part's rigid links: studs, and with `parts`, also parts fitted into each other where neither turns in the other
 * (a plate pressed onto a jumper's single stud between its own sockets).
 */
export function rigidLinks(graph: ConnectionGraph, parts?: readonly ModelPart[]): number[][] {
  const joint = parts?.map(isJointPart);
  const rigid = (c: Connection) => c.kind === 'stud' || (joint !== undefined && c.held && !joint[c.a] && !joint[c.b]);
  const links: number[][] = graph.neighbours.map(() => []);
  for (const c of graph.connections) {
    if (!rigid(c)) continue;
    links[c.a]!.push(c.b);
    links[c.b]!.push(c.a);
  }
  return links;
}
