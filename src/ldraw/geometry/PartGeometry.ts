import type { GeometryArrays } from './GeometryArrays.ts';

export type Vec3 = readonly [number, number, number];

export interface Box3 {
  readonly min: Vec3;
  readonly max: Vec3;
}

/** A stud on top or a socket underneath, in part space; direction points out of the part (-Y is up). */
export interface Connector {
  readonly position: Vec3;
  readonly direction: Vec3;
}

/**
 * The geometry of one distinct part with every subpart and primitive expanded,
 * in part space. Colour codes 16 and 24 stay as they are (the placement's
 * colour and its edge) so one buffer serves every colour the part is used in.
 */
export interface PartGeometry extends GeometryArrays {
  /** Triangles are counter-clockwise unless `doubleSided`. */
  readonly name: string;
  /** Some contributing file is not BFC-certified: render both faces. */
  readonly doubleSided: boolean;
  /** Empty parts get a zero box at the origin. */
  readonly bounds: Box3;
  /** The bounds without the stud primitives: a head's top is its crown, not its stud. */
  readonly bodyBounds: Box3;
  readonly studs: readonly Connector[];
  readonly sockets: readonly Connector[];
  /** Subfiles that could not be found; the geometry lacks them. */
  readonly missing: readonly string[];
}
