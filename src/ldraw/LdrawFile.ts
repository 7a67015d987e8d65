import type { Diagnostic } from './Diagnostic.ts';
import type { Matrix } from './matrix.ts';
import type { ColourDefinition } from './colours/ColourDefinition.ts';
import type { GeometryArrays } from './geometry/GeometryArrays.ts';

/** The `!LDRAW_ORG` type of a file, or how its place in the library classifies it. */
export type LdrawFileType = 'Model' | 'Part' | 'Subpart' | 'Primitive' | 'Shortcut' | 'Configuration' | 'Unknown';

export interface SubfileRef {
  /** Colour code; 16 = the referencing line's colour, 24 = its edge colour; direct colours are 0x2RRGGBB. */
  readonly colour: number;
  readonly matrix: Matrix;
  /** Normalised lookup name (lower case, `/`); '' when the name was refused (absolute, `..`). */
  readonly name: string;
  /** The name exactly as written in the file. */
  readonly rawName: string;
  readonly line: number;
  /** `0 BFC INVERTNEXT` preceded this reference. */
  readonly invert: boolean;
}

/**
 * One parsed LDraw file (a part, a primitive, a submodel or a model): plain
 * data, shared by analysis and rendering. Polygons are stored counter-clockwise
 * when the file is BFC-certified (CW blocks are flipped while parsing); quads
 * are split into two triangles.
 */
export interface LdrawFile extends GeometryArrays {
  readonly name: string;
  readonly description: string;
  /** `0 !CATEGORY`, or else the description's first word (without `~ = _ |`). */
  readonly category: string;
  readonly keywords: readonly string[];
  readonly type: LdrawFileType;
  /** The words after the type in `!LDRAW_ORG`: 'Alias', 'Physical_Colour', 'Flexible_Section' or ''. */
  readonly qualifier: string;
  /** `UPDATE 2022-06` of official files, or ''. */
  readonly update: string;
  readonly bfcCertified: boolean;
  /** `0 BFC NOCLIP` appears: some of its polygons must show both sides (a renderer must not cull them). */
  readonly noClip: boolean;
  readonly refs: readonly SubfileRef[];
  /** `0 !COLOUR` definitions found in the file. */
  readonly colours: readonly ColourDefinition[];
  readonly diagnostics: readonly Diagnostic[];
  /** Number of text lines, for reporting. */
  readonly lineCount: number;
}
