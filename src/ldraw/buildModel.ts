import { diagnostic, type Diagnostic } from './Diagnostic.ts';
import { flatten, type FlattenOptions } from './flatten.ts';
import { buildPartGeometry, type GeometryContext } from './geometry/buildPartGeometry.ts';
import type { Box3, PartGeometry } from './geometry/PartGeometry.ts';
import { unionBox, worldBounds } from './geometry/worldBounds.ts';
import { BuiltPart } from './BuiltPart.ts';
import type { LoadedModel } from './loadModel.ts';
import type { LdrawFile } from './LdrawFile.ts';

import type { ModelPart } from './ModelPart.ts';

export type { ModelPart };

/** Everything the analysis and the viewer need from one build. */
export interface Model {
  readonly loaded: LoadedModel;
  readonly parts: readonly ModelPart[];
  /** Geometry by resolved part name, one per distinct part. */
  readonly geometries: ReadonlyMap<string, PartGeometry>;
  readonly bounds: Box3 | undefined;
  readonly diagnostics: readonly Diagnostic[];
  /**
   * Set when the file is over a budget (placed parts, submodel instances, triangles in all):
   * which limit, in one line. Such a model has no parts: it is refused, not half drawn.
   */
  readonly overBudget?: string;
}

/**
 * Triangles of all placed parts together. The viewer and the GLB export hold them all
 * (36 bytes each); real sets stay under 10 M.
 */
export const MAX_MODEL_TRIANGLES = 50_000_000;

/**
 * Coordinates in the distinct parts' geometry together (triangles, edge lines and optional
 * lines; 4 bytes each): what one model holds in memory however often each part is placed.
 * The Millennium Falcon's 228 distinct parts hold 4.8 M; a packed file whose primitives
 * refer to each other in cycles built 6 parts of 4 M triangles each and took 2.4 GB.
 */
export const MAX_MODEL_GEOMETRY_FLOATS = 60_000_000;

/**
 * Distinct parts defined in the model file itself (packed MPD parts, a Studio archive's
 * custom parts), whose geometry is built for this model alone, the library's subparts
 * inside them included. Real files define tens; 20,000 took 6 s of CPU (12 s on a busy
 * machine), and a .io may hold 100,000 entries.
 */
export const MAX_MODEL_PART_FILES = 10_000;

/**
 * Flattens a loaded model and computes each distinct part's geometry once.
 * Library parts keep their geometry in the library's cache across models;
 * parts defined in the model file (packed MPDs, custom parts) are built per model.
 */
export function buildModel(loaded: LoadedModel, options: FlattenOptions = {}): Model {
  const flat = flatten(loaded, options);
  const diagnostics: Diagnostic[] = [...loaded.diagnostics, ...flat.diagnostics];
  // Over a budget: no geometry is built for parts that will not be used.
  if (flat.overBudget) return refused(loaded, diagnostics, flat.overBudget);
  const ctx: GeometryContext = { resolve: (name) => loaded.files.get(name), colours: loaded.colours };
  const geometries = new Map<string, PartGeometry>();
  const libraryCache = loaded.library?.geometryCache;
  const byFile = new Map<LdrawFile, PartGeometry>();
  let triangles = 0;
  let floats = 0;
  const parts: ModelPart[] = [];
  // Counted before any is built: refusing after building 10,000 of them took seconds.
  const own = new Set(flat.parts.filter((p) => p.file && p.origin !== 'library').map((p) => p.file));
  if (own.size > MAX_MODEL_PART_FILES) {
    const limit = `more than ${MAX_MODEL_PART_FILES} distinct parts defined in the file itself (custom parts)`;
    diagnostics.push(diagnostic(loaded.fileName, 0, 'error', `${limit}; the model is not built`));
    return refused(loaded, diagnostics, limit);
  }
  for (const p of flat.parts) {
    let geometry: PartGeometry | undefined;
    if (p.file) {
      geometry = byFile.get(p.file);
      if (!geometry) {
        // Library parts are shared across models; parts defined in the model file are not.
        const fromLibrary = p.origin === 'library';
        geometry = fromLibrary ? libraryCache?.get(p.resolvedPart) : undefined;
        if (!geometry) {
          const built = buildPartGeometry(p.file, ctx);
          for (const problem of built.problems) diagnostics.push(diagnostic(p.resolvedPart, 0, 'warning', problem));
          for (const name of built.missing) diagnostics.push(diagnostic(p.resolvedPart, 0, 'warning', `subfile ${name} not found; the part is drawn without it`));
          geometry = built;
          if (fromLibrary) libraryCache?.set(p.resolvedPart, built);
        }
        byFile.set(p.file, geometry);
        geometries.set(p.resolvedPart, geometry);
        floats += geometry.triangles.length + geometry.lines.length + geometry.conditionalLines.length;
        if (floats > MAX_MODEL_GEOMETRY_FLOATS) {
          const limit = `more than ${MAX_MODEL_GEOMETRY_FLOATS / 250_000} MB of part geometry (${MAX_MODEL_GEOMETRY_FLOATS} coordinates) in its distinct parts (a reference bomb?)`;
          diagnostics.push(diagnostic(p.sourceFile, p.line, 'error', `${limit}; the model is not built`));
          return refused(loaded, diagnostics, limit);
        }
      }
    }
    triangles += geometry ? geometry.triangles.length / 9 : 0;
    if (triangles > MAX_MODEL_TRIANGLES) {
      const limit = `more than ${MAX_MODEL_TRIANGLES} triangles in all (a reference bomb?)`;
      diagnostics.push(diagnostic(p.sourceFile, p.line, 'error', `${limit}; the model is not built`));
      return refused(loaded, diagnostics, limit);
    }
    parts.push(new BuiltPart(p, geometry, geometry ? worldBounds(geometry, p.matrix) : placeholderBounds(p.matrix)));
  }
  return { loaded, parts, geometries, bounds: unionBox(parts.map((p) => p.bounds)), diagnostics };
}

function refused(loaded: LoadedModel, diagnostics: Diagnostic[], overBudget: string): Model {
  return { loaded, parts: [], geometries: new Map(), bounds: undefined, diagnostics, overBudget };
}

/** Missing parts are shown as a 1 x 1 brick-sized box at their origin. */
function placeholderBounds(m: Float64Array): Box3 {
  return { min: [m[0]! - 10, m[1]! - 24, m[2]! - 10], max: [m[0]! + 10, m[1]!, m[2]! + 10] };
}
