import type { ModelPart } from '../ldraw/buildModel.ts';
import { boxCentre, boxOfParts } from './boxOfParts.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { heldComponents } from './heldComponents.ts';
import { largest } from './extremes.ts';
import { rigidBodies } from './rigidBodies.ts';

/** The head's middle lies this share of the trunk's half-width from the trunk's middle at most, on both level axes: between the shoulders. */
const HEAD_BAND = 0.25;
/** A head is this share of the piece at most: more is a body the trunk carries on top. */
const HEAD_MAX_SHARE = 0.2;
/** A head of fewer parts is a detail on top (a knob, a clip). */
const HEAD_MIN_PARTS = 3;
/** The trunk stands this far (LDU) above the ground at least: a body on legs, not a hull on the ground. */
const OFF_GROUND = 2;

/**
 * A faceless robot's or creature's head, read from how it is put together:
 * the trunk is its largest rigid body, standing on what carries it, and the
 * head is the sub-assembly joined onto the trunk's top, between its sides
 * (what hangs on a neck, a turntable or a hinge above the body). Undefined when
 * nothing sits there, or the build is no such body (a hull on the ground).
 * `ok` says which parts can be a head's (not a weapon, a boost or a figure).
 */
export function headOnTrunk(parts: readonly ModelPart[], graph: ConnectionGraph, ok: (i: number) => boolean): number[] | undefined {
  const n = parts.length;
  if (n < 8) return undefined;
  const { find, largest: trunk } = rigidBodies(parts, graph);
  const inTrunk = (i: number) => find(i) === trunk;
  const trunkParts = parts.map((_, i) => i).filter(inTrunk);
  const box = boxOfParts(parts, trunkParts);
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  if (box.max[1] > ground - OFF_GROUND) return undefined;
  const middle = boxCentre(box);
  const half = [(box.max[0] - box.min[0]) / 2, (box.max[2] - box.min[2]) / 2];
  const heads = heldComponents(n, (i) => !inTrunk(i), graph).filter((comp) => {
    if (comp.length < HEAD_MIN_PARTS || comp.length > n * HEAD_MAX_SHARE) return false;
    if (!comp.some((i) => graph.held[i]!.some(inTrunk))) return false;
    const c = boxCentre(boxOfParts(parts, comp));
    return c[1] < box.min[1] && Math.abs(c[0] - middle[0]) <= half[0]! * HEAD_BAND && Math.abs(c[2] - middle[2]) <= half[1]! * HEAD_BAND;
  });
  if (heads.length !== 1) return undefined;
  const head = heads[0]!.filter(ok);
  return head.length >= HEAD_MIN_PARTS ? head.sort((a, b) => a - b) : undefined;
}
