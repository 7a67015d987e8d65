import type { LdrawFile } from '../LdrawFile.ts';
import type { ResolvedFile } from '../ResolvedFile.ts';
import { EDGE_COLOUR, MAIN_COLOUR, type ColourTable } from '../colours/ColourTable.ts';
import { determinant, IDENTITY, multiply, type Matrix } from '../matrix.ts';
import { FloatBuffer, IntBuffer } from './FloatBuffer.ts';
import type { Connector, PartGeometry } from './PartGeometry.ts';
import { boundsOf } from './boundsOf.ts';
import { BuiltGeometry } from './BuiltGeometry.ts';
import { isStudPrimitive } from './isStudPrimitive.ts';
import { expandedSize } from './expandedSize.ts';

/** Nesting deeper than this inside one part is treated as corrupt (real parts stay under 12). */
export const MAX_PART_DEPTH = 32;
/** A part expanding to more triangles (or edge lines) than this is cut off: it is a bomb, not a brick (a 48 x 48 baseplate has 110,668). */
export const MAX_PART_TRIANGLES = 4_000_000;
/** Subfile references expanded for one part; the most complex real parts need ~50,000. Stops reference bombs. */
export const MAX_PART_REFERENCES = 2_000_000;

export interface GeometryContext {
  /** Resolves a normalised sub-file name the way the loaded model does (MPD first, then library). */
  resolve(name: string): ResolvedFile | undefined;
  readonly colours: ColourTable;
}

interface Builder {
  readonly ctx: GeometryContext;
  readonly tris: FloatBuffer;
  readonly triColours: IntBuffer;
  readonly lines: FloatBuffer;
  readonly lineColours: IntBuffer;
  readonly cond: FloatBuffer;
  readonly condColours: IntBuffer;
  readonly studs: Connector[];
  readonly missing: Set<string>;
  readonly stack: LdrawFile[];
  /** Triangle ranges [start, end) that came from stud primitives, for the body bounds. */
  readonly studRanges: number[];
  /** One scratch matrix per nesting level: no allocation per reference. */
  readonly matrices: Float64Array[];
  doubleSided: boolean;
  truncated: boolean;
  visits: number;
  /** How many stud primitives the reference being built sits inside: a stud built around stud.dat is one stud. */
  inStud: number;
  problems: string[];
  /** Problems past MAX_PART_PROBLEMS: counted, not written (a shuffled file repeats one cycle a million times). */
  unsaid: number;
}

/**
 * Expands a part (every subpart and primitive) into part-space triangles and
 * lines, finds its studs (stud primitives: position and outward direction)
 * and derives its sockets from the bottom face. Pure: no caching here.
 */
export function buildPartGeometry(file: LdrawFile, ctx: GeometryContext): PartGeometry & { readonly problems: readonly string[] } {
  const size = expandedSize(file, ctx.resolve);
  const cap = (n: number) => Math.max(16, Math.min(n, MAX_PART_TRIANGLES * 9));
  const b: Builder = {
    ctx,
    tris: new FloatBuffer(cap(size.triangles)),
    triColours: new IntBuffer(cap(size.triangles / 9)),
    lines: new FloatBuffer(cap(size.lines)),
    lineColours: new IntBuffer(cap(size.lines / 6)),
    cond: new FloatBuffer(cap(size.conditional)),
    condColours: new IntBuffer(cap(size.conditional / 12)),
    studs: [],
    missing: new Set(),
    stack: [],
    studRanges: [],
    matrices: Array.from({ length: MAX_PART_DEPTH + 1 }, () => new Float64Array(12)),
    doubleSided: false,
    truncated: false,
    visits: 0,
    inStud: 0,
    problems: [],
    unsaid: 0,
  };
  append(b, file, IDENTITY, MAIN_COLOUR, false);
  if (b.unsaid > 0) b.problems.push(`${file.name}: ${b.unsaid} more problem(s) of the same kinds`);
  if (b.truncated) b.problems.push(`${file.name}: more than ${MAX_PART_TRIANGLES} triangles or edge lines, or ${MAX_PART_REFERENCES} subfile references (a reference bomb?); geometry cut off`);
  const triangles = b.tris.toArray();
  const lines = b.lines.toArray();
  const bounds = boundsOf(triangles.length > 0 ? triangles : lines);
  return new BuiltGeometry(
    {
      name: file.name,
      triangles,
      triangleColours: b.triColours.toArray(),
      lines,
      lineColours: b.lineColours.toArray(),
      conditionalLines: b.cond.toArray(),
      conditionalColours: b.condColours.toArray(),
      doubleSided: b.doubleSided,
      bounds,
      studs: b.studs,
      missing: [...b.missing],
      problems: b.problems,
    },
    b.studRanges,
  );
}

/** Problems one part's geometry writes out in words; the rest are counted. */
const MAX_PART_PROBLEMS = 20;

function problem(b: Builder, say: () => string): void {
  if (b.problems.length < MAX_PART_PROBLEMS) b.problems.push(say());
  else b.unsaid++;
}

function append(b: Builder, file: LdrawFile, m: Matrix, colour: number, invert: boolean): void {
  if (b.stack.includes(file)) {
    problem(b, () => `${b.stack.map((f) => f.name).join(' > ')} > ${file.name}: reference cycle; skipped`);
    return;
  }
  if (b.stack.length >= MAX_PART_DEPTH) {
    problem(b, () => `${file.name}: nested deeper than ${MAX_PART_DEPTH} levels; skipped`);
    return;
  }
  b.stack.push(file);
  const flip = (determinant(m) < 0) !== invert;
  // Not certified, or clipping turned off in places: the part shows both sides of its faces.
  if ((!file.bfcCertified || file.noClip) && file.triangles.length > 0) b.doubleSided = true;

  const t = file.triangles;
  const triCount = t.length / 9;
  if (b.tris.length / 9 + triCount > MAX_PART_TRIANGLES) b.truncated = true;
  else if (triCount > 0) {
    b.tris.reserve(t.length);
    const out = b.tris.data;
    let o = b.tris.length;
    const m0 = m[0]!, m1 = m[1]!, m2 = m[2]!, a = m[3]!, bb = m[4]!, c = m[5]!, d = m[6]!, e = m[7]!, f = m[8]!, g = m[9]!, h = m[10]!, i = m[11]!;
    for (let k = 0; k < t.length; k += 9) {
      for (let v = 0; v < 3; v++) {
        // Mirrored placements keep faces pointing outward by swapping two corners.
        const src = k + (flip && v > 0 ? (3 - v) * 3 : v * 3);
        const x = t[src]!, y = t[src + 1]!, z = t[src + 2]!;
        out[o++] = a * x + bb * y + c * z + m0;
        out[o++] = d * x + e * y + f * z + m1;
        out[o++] = g * x + h * y + i * z + m2;
      }
    }
    b.tris.length = o;
    const tc = file.triangleColours;
    for (let k = 0; k < tc.length; k++) b.triColours.push(resolveColour(b.ctx.colours, tc[k]!, colour));
  }
  // Edge lines are bounded as the triangles are (a cycle of primitives draws far more edges than faces).
  if (b.lines.length / 6 + file.lines.length / 6 > MAX_PART_TRIANGLES || b.cond.length / 12 + file.conditionalLines.length / 12 > MAX_PART_TRIANGLES) b.truncated = true;
  else {
    appendPoints(b.lines, file.lines, m);
    for (let k = 0; k < file.lineColours.length; k++) b.lineColours.push(resolveColour(b.ctx.colours, file.lineColours[k]!, colour));
    appendPoints(b.cond, file.conditionalLines, m);
    for (let k = 0; k < file.conditionalColours.length; k++) b.condColours.push(resolveColour(b.ctx.colours, file.conditionalColours[k]!, colour));
  }

  for (const ref of file.refs) {
    if (++b.visits > MAX_PART_REFERENCES) {
      b.truncated = true;
      break;
    }
    const resolved = b.ctx.resolve(ref.name);
    if (!resolved) {
      b.missing.add(ref.name);
      continue;
    }
    const child = multiply(m, ref.matrix, b.matrices[b.stack.length]!);
    if (!isFiniteMatrix(child)) {
      problem(b, () => `${file.name}:${ref.line}: ${ref.rawName} is scaled out of range; skipped`);
      continue;
    }
    const isStud = resolved.kind === 'Primitive' && isStudPrimitive(ref.name);
    // (The outer one of a stud primitive built around another is the stud: one connector, not two.)
    if (isStud && b.inStud === 0) b.studs.push(connectorAt(child));
    const before = b.tris.length;
    if (isStud) b.inStud++;
    append(b, resolved.file, child, resolveColour(b.ctx.colours, ref.colour, colour), invert !== ref.invert);
    if (isStud) b.inStud--;
    if (isStud && b.tris.length > before) {
      // A stud primitive built around another (stud5 and stud19 hold stud.dat, Scala's plates use them): its range takes in
      // the inner one's, which was pushed first and would be cut twice.
      while (b.studRanges.length > 0 && b.studRanges[b.studRanges.length - 2]! >= before) b.studRanges.length -= 2;
      b.studRanges.push(before, b.tris.length);
    }
  }
  b.stack.pop();
}

/** 16 takes the current colour, 24 its edge; inside the part's root the current colour is 16 itself. */
function resolveColour(colours: ColourTable, code: number, current: number): number {
  if (code === MAIN_COLOUR) return current;
  if (code === EDGE_COLOUR) {
    if (current === MAIN_COLOUR) return EDGE_COLOUR;
    return 0x2000000 | colours.resolve(current).edgeRgb;
  }
  return code;
}

function appendPoints(out: FloatBuffer, src: Float32Array, m: Matrix): void {
  if (src.length === 0) return;
  out.reserve(src.length);
  const o = out.data;
  let w = out.length;
  for (let k = 0; k < src.length; k += 3) {
    const x = src[k]!, y = src[k + 1]!, z = src[k + 2]!;
    o[w++] = m[3]! * x + m[4]! * y + m[5]! * z + m[0]!;
    o[w++] = m[6]! * x + m[7]! * y + m[8]! * z + m[1]!;
    o[w++] = m[9]! * x + m[10]! * y + m[11]! * z + m[2]!;
  }
  out.length = w;
}

function connectorAt(m: Matrix): Connector {
  // A stud primitive stands on its origin and rises along its own -Y.
  const dx = -m[4]!, dy = -m[7]!, dz = -m[10]!;
  const len = Math.hypot(dx, dy, dz) || 1;
  // "+ 0" turns -0 into 0 so directions compare and print cleanly.
  return { position: [m[0]! + 0, m[1]! + 0, m[2]! + 0], direction: [dx / len + 0, dy / len + 0, dz / len + 0] };
}

function isFiniteMatrix(m: Float64Array): boolean {
  for (let k = 0; k < 12; k++) if (!Number.isFinite(m[k]!)) return false;
  return true;
}
