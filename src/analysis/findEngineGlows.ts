import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxGap, boxOfParts } from './boxOfParts.ts';
import { appendAll } from './appendAll.ts';
import { LEVEL_WITH } from './levelWith.ts';

/** An engine's glow: see-through round plates facing out of one end of a flyer, and the way they blow. */
export interface EngineGlows {
  readonly parts: readonly number[];
  readonly blows: readonly [number, number, number];
  readonly reason: string;
}

/** Round plates, tiles and dishes a builder makes glows of. */
const GLOW = /^(Plate|Tile)\s+[12]\s+x\s+[12]\s+Round\b|^Dish\s+[2-4]\s+x\s+[2-4]\b/;
/** Plain see-through tiles make a glow only as a band of this many facing out of one end (the Falcon's sublight engine); fewer are windows. */
const BAND = /^Tile\s+\d+\s+x\s+\d+\b/;
const BAND_MIN = 6;
/** Tiles of one band lie this close (LDU) to each other: two studs, past the hinge a curving band bends on (the Falcon's middle tiles). */
const BAND_GAP = 40;
/** A glow lies at the piece's end: within this share of its length from the end it faces. */
const END_SHARE = 0.15;
/** Its face looks along a level axis: the part's own up is this close to level (cosine). */
const LEVEL = 0.9;

/**
 * A spaceship's engines drawn as light: see-through round plates whose faces
 * look out of one end of a build that neither rolls nor walks, nothing in
 * front of them but the dish they may be set in (its nozzle, an engine's with
 * them). Two or more facing the same end are its engines (rocket boosters,
 * IV.H), and the piece flies away from them.
 */
export function findEngineGlows(parts: readonly ModelPart[], glass: readonly boolean[], taken: readonly boolean[]): EngineGlows | undefined {
  const box = boxOfParts(parts, parts.keys());
  const byWay = new Map<string, { parts: number[]; tiles: number; blows: [number, number, number] }>();
  // The dishes glows shine out of, by dish: each glow's nozzle goes with it.
  const nozzles = new Map<number, number>();
  parts.forEach((p, i) => {
    if (taken[i] || !glass[i]) return;
    const d = cleanDescription(p.file?.description ?? '');
    const band = !GLOW.test(d) && BAND.test(d);
    if (!band && !GLOW.test(d)) return;
    const m = p.matrix;
    // The face of a round plate looks along its own -Y... or +Y: which end is out is where the piece ends.
    const up = [m[4]!, m[7]!, m[10]!];
    const len = Math.hypot(up[0]!, up[1]!, up[2]!) || 1;
    const k = Math.abs(up[0]!) / len >= LEVEL ? 0 : Math.abs(up[2]!) / len >= LEVEL ? 2 : undefined;
    if (k === undefined) return;
    const extent = box.max[k]! - box.min[k]!;
    const nearMax = box.max[k]! - p.bodyBounds.max[k]! <= extent * END_SHARE;
    const nearMin = p.bodyBounds.min[k]! - box.min[k]! <= extent * END_SHARE;
    if (nearMax === nearMin) return;
    const sign = nearMax ? 1 : -1;
    const blows: [number, number, number] = [k === 0 ? sign : 0, 0, k === 2 ? sign : 0];
    // Nothing further out in front of its face.
    // (A dish round it, its rim reaching further out, is the nozzle it glows in: a hovercraft's rear thrusters.)
    const dishes: number[] = [];
    for (let j = 0; j < parts.length; j++) {
      const q = parts[j]!;
      if (j === i || !(sign > 0 ? q.bodyBounds.min[k]! >= p.bodyBounds.max[k]! - 1 : q.bodyBounds.max[k]! <= p.bodyBounds.min[k]! + 1) || !overlapsAcross(q.bodyBounds, p.bodyBounds, k)) continue;
      if (!nozzleRound(q, p, k)) return;
      dishes.push(j);
    }
    for (const j of dishes) nozzles.set(j, i);
    const key = blows.join(',');
    const entry = byWay.get(key) ?? { parts: [], tiles: 0, blows };
    entry.parts.push(i);
    if (band) entry.tiles++;
    byWay.set(key, entry);
  });
  const ways = [...byWay.values()].filter((w) => w.parts.length >= 2 && (w.tiles === 0 || w.tiles >= BAND_MIN));
  // A band of glows at one end outweighs a pair of lamps at the other (the Falcon's mandible lights).
  const [w, next] = ways.sort((a, b) => b.parts.length - a.parts.length);
  if (!w || (next && w.parts.length < 3 * next.parts.length)) return undefined;
  // A band curving round the stern glows whole: the same tiles in the same colour, each touching the band.
  if (w.tiles > 0) {
    const kind = (i: number) => `${parts[i]!.part} ${parts[i]!.colour}`;
    const kinds = new Set(w.parts.map(kind));
    const inBand = new Set(w.parts);
    let kin = parts.flatMap((_, j) => (!inBand.has(j) && !taken[j] && glass[j] && kinds.has(kind(j)) ? [j] : []));
    for (let k = 0; k < w.parts.length; k++) {
      const i = w.parts[k]!;
      const near = kin.filter((j) => kind(j) === kind(i) && boxGap(parts[j]!.bodyBounds, parts[i]!.bodyBounds) <= BAND_GAP);
      if (near.length === 0) continue;
      appendAll(w.parts, near);
      kin = kin.filter((j) => !near.includes(j));
    }
  }
  const glowing = new Set(w.parts);
  const mouths = [...nozzles].flatMap(([dish, glow]) => (glowing.has(glow) && !glowing.has(dish) && !taken[dish] ? [dish] : []));
  const how = mouths.length > 0 ? ', in the dishes they shine out of' : '';
  return { parts: [...w.parts, ...mouths], blows: w.blows, reason: `${w.parts.length} see-through ${w.tiles > 0 ? 'tiles' : 'round plates'} facing out of the piece's end${how}: engine glows, rocket boosters (+1 Movement)` };
}

/** Whether two boxes overlap across axis `k`. (Boxes that only touch, side by side, do not: within an exporter's rounding noise.) */
function overlapsAcross(a: { min: readonly number[]; max: readonly number[] }, b: { min: readonly number[]; max: readonly number[] }, k: number): boolean {
  for (let x = 0; x < 3; x++) if (x !== k && (a.max[x]! <= b.min[x]! + LEVEL_WITH || a.min[x]! >= b.max[x]! - LEVEL_WITH)) return false;
  return true;
}

/** A dish whose rim reaches round a part's face (across the axis it looks along, k): the nozzle that part glows in. */
function nozzleRound(q: ModelPart, p: ModelPart, k: number): boolean {
  if (!DISH.test(cleanDescription(q.file?.description ?? ''))) return false;
  return [0, 1, 2].every((m) => m === k || (q.bodyBounds.min[m]! <= p.bodyBounds.min[m]! + 1 && q.bodyBounds.max[m]! >= p.bodyBounds.max[m]! - 1));
}
const DISH = /^Dish\b/;
