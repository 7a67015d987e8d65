import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { boxGap, footprintOfParts } from './boxOfParts.ts';
import type { Limb } from './findLimbs.ts';
import type { PartTraits } from './partTraits.ts';
import { largest, smallest } from './extremes.ts';

/** A leg's foot is on the ground: its lowest point within this many LDU of the lowest point of the piece. */
const GROUND_TOLERANCE = 1;
/** A leg is at most this share of the piece's width, and of its footprint's area. */
const LEG_WIDTH = 0.45;
const LEG_AREA = 0.25;
/** A leg reaches this share of the piece's height at least. */
const LEG_SHARE = 0.25;
/** A part lies flat when its own up axis is this close to the world's (cosine: within about 18 degrees). */
const FLAT = 0.95;
/** A tilted wing whose lowest point is this close (LDU) to its column's bottom is what the column stands on. */
const WING_TIP_REACH = 4;
/** A leg's foot is the lowest this share of it. */
const FOOT_SHARE = 0.25;
/** A rod is at most this wide (LDU): an axle, a bar. */
const ROD_WIDTH = 16;
/** Boxes this close (LDU) touch. */
const TOUCH = 0.5;
/** Heights at which the lower body is cut to look for legs, as shares of the piece's height (highest first). */
const CUTS = [0.5, 0.45, 0.4, 0.35, 0.3];
/** More columns than this standing on the ground are a field of posts, not a creature's legs (a scorpion has eight). */
const MAX_LEGS = 64;

/**
 * Legs nobody named: separate columns of parts that stand on the ground, each
 * at least LEG_SHARE of the piece's height tall (a walker's legs; wheels and
 * flat skids are not). The piece is cut at half its height first; where the
 * legs still join below that (hips low on a tall mech with raised booms), the
 * cut comes down until they come apart (columns that touch are one block, not
 * legs). A column that is only a wheel (or a track around its wheels) is a
 * wheel, not a leg; a leg may end in one.
 */
export function findLegColumns(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, skip: ReadonlySet<number>, noun = 'leg'): Limb[] {
  const idx = parts.map((_, i) => i).filter((i) => !skip.has(i));
  if (idx.length === 0) return [];
  const ground = largest(idx.map((i) => parts[i]!.bodyBounds.max[1]!));
  const top = smallest(idx.map((i) => parts[i]!.bodyBounds.min[1]!));
  const height = ground - top;
  const pieceW = footprintOfParts(parts, idx);
  // Where some legs still join the body at one cut, a lower one parts them all (a ship's struts under a deep hull): the cut with the most.
  let best: number[][] = [];
  for (const cut of CUTS) {
    const columns = columnsBelow(parts, traits, graph, idx, ground - height * cut, ground, height, pieceW);
    if (columns.length > MAX_LEGS) return [];
    // Legs stand apart: columns that touch each other are stacks of one block (a penguin's body), not legs.
    if (columns.length >= 2 && columns.length > best.length && !columns.some((a, k) => columns.some((b, m) => m > k && touch(parts, a, b, ground)))) best = columns;
  }
  return best.map((c, k) => ({ role: 'leg' as const, parts: c.sort((a, b) => a - b), name: `${noun} ${k + 1} (a column standing on the ground)` }));
}

/** A thin rod standing upright: an axle or a bar no wider than a stud, taller than it is wide. */
function uprightRod(p: ModelPart): boolean {
  const b = p.bodyBounds;
  const w = Math.max(b.max[0]! - b.min[0]!, b.max[2]! - b.min[2]!);
  return w <= ROD_WIDTH && b.max[1]! - b.min[1]! >= 3 * w;
}

/**
 * Whether a part of one column touches a part of the other (their boxes meet) above their feet:
 * feet may meet (a landing gear's pads, toe to heel), bodies may not.
 */
function touch(parts: readonly ModelPart[], a: readonly number[], b: readonly number[], ground: number): boolean {
  const top = (c: readonly number[]) => smallest(c.map((i) => parts[i]!.bodyBounds.min[1]!));
  const feet = ground - (ground - Math.max(top(a), top(b))) * FOOT_SHARE;
  const above = (c: readonly number[]) => c.filter((i) => parts[i]!.bodyBounds.min[1]! < feet);
  const upperB = above(b);
  return above(a).some((i) => upperB.some((j) => boxGap(parts[i]!.bodyBounds, parts[j]!.bodyBounds) < TOUCH));
}

function columnsBelow(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, idx: readonly number[], cutY: number, ground: number, height: number, pieceW: readonly [number, number]): number[][] {
  // A rod standing through the cut (a landing strut's axle) belongs to the column it holds up.
  const lower = new Set(idx.filter((i) => parts[i]!.bodyBounds.min[1]! >= cutY || (parts[i]!.bodyBounds.max[1]! > cutY && uprightRod(parts[i]!))));
  const seen = new Set<number>();
  const columns: number[][] = [];
  for (const s of lower) {
    if (seen.has(s)) continue;
    const col: number[] = [];
    const stack = [s];
    seen.add(s);
    while (stack.length > 0) {
      const i = stack.pop()!;
      col.push(i);
      for (const j of graph.held[i]!) if (lower.has(j) && !seen.has(j)) (seen.add(j), stack.push(j));
    }
    let bottom = -Infinity, colTop = Infinity, wheelTop = Infinity;
    for (const i of col) {
      const b = parts[i]!.bodyBounds;
      bottom = Math.max(bottom, b.max[1]!);
      colTop = Math.min(colTop, b.min[1]!);
      if (traits[i]!.wheel) wheelTop = Math.min(wheelTop, b.min[1]!);
    }
    // Standing on the ground and tall enough first: most columns below a cut are neither, and the tests below cost more.
    if (bottom < ground - GROUND_TOLERANCE || bottom - colTop < height * LEG_SHARE) continue;
    // A leg is a slender column: taller than it is wide, and narrow beside the whole piece (a hull is neither).
    const w = footprintOfParts(parts, col);
    const slender = bottom - colTop >= 0.6 * Math.max(w[0], w[1]) && Math.min(w[0], w[1]) <= Math.max(pieceW[0], pieceW[1]) * LEG_WIDTH && w[0] * w[1] <= pieceW[0] * pieceW[1] * LEG_AREA;
    // Only a wheel: the wheel (or its track) is nearly the whole column's height.
    const onlyWheel = wheelTop - colTop < (bottom - colTop) * 0.3;
    if (!slender || onlyWheel) continue;
    // A thin upright panel with wedge plates in it is a wing standing on its edge (a TIE's), not a leg.
    const panel = Math.min(w[0], w[1]) <= 0.3 * Math.max(w[0], w[1]) && col.some((i) => /^Wing\b/.test(cleanDescription(parts[i]!.file?.description ?? '')));
    // Plates, tiles and flags tilted off flat are a flap or a fin a flyer rests on (a Jedi starfighter's), not a leg.
    const flap = col.every((i) => /^(Plate|Tile|Flag)\b/.test(cleanDescription(parts[i]!.file?.description ?? '')) && Math.abs(parts[i]!.matrix[7]!) < FLAT);
    // A wing tilted down to the ground is what a flyer rests on (a mini shuttle's on its wing tips), not a leg.
    const wingTip = col.some((i) => /^Wing\b/.test(cleanDescription(parts[i]!.file?.description ?? '')) && Math.abs(parts[i]!.matrix[7]!) < FLAT && parts[i]!.bodyBounds.max[1]! >= bottom - WING_TIP_REACH);
    if (!panel && !flap && !wingTip) columns.push(col);
  }
  return columns;
}
