import type { PartFunction, PartLabel, Section } from './PartLabel.ts';
import { weaponLevel, type WeaponKind, type WeaponLevel } from './partTraits.ts';

/** What the user changed about one part. `part` names the part the correction was made on, to notice edits to the model. */
export interface PartCorrection {
  readonly part: string;
  readonly section?: Section;
  readonly function?: PartFunction;
  readonly weapon?: { readonly kind: WeaponKind; readonly level?: WeaponLevel };
}

export type FrontCorrection = '-z' | '+z' | '-x' | '+x';

/** What the analysis takes from the user's corrections: per part, and the piece's front. The file format is rules/block-duel-chess/correctionsFile.ts. */
export interface PartCorrections {
  readonly parts: { readonly [id: string]: PartCorrection };
  readonly piece?: { readonly front?: FrontCorrection };
}

export interface StaleCorrection {
  readonly id: string;
  readonly part: string;
  readonly why: string;
}

const SECTIONS: readonly Section[] = ['head', 'core', 'base'];
const FUNCTIONS: readonly PartFunction[] = ['none', 'weapon', 'boost', 'armour'];
const KINDS: readonly WeaponKind[] = ['hit', 'antenna', 'blade', 'lance', 'spear', 'staff', 'whip', 'gun', 'hand-bomb', 'missile', 'cannon', 'beam', 'propeller-fan'];
export const FRONTS: readonly FrontCorrection[] = ['-z', '+z', '-x', '+x'];

/** Reads one part's correction from parsed JSON; a message naming what is wrong instead of throwing. */
export function parsePartCorrection(id: string, value: unknown, fileName: string): PartCorrection | { error: string } {
  if (!isObject(value) || typeof value.part !== 'string') return { error: `${fileName}: parts["${id}"] needs a "part" name` };
  const c: { -readonly [K in keyof PartCorrection]: PartCorrection[K] } = { part: value.part };
  if (value.section !== undefined) {
    if (!SECTIONS.includes(value.section as Section)) return { error: `${fileName}: parts["${id}"].section must be one of ${SECTIONS.join(', ')}` };
    c.section = value.section as Section;
  }
  if (value.function !== undefined) {
    if (!FUNCTIONS.includes(value.function as PartFunction)) return { error: `${fileName}: parts["${id}"].function must be one of ${FUNCTIONS.join(', ')}` };
    c.function = value.function as PartFunction;
  }
  if (value.weapon !== undefined) {
    const w = value.weapon;
    if (!isObject(w) || !KINDS.includes(w.kind as WeaponKind)) return { error: `${fileName}: parts["${id}"].weapon.kind must be one of ${KINDS.join(', ')}` };
    if (w.level !== undefined && ![0, 1, 2, 3].includes(w.level as number)) return { error: `${fileName}: parts["${id}"].weapon.level must be 0-3` };
    c.weapon = w.level === undefined ? { kind: w.kind as WeaponKind } : { kind: w.kind as WeaponKind, level: w.level as WeaponLevel };
  }
  return c;
}

/**
 * Applies part corrections to the automatic labels. A correction whose id no
 * longer exists, or now names another part, is reported, never silently dropped.
 */
export function applyCorrections(
  ids: readonly string[],
  partNames: readonly string[],
  labels: readonly PartLabel[],
  corrections: PartCorrections,
): { labels: PartLabel[]; stale: StaleCorrection[] } {
  const index = new Map(ids.map((id, i) => [id, i]));
  const out = [...labels];
  const stale: StaleCorrection[] = [];
  for (const [id, c] of Object.entries(corrections.parts)) {
    const i = index.get(id);
    if (i === undefined) {
      stale.push({ id, part: c.part, why: `no part ${id} in the model any more (it was ${c.part})` });
      continue;
    }
    if (partNames[i] !== c.part) {
      stale.push({ id, part: c.part, why: `part ${id} is now ${partNames[i]}, not ${c.part}: the model was edited` });
      continue;
    }
    const l = out[i]!;
    const fn = c.function ?? (c.weapon ? 'weapon' : l.function);
    const weapon = fn === 'weapon' ? (c.weapon ? { kind: c.weapon.kind, level: c.weapon.level ?? weaponLevel(c.weapon.kind) } : l.weapon ?? { kind: 'hit' as const, level: 0 as const }) : null;
    out[i] = {
      ...l,
      section: c.section ?? l.section,
      sectionReason: c.section ? 'user correction' : l.sectionReason,
      function: fn,
      weapon,
      boost: fn === 'boost' ? l.boost ?? 'rocket-booster' : null,
      functionReason: c.function || c.weapon ? 'user correction' : l.functionReason,
      corrected: true,
    };
  }
  return { labels: out, stale };
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
