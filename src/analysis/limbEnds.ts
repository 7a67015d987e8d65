import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { limbReach } from './limbReach.ts';
import { largest } from './extremes.ts';

/** Past this share of the way from where a limb is held on to its farthest part, a part is at its far end. */
const FAR_END_SHARE = 0.6;

/** Whether part i of a limb sits at its far end, away from the parts that hold the limb on. */
export function atFarEnd(parts: readonly ModelPart[], graph: ConnectionGraph, limb: readonly number[], i: number): boolean {
  const from = limbReach(parts, graph, limb);
  return !from || from(i) >= FAR_END_SHARE * largest(limb.map(from));
}

/** Past a gun's farthest part, a limb's own parts reach on this far (LDU) at least where its claw or hand goes on beyond the muzzle. */
const REACH_PAST = 10;

/** Whether a limb's other parts reach on past the given ones (the gun mounted along it), away from where it is held on. */
export function reachesPast(parts: readonly ModelPart[], graph: ConnectionGraph, limb: readonly number[], along: readonly number[]): boolean {
  const from = along.length > 0 ? limbReach(parts, graph, limb) : undefined;
  if (!from) return false;
  const gun = new Set(along);
  const rest = limb.filter((j) => !gun.has(j));
  return rest.length > 0 && largest(rest.map(from)) >= largest(along.map(from)) + REACH_PAST;
}
