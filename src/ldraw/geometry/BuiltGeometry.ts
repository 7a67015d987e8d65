import type { Box3, Connector, PartGeometry } from './PartGeometry.ts';
import { deriveSockets } from './deriveSockets.ts';

/** What buildPartGeometry has made of one part, before the shapes only the analysis asks for. */
export type GeometryFields = Omit<PartGeometry, 'bodyBounds' | 'sockets'> & { readonly problems: readonly string[] };

/**
 * One distinct part's geometry. The body box and the sockets serve the analysis only: they are
 * worked out on first use, so the viewer can draw first. One class, the two behind getters on
 * its prototype: a getter written into each geometry's own object was a different function per
 * part, which V8 cannot inline where the analysis reads them for every pair of parts that touch.
 */
export class BuiltGeometry implements PartGeometry {
  readonly name: string;
  readonly triangles: Float32Array;
  readonly triangleColours: Int32Array;
  readonly lines: Float32Array;
  readonly lineColours: Int32Array;
  readonly conditionalLines: Float32Array;
  readonly conditionalColours: Int32Array;
  readonly doubleSided: boolean;
  readonly bounds: Box3;
  readonly studs: readonly Connector[];
  readonly missing: readonly string[];
  readonly problems: readonly string[];
  /** Float ranges [start, end) of `triangles` drawn by stud primitives. */
  readonly #studRanges: readonly number[];
  #body: Box3 | undefined;
  #sockets: readonly Connector[] | undefined;

  constructor(g: GeometryFields, studRanges: readonly number[]) {
    this.name = g.name;
    this.triangles = g.triangles;
    this.triangleColours = g.triangleColours;
    this.lines = g.lines;
    this.lineColours = g.lineColours;
    this.conditionalLines = g.conditionalLines;
    this.conditionalColours = g.conditionalColours;
    this.doubleSided = g.doubleSided;
    this.bounds = g.bounds;
    this.studs = g.studs;
    this.missing = g.missing;
    this.problems = g.problems;
    this.#studRanges = studRanges;
  }

  get bodyBounds(): Box3 {
    return (this.#body ??= this.#studRanges.length > 0 ? boundsOutside(this.triangles, this.#studRanges) : this.bounds);
  }

  get sockets(): readonly Connector[] {
    return (this.#sockets ??= deriveSockets(this.triangles, this.bounds, this.studs));
  }
}

/**
 * The box around the points outside the given [start, end) float ranges (in order, disjoint), as boundsOf of
 * those points would give, without copying them out: a part's triangles are most of its memory.
 */
function boundsOutside(data: Float32Array, ranges: readonly number[]): Box3 {
  let x0 = Infinity, y0 = Infinity, z0 = Infinity, x1 = -Infinity, y1 = -Infinity, z1 = -Infinity;
  let kept = 0;
  for (let r = 0; r <= ranges.length; r += 2) {
    const from = r === 0 ? 0 : ranges[r - 1]!;
    const to = r < ranges.length ? ranges[r]! : data.length;
    kept += to - from;
    for (let k = from; k < to; k += 3) {
      const x = data[k]!, y = data[k + 1]!, z = data[k + 2]!;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      if (z < z0) z0 = z;
      if (z > z1) z1 = z;
    }
  }
  return kept === 0 ? { min: [0, 0, 0], max: [0, 0, 0] } : { min: [x0, y0, z0], max: [x1, y1, z1] };
}
