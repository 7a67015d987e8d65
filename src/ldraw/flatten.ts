import { diagnostic, type Diagnostic } from './Diagnostic.ts';
import type { LdrawFile, LdrawFileType } from './LdrawFile.ts';
import type { LoadedModel } from './loadModel.ts';
import type { FileOrigin, ResolvedFile } from './ResolvedFile.ts';
import { MAIN_COLOUR } from './colours/ColourTable.ts';
import { determinant, IDENTITY, multiply, type Matrix } from './matrix.ts';

/** Submodels nested deeper than this are treated as corrupt (real builds stay under 10). */
export const MAX_MODEL_DEPTH = 64;
/**
 * More placed parts than this is a reference bomb, not a build (the largest real sets have ~10k).
 * Not higher: 1M placed parts took 2 GB of heap and 16 s to build, and `inspect --json`
 * then died with "Invalid string length"; 250k still took 60 s to analyze.
 */
export const MAX_PLACED_PARTS = 200_000;
/**
 * Submodel instances expanded at most: a bomb whose innermost submodel places
 * nothing never reaches MAX_PLACED_PARTS (10 levels x 10 references = 10^10 visits).
 */
export const MAX_SUBMODEL_INSTANCES = MAX_PLACED_PARTS;
/** `~Moved to` chains longer than this are treated as cycles. */
const MAX_MOVE_CHAIN = 16;

/** One part instance of the model: a leaf of the submodel tree. */
export interface PlacedPart {
  /** Stable within one version of the file: the chain of line numbers that led to it, e.g. "12/5". */
  readonly id: string;
  /** Lower-cased file name as referenced, e.g. "3001.dat". */
  readonly part: string;
  /** After following `~Moved to` and alias files: the part whose geometry is used. */
  readonly resolvedPart: string;
  /** Undefined when the part is missing from every source. */
  readonly file: LdrawFile | undefined;
  readonly kind: LdrawFileType;
  /** Where the part's file was found; undefined when missing. */
  readonly origin: FileOrigin | undefined;
  /** World matrix (LDU, -Y up). */
  readonly matrix: Matrix;
  /** Resolved colour code: 16 only when the main model itself uses 16. */
  readonly colour: number;
  /** The submodels between the main model and the part, outermost first. */
  readonly submodel: readonly string[];
  /** The file and line of the type-1 line that placed the part. */
  readonly sourceFile: string;
  readonly line: number;
  readonly mirrored: boolean;
  readonly missing: boolean;
  /**
   * Set on the parts a library shortcut was expanded into: the id of the shortcut's placement, which they share (a
   * spring shooter's top, bottom and spring), and the shortcut's title ("Minifig Skeleton (Shortcut)"); the outermost, where
   * a shortcut holds others (a poseable horse's head and body).
   */
  readonly shortcut?: { readonly id: string; readonly title: string };
}

export interface FlatModel {
  readonly parts: readonly PlacedPart[];
  readonly diagnostics: readonly Diagnostic[];
  /** Set when a budget stopped the walk: which limit, in one line. The parts are then only the first ones. */
  readonly overBudget?: string;
}

/**
 * Walks the submodel tree from the main model and lists every placed part
 * with its world matrix and resolved colour. Cycles, absurd depth and
 * reference bombs are cut off with a diagnostic; nothing here throws.
 */
export interface FlattenOptions {
  /** Start at this MPD submodel instead of the main model. */
  readonly submodel?: string;
  /** Shortcuts (973c01 torso with arms, 3815c01 hips and legs) become their parts, for classification. */
  readonly expandShortcuts?: boolean;
}

export function flatten(model: LoadedModel, options: FlattenOptions = {}): FlatModel {
  const parts: PlacedPart[] = [];
  const diagnostics: Diagnostic[] = [];
  const stack: LdrawFile[] = [];
  const reported = new Set<string>();
  let stopped = false;
  let overBudget: string | undefined;
  let instances = 0;
  const stop = (file: string, line: number, limit: string) => {
    stopped = true;
    overBudget = limit;
    diagnostics.push(diagnostic(file, line, 'error', `${limit}; the rest is ignored`));
  };
  const report = (key: string, d: Diagnostic) => {
    if (reported.has(key)) return;
    reported.add(key);
    diagnostics.push(d);
  };

  let root = model.main;
  if (options.submodel) {
    const wanted = options.submodel.toLowerCase();
    const hit = model.files.get(wanted);
    if (!hit || hit.origin !== 'mpd') {
      diagnostics.push(diagnostic(model.fileName, 0, 'error', `no submodel named "${options.submodel}" in this file`));
      return { parts, diagnostics };
    }
    root = hit.file;
  }

  // `from` is the type-1 line that placed `file`, so a cycle or depth problem names the line to fix.
  const walk = (file: LdrawFile, m: Matrix, colour: number, path: string[], idPrefix: string, from?: { file: string; line: number }, shortcut?: PlacedPart['shortcut']): void => {
    const at = from ?? { file: file.name, line: 0 };
    if (stack.includes(file)) {
      report(`cycle:${file.name}`, diagnostic(at.file, at.line, 'error', `reference cycle: ${[...stack, file].map((f) => f.name).join(' > ')}; the repeated reference is skipped`));
      return;
    }
    if (stack.length >= MAX_MODEL_DEPTH) {
      report('depth', diagnostic(at.file, at.line, 'error', `submodels nested deeper than ${MAX_MODEL_DEPTH} levels; deeper ones skipped`));
      return;
    }
    stack.push(file);
    for (const ref of file.refs) {
      if (stopped) break;
      const world = multiply(m, ref.matrix);
      // Each line's numbers are bounded, but scales multiply through nested submodels
      // until they overflow: such a placement is NaN/Infinity, not a position.
      if (!world.every(Number.isFinite)) {
        report(`range:${file.name}:${ref.line}`, diagnostic(file.name, ref.line, 'error', `${ref.rawName} is placed out of range (the scales of nested submodels overflow); skipped`));
        continue;
      }
      const refColour = ref.colour === MAIN_COLOUR ? colour : ref.colour;
      const id = idPrefix ? `${idPrefix}/${ref.line}` : String(ref.line);
      const resolved = model.files.get(ref.name);
      if (resolved && resolved.kind === 'Model') {
        if (++instances > MAX_SUBMODEL_INSTANCES) {
          stop(file.name, ref.line, `more than ${MAX_SUBMODEL_INSTANCES} submodel instances (a reference bomb?)`);
          break;
        }
        walk(resolved.file, world, refColour, [...path, ref.rawName], id, { file: file.name, line: ref.line });
        continue;
      }
      if (parts.length >= MAX_PLACED_PARTS) {
        stop(file.name, ref.line, `more than ${MAX_PLACED_PARTS} placed parts (a reference bomb?)`);
        break;
      }
      const leaf = resolved ? followMoves(model, resolved, world, refColour) : undefined;
      if (leaf && options.expandShortcuts && leaf.resolved.kind === 'Shortcut' && leaf.resolved.file.refs.length > 0 && leaf.resolved.file.triangles.length === 0) {
        if (++instances > MAX_SUBMODEL_INSTANCES) {
          stop(file.name, ref.line, `more than ${MAX_SUBMODEL_INSTANCES} submodel instances (a reference bomb?)`);
          break;
        }
        walk(leaf.resolved.file, leaf.matrix, leaf.colour, [...path, ref.rawName], id, { file: file.name, line: ref.line }, shortcut ?? { id, title: leaf.resolved.file.description });
        continue;
      }
      if (Math.abs(determinant(world)) < 1e-12) {
        report(`singular:${file.name}:${ref.line}`, diagnostic(file.name, ref.line, 'warning', `${ref.rawName} is placed with a singular matrix (flattened to zero thickness)`));
      }
      parts.push({
        id,
        part: partName(ref.name),
        resolvedPart: leaf ? leaf.name : partName(ref.name),
        file: leaf?.resolved.file,
        kind: leaf ? leaf.resolved.kind : 'Unknown',
        origin: leaf?.resolved.origin,
        matrix: leaf ? leaf.matrix : world,
        colour: leaf ? leaf.colour : refColour,
        submodel: path,
        sourceFile: file.name,
        line: ref.line,
        mirrored: determinant(world) < 0,
        missing: !resolved,
        ...(shortcut !== undefined ? { shortcut } : {}),
      });
    }
    stack.pop();
  };
  walk(root, IDENTITY, MAIN_COLOUR, [], '');
  return overBudget ? { parts, diagnostics, overBudget } : { parts, diagnostics };
}

interface Leaf {
  readonly name: string;
  readonly resolved: ResolvedFile;
  readonly matrix: Matrix;
  readonly colour: number;
}

/**
 * `~Moved to` files and aliases hold a single reference to the real part,
 * sometimes with an offset or a fixed colour: follow the chain so analysis
 * sees the part itself.
 */
function followMoves(model: LoadedModel, start: ResolvedFile, matrix: Matrix, colour: number): Leaf {
  let current: Leaf = { name: partName(start.path), resolved: start, matrix, colour };
  for (let step = 0; step < MAX_MOVE_CHAIN; step++) {
    const file = current.resolved.file;
    const isRedirect = /^~Moved to\b/i.test(file.description) || /alias/i.test(file.qualifier);
    if (!isRedirect || file.refs.length !== 1 || file.triangles.length > 0) return current;
    const ref = file.refs[0]!;
    const next = model.files.get(ref.name);
    if (!next) return current;
    current = {
      name: partName(ref.name),
      resolved: next,
      matrix: multiply(current.matrix, ref.matrix),
      colour: ref.colour === MAIN_COLOUR ? current.colour : ref.colour,
    };
  }
  return current;
}

/** `parts/3001.dat` and `3001.dat` name the same part: report it the short way. */
export function partName(name: string): string {
  return name.startsWith('parts/') ? name.slice(6) : name;
}
