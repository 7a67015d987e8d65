import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';

/** A round brick with a ribbed bar ending in a clip: a droid's arm and its clip hand (the 1980s and 1990s space robots). */
const ROBOT_ARM = /^Brick\s+1\s+x\s+1\s+x\s+0\.667\s+Round with Bar and Clip\b/;

/** What a clip grips: then the part is a holder (a torch's, an antenna's, a hose's), not an arm. */
const GRIPPED = /^(Bar|Antenna|Minifig|Dish|Cone|Hose|Technic (Axle|Pin)|Plate\s+1\s+x\s+2\s+with Handles?|Plate\s+1\s+x\s+1\s+with Clip)\b|\b(Bar|Handles?)\b/;

/**
 * A robot's arm with its clip hand empty (IV.F: "brick-built arms" strike, Level 0): the part moulded as an arm and a
 * hand, fixed at the shoulders below the Head and gripping nothing. Where its clip holds a bar, a torch or an antenna it
 * is a holder; away from the Head, a greeble on a hull (the Falcon's).
 */
export function isRobotArm(parts: readonly ModelPart[], i: number, graph: ConnectionGraph, inHead: ReadonlySet<number>): boolean {
  if (!ROBOT_ARM.test(cleanDescription(parts[i]!.file?.description ?? ''))) return false;
  const held = graph.held[i]!;
  if (held.length === 0 || held.some((j) => GRIPPED.test(cleanDescription(parts[j]!.file?.description ?? '')))) return false;
  // (At the shoulders: on the Head or on a part the Head sits on. On a ship's hull the same part is a greeble.)
  return held.some((j) => inHead.has(j) || graph.neighbours[j]!.some((k) => inHead.has(k)));
}
