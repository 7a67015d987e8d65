import { diagnostic, type Diagnostic } from './Diagnostic.ts';
import type { LdrawFile, LdrawFileType, SubfileRef } from './LdrawFile.ts';
import type { ColourDefinition } from './colours/ColourDefinition.ts';
import { parseColourLine } from './colours/parseColourLine.ts';
import { normalizeName } from './normalizeName.ts';
import { FloatBuffer, IntBuffer } from './geometry/FloatBuffer.ts';
import { cleanDescription } from './cleanDescription.ts';
import { LineBreaks } from './LineBreaks.ts';

/** Coordinates and matrix entries beyond this are treated as corrupt: real builds stay far below. */
export const MAX_ABS_VALUE = 1e6;
/** Diagnostics kept per file; the rest are counted in one closing line (a 60 MB file of junk stays cheap). */
export const MAX_DIAGNOSTICS_PER_FILE = 1000;

export interface ParseOptions {
  /** 1-based number of the first line of `text[start..end)` in its file, for diagnostics. */
  readonly firstLine?: number;
  readonly start?: number;
  readonly end?: number;
  /** Resolves an `EDGE` given as a code inside a `!COLOUR` line. */
  readonly edgeOf?: (code: number) => number | undefined;
}

// The scanner keeps its cursor in module state so the hot loop allocates nothing per token.
let src = '';
let pos = 0;
let lineEnd = 0;

/** The library's own meta commands: one of them first means the file has no title line. */
const KNOWN_META = /^!(LDRAW_ORG|LICENSE|HELP|CATEGORY|KEYWORDS|HISTORY|CMDLINE|COLOUR|THEME|PREVIEW)\b/;

/**
 * Parses one LDraw file (or one `0 FILE` block of an MPD, given by start/end).
 * Never throws on bad data: unusable lines are skipped with a diagnostic.
 */
export function parseLdraw(text: string, fileName: string, options: ParseOptions = {}): LdrawFile {
  const start = options.start ?? 0;
  const end = options.end ?? text.length;
  let lineNo = (options.firstLine ?? 1) - 1;
  const diagnostics: Diagnostic[] = [];
  let dropped = 0;
  const report = (line: number, severity: Diagnostic['severity'], message: string) => {
    if (diagnostics.length < MAX_DIAGNOSTICS_PER_FILE) diagnostics.push(diagnostic(fileName, line, severity, message));
    else dropped++;
  };
  const refs: SubfileRef[] = [];
  // Shared scratch buffers (parsing is synchronous): each file copies out exactly once at the end.
  const { tris, triColours, lines, lineColours, cond, condColours } = scratch;
  tris.length = triColours.length = lines.length = lineColours.length = cond.length = condColours.length = 0;
  const colours: ColourDefinition[] = [];
  const keywords: string[] = [];
  let description = '';
  let category = '';
  let type: LdrawFileType = 'Unknown';
  let qualifier = '';
  let update = '';
  let sawFirstLine = false;
  let certified = false;
  let noClip = false;
  let ccw = true;
  let invertNext = false;
  let skippedType11 = 0;
  const edgeOf = options.edgeOf ?? (() => undefined);
  const numbers = new Float64Array(12);

  src = text;
  let lineStart = start;
  const breaks = new LineBreaks(text, end);
  while (lineStart < end) {
    breaks.find(lineStart);
    lineNo++;
    lineEnd = breaks.end;
    pos = lineStart;
    lineStart = breaks.next;
    skipSpace();
    if (pos >= lineEnd) continue;
    const kind = text.charCodeAt(pos) - 48;
    const after = text.charCodeAt(pos + 1);
    // The type must be a single digit (or 11, Studio's) followed by white space or the end.
    const isSingle = pos + 1 >= lineEnd || after === 32 || after === 9;
    if (kind === 1 && after === 49 && (pos + 2 >= lineEnd || isSpace(text.charCodeAt(pos + 2)))) {
      skippedType11++;
      if (skippedType11 === 1) report(lineNo, 'info', 'type-11 line (BrickLink Studio extension) skipped');
      continue;
    }
    if (!isSingle || kind < 0 || kind > 5) {
      report(lineNo, 'warning', `unknown line type "${firstToken()}"; line skipped`);
      continue;
    }
    pos++;
    if (kind === 0) {
      skipSpace();
      // Most type-0 lines are comments or STEP: look at the first character before slicing anything.
      const c0 = text.charCodeAt(pos);
      if (sawFirstLine && c0 !== 66 /* B */ && c0 !== 33 /* ! */ && c0 !== 76 /* L */) continue;
      const content = text.slice(pos, lineEnd).trimEnd();
      // A tool's own meta line written above the title (Brickhub's "!BRICKHUB_INLINED") leaves the title the next line.
      if (!sawFirstLine && !(content.startsWith('!') && !KNOWN_META.test(content))) {
        sawFirstLine = true;
        if (!/^(FILE|NOFILE|!|BFC|STEP|Name:|Author:)/.test(content)) {
          description = content;
          continue;
        }
      }
      if (content.startsWith('BFC')) {
        const words = content.split(/\s+/);
        for (let i = 1; i < words.length; i++) {
          const w = words[i]!.toUpperCase();
          if (w === 'CERTIFY') certified = true;
          else if (w === 'NOCERTIFY') certified = false;
          else if (w === 'CCW') ccw = true;
          else if (w === 'CW') ccw = false;
          else if (w === 'INVERTNEXT') invertNext = true;
          else if (w === 'NOCLIP') noClip = true;
        }
      } else if (content.startsWith('!LDRAW_ORG') || content.startsWith('LDRAW_ORG')) {
        const words = content.split(/\s+/);
        const parsed = fileTypeOf(words[1] ?? '');
        type = parsed;
        const rest = words.slice(2);
        const up = rest.findIndex((w) => /^(UPDATE|ORIGINAL)$/i.test(w));
        qualifier = (up < 0 ? rest : rest.slice(0, up)).join(' ');
        if (up >= 0 && /^UPDATE$/i.test(rest[up]!)) update = rest[up + 1] ?? '';
      } else if (content.startsWith('!CATEGORY')) {
        category = content.slice(9).trim();
      } else if (content.startsWith('!KEYWORDS')) {
        for (const k of content.slice(9).split(',')) {
          const t = k.trim();
          if (t) keywords.push(t);
        }
      } else if (content.startsWith('!COLOUR')) {
        const parsed = parseColourLine(content.slice(7), edgeOf);
        if (typeof parsed === 'string') report(lineNo, 'warning', parsed);
        else colours.push(parsed);
      }
      continue;
    }
    skipSpace();
    const colourStart = pos;
    const colour = readColour();
    if (colour === undefined) {
      pos = colourStart;
      report(lineNo, 'warning', `line type ${kind}: bad colour "${firstToken()}"; line skipped`);
      invertNext = false;
      continue;
    }
    const count = kind === 1 ? 12 : kind === 2 ? 6 : kind === 3 ? 9 : 12;
    let bad = -1;
    for (let i = 0; i < count; i++) {
      skipSpace();
      const numberStart = pos;
      const v = readNumber();
      if (Number.isNaN(v) || Math.abs(v) > MAX_ABS_VALUE) {
        bad = i;
        pos = numberStart; // so the message quotes this token, not the next
        break;
      }
      numbers[i] = v;
    }
    if (bad >= 0) {
      const token = firstToken();
      const what = token === '' ? `has ${bad} of its ${count} numbers` : `number ${bad + 1} "${token}" is not a usable number`;
      report(lineNo, 'warning', `line type ${kind} ${what}; line skipped`);
      invertNext = false;
      continue;
    }
    switch (kind) {
      case 1: {
        skipSpace();
        const rawName = text.slice(pos, lineEnd).trim();
        if (rawName === '') {
          report(lineNo, 'warning', 'line type 1 has no file name; line skipped');
          break;
        }
        const name = normalizeName(rawName);
        if (name === undefined) {
          report(lineNo, 'error', `reference "${rawName}" points outside the model and library folders; refused`);
          break;
        }
        refs.push({ colour, matrix: Float64Array.from(numbers), name, rawName, line: lineNo, invert: invertNext });
        break;
      }
      case 2:
        pushPoints(lines, numbers, 6);
        lineColours.push(colour);
        break;
      case 3:
        pushTriangle(tris, numbers, 0, 1, 2, ccw || !certified);
        triColours.push(colour);
        break;
      case 4:
        pushTriangle(tris, numbers, 0, 1, 2, ccw || !certified);
        pushTriangle(tris, numbers, 0, 2, 3, ccw || !certified);
        triColours.push(colour);
        triColours.push(colour);
        break;
      case 5:
        pushPoints(cond, numbers, 12);
        condColours.push(colour);
        break;
      default:
        break;
    }
    if (kind === 1) invertNext = false;
  }
  if (skippedType11 > 1) diagnostics.push(diagnostic(fileName, 0, 'info', `${skippedType11} type-11 lines skipped in all`));
  if (dropped > 0) diagnostics.push(diagnostic(fileName, 0, 'warning', `${dropped} more problems in this file not listed`));
  src = '';

  const cleaned = cleanDescription(description);
  if (category === '') category = cleaned.split(/\s+/)[0] ?? '';
  return {
    name: fileName,
    description,
    category,
    keywords,
    type,
    qualifier,
    update,
    bfcCertified: certified,
    noClip,
    refs,
    triangles: tris.copy(),
    triangleColours: triColours.copy(),
    lines: lines.copy(),
    lineColours: lineColours.copy(),
    conditionalLines: cond.copy(),
    conditionalColours: condColours.copy(),
    colours,
    diagnostics,
    lineCount: lineNo - (options.firstLine ?? 1) + 1,
  };
}

const scratch = {
  tris: new FloatBuffer(1 << 16),
  triColours: new IntBuffer(1 << 13),
  lines: new FloatBuffer(1 << 15),
  lineColours: new IntBuffer(1 << 12),
  cond: new FloatBuffer(1 << 14),
  condColours: new IntBuffer(1 << 11),
};

function fileTypeOf(word: string): LdrawFileType {
  const w = word.replace(/^Unofficial_/i, '').toLowerCase();
  switch (w) {
    case 'part': return 'Part';
    case 'subpart': return 'Subpart';
    case 'primitive': case '8_primitive': case '48_primitive': case 'helper': return 'Primitive';
    case 'shortcut': return 'Shortcut';
    case 'model': case 'submodel': return 'Model';
    case 'configuration': return 'Configuration';
    default: return 'Unknown';
  }
}

function pushTriangle(out: FloatBuffer, n: Float64Array, a: number, b: number, c: number, keepOrder: boolean): void {
  const second = keepOrder ? b : c;
  const third = keepOrder ? c : b;
  out.reserve(9);
  const d = out.data;
  const o = out.length;
  d[o] = n[a * 3]!;
  d[o + 1] = n[a * 3 + 1]!;
  d[o + 2] = n[a * 3 + 2]!;
  d[o + 3] = n[second * 3]!;
  d[o + 4] = n[second * 3 + 1]!;
  d[o + 5] = n[second * 3 + 2]!;
  d[o + 6] = n[third * 3]!;
  d[o + 7] = n[third * 3 + 1]!;
  d[o + 8] = n[third * 3 + 2]!;
  out.length = o + 9;
}

function pushPoints(out: FloatBuffer, n: Float64Array, count: number): void {
  out.reserve(count);
  for (let i = 0; i < count; i++) out.data[out.length++] = n[i]!;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9;
}

function skipSpace(): void {
  while (pos < lineEnd) {
    const c = src.charCodeAt(pos);
    if (c !== 32 && c !== 9 && c !== 13 && c !== 0xa0 && c !== 0xfeff) break;
    pos++;
  }
}

function firstToken(): string {
  skipSpace();
  let e = pos;
  while (e < lineEnd && !isSpace(src.charCodeAt(e))) e++;
  return src.slice(pos, Math.min(e, pos + 40));
}

/** Decimal code, or a direct colour written 0x2RRGGBB / #2RRGGBB. */
function readColour(): number | undefined {
  skipSpace();
  const c0 = src.charCodeAt(pos);
  if (c0 === 35 /* # */ || (c0 === 48 && (src.charCodeAt(pos + 1) | 32) === 120 /* 0x */)) {
    const s = pos + (c0 === 35 ? 1 : 2);
    let e = s;
    while (e < lineEnd && !isSpace(src.charCodeAt(e))) e++;
    const hex = src.slice(s, e);
    if (!/^[0-9a-fA-F]{1,8}$/.test(hex)) return undefined;
    pos = e;
    return Number.parseInt(hex, 16);
  }
  let value = 0;
  let digits = 0;
  while (pos < lineEnd) {
    const d = src.charCodeAt(pos) - 48;
    if (d < 0 || d > 9) break;
    value = value * 10 + d;
    digits++;
    pos++;
  }
  if (digits === 0 || digits > 9 || (pos < lineEnd && !isSpace(src.charCodeAt(pos)))) return undefined;
  return value;
}

/** Reads one decimal number token; NaN when the token is missing or not a number. */
function readNumber(): number {
  skipSpace();
  const tokenStart = pos;
  let negative = false;
  let c = src.charCodeAt(pos);
  if (c === 45 || c === 43) {
    negative = c === 45;
    pos++;
  }
  let mantissa = 0;
  let digits = 0;
  let scale = 0;
  // `digits` counts every digit (is there a number?); `significant` only those after leading zeros.
  let significant = 0;
  while (pos < lineEnd) {
    const d = src.charCodeAt(pos) - 48;
    if (d < 0 || d > 9) break;
    if (significant < 16) {
      mantissa = mantissa * 10 + d;
      if (mantissa > 0) significant++;
    } else scale++;
    digits++;
    pos++;
  }
  if (src.charCodeAt(pos) === 46 && pos < lineEnd) {
    pos++;
    while (pos < lineEnd) {
      const d = src.charCodeAt(pos) - 48;
      if (d < 0 || d > 9) break;
      if (significant < 16) {
        mantissa = mantissa * 10 + d;
        if (mantissa > 0) significant++;
        scale--;
      }
      digits++;
      pos++;
    }
  }
  if (digits === 0) {
    pos = tokenStart;
    return NaN;
  }
  c = src.charCodeAt(pos) | 32;
  if (c === 101 && pos < lineEnd) {
    const save = pos;
    pos++;
    let expNegative = false;
    c = src.charCodeAt(pos);
    if (c === 45 || c === 43) {
      expNegative = c === 45;
      pos++;
    }
    let exp = 0;
    let expDigits = 0;
    while (pos < lineEnd) {
      const d = src.charCodeAt(pos) - 48;
      if (d < 0 || d > 9) break;
      if (exp < 10000) exp = exp * 10 + d;
      expDigits++;
      pos++;
    }
    if (expDigits === 0) pos = save;
    else scale += expNegative ? -exp : exp;
  }
  if (pos < lineEnd && !isSpace(src.charCodeAt(pos))) {
    pos = tokenStart;
    return NaN;
  }
  // Powers of ten are exact up to 1e22; dividing by one keeps typical LDraw values (4 decimals) exact.
  let value = scale === 0 || mantissa === 0 ? mantissa : scale < 0 ? mantissa / pow10(-scale) : mantissa * pow10(scale);
  if (negative) value = -value;
  return value;
}

function pow10(n: number): number {
  return n < POW10.length ? POW10[n]! : Math.pow(10, n);
}

const POW10 = Array.from({ length: 23 }, (_, i) => Math.pow(10, i));
