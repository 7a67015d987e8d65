import type { ModelPart } from '../ldraw/buildModel.ts';
import { boxSize } from './boxOfParts.ts';
import { facingOf } from './facingOf.ts';

/**
 * Of a cockpit's windscreens facing different ways (a pilot's canopy ahead, a
 * rear gunner's window behind, side windows), one facing the way most of the
 * glass faces, by the room it takes: the pilot looks out of the big glass.
 * Undefined when none faces across the ground.
 */
export function mainPane(parts: readonly ModelPart[], panes: readonly number[]): number | undefined {
  const ways = new Map<string, { glass: number; first: number }>();
  for (const i of panes) {
    const f = facingOf(parts[i]!);
    if (!f) continue;
    const key = Math.abs(f[0]) >= Math.abs(f[2]) ? `x${Math.sign(f[0])}` : `z${Math.sign(f[2])}`;
    const s = boxSize(parts[i]!.bodyBounds);
    const way = ways.get(key) ?? { glass: 0, first: i };
    ways.set(key, { glass: way.glass + s[0] * s[1] * s[2], first: way.first });
  }
  let best: { glass: number; first: number } | undefined;
  for (const way of ways.values()) if (!best || way.glass > best.glass) best = way;
  return best?.first;
}
