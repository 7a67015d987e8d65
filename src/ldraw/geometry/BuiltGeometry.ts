import type { Box3, Connector, PartGeometry } from './PartGeometry.ts';
import { boundsOf } from './boundsOf.ts';
import { deriveSockets } from './deriveSockets.ts';
import { unionBox } from './worldBounds.ts';

/** What buildPartGeometry has made of one part, before the shapes only the analysis asks for. */
export type GeometryFields = Omit<PartGeometry, 'bodyBounds' | 'sockets'> & { readonly problems: readonly string[] };

/**
 * One distinct part's geometry. The body box and the sockets serve the analysis only: they are
 * worked out on first use, so the viewer can draw first. One class, the two behind getters on
 * its prototype: a getter written into each geometry's own object was a different function per
 * part, which V8 cannot inline where the analysis reads them for every pair of parts that touch.
 */
export class BuiltGeometry implements PartGeometry {
  /** Float ranges [start, end) of `triangles` drawn by stud primitives. */
  readonly #studRanges: readonly number[];
  #body: Box3 | undefined;
  #sockets: readonly Connector[] | undefined;

  constructor(g: GeometryFields, studRanges: readonly number[]) {
    Object.assign(this, g);
    this.#studRanges = studRanges;
  }

  get bodyBounds(): Box3 {
    return (this.#body ??= this.#studRanges.length > 0 ? boundsOutside(this.triangles, this.#studRanges) : this.bounds);
  }

  get sockets(): readonly Connector[] {
    return (this.#sockets ??= deriveSockets(this.triangles, this.bounds, this.studs));
  }
}

// What buildPartGeometry made, declared once (in PartGeometry) and copied in by the constructor.
export interface BuiltGeometry extends GeometryFields {}

/**
 * The box around the points outside the given [start, end) float ranges (in order, disjoint), as boundsOf of
 * those points would give, without copying them out: a part's triangles are most of its memory.
 */
function boundsOutside(data: Float32Array, ranges: readonly number[]): Box3 {
  const boxes: Box3[] = [];
  for (let r = 0; r <= ranges.length; r += 2) {
    const from = r === 0 ? 0 : ranges[r - 1]!;
    const to = r < ranges.length ? ranges[r]! : data.length;
    if (to > from) boxes.push(boundsOf(data.subarray(from, to)));
  }
  return unionBox(boxes) ?? { min: [0, 0, 0], max: [0, 0, 0] };
}
