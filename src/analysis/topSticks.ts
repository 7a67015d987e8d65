import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { PartTraits } from './partTraits.ts';
import { boxGap, boxOfParts, boxSize } from './boxOfParts.ts';
import { columnIndex } from './columnIndex.ts';
import { upAxis } from './upAxis.ts';
import { largest, smallest } from './extremes.ts';
import { LEVEL_WITH } from './levelWith.ts';
import { transformPoint } from '../ldraw/matrix.ts';

/** Thin rods a builder stands up as antennae: control sticks and bars. */
const STICK = /^Hinge Control Stick$|^Bar\s+\d+(\.\d+)?L\b/;
/** A stick's top this close (LDU) to the top of the piece is on top of it. */
const TOP_REACH = 8;
/** Upright: at least this many times taller than it is wide. */
const SLENDER = 2.5;

/**
 * Sticks standing upright on the very top of a build, no hand holding them and
 * nothing on their tip (a droid's stick antenna; a lamp on a bar is a beacon's mast), and radios clipped upright
 * with their antenna at the top: "antennae standing on the body" (IV.F), a Level 0 weapon, and never the build's head.
 */
export function topSticks(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph): Set<number> {
  const out = new Set<number>();
  if (parts.length === 0) return out;
  const top = smallest(parts.map((p) => p.bodyBounds.min[1]!));
  parts.forEach((p, i) => {
    if (!STICK.test(cleanDescription(p.file?.description ?? ''))) return;
    const b = p.bodyBounds;
    const tall = b.max[1]! - b.min[1]!;
    if (tall < SLENDER * Math.max(b.max[0]! - b.min[0]!, b.max[2]! - b.min[2]!) || b.min[1]! > top + TOP_REACH) return;
    const near = graph.neighbours[i]!;
    if (near.some((j) => traits[j]!.minifig === 'hand' || /^Flag\b/.test(cleanDescription(parts[j]!.file?.description ?? '')))) return;
    if (tipCovered(parts, i)) return;
    out.add(i);
  });
  // A walkie-talkie clipped upright on the body, its antenna the highest thing of the build but other antennae
  // and any figure: a radio antenna standing on the body. (Stowed low on a hull or under a roll bar it is kit.)
  const radios = new Set(parts.flatMap((p, i) => (RADIO.test(cleanDescription(p.file?.description ?? '')) ? [i] : [])));
  if (radios.size === 0) return out;
  let bodyTop = Infinity;
  parts.forEach((p, i) => {
    if (!traits[i]!.minifig && traits[i]!.weapon?.kind !== 'antenna' && !radios.has(i)) bodyTop = Math.min(bodyTop, p.bodyBounds.min[1]!);
  });
  for (const i of radios) {
    const p = parts[i]!;
    if (Math.abs(p.matrix[7]!) < UPRIGHT || p.bodyBounds.min[1]! > bodyTop) continue;
    if (graph.neighbours[i]!.some((j) => traits[j]!.minifig === 'hand') || tipCovered(parts, i)) continue;
    out.add(i);
  }
  return out;
}

const RADIO = /^Minifig Radio\b/;
/** Upright: the part's up axis this close to the world's. */
const UPRIGHT = 0.9;

/** Something sits on the part's top end (a lamp on a mast, a roof on a bar): it holds that up. */
export function tipCovered(parts: readonly ModelPart[], i: number): boolean {
  const end = topEnd(parts[i]!);
  // Just above the end, or around it (a cone slid over a bar's end).
  return [-4, 2].some((dy) => {
    const tip = [end[0], end[1] + dy, end[2]];
    return columnIndex(parts).at(tip[0]!, tip[2]!).some((j) => {
      const q = parts[j]!.bodyBounds;
      return j !== i && tip[0]! > q.min[0]! && tip[0]! < q.max[0]! && tip[2]! > q.min[2]! && tip[2]! < q.max[2]! && tip[1]! >= q.min[1]! - 1 && tip[1]! <= q.max[1]! + 1;
    });
  });
}

/** A rod leaning further than this from upright (the cosine of its lean: 10 degrees) has its end off its box's middle. */
const LEANS = 0.985;

/**
 * The top end of a rod: the middle of its box's top where it stands upright; where it leans, the end of its own axis
 * (a whip antenna leaning out from a mast has its tip at one corner of its box, and another part may fill the middle).
 */
function topEnd(p: ModelPart): [number, number, number] {
  const b = p.bodyBounds;
  const g = p.geometry?.bodyBounds;
  if (!g || Math.abs(upAxis(p)[1]) >= LEANS) return [(b.min[0]! + b.max[0]!) / 2, b.min[1]!, (b.min[2]! + b.max[2]!) / 2];
  const [x, z] = [(g.min[0]! + g.max[0]!) / 2, (g.min[2]! + g.max[2]!) / 2];
  const ends = [g.min[1]!, g.max[1]!].map((y) => {
    const out = [0, 0, 0];
    transformPoint(p.matrix, x, y, z, out);
    return out as [number, number, number];
  });
  return ends[0]![1] <= ends[1]![1] ? ends[0]! : ends[1]!;
}

const CONTROL_STICK = /^Hinge Control Stick$/;
/** A raised stick rises at least this much (the sine of its angle above level: 17 degrees). */
const RISES = 0.3;
/** Parts this close (LDU) beside a stick around it: its top must stand above theirs. */
const AROUND = 20;
/** A stick this close (LDU) to a crew member is within their reach: a lever they work. */
const CREW_REACH = 30;
/** A stick shorter than this share of the piece's longest side is surface detail at its scale (the Falcon's piping). */
const DETAIL_SHARE = 0.035;

/**
 * Ball-ended control sticks raised out of the body below the build's very top
 * (a truck's radio antennae behind its cab, a droid's antennae swept back from
 * its head): their ball end stands above everything around them, free, out of
 * any crew's reach (one within reach is the lever they work; one low on a cab's
 * side is a lever too). Antennae unless they turn out to be a gun's barrel or a
 * named weapon's part.
 */
export function raisedSticks(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, crew: ReadonlySet<number>): Set<number> {
  // The piece's longest side, measured only for a build that has a stick to measure against it.
  let size: number | undefined;
  return new Set(parts.flatMap((p, i) => {
    if (crew.has(i) || !CONTROL_STICK.test(cleanDescription(p.file?.description ?? ''))) return [];
    // Its ball end up: a stick hanging down is no antenna.
    if (upAxis(p)[1] < RISES) return [];
    const b = p.bodyBounds;
    size ??= largest(boxSize(boxOfParts(parts, parts.keys())));
    if (largest(boxSize(b)) < DETAIL_SHARE * size) return [];
    if (graph.neighbours[i]!.some((j) => traits[j]!.minifig === 'hand') || tipCovered(parts, i)) return [];
    const beside = (q: ModelPart) => q.bodyBounds.min[0]! < b.max[0]! + AROUND && q.bodyBounds.max[0]! > b.min[0]! - AROUND && q.bodyBounds.min[2]! < b.max[2]! + AROUND && q.bodyBounds.max[2]! > b.min[2]! - AROUND;
    const around = columnIndex(parts).over(b.min[0]! - AROUND, b.min[2]! - AROUND, b.max[0]! + AROUND, b.max[2]! + AROUND);
    // (Higher by more than a hair: a twin stick level with it, give or take an exporter's rounding, does not cover it.)
    if (around.some((j) => j !== i && !crew.has(j) && parts[j]!.bodyBounds.min[1]! < b.min[1]! - LEVEL_WITH && beside(parts[j]!))) return [];
    return [...crew].some((j) => boxGap(parts[j]!.bodyBounds, b) < CREW_REACH) ? [] : [i];
  }));
}
