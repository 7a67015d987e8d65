import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxOfParts } from './boxOfParts.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { heldComponents } from './heldComponents.ts';
import { rigidBodies } from './rigidBodies.ts';

/** A bucket or scoop: what a catapult's arm cradles its stone in. */
const BUCKET = /^(Excavator |Technic )?Bucket\b/;
/** Open to the sky: the bucket's own up (its -Y) within about 45 degrees of the world's. */
const OPEN_UP = 0.7;
/** The arm reaches at least this far (LDU, six studs) from end to end: a catapult's arm is long, a loader's lip is not. */
const ARM_LENGTH = 120;
/** An arm is a part of the machine, never most of it. */
const MAX_SHARE = 0.4;

/**
 * A catapult's or a trebuchet's throwing arm: a long body that swings on a pivot
 * (an axle, a pin, a hinge: not studs) with a bucket lying open to the sky on it,
 * to cradle a stone and hurl it. Every player who labelled one read it as a power
 * projectile weapon, a Level 3 cannon (IV.F: a part with a big hollow end). Only
 * on a build nobody rides or drives (the caller asks): a digger's bucket is its limb.
 * `skip` holds parts that are something else already (the Head).
 */
export function findThrowingArms(parts: readonly ModelPart[], graph: ConnectionGraph, skip: (i: number) => boolean): number[][] {
  const buckets = new Set(parts.flatMap((p, i) => (!skip(i) && BUCKET.test(cleanDescription(p.file?.description ?? '')) && p.matrix[7]! >= OPEN_UP ? [i] : [])));
  if (buckets.size === 0) return [];
  const { find, size } = rigidBodies(parts, graph);
  // The frame the arm swings on: the biggest body that is not the Head (a dragon's head is the trebuchet's counterweight).
  const frame = largestBody(parts.length, find, size, skip);
  const arms: number[][] = [];
  // What hangs off the body through its pivot, the bucket with it (on its own hinge, it still rides the arm).
  for (const arm of heldComponents(parts.length, (i) => find(i) !== frame && !skip(i), graph)) {
    if (!arm.some((i) => buckets.has(i)) || arm.length > parts.length * MAX_SHARE) continue;
    const box = boxOfParts(parts, arm);
    if (Math.max(box.max[0]! - box.min[0]!, box.max[2]! - box.min[2]!) >= ARM_LENGTH) arms.push(arm.sort((a, b) => a - b));
  }
  return arms;
}

function largestBody(n: number, find: (i: number) => number, size: ReadonlyMap<number, number>, skip: (i: number) => boolean): number {
  let best = -1;
  for (let i = 0; i < n; i++) if (!skip(i) && (best < 0 || size.get(find(i))! > size.get(best)!)) best = find(i);
  return best;
}
