import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { PartTraits } from './partTraits.ts';

/** A viking helmet's horn, a part of its own. */
export const VIKING_HORN = /^Minifig Helmet Viking Horn\b/;

/** Horns or antlers moulded on their own (not a minifig's part): worn on a head, a headdress. */
export function isHorn(p: ModelPart, t: PartTraits): boolean {
  return t.minifig === undefined && t.weapon?.kind === 'hit' && /\b(Horns?|Antlers?|Cattlehorns)\b/.test(cleanDescription(p.file?.description ?? ''));
}
