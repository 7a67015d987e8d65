import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { heldComponents } from './heldComponents.ts';
import { rigidBodies } from './rigidBodies.ts';
import { isJointPart } from './rigidLinks.ts';

/** A set of parts hanging off a build's body on joints. */
export interface Appendage {
  readonly parts: number[];
  /** Its parts held to the body through a joint part: where it swings. */
  readonly joints: number[];
}

/**
 * What hangs off a build's body (its largest rigid body) on joints: each set of the other parts held together, with
 * the parts held to the body through a joint part (a hinge, a clip, a pin; a body's own bricks seated off the grid,
 * held by studs, do not swing). One hitched to something outside the piece (a tow bar under the plane it tows, a
 * magnet docked to another ship) couples, it does not swing: left out.
 */
export function jointedAppendages(parts: readonly ModelPart[], graph: ConnectionGraph): Appendage[] {
  const { find, trunk } = rigidBodies(parts, graph);
  const out: Appendage[] = [];
  for (const comp of heldComponents(parts.length, (i) => find(i) !== trunk, graph)) {
    if (comp.some((i) => graph.heldOutside?.[i] === true)) continue;
    const joints = comp.filter((i) => graph.held[i]!.some((j) => find(j) === trunk && (isJointPart(parts[i]!) || isJointPart(parts[j]!))));
    if (joints.length > 0) out.push({ parts: comp, joints });
  }
  return out;
}
