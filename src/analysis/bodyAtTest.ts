import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { invert, isAxisAligned, transformPoint } from '../ldraw/matrix.ts';

/**
 * Grid cells (LDU) for finding the parts near a point: about three studs. A build asks
 * a few hundred points and files a part in every cell it spans: smaller cells cost
 * more to fill than they save in asking (24 LDU filled 600,000 cells for 10,000 questions
 * over the shared builds).
 */
const CELL = 64;
/** A part spanning more cells than this along an axis (384 LDU) is kept on a list of its own, tested every time. */
const MAX_SPAN = 6;

/**
 * Whether a point lies in the body of some part (other than those `skip` names), each tested
 * in its own frame. A turned part's world box overshoots it (a hull plate at 30° boxes the air
 * beside it), so a barrel lying along an angled hull would seem walled in by plates it only
 * runs beside. The parts are kept in a grid of their world boxes: a point meets only its cell's.
 */
export function bodyAtTest(parts: readonly ModelPart[]): BodyAt {
  // Both passes of the guns and the shut-inside test ask about the same parts: one grid for them.
  let made = grids.get(parts);
  if (!made) grids.set(parts, (made = makeGrid(parts)));
  return made;
}

type BodyAt = (q: readonly number[], skip: (j: number) => boolean) => boolean;
const grids = new WeakMap<readonly ModelPart[], BodyAt>();

function makeGrid(parts: readonly ModelPart[]): BodyAt {
  const n = parts.length;
  const boxes = new Float64Array(n * 6);
  let lo = [Infinity, Infinity, Infinity];
  let hi = [-Infinity, -Infinity, -Infinity];
  for (let j = 0; j < n; j++) {
    const b = parts[j]!.bodyBounds;
    for (let a = 0; a < 3; a++) {
      boxes[j * 6 + a] = b.min[a]!;
      boxes[j * 6 + 3 + a] = b.max[a]!;
      lo[a] = Math.min(lo[a]!, b.min[a]!);
      hi[a] = Math.max(hi[a]!, b.max[a]!);
    }
  }
  if (n === 0) lo = hi = [0, 0, 0];
  const cell = (v: number, a: number) => Math.floor((v - lo[a]!) / CELL);
  // A number per cell, not a string: the cells of the build's box, counted along z, then y, then x.
  const cells = [0, 1, 2].map((a) => cell(hi[a]!, a) + 1);
  const key = (x: number, y: number, z: number) => (x * cells[1]! + y) * cells[2]! + z;
  const grid = new Map<number, number[]>();
  const big: number[] = [];
  for (let j = 0; j < n; j++) {
    const from = [0, 1, 2].map((a) => cell(boxes[j * 6 + a]!, a));
    const to = [0, 1, 2].map((a) => cell(boxes[j * 6 + 3 + a]!, a));
    if (to.some((t, a) => t - from[a]! > MAX_SPAN)) {
      big.push(j);
      continue;
    }
    for (let x = from[0]!; x <= to[0]!; x++) for (let y = from[1]!; y <= to[1]!; y++) for (let z = from[2]!; z <= to[2]!; z++) {
      const list = grid.get(key(x, y, z));
      if (list) list.push(j);
      else grid.set(key(x, y, z), [j]);
    }
  }
  const inverses = new Map<number, Float64Array | undefined>();
  const local = [0, 0, 0];
  const holds = (j: number, q: readonly number[]) => {
    for (let a = 0; a < 3; a++) if (!(q[a]! > boxes[j * 6 + a]! + 0.5 && q[a]! < boxes[j * 6 + 3 + a]! - 0.5)) return false;
    const p = parts[j]!;
    const g = p.geometry;
    if (!g || isAxisAligned(p.matrix)) return true;
    let inv = inverses.get(j);
    if (!inverses.has(j)) inverses.set(j, (inv = invert(p.matrix)));
    if (!inv) return true;
    transformPoint(inv, q[0]!, q[1]!, q[2]!, local);
    return within(g.bodyBounds, local);
  };
  return (q, skip) => {
    const x = cell(q[0]!, 0), y = cell(q[1]!, 1), z = cell(q[2]!, 2);
    // Outside the build's box no part is in the grid (and the key would name another cell).
    const inside = x >= 0 && x < cells[0]! && y >= 0 && y < cells[1]! && z >= 0 && z < cells[2]!;
    const list = inside ? grid.get(key(x, y, z)) : undefined;
    if (list) for (const j of list) if (!skip(j) && holds(j, q)) return true;
    for (const j of big) if (!skip(j) && holds(j, q)) return true;
    return false;
  };
}

/** Strictly inside, half an LDU in from every face: a barrel lying on a surface is not in it. */
function within(b: Box3, q: readonly number[]): boolean {
  return q[0]! > b.min[0] + 0.5 && q[0]! < b.max[0] - 0.5 && q[1]! > b.min[1] + 0.5 && q[1]! < b.max[1] - 0.5 && q[2]! > b.min[2] + 0.5 && q[2]! < b.max[2] - 0.5;
}
