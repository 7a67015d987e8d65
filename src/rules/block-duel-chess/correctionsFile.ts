import { FRONTS, isObject, parsePartCorrection, type FrontCorrection, type PartCorrection, type PartCorrections } from '../../analysis/corrections.ts';
import { parseElement, type ElementName } from './elements.ts';

export const CORRECTIONS_SCHEMA = 'brickstats/corrections@1';

/**
 * The user's corrections for one model, as saved (a corrections file, the
 * viewer's storage): the parts' labels and the piece's front, which the
 * analysis applies, and the Element, which the data sheet uses. Data applied
 * on top of the automatic result, never mixed into it.
 */
export interface Corrections extends PartCorrections {
  readonly schema: typeof CORRECTIONS_SCHEMA;
  readonly piece?: { readonly front?: FrontCorrection; readonly element?: ElementName };
}

export function emptyCorrections(): Corrections {
  return { schema: CORRECTIONS_SCHEMA, parts: {} };
}

/** Reads a corrections file; a message (naming what is wrong) instead of throwing. */
export function parseCorrections(text: string, fileName: string): Corrections | { error: string } {
  let raw: unknown;
  try {
    // Editors on Windows save JSON with a byte-order mark: it is not part of the text.
    raw = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    return { error: `${fileName}: not JSON (${(e as Error).message})` };
  }
  if (!isObject(raw) || raw.schema !== CORRECTIONS_SCHEMA) return { error: `${fileName}: not a corrections file (expected "schema": "${CORRECTIONS_SCHEMA}")` };
  const parts: Record<string, PartCorrection> = {};
  if (!isObject(raw.parts)) return { error: `${fileName}: "parts" must be an object keyed by part id` };
  for (const [id, value] of Object.entries(raw.parts)) {
    const c = parsePartCorrection(id, value, fileName);
    if ('error' in c) return c;
    parts[id] = c;
  }
  let piece: Corrections['piece'];
  if (raw.piece !== undefined) {
    if (!isObject(raw.piece)) return { error: `${fileName}: "piece" must be an object` };
    const p: { front?: FrontCorrection; element?: ElementName } = {};
    if (raw.piece.front !== undefined) {
      if (!FRONTS.includes(raw.piece.front as FrontCorrection)) return { error: `${fileName}: piece.front must be one of ${FRONTS.join(', ')}` };
      p.front = raw.piece.front as FrontCorrection;
    }
    if (raw.piece.element !== undefined) {
      const e = typeof raw.piece.element === 'string' ? parseElement(raw.piece.element) : undefined;
      if (!e) return { error: `${fileName}: piece.element is not an Element` };
      p.element = e;
    }
    piece = p;
  }
  return piece ? { schema: CORRECTIONS_SCHEMA, parts, piece } : { schema: CORRECTIONS_SCHEMA, parts };
}

export function serializeCorrections(c: Corrections): string {
  return JSON.stringify(c, null, 2) + '\n';
}
