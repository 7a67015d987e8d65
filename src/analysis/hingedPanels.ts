import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { largest, smallest } from './extremes.ts';
import { rigidLinks } from './rigidLinks.ts';
import { spread } from './spread.ts';
import { boxOfParts } from './boxOfParts.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';

/** A wing panel is a few parts at least (one wedge plate pinned on is a fin), and a few dozen at most: more is a section of hull. */
const MIN_PARTS = 3;
const MAX_PARTS = 40;
/** And a part of the piece, never much of it. */
const MAX_SHARE = 0.25;
/** Most of a wing is flat: plates, tiles and wedge plates. */
const FLAT_SHARE = 0.7;
const FLAT = /^(Plate|Tile|Wing|Wedge|Technic Plate)\b/;

/** Two panels are a pair of wings when they mirror each other to within this much (LDU). */
const MIRROR = 20;

/**
 * Wedge plates in the pair of panels a walker spreads from its back: each panel is the block of parts held rigidly
 * with the plate (studs, or fitted without a joint) that meets the rest of the piece only at joints (a pin, a hinge,
 * a clip), takes none of the parts `skip` names (the Head, the limbs) and sits in the upper half; the two mirror each
 * other side by side and rise above `headTop` (the Head's top, when there is one). A walker's wedge
 * plates studded to its body are plating, and one hinged flap (a hatch) or a panel low on it is no wing.
 */
export function hingedPanels(parts: readonly ModelPart[], graph: ConnectionGraph, plates: readonly number[], skip: (i: number) => boolean, headTop?: number): Set<number> {
  const out = new Set<number>();
  if (plates.length === 0) return out;
  const links = rigidLinks(graph, parts);
  const top = smallest(parts.map((p) => p.bodyBounds.min[1]!));
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const isPlate = new Set(plates);
  const seen = new Set<number>();
  const panels: { parts: number[]; box: Box3 }[] = [];
  for (const plate of plates) {
    if (seen.has(plate)) continue;
    const list = spread(links, [plate], () => true);
    const block = new Set(list);
    for (const i of list) seen.add(i);
    if (list.length < MIN_PARTS || list.length > MAX_PARTS || list.length > parts.length * MAX_SHARE || list.some(skip)) continue;
    if (list.filter((i) => FLAT.test(cleanDescription(parts[i]!.file?.description ?? ''))).length < list.length * FLAT_SHARE) continue;
    if (!list.some((i) => graph.held[i]!.some((j) => !block.has(j)))) continue;
    const box = boxOfParts(parts, list);
    if ((box.min[1]! + box.max[1]!) / 2 > (top + ground) / 2) continue;
    if (headTop !== undefined && box.min[1]! > headTop) continue;
    panels.push({ parts: list, box });
  }
  const centre = (b: Box3, k: number) => (b.min[k]! + b.max[k]!) / 2;
  const size = (b: Box3, k: number) => b.max[k]! - b.min[k]!;
  // Mirrored: as big, as high and as far forward, side by side across one horizontal axis.
  const mirror = (a: Box3, b: Box3) => [0, 2].some((k) => {
    const along = k === 0 ? 2 : 0;
    return Math.abs(centre(a, k) - centre(b, k)) > MIRROR && [along, 1].every((m) => Math.abs(centre(a, m) - centre(b, m)) <= MIRROR && Math.abs(size(a, m) - size(b, m)) <= MIRROR);
  });
  for (const a of panels) if (panels.some((b) => b !== a && mirror(a.box, b.box))) for (const i of a.parts) if (isPlate.has(i)) out.add(i);
  return out;
}
