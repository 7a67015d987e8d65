import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { largest } from './extremes.ts';

/** The cross-section is sampled this often (LDU) on the way from the face to the middle of the build. */
const STEP = 4;
/** A neck is at most this share of the head's widest cross-section (in parts across it). */
const NECK_SHARE = 0.25;
/** The neck is looked for beyond the face's own parts by this much (LDU), and short of the build's middle. */
const CLEAR = 8;

/**
 * "The Head is that whole sub-assembly (what hangs together above a neck)": walking from the face
 * towards the middle of the build, the number of parts across the build narrows where a neck holds
 * the head on (an AT-AT's head on its short neck, a creature's head on a stalk) and widens again into
 * the body. The Head is what lies wholly on the face's side of the narrowest place, held together with
 * the face; undefined when the build does not narrow there (a face built into the body's front).
 */
export function headBeforeNeck(parts: readonly ModelPart[], graph: ConnectionGraph, seeds: readonly number[], limit: number): number[] | undefined {
  if (seeds.length === 0 || parts.length < 3) return undefined;
  const from = centre(parts, seeds);
  const to = centre(parts, parts.map((_, i) => i));
  const d = [to[0] - from[0], to[1] - from[1], to[2] - from[2]];
  const length = Math.hypot(d[0]!, d[1]!, d[2]!);
  if (length < 4 * CLEAR) return undefined;
  const dir = d.map((v) => v / length);
  // Each part's extent along the way from the face to the middle.
  const spans = parts.map((p) => {
    let lo = Infinity, hi = -Infinity;
    for (const x of [p.bodyBounds.min[0]!, p.bodyBounds.max[0]!]) for (const y of [p.bodyBounds.min[1]!, p.bodyBounds.max[1]!]) for (const z of [p.bodyBounds.min[2]!, p.bodyBounds.max[2]!]) {
      const v = (x - from[0]!) * dir[0]! + (y - from[1]!) * dir[1]! + (z - from[2]!) * dir[2]!;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    return [lo, hi] as const;
  });
  const across = (t: number) => spans.reduce((n, [lo, hi]) => (lo < t && hi > t ? n + 1 : n), 0);
  const start = largest(seeds.map((i) => spans[i]![1])) + CLEAR;
  let neck = -1, narrowest = Infinity;
  for (let t = start; t < length - CLEAR; t += STEP) {
    const n = across(t);
    if (n < narrowest) {
      narrowest = n;
      neck = t;
    }
  }
  // The head's widest cross-section, before its neck.
  let widest = 0;
  for (let t = 0; t < neck; t += STEP) widest = Math.max(widest, across(t));
  if (neck < 0 || narrowest > widest * NECK_SHARE) return undefined;
  // What lies wholly before the neck and holds on to the face through such parts.
  const before = (i: number) => spans[i]![1] <= neck;
  const head = new Set(seeds);
  const stack = [...seeds];
  while (stack.length > 0) {
    const i = stack.pop()!;
    for (const j of graph.neighbours[i]!) {
      if (head.has(j) || !before(j)) continue;
      head.add(j);
      stack.push(j);
    }
  }
  return head.size > seeds.length && head.size <= limit ? [...head].sort((a, b) => a - b) : undefined;
}

/** The mean of the parts' box centres. */
function centre(parts: readonly ModelPart[], indices: readonly number[]): [number, number, number] {
  let x = 0, y = 0, z = 0;
  for (const i of indices) {
    const b = parts[i]!.bodyBounds;
    x += (b.min[0]! + b.max[0]!) / 2;
    y += (b.min[1]! + b.max[1]!) / 2;
    z += (b.min[2]! + b.max[2]!) / 2;
  }
  return [x / indices.length, y / indices.length, z / indices.length];
}
