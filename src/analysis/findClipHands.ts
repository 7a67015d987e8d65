import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxCentre, boxOfParts } from './boxOfParts.ts';
import type { Limb } from './findLimbs.ts';
import { upAxis } from './upAxis.ts';

/** A build this small (parts) is a droid or a critter, whose clip at each side is a hand. */
const SMALL_BUILD = 40;
/** A hand reaches this close (LDU) to the build's outline at its side. */
const AT_EDGE = 8;
/** The two hands sit at the same height, and as far out from the middle, within this (LDU). */
const MIRROR = 10;

/**
 * The hands of a small droid or critter: a part with a clip or a claw,
 * fixed sideways (its own up axis level), at the outermost left and right of
 * the build, the two at the same height (a pit droid's bar-and-clip arms, a
 * droid's 1 x 1 clip plates). Each is an arm that grabs, one Level 0 hit. One
 * clip at one side is a detail; two or more at one side, none of them a hand.
 */
export function findClipHands(parts: readonly ModelPart[], skip: (i: number) => boolean): Limb[] {
  if (parts.length > SMALL_BUILD) return [];
  const box = boxOfParts(parts, parts.map((_, i) => i));
  const middle = boxCentre(box);
  // A clip may reach the outline on two sides (a droid turned in its scene): it is a candidate on each.
  const candidates = parts.flatMap((p, i) => {
    if (skip(i) || !/\b(Clip|Claw)\b/.test(cleanDescription(p.file?.description ?? '')) || !sideways(p)) return [];
    const c = boxCentre(p.bodyBounds);
    return ([0, 2] as const).flatMap((k) => {
      if (p.bodyBounds.max[k] >= box.max[k] - AT_EDGE && c[k] > middle[k]) return [{ i, axis: k, sign: 1, out: c[k] - middle[k], y: c[1] }];
      if (p.bodyBounds.min[k] <= box.min[k] + AT_EDGE && c[k] < middle[k]) return [{ i, axis: k, sign: -1, out: middle[k] - c[k], y: c[1] }];
      return [];
    });
  });
  // One clip at each end of an axis, mirrored: the hands. Where both axes have such a pair, the one reaching farther out.
  let hands: (typeof candidates)[number][] | undefined;
  for (const axis of [0, 2] as const) {
    const plus = candidates.filter((b) => b.axis === axis && b.sign > 0);
    const minus = candidates.filter((b) => b.axis === axis && b.sign < 0);
    if (plus.length !== 1 || minus.length !== 1) continue;
    const [a, b] = [plus[0]!, minus[0]!];
    if (Math.abs(b.y - a.y) > MIRROR || Math.abs(b.out - a.out) > MIRROR) continue;
    if (!hands || a.out + b.out > hands[0]!.out + hands[1]!.out) hands = [a, b];
  }
  if (hands) {
    // (Named in the order the parts come, whichever axis they were found on.)
    return hands.sort((a, b) => a.i - b.i).map((h, k) => ({ role: 'arm' as const, parts: [h.i], name: `hand ${k + 1} (${parts[h.i]!.part}, a clip fixed sideways at the build's ${h.sign > 0 ? '+' : '-'}${h.axis === 0 ? 'X' : 'Z'} side)` }));
  }
  return [];
}

/** Its own up axis lies level: fixed to the side of the body. */
function sideways(p: ModelPart): boolean {
  return Math.abs(upAxis(p)[1]) <= 0.3;
}
