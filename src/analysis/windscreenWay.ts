import type { ModelPart } from '../ldraw/buildModel.ts';
import { boxCentre, boxOfParts } from './boxOfParts.ts';

/** A cab's windows this far (LDU) off its middle, level, sit at its front: a windscreen. */
const WINDSCREEN_OFFSET = 5;

/**
 * Where a cab read from its windows looks: towards the end of the cab its
 * glass sits at (a windscreen in front of the roof it holds up), snapped to
 * the nearest side. Undefined when the glass sits in the cab's middle (windows
 * all round) or is the whole cab.
 */
export function windscreenWay(parts: readonly ModelPart[], cab: readonly number[], panes: readonly number[]): [number, number, number] | undefined {
  if (panes.length === 0 || panes.length >= cab.length) return undefined;
  const c = boxCentre(boxOfParts(parts, cab));
  const g = boxCentre(boxOfParts(parts, panes));
  const dx = g[0] - c[0], dz = g[2] - c[2];
  if (Math.max(Math.abs(dx), Math.abs(dz)) < WINDSCREEN_OFFSET) return undefined;
  return Math.abs(dx) > Math.abs(dz) ? [Math.sign(dx), 0, 0] : [0, 0, Math.sign(dz)];
}
