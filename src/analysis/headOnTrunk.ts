import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxCentre, boxOfParts } from './boxOfParts.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { heldComponents } from './heldComponents.ts';
import { largest } from './extremes.ts';
import { rigidBodies } from './rigidBodies.ts';

/** The head's middle lies this share of the trunk's half-width from the trunk's middle at most, on both level axes: between the shoulders. */
const HEAD_BAND = 0.25;
/** A head is this share of the piece at most, and no bigger than the trunk: more is a body the trunk carries. */
const HEAD_MAX_SHARE = 0.35;
/** A head of fewer parts is a detail on top (a knob, a clip). */
const HEAD_MIN_PARTS = 3;
/** A part moulded as a tail: what holds it out at an end is a tail. */
const TAIL = /\bTail\b/;
/** The trunk stands this far (LDU) above the ground at least: a body on legs, not a hull on the ground. */
const OFF_GROUND = 2;

/**
 * A faceless robot's or creature's head, read from how it is put together:
 * the trunk is its largest rigid body, standing on what carries it, and the
 * head is the one sub-assembly joined onto the trunk's top, between its sides
 * (what hangs on a neck, a turntable or a hinge above the body); with none on
 * top, the one held out past an end of the trunk, in line with its middle and
 * off the ground (a walker's head on its neck ahead of the body). Undefined
 * when there is no such one, or the build is no such body (a hull on the
 * ground). `ok` says which parts can be a head's (the caller's: not a gun, a
 * boost or a figure); a sub-assembly mostly of others is no head (a gun turret
 * on its mount), nor is one held out at an end with a tail in it.
 */
export function headOnTrunk(parts: readonly ModelPart[], graph: ConnectionGraph, ok: (i: number) => boolean): { parts: number[]; at: 'top' | 'end' } | undefined {
  const n = parts.length;
  if (n < 8) return undefined;
  const { find, size, trunk } = rigidBodies(parts, graph);
  const inTrunk = (i: number) => find(i) === trunk;
  const trunkParts = parts.map((_, i) => i).filter(inTrunk);
  const box = boxOfParts(parts, trunkParts);
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  if (box.max[1] > ground - OFF_GROUND) return undefined;
  const middle = boxCentre(box);
  // Within the band around the trunk's middle along level axis k (X or Z).
  const inLine = (c: readonly number[], k: 0 | 2) => Math.abs(c[k]! - middle[k]) <= ((box.max[k] - box.min[k]) / 2) * HEAD_BAND;
  const headLike = (comp: readonly number[]) => comp.filter(ok).length * 2 >= comp.length;
  const hanging = heldComponents(n, (i) => !inTrunk(i), graph).filter((comp) => comp.length >= HEAD_MIN_PARTS && comp.length <= Math.min(n * HEAD_MAX_SHARE, size.get(trunk)!) && headLike(comp) && comp.some((i) => graph.held[i]!.some(inTrunk)));
  const boxed = hanging.map((comp) => ({ comp, box: boxOfParts(parts, comp) }));
  // On top, between the shoulders (a robot's).
  let heads = boxed.filter(({ box: b }) => {
    const c = boxCentre(b);
    return c[1] < box.min[1] && inLine(c, 0) && inLine(c, 2);
  });
  const at = heads.length > 0 ? 'top' : 'end';
  // Else held out past one end, in line with the body's middle and off the ground (a walker's on its neck; not its tail).
  if (heads.length === 0) {
    heads = boxed.filter(({ comp, box: b }) => {
      const c = boxCentre(b);
      if (b.max[1] > ground - OFF_GROUND || comp.some((i) => TAIL.test(cleanDescription(parts[i]!.file?.description ?? '')))) return false;
      const past = (k: 0 | 2) => c[k] > box.max[k] || c[k] < box.min[k];
      return (past(0) && inLine(c, 2)) || (past(2) && inLine(c, 0));
    });
  }
  if (heads.length !== 1) return undefined;
  const head = heads[0]!.comp.filter(ok);
  return head.length >= HEAD_MIN_PARTS ? { parts: head.sort((a, b) => a - b), at } : undefined;
}
