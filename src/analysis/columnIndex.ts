import type { ModelPart } from '../ldraw/buildModel.ts';

/** One stud (LDU): the width of a column. */
const COLUMN = 20;
/** A part over more columns than this (a 64 x 64 baseplate's) is kept aside and looked at by every query (a part scaled up ten thousand times would fill memory). */
const MAX_COLUMNS = 4096;

const built = new WeakMap<readonly ModelPart[], ColumnIndex>();

/** The parts whose boxes stand over a point of the ground plane (X, Z), or over a patch of it. */
export interface ColumnIndex {
  /** Every part whose box reaches over (x, z), and perhaps a few beside it: callers test the box. */
  at(x: number, z: number): readonly number[];
  /** Every part whose box reaches over the patch from (x0, z0) to (x1, z1), each once, and perhaps a few beside it. */
  over(x0: number, z0: number, x1: number, z1: number): readonly number[];
}

/**
 * The parts by the one-stud columns their boxes stand over, built once per parts
 * list: asking what stands over a point of a big build looks at a few parts, not
 * at every one (10,000 sticks each asking over 10,000 parts took minutes).
 */
export function columnIndex(parts: readonly ModelPart[]): ColumnIndex {
  const known = built.get(parts);
  if (known) return known;
  const columns = new Map<number, Map<number, number[]>>();
  const wide: number[] = [];
  const cell = (v: number) => Math.floor(v / COLUMN);
  parts.forEach((p, i) => {
    const b = p.bodyBounds;
    if (!Number.isFinite(b.min[0]!) || !Number.isFinite(b.max[0]!) || !Number.isFinite(b.min[2]!) || !Number.isFinite(b.max[2]!)) return;
    if ((cell(b.max[0]!) - cell(b.min[0]!) + 1) * (cell(b.max[2]!) - cell(b.min[2]!) + 1) > MAX_COLUMNS) {
      wide.push(i);
      return;
    }
    for (let cx = cell(b.min[0]!); cx <= cell(b.max[0]!); cx++) {
      let row = columns.get(cx);
      if (!row) columns.set(cx, (row = new Map()));
      for (let cz = cell(b.min[2]!); cz <= cell(b.max[2]!); cz++) {
        const list = row.get(cz);
        if (list) list.push(i);
        else row.set(cz, [i]);
      }
    }
  });
  const none: readonly number[] = [];
  const index: ColumnIndex = {
    at: (x, z) => {
      const here = columns.get(cell(x))?.get(cell(z)) ?? none;
      return wide.length === 0 ? here : [...here, ...wide];
    },
    over: (x0, z0, x1, z1) => {
      const out = new Set<number>(wide);
      for (let cx = cell(x0); cx <= cell(x1); cx++) {
        const row = columns.get(cx);
        if (!row) continue;
        for (let cz = cell(z0); cz <= cell(z1); cz++) for (const i of row.get(cz) ?? none) out.add(i);
      }
      return [...out];
    },
  };
  built.set(parts, index);
  return index;
}
