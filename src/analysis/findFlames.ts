import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { BuiltGun } from './BuiltGun.ts';
import type { PartTraits } from './partTraits.ts';
import { boxCentre, boxOfParts } from './boxOfParts.ts';

/** A flame: on a torch it is fire; fixed on a craft, its engine's blast. */
const FLAME = /^Minifig Flame\b/;
const TORCH = /\bTorch\b/;

/** A flame lies level when its axis leans at most this far from level (cosine of the angle to the ground: 60°). */
const LEVEL = 0.5;
/** A flame trails backward when it leans at most this far from straight back (cosine: 45°). */
const BACKWARD = 0.7;

/**
 * Flames fixed on a build (no hand and no torch holds them) that lie level, trailing out behind what holds them: an
 * engine's blast, a rocket booster (IV.H; a hoverbike's thrusters). Read as exhausts, as backward hollow ends are.
 */
export function findFlames(
  parts: readonly ModelPart[],
  traits: readonly PartTraits[],
  graph: ConnectionGraph,
  taken: readonly boolean[],
  crew: ReadonlySet<number>,
  front: readonly number[],
): BuiltGun[] {
  const out: BuiltGun[] = [];
  for (const [i, trail] of fixedFlames(parts, traits, graph, crew)) {
    if (taken[i]) continue;
    if (trail[0] * front[0]! + trail[2] * front[2]! < -BACKWARD) {
      out.push({ kind: 'exhaust', parts: [i], aim: trail, reason: `${parts[i]!.part}: a flame lying level, trailing out behind the build: an engine's blast, a rocket booster (+1 Movement)` });
    }
  }
  return out;
}

/**
 * Flames fixed on a build (held by it, no hand and no torch near them) lying level, each with the way it trails: out
 * of an engine's back. (Standing up out of a hearth or a brazier a flame is fire, and is left out.)
 */
export function fixedFlames(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, crew: ReadonlySet<number>): Map<number, [number, number, number]> {
  const out = new Map<number, [number, number, number]>();
  parts.forEach((p, i) => {
    if (crew.has(i) || !FLAME.test(cleanDescription(p.file?.description ?? ''))) return;
    const onTorchOrHand = graph.neighbours[i]!.some((j) => traits[j]!.minifig === 'hand' || TORCH.test(cleanDescription(parts[j]!.file?.description ?? '')));
    if (graph.held[i]!.length === 0 || onTorchOrHand) return;
    const axis = flameAxis(p);
    if (!axis) return;
    const across = Math.hypot(axis[0]!, axis[2]!);
    if (across < LEVEL) return;
    out.set(i, [axis[0]! / across, 0, axis[2]! / across]);
  });
  return out;
}

/**
 * The way a flame runs, from its peg to its tip: along its longest side, toward the end farther from its origin (a
 * "Flame with Rim" runs along its +Z, a "Flame 7L with Bar" up its -Y), in the build's frame.
 */
function flameAxis(p: ModelPart): [number, number, number] | undefined {
  const g = p.geometry;
  if (!g) return undefined;
  const { min, max } = g.bodyBounds;
  const spans = [0, 1, 2].map((k) => max[k]! - min[k]!);
  const k = spans.indexOf(Math.max(...spans));
  const sign = Math.abs(max[k]!) >= Math.abs(min[k]!) ? 1 : -1;
  const m = p.matrix; // [x, y, z, a .. i]: local axis k is the column (m[3 + k], m[6 + k], m[9 + k])
  return [sign * m[3 + k]!, sign * m[6 + k]!, sign * m[9 + k]!];
}

/** A flame breathes out of the Head when it leans at most this far from straight out of the head's middle (cosine: 60°). */
const OUT_OF_HEAD = 0.5;

/**
 * Flames fixed in a face's Head, lying level and pointing out of it: a dragon's fire breath. A shiny part facing
 * outward is a beam (IV.F, Level 3), as players read the flames in the mouths of the castle sets' dragons (batch 39's
 * 6043 and 6056); each flame is a beam of its own. (A cockpit's Head breathes nothing: flames on a craft's nose are
 * left as they are.)
 */
export function findFireBreath(
  parts: readonly ModelPart[],
  graph: ConnectionGraph,
  flames: ReadonlyMap<number, readonly number[]>,
  head: readonly number[],
): BuiltGun[] {
  const inHead = new Set(head);
  const solid = head.filter((i) => !flames.has(i));
  if (solid.length === 0) return [];
  const middle = boxCentre(boxOfParts(parts, solid));
  const out: BuiltGun[] = [];
  for (const [i, trail] of flames) {
    if (!graph.held[i]!.some((j) => inHead.has(j) && !flames.has(j))) continue;
    const c = boxCentre(parts[i]!.bodyBounds);
    const way = [c[0] - middle[0], 0, c[2] - middle[2]];
    const len = Math.hypot(way[0]!, way[2]!);
    if (len === 0 || (trail[0]! * way[0]! + trail[2]! * way[2]!) / len < OUT_OF_HEAD) continue;
    out.push({ kind: 'beam', parts: [i], aim: [trail[0]!, 0, trail[2]!], reason: `${parts[i]!.part}: a flame fixed in the Head, pointing out of it: fire breath, a shiny part facing outward, a Level 3 beam` });
  }
  return out;
}
