import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxCentre } from './boxOfParts.ts';

/** A build's mirror: an upright plane its left and right halves face each other across. */
export interface Mirror {
  /** The plane's normal, level (y = 0): the piece's left-right axis. It faces along the plane, across this normal. */
  readonly normal: readonly [number, number, number];
  /** Where the plane stands along its normal (LDU). */
  readonly offset: number;
  /** The share of the parts that have a twin at their mirror place (or stand on the mirror). */
  readonly share: number;
}

/** Centres this close (LDU) are one place. */
const TOLERANCE = 2;
/** A build is mirrored when this share of its parts has a twin across the mirror... */
const MIN_SHARE = 0.6;
/** ...and clearly more than across a plane at a right angle to it (a round or square build is mirrored both ways, and says nothing). */
const MARGIN = 0.15;
/** More alike parts than this at one height say little about where the mirror is (a hull's tiles), and cost a lot to pair. */
const MAX_ROW = 24;
/** Mirrors this many degrees apart or more are different mirrors. */
const OTHER_ANGLE = 30;
/** The mirrors most voted for that are checked part by part. */
const CANDIDATES = 4;

/**
 * The upright mirror plane a build is made across, as builders make mechs,
 * creatures and vehicles left and right alike: the piece faces along the
 * plane. Parts are twins when they are the same part (or its left and right
 * versions) at mirror places. The plane may stand at any angle (a droid
 * turned in its scene). Undefined for a build mirrored both ways (round,
 * square) or neither.
 */
export function mirrorAxis(parts: readonly ModelPart[]): Mirror | undefined {
  // The labelling asks several times of one piece's parts.
  if (!found.has(parts)) found.set(parts, mirrorOfBuild(parts));
  return found.get(parts);
}

const found = new WeakMap<readonly ModelPart[], Mirror | undefined>();

function mirrorOfBuild(parts: readonly ModelPart[]): Mirror | undefined {
  if (parts.length < 4) return undefined;
  const kinds = kindIds(parts);
  const centres = parts.map((p) => boxCentre(p.bodyBounds));
  // Each pair of alike parts at one height votes for the plane halfway between them: an angle (whole degrees) and an offset (whole LDU).
  const rows = new Map<number, number[]>();
  centres.forEach((c, k) => {
    const key = kinds[k]! * 2 ** 24 + Math.round(c[1]) + 2 ** 23;
    const row = rows.get(key);
    if (row) row.push(k);
    else rows.set(key, [k]);
  });
  const votes = new Map<number, { angle: number; offset: number; n: number }>();
  for (const row of rows.values()) {
    if (row.length < 2 || row.length > MAX_ROW) continue;
    for (let s = 0; s < row.length; s++) {
      for (let t = s + 1; t < row.length; t++) {
        const a = centres[row[s]!]!;
        const b = centres[row[t]!]!;
        if (Math.abs(a[1] - b[1]) > TOLERANCE) continue;
        const plane = bisector(a, b);
        if (!plane) continue;
        const key = plane.angle * 2 ** 32 + plane.offset + 2 ** 31;
        const v = votes.get(key);
        if (v) v.n++;
        else votes.set(key, { ...plane, n: 1 });
      }
    }
  }
  if (votes.size === 0) return undefined;
  const grid = twinGrid(kinds, centres);
  const ranked = [...votes.values()].sort((a, b) => b.n - a.n || a.angle - b.angle || a.offset - b.offset);
  const checked = ranked.slice(0, CANDIDATES).map((v) => ({ angle: v.angle, mirror: mirrorOf(v.angle, v.offset, kinds, centres, grid) }));
  const best = checked.reduce((x, y) => (y.mirror.share > x.mirror.share ? y : x));
  // The best plane at a right angle to it (a square build's other mirror), checked the same way.
  const turned = ranked.find((v) => angleApart(v.angle, best.angle) >= 90 - OTHER_ANGLE);
  const other = turned ? mirrorOf(turned.angle, turned.offset, kinds, centres, grid).share : 0;
  return best.mirror.share >= MIN_SHARE && best.mirror.share - other >= MARGIN ? best.mirror : undefined;
}

/** A number for each part's kind (see mirrorKind), alike parts alike; a part's kind is read once per part name. */
function kindIds(parts: readonly ModelPart[]): number[] {
  const byPart = new Map<string, number>();
  const byKind = new Map<string, number>();
  return parts.map((p) => {
    let id = byPart.get(p.part);
    if (id === undefined) {
      const kind = mirrorKind(p);
      id = byKind.get(kind) ?? byKind.size;
      byKind.set(kind, id);
      byPart.set(p.part, id);
    }
    return id;
  });
}

/** Left and right versions of a part are one kind: "Wing 4 x 8 Left" mirrors "Wing 4 x 8 Right". */
function mirrorKind(p: ModelPart): string {
  const d = cleanDescription(p.file?.description ?? '');
  return d ? d.replace(/\b(Left|Right)\b/g, '') : p.part;
}

/** The upright plane halfway between two points, its normal's angle in whole degrees (0 to 179) and its offset in whole LDU. */
function bisector(a: readonly number[], b: readonly number[]): { angle: number; offset: number } | undefined {
  const dx = b[0]! - a[0]!;
  const dz = b[2]! - a[2]!;
  if (Math.hypot(dx, dz) < TOLERANCE) return undefined;
  let angle = Math.round((Math.atan2(dz, dx) * 180) / Math.PI);
  if (angle < 0) angle += 180;
  if (angle >= 180) angle -= 180;
  const n = normalOf(angle);
  return { angle, offset: Math.round(((a[0]! + b[0]!) / 2) * n[0] + ((a[2]! + b[2]!) / 2) * n[2]) };
}

function normalOf(angle: number): [number, number, number] {
  const r = (angle * Math.PI) / 180;
  // Exact on the axes (cos 90° is 6e-17, not 0: callers test a side axis for 0), and no -0.
  const exact = (v: number) => (Math.abs(v) < 1e-9 ? 0 : v);
  return [exact(Math.cos(r)), 0, exact(Math.sin(r))];
}

function angleApart(a: number, b: number): number {
  const d = Math.abs(a - b) % 180;
  return Math.min(d, 180 - d);
}

/** A grid cell (LDU): twice the tolerance, so a twin is in the cell of its mirror place or next to it. */
const CELL = 2 * TOLERANCE;
const cell = (v: number) => Math.floor(v / CELL);
/** Three cell numbers in one (17 bits each: a build up to 262,000 LDU across). */
const cellKey = (x: number, y: number, z: number) => ((x + 2 ** 16) * 2 ** 17 + (y + 2 ** 16)) * 2 ** 17 + (z + 2 ** 16);

/** The parts' centres by kind and grid cell: where to look for a part's twin. */
function twinGrid(kinds: readonly number[], centres: readonly [number, number, number][]): Map<number, Map<number, number[]>> {
  const grid = new Map<number, Map<number, number[]>>();
  centres.forEach((c, k) => {
    let cells = grid.get(kinds[k]!);
    if (!cells) grid.set(kinds[k]!, (cells = new Map()));
    const key = cellKey(cell(c[0]), cell(c[1]), cell(c[2]));
    const list = cells.get(key);
    if (list) list.push(k);
    else cells.set(key, [k]);
  });
  return grid;
}

/** How many parts have a twin across the plane (angle, offset). */
function mirrorOf(angle: number, offset: number, kinds: readonly number[], centres: readonly [number, number, number][], grid: Map<number, Map<number, number[]>>): Mirror {
  const normal = normalOf(angle);
  let twinned = 0;
  centres.forEach((c, k) => {
    const d = c[0] * normal[0] + c[2] * normal[2] - offset;
    const m = [c[0] - 2 * d * normal[0], c[1], c[2] - 2 * d * normal[2]] as const;
    const cells = grid.get(kinds[k]!)!;
    const [cx, cy, cz] = [cell(m[0]), cell(m[1]), cell(m[2])];
    for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) for (let dz = -1; dz <= 1; dz++) {
      const list = cells.get(cellKey(cx + dx, cy + dy, cz + dz));
      if (list?.some((j) => Math.abs(centres[j]![0] - m[0]) <= TOLERANCE && Math.abs(centres[j]![1] - m[1]) <= TOLERANCE && Math.abs(centres[j]![2] - m[2]) <= TOLERANCE)) {
        twinned++;
        return;
      }
    }
  });
  return { normal, offset, share: twinned / centres.length };
}

/**
 * The way a mirrored build faces: along its mirror, to the end `lean` points
 * to (from its middle to its Head, where that sits half a stud or more off
 * it); with nothing to tell the ends apart, the end nearest -Z, LDraw's own
 * front (then -X). `leaned` says which decided.
 */
export function alongMirror(m: Mirror, lean?: readonly number[]): { front: [number, number, number]; leaned: boolean } {
  const along: [number, number, number] = [-m.normal[2] + 0, 0, m.normal[0] + 0];
  const towards = lean ? lean[0]! * along[0] + lean[2]! * along[2] : 0;
  const leaned = Math.abs(towards) >= END_LEAN;
  const sign = leaned ? Math.sign(towards) : Math.abs(along[2]) > 1e-6 ? -Math.sign(along[2]) : -Math.sign(along[0]);
  return { front: [along[0] * sign + 0, 0, along[2] * sign + 0], leaned };
}

/** An offset this long (LDU, half a stud) along the mirror tells one end from the other. */
const END_LEAN = 10;
