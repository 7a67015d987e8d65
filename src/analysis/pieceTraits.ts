import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ColourTable } from '../ldraw/colours/ColourTable.ts';
import { partTraits, type PartTraits } from './partTraits.ts';

/**
 * The traits findPieces reads a file's parts by, with what their colours say: a windscreen moulded in a solid colour
 * is marked `solid`. On a vignette's floor it is a roof (a sentry box's octagonal canopy as its tent roof), no sign of
 * life; on a build it may still be a nose or a printed cockpit (a shuttle's white nose cone), so it is not dropped.
 */
export function pieceTraits(parts: readonly ModelPart[], colours: ColourTable): PartTraits[] {
  return parts.map((p) => {
    const t = partTraits(p.file?.description ?? p.part, p.file?.category ?? '');
    return t.faceKind === 'cockpit' && colours.resolve(p.colour).alpha >= 255 ? { ...t, solid: true } : t;
  });
}
