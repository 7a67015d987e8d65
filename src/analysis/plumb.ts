import type { ModelPart } from '../ldraw/buildModel.ts';
import { upAxis } from './upAxis.ts';

/** The part's own up axis points up or down in the world: a plate lying flat (as a wing does; a skirt panel stands), an antenna standing. */
export function plumb(p: ModelPart): boolean {
  return Math.abs(upAxis(p)[1]) >= 0.7;
}
