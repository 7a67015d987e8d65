import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxCentre, boxGap, boxOfParts } from './boxOfParts.ts';
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
 * clip at one side is a detail; two or more apart at one side, none of them a hand
 * (clips held one in another are one hand: a clip tile holding a bar with a clip).
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
  let hands: ((typeof candidates)[number] & { parts: number[] })[] | undefined;
  for (const axis of [0, 2] as const) {
    // (Clips that overlap at one side are one hand: a bar with a clip held in a clip tile, the GE droid's arm.)
    const plus = oneHand(candidates.filter((b) => b.axis === axis && b.sign > 0), parts);
    const minus = oneHand(candidates.filter((b) => b.axis === axis && b.sign < 0), parts);
    if (!plus || !minus) continue;
    const [a, b] = [plus, minus];
    if (Math.abs(b.y - a.y) > MIRROR || Math.abs(b.out - a.out) > MIRROR) continue;
    if (!hands || a.out + b.out > hands[0]!.out + hands[1]!.out) hands = [a, b];
  }
  if (hands) {
    // (Named in the order the parts come, whichever axis they were found on.)
    return hands.sort((a, b) => a.i - b.i).map((h, k) => ({ role: 'arm' as const, parts: h.parts, name: `hand ${k + 1} (${h.parts.map((i) => parts[i]!.part).join(' + ')}, ${h.parts.length > 1 ? 'clips' : 'a clip'} fixed sideways at the build's ${h.sign > 0 ? '+' : '-'}${h.axis === 0 ? 'X' : 'Z'} side)` }));
  }
  return [];
}

/**
 * The clips at one side as one hand, or undefined: one clip, or clips that all overlap one another's boxes (held one
 * in another); the hand's reach and height are its outermost clip's.
 */
function oneHand<T extends { i: number; out: number }>(side: readonly T[], parts: readonly ModelPart[]): (T & { parts: number[] }) | undefined {
  if (side.length === 0) return undefined;
  if (side.some((a) => side.some((b) => boxGap(parts[a.i]!.bodyBounds, parts[b.i]!.bodyBounds) > 0))) return undefined;
  const outer = side.reduce((a, b) => (b.out > a.out ? b : a));
  return { ...outer, parts: side.map((c) => c.i).sort((a, b) => a - b) };
}

/** Its own up axis lies level: fixed to the side of the body. */
function sideways(p: ModelPart): boolean {
  return Math.abs(upAxis(p)[1]) <= 0.3;
}
