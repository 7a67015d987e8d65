import { FRONTS, isObject, parsePartCorrection, type FrontCorrection, type PartCorrection, type PartCorrections } from '../../analysis/corrections.ts';
import type { PartFunction, Section } from '../../analysis/PartLabel.ts';
import type { WeaponKind, WeaponLevel } from '../../analysis/partTraits.ts';
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
  const json = readJson(text, fileName);
  if ('error' in json) return json;
  const raw = json.value;
  if (!isObject(raw) || raw.schema !== CORRECTIONS_SCHEMA) return { error: `${fileName}: not a corrections file (expected "schema": "${CORRECTIONS_SCHEMA}")` };
  if (!isObject(raw.parts)) return { error: `${fileName}: "parts" must be an object keyed by part id` };
  const entries: [string, PartCorrection][] = [];
  for (const [id, value] of Object.entries(raw.parts)) {
    const c = parsePartCorrection(id, value, fileName);
    if ('error' in c) return c;
    entries.push([id, c]);
  }
  // fromEntries defines properties: an id "__proto__" stays an id instead of replacing the object's prototype.
  const parts: Record<string, PartCorrection> = Object.fromEntries(entries);
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

function readJson(text: string, fileName: string): { value: unknown } | { error: string } {
  try {
    // Editors on Windows save JSON with a byte-order mark: it is not part of the text.
    return { value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
  } catch (e) {
    return { error: `${fileName}: not JSON (${(e as Error).message})` };
  }
}

/** What one `brickstats correct` changes: a part's correction (or its removal), the front, the Element. */
export interface CorrectionsEdit {
  readonly part?: {
    /** The part's id in the model, and the part it names (kept to notice later edits of the model). */
    readonly id: string;
    readonly name: string;
    readonly clear?: boolean;
    readonly section?: Section;
    readonly function?: PartFunction;
    readonly weapon?: { readonly kind: WeaponKind; readonly level?: WeaponLevel };
  };
  readonly front?: FrontCorrection;
  readonly element?: ElementName;
}

type Json = { [key: string]: unknown };

/**
 * Applies an edit to a corrections file's text (undefined: no file yet) and
 * returns the new text with a line per change. It changes the file's JSON
 * itself rather than rewriting what this version understands, so fields it
 * does not know (added by hand, or by a newer brickstats) survive, at the top,
 * in each part and in the piece. Fields the edit names are replaced; the rest
 * is kept, so two edits of one part made one after the other both count, and
 * where they set the same field the later one wins.
 */
export function editCorrections(text: string | undefined, fileName: string, edit: CorrectionsEdit): { text: string; changes: string[] } | { error: string } {
  let file: Json = { schema: CORRECTIONS_SCHEMA, parts: {} };
  if (text !== undefined) {
    // The whole file is checked first: a damaged file is reported, never half-kept.
    const checked = parseCorrections(text, fileName);
    if ('error' in checked) return checked;
    file = (readJson(text, fileName) as { value: Json }).value;
  }
  const changes: string[] = [];
  const p = edit.part;
  if (p) {
    // Own properties only, and computed keys: a part id is never mistaken for Object.prototype's fields.
    const parts = file.parts as Json;
    if (p.clear) {
      const { [p.id]: _removed, ...rest } = parts;
      file = { ...file, parts: rest };
      changes.push(`part ${p.id} (${p.name}): correction removed`);
    } else {
      const before = Object.prototype.hasOwnProperty.call(parts, p.id) ? (parts[p.id] as Json) : {};
      const c: Json = { ...before, part: p.name };
      if (p.section !== undefined) c.section = p.section;
      if (p.function !== undefined) {
        c.function = p.function;
        if (p.function !== 'weapon') delete c.weapon;
      }
      if (p.weapon !== undefined) {
        c.weapon = p.weapon.level === undefined ? { kind: p.weapon.kind } : { kind: p.weapon.kind, level: p.weapon.level };
        c.function = 'weapon';
      }
      file = { ...file, parts: { ...parts, [p.id]: c } };
      changes.push(`part ${p.id} (${p.name}): ${JSON.stringify({ ...c, part: undefined })}`);
    }
  }
  const piece = (): Json => (isObject(file.piece) ? (file.piece as Json) : {});
  if (edit.front !== undefined) {
    file = { ...file, piece: { ...piece(), front: edit.front } };
    changes.push(`front: ${edit.front}`);
  }
  if (edit.element !== undefined) {
    file = { ...file, piece: { ...piece(), element: edit.element } };
    changes.push(`element: ${edit.element}`);
  }
  return { text: `${JSON.stringify(file, null, 2)}\n`, changes };
}

export function serializeCorrections(c: Corrections): string {
  return JSON.stringify(c, null, 2) + '\n';
}
