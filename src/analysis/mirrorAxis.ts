import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { boxCentre } from './boxOfParts.ts';
import { cellHash } from './cellHash.ts';
import { LEVEL_WITH } from './levelWith.ts';

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
  // Each pair of alike parts at one height votes for the plane halfway between them, in buckets of whole degrees and
  // whole LDU; a bucket also keeps the mean of its votes' exact planes, so a long build turned to any angle still
  // finds its twins across it. (Heights in cells, each paired with the next one up: 12.4999 and 12.5001 meet.)
  const rows = new Map<number, number[]>();
  const rowKey = (kind: number, y: number) => kind * 2 ** 24 + y + 2 ** 23;
  centres.forEach((c, k) => {
    const key = rowKey(kinds[k]!, cell(c[1]));
    const row = rows.get(key);
    if (row) row.push(k);
    else rows.set(key, [k]);
  });
  const votes = new Map<number, Vote>();
  const vote = (a: readonly number[], b: readonly number[]) => {
    if (Math.abs(a[1]! - b[1]!) > TOLERANCE + LEVEL_WITH) return;
    const plane = bisector(a, b);
    if (!plane) return;
    // A small integer key where the offset allows (nearly always): V8 hashes those without boxing a number.
    const key = Math.abs(plane.offset) < 2 ** 20 ? plane.angle * 2 ** 21 + plane.offset + 2 ** 20 : 2 ** 40 + plane.angle * 2 ** 32 + plane.offset + 2 ** 31;
    const v = votes.get(key) ?? { angle: plane.angle, offset: plane.offset, n: 0, nx: 0, nz: 0, mx: 0, mz: 0 };
    votes.set(key, v);
    v.n++;
    v.nx += plane.exact[0];
    v.nz += plane.exact[1];
    v.mx += (a[0]! + b[0]!) / 2;
    v.mz += (a[2]! + b[2]!) / 2;
  };
  for (const [key, row] of rows) {
    if (row.length > MAX_ROW) continue;
    const up = rows.get(key + 1);
    const next = up && up.length <= MAX_ROW ? up : [];
    for (let s = 0; s < row.length; s++) {
      for (let t = s + 1; t < row.length; t++) vote(centres[row[s]!]!, centres[row[t]!]!);
      for (const j of next) vote(centres[row[s]!]!, centres[j]!);
    }
  }
  if (votes.size === 0) return undefined;
  const grid = twinGrid(kinds, centres);
  const ranked = [...votes.values()].sort((a, b) => b.n - a.n || a.angle - b.angle || a.offset - b.offset);
  // Each bucket checked at its own whole degree and LDU, and at its votes' mean: twins spread about a plane are met by
  // one or the other. The planes are checked in turn, each only as far as it could still beat the best so far (or
  // reach MIN_SHARE): the same best as checking all in full, at a fraction of the cost on a big build.
  const planes = (v: Vote) => [{ normal: normalOf(v.angle), offset: v.offset }, meanPlane(v)];
  let best: { angle: number; mirror: Mirror } | undefined;
  for (const v of ranked.slice(0, CANDIDATES)) {
    for (const plane of planes(v)) {
      const mirror = mirrorOf(plane, kinds, centres, grid, { atLeast: best?.mirror.share ?? MIN_SHARE });
      if (mirror && (!best || mirror.share > best.mirror.share)) best = { angle: v.angle, mirror };
    }
  }
  if (!best) return undefined;
  // The best plane at a right angle to it (a square build's other mirror), checked the same way: it only has to be
  // known to stay MARGIN below the best.
  const turned = ranked.find((v) => angleApart(v.angle, best.angle) >= 90 - OTHER_ANGLE);
  const share = best.mirror.share;
  const mirroredBothWays = turned !== undefined && planes(turned).some((plane) => {
    const other = mirrorOf(plane, kinds, centres, grid, { atMost: share - MARGIN + 1e-9 });
    return !other || share - other.share < MARGIN;
  });
  return mirroredBothWays ? undefined : best.mirror;
}

/** The votes for one bucket of planes: how many, and the sums of their exact normals (turned to the bucket's side) and midpoints. */
interface Vote {
  readonly angle: number;
  readonly offset: number;
  n: number;
  nx: number;
  nz: number;
  mx: number;
  mz: number;
}

/** A bucket's plane: the mean of its votes' normals, on the mean of their midpoints; exactly on an axis within half a degree of it. */
function meanPlane(v: Vote): { normal: [number, number, number]; offset: number } {
  const len = Math.hypot(v.nx, v.nz) || 1;
  let normal: [number, number, number] = [v.nx / len, 0, v.nz / len];
  const degrees = (Math.atan2(normal[2], normal[0]) * 180) / Math.PI;
  const axis = Math.round(degrees / 90) * 90;
  if (Math.abs(degrees - axis) < 0.5) normal = normalOf(((axis % 180) + 180) % 180);
  return { normal, offset: (v.mx / v.n) * normal[0] + (v.mz / v.n) * normal[2] };
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
function bisector(a: readonly number[], b: readonly number[]): { angle: number; offset: number; exact: [number, number] } | undefined {
  const dx = b[0]! - a[0]!;
  const dz = b[2]! - a[2]!;
  const len = Math.hypot(dx, dz);
  if (len < TOLERANCE) return undefined;
  let angle = Math.round((Math.atan2(dz, dx) * 180) / Math.PI);
  if (angle < 0) angle += 180;
  if (angle >= 180) angle -= 180;
  const n = normalOf(angle);
  // The exact normal, turned to the bucket's side (a pair read the other way round points the other way).
  const sign = dx * n[0] + dz * n[2] >= 0 ? 1 : -1;
  return { angle, offset: Math.round(((a[0]! + b[0]!) / 2) * n[0] + ((a[2]! + b[2]!) / 2) * n[2]), exact: [(sign * dx) / len, (sign * dz) / len] };
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

/** A grid cell (LDU): about twice the tolerance, so a twin is in the cell of its mirror place or next to it. */
const CELL = 2 * TOLERANCE;
const cell = (v: number) => Math.floor(v / CELL);
/** The parts by kind and grid cell of their centres (a hash of the four, see cellHash): where to look for a part's twin. */
function twinGrid(kinds: readonly number[], centres: readonly [number, number, number][]): Map<number, number[]> {
  const grid = new Map<number, number[]>();
  centres.forEach((c, k) => {
    const key = cellHash(cell(c[0]), cell(c[1]), cell(c[2]), kinds[k]!);
    const list = grid.get(key);
    if (list) list.push(k);
    else grid.set(key, [k]);
  });
  return grid;
}

/**
 * How many parts have a twin across the plane (angle, offset). Undefined as soon as the share is known to fall below
 * `atLeast` or to rise above `atMost`.
 */
function mirrorOf(
  plane: { normal: [number, number, number]; offset: number },
  kinds: readonly number[],
  centres: readonly [number, number, number][],
  grid: Map<number, number[]>,
  bounds: { atLeast?: number; atMost?: number },
): Mirror | undefined {
  const { normal, offset } = plane;
  const near = TOLERANCE + LEVEL_WITH;
  const n = centres.length;
  const { atLeast = -Infinity, atMost = Infinity } = bounds;
  let twinned = 0;
  for (let k = 0; k < n; k++) {
    if ((twinned + n - k) / n < atLeast || twinned / n > atMost) return undefined;
    const c = centres[k]!;
    const d = c[0] * normal[0] + c[2] * normal[2] - offset;
    const mx = c[0] - 2 * d * normal[0], my = c[1], mz = c[2] - 2 * d * normal[2];
    const kind = kinds[k]!;
    // Only the cells the tolerance box around the mirror place reaches (two a side, seldom three). A list may hold
    // parts of another kind or cell that share the hash: the kind and the distance are checked.
    const x1 = cell(mx + near), y1 = cell(my + near), z1 = cell(mz + near);
    search: for (let x = cell(mx - near); x <= x1; x++) for (let y = cell(my - near); y <= y1; y++) for (let z = cell(mz - near); z <= z1; z++) {
      const list = grid.get(cellHash(x, y, z, kind));
      if (!list) continue;
      for (const j of list) {
        const t = centres[j]!;
        if (kinds[j] === kind && Math.abs(t[0] - mx) <= near && Math.abs(t[1] - my) <= near && Math.abs(t[2] - mz) <= near) {
          twinned++;
          break search;
        }
      }
    }
  }
  const share = twinned / n;
  return share < atLeast || share > atMost ? undefined : { normal, offset, share };
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
