import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { BuiltGun } from './BuiltGun.ts';
import type { PartTraits } from './partTraits.ts';

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
  parts.forEach((p, i) => {
    if (taken[i] || crew.has(i) || !FLAME.test(cleanDescription(p.file?.description ?? ''))) return;
    const holders = graph.held[i]!;
    const onTorchOrHand = graph.neighbours[i]!.some((j) => traits[j]!.minifig === 'hand' || TORCH.test(cleanDescription(parts[j]!.file?.description ?? '')));
    if (holders.length === 0 || onTorchOrHand) return;
    // A flame runs along its own Z axis, from its pegs to its tip. (Standing up out of a hearth or a brazier it is fire.)
    const m = p.matrix; // [x, y, z, a .. i]: the Z column is c, f, i
    const axis = [m[5]!, m[8]!, m[11]!];
    const across = Math.hypot(axis[0]!, axis[2]!);
    if (across < LEVEL) return;
    const trail: [number, number, number] = [axis[0]! / across, 0, axis[2]! / across];
    if (trail[0] * front[0]! + trail[2] * front[2]! < -BACKWARD) {
      out.push({ kind: 'exhaust', parts: [i], aim: trail, reason: `${p.part}: a flame lying level, trailing out behind the build: an engine's blast, a rocket booster (+1 Movement)` });
    }
  });
  return out;
}
