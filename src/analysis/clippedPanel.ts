import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { outboard } from './outboardWedge.ts';
import { upAxis } from './upAxis.ts';

/** A flat panel: a plate or a tile, not a round one and not itself the clip, hinge or handle that holds things. */
const PANEL = /^(Plate|Tile)\b/;
const NOT_PANEL = /\b(Round|Clips?|Hinge|Handle)\b/;
/** What holds a panel at an angle. */
const HOLDER = /\b(Clips?|Hinge)\b/;
/** A panel covers a 1 x 2 at least (LDU², seen from its own top): a 1 x 1 on a clip is a fitting. */
const PANEL_AREA = 790;
/** Its own up axis leans from plumb at least this much and at most that (cosines: tilted about 18° to 78° from level). */
const TILT_MIN = 0.2;
const TILT_MAX = 0.95;
/** Neighbours in the same plane as the panel (cosine of the angle between their up axes) belong to it. */
const SAME_PLANE = 0.95;

/**
 * A plate or tile held at a slant on clips or hinges, far out on one side of a piece, touching nothing but its holders
 * and panels in its own plane: a wing a mini-scale craft spreads (the 4484 mini X-wing's S-foils, a tile on two
 * clip plates, batch 42). A panel that carries other parts or rests on the hull is a bracket; one lying level or
 * standing upright is read by the wedge-plate and side-panel rules.
 */
export function isClippedPanel(parts: readonly ModelPart[], i: number, graph: ConnectionGraph, piece: Box3, front: readonly number[]): boolean {
  const p = parts[i]!;
  const desc = (j: number) => cleanDescription(parts[j]!.file?.description ?? '');
  if (!PANEL.test(desc(i)) || NOT_PANEL.test(desc(i)) || !p.geometry) return false;
  const g = p.geometry.bodyBounds;
  if ((g.max[0] - g.min[0]) * (g.max[2] - g.min[2]) < PANEL_AREA) return false;
  const up = upAxis(p);
  if (Math.abs(up[1]) < TILT_MIN || Math.abs(up[1]) > TILT_MAX) return false;
  const near = graph.neighbours[i]!;
  const samePlane = (j: number) => {
    const u = upAxis(parts[j]!);
    return PANEL.test(desc(j)) && Math.abs(u[0] * up[0] + u[1] * up[1] + u[2] * up[2]) > SAME_PLANE;
  };
  return near.some((j) => HOLDER.test(desc(j))) && near.every((j) => HOLDER.test(desc(j)) || samePlane(j)) && outboard(p, piece, front);
}
