import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { largest, smallest } from './extremes.ts';
import { rigidLinks } from './rigidLinks.ts';

/** A wing panel is a few parts at least (one wedge plate pinned on is a fin), and a few dozen at most: more is a section of hull. */
const MIN_PARTS = 3;
const MAX_PARTS = 40;
/** And a part of the piece, never much of it. */
const MAX_SHARE = 0.25;
/** Most of a wing is flat: plates, tiles and wedge plates. */
const FLAT_SHARE = 0.7;
const FLAT = /^(Plate|Tile|Wing|Wedge|Technic Plate)\b/;

/**
 * Wedge plates in a panel a walker spreads from its back: the block of parts held rigidly with the plate (studs, or
 * fitted without a joint) meets the rest of the piece only at joints (a pin, a hinge, a clip), takes none of the parts
 * `skip` names (the Head, the limbs), and sits in the upper half of the piece. A walker's wedge plates studded to its
 * body are its plating; a panel hinged on high is a wing it can spread.
 */
export function hingedPanels(parts: readonly ModelPart[], graph: ConnectionGraph, plates: readonly number[], skip: (i: number) => boolean): Set<number> {
  const out = new Set<number>();
  if (plates.length === 0) return out;
  const links = rigidLinks(graph, parts);
  const top = smallest(parts.map((p) => p.bodyBounds.min[1]!));
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const seen = new Set<number>();
  for (const plate of plates) {
    if (seen.has(plate)) continue;
    const block = new Set([plate]);
    const stack = [plate];
    while (stack.length > 0) {
      for (const j of links[stack.pop()!]!) {
        if (block.has(j)) continue;
        block.add(j);
        stack.push(j);
      }
    }
    for (const i of block) seen.add(i);
    if (block.size < MIN_PARTS || block.size > MAX_PARTS || block.size > parts.length * MAX_SHARE || [...block].some(skip)) continue;
    if ([...block].filter((i) => FLAT.test(cleanDescription(parts[i]!.file?.description ?? ''))).length < block.size * FLAT_SHARE) continue;
    if (![...block].some((i) => graph.held[i]!.some((j) => !block.has(j)))) continue;
    const ys = [...block].flatMap((i) => [parts[i]!.bodyBounds.min[1]!, parts[i]!.bodyBounds.max[1]!]);
    if ((smallest(ys) + largest(ys)) / 2 > (top + ground) / 2) continue;
    for (const i of plates) if (block.has(i)) out.add(i);
  }
  return out;
}
