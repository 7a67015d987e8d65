/**
 * Polygons and lines as flat typed arrays, with one colour code per item.
 * A parsed file holds its own; a part's geometry holds them with every
 * subfile expanded.
 */
export interface GeometryArrays {
  /** 9 floats per triangle. */
  readonly triangles: Float32Array;
  readonly triangleColours: Int32Array;
  /** 6 floats per edge line (type 2). */
  readonly lines: Float32Array;
  readonly lineColours: Int32Array;
  /** 12 floats per optional line (type 5): two end points then two control points. */
  readonly conditionalLines: Float32Array;
  readonly conditionalColours: Int32Array;
}
