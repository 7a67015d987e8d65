import type { ModelPart } from '../ldraw/buildModel.ts';
import { isWedge } from './wedgePlate.ts';
import { largest } from './extremes.ts';
import { plumb } from './plumb.ts';

/** An upright plane: the world axis its face looks along, and where along it. */
interface Panel {
  readonly axis: 0 | 2;
  readonly at: number;
}

/** Wedges this far (LDU) from a panel's plane are in it. */
const PANEL_REACH = 4;

/**
 * The planes of upright wedge plates that reach the ground: side panels a
 * flyer stands on (a TIE fighter's), whose wedges are its wings.
 */
export function uprightPanels(parts: readonly ModelPart[]): Panel[] {
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  return parts.flatMap((p) => {
    if (!isWedge(p) || plumb(p) || p.bodyBounds.max[1]! < ground - 1) return [];
    const axis = facingAxis(p);
    return axis === undefined ? [] : [{ axis, at: (p.bodyBounds.min[axis]! + p.bodyBounds.max[axis]!) / 2 }];
  });
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
