import type { ModelPart } from '../ldraw/buildModel.ts';
import { isWedge } from './wedgePlate.ts';
import { plumb } from './plumb.ts';
import { boxOfParts } from './boxOfParts.ts';

/** An upright plane: the world axis its face looks along, and where along it; built of wedge plates, or of bricks on their sides. */
interface Panel {
  readonly axis: 0 | 2;
  readonly at: number;
  readonly of: 'wedges' | 'bricks';
}

/** Parts this far (LDU) from a panel's plane are in it. */
const PANEL_REACH = 4;

/**
 * The planes of upright wedge plates that reach the ground: side panels a
 * flyer stands on (a TIE fighter's), whose wedges are its wings. Bricks turned
 * on their sides make such a panel too where they stand at the build's very
 * side, taller than thick (the mini TIE Advanced's inverted slopes).
 */
export function uprightPanels(parts: readonly ModelPart[]): Panel[] {
  const box = boxOfParts(parts, parts.keys());
  const ground = box.max[1]!;
  const wedges: Panel[] = [];
  const sides: { panel: Panel; low: boolean }[] = [];
  for (const p of parts) {
    if (plumb(p) || p.bodyBounds.max[1]! < ground - 1) continue;
    const axis = facingAxis(p);
    if (axis === undefined) continue;
    const at = (p.bodyBounds.min[axis]! + p.bodyBounds.max[axis]!) / 2;
    if (isWedge(p)) {
      wedges.push({ axis, at, of: 'wedges' });
      continue;
    }
    const low = p.bodyBounds.min[axis]! <= box.min[axis]! + 1;
    const atSide = low || p.bodyBounds.max[axis]! >= box.max[axis]! - 1;
    const thick = p.bodyBounds.max[axis]! - p.bodyBounds.min[axis]!;
    if (atSide && p.bodyBounds.max[1]! - p.bodyBounds.min[1]! >= 2 * thick) sides.push({ panel: { axis, at, of: 'bricks' }, low });
  }
  // (Brick panels stand at both flanks, one each side: a lone one at the back is a grille, not a wing.)
  const paired = sides.filter((s) => sides.some((o) => o.panel.axis === s.panel.axis && o.low !== s.low));
  return [...wedges, ...paired.map((s) => s.panel)];
}

/** The horizontal world axis an upright plate's face looks along, when it is square to one. */
function facingAxis(p: ModelPart): 0 | 2 | undefined {
  const m = p.matrix;
  // The plate's own up (its column 1) lies along the world axis its face looks along.
  const up = [Math.abs(m[4]!), Math.abs(m[7]!), Math.abs(m[10]!)];
  return up[0]! > 0.9 ? 0 : up[2]! > 0.9 ? 2 : undefined;
}

export function inPanel(p: ModelPart, panel: Panel): boolean {
  return !plumb(p) && facingAxis(p) === panel.axis && Math.abs((p.bodyBounds.min[panel.axis]! + p.bodyBounds.max[panel.axis]!) / 2 - panel.at) <= PANEL_REACH;
}
