import type { ModelPart } from './ModelPart.ts';
import type { PlacedPart } from './flatten.ts';
import type { Box3, PartGeometry } from './geometry/PartGeometry.ts';
import { intersectBox, transformBox } from './geometry/worldBounds.ts';
import type { LdrawFile, LdrawFileType } from './LdrawFile.ts';
import { isAxisAligned, type Matrix } from './matrix.ts';
import type { FileOrigin } from './ResolvedFile.ts';

/**
 * A placed part with its geometry and world boxes. One class for all parts, with the
 * body box behind one getter on the prototype: the analysis reads it millions of times,
 * and a getter written into each part's own object literal was a call V8 could not inline
 * (a fifth of the time of some rules went to reading it).
 */
export class BuiltPart implements ModelPart {
  readonly id: string;
  readonly part: string;
  readonly resolvedPart: string;
  readonly file: LdrawFile | undefined;
  readonly kind: LdrawFileType;
  readonly origin: FileOrigin | undefined;
  readonly matrix: Matrix;
  readonly colour: number;
  readonly submodel: readonly string[];
  readonly sourceFile: string;
  readonly line: number;
  readonly mirrored: boolean;
  readonly missing: boolean;
  declare readonly shortcut?: PlacedPart['shortcut'];
  readonly geometry: PartGeometry | undefined;
  readonly bounds: Box3;
  #body: Box3 | undefined;

  constructor(p: PlacedPart, geometry: PartGeometry | undefined, bounds: Box3) {
    this.id = p.id;
    this.part = p.part;
    this.resolvedPart = p.resolvedPart;
    this.file = p.file;
    this.kind = p.kind;
    this.origin = p.origin;
    this.matrix = p.matrix;
    this.colour = p.colour;
    this.submodel = p.submodel;
    this.sourceFile = p.sourceFile;
    this.line = p.line;
    this.mirrored = p.mirrored;
    this.missing = p.missing;
    if (p.shortcut !== undefined) (this as { shortcut?: PlacedPart['shortcut'] }).shortcut = p.shortcut;
    this.geometry = geometry;
    this.bounds = bounds;
  }

  /** The analysis asks for it; the viewer's first frame does not wait for it. */
  get bodyBounds(): Box3 {
    return (this.#body ??= this.geometry ? bodyOf(this.geometry, this.matrix, this.bounds) : this.bounds);
  }
}

/** The world box of a part's body. Rotated parts: the turned body box overshoots; the exact vertex box (studs included) bounds it. */
function bodyOf(g: PartGeometry, m: Matrix, bounds: Box3): Box3 {
  return isAxisAligned(m) ? transformBox(g.bodyBounds.min, g.bodyBounds.max, m) : intersectBox(transformBox(g.bodyBounds.min, g.bodyBounds.max, m), bounds);
}
