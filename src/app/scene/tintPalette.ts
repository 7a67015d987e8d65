import type { PieceDocument } from '../../export/pieceDocument.ts';
import type { TintMode } from '../state/viewerStore.ts';

type DocPart = PieceDocument['parts'][number];

export interface LegendEntry {
  readonly key: string;
  readonly label: string;
  /** 0xRRGGBB */
  readonly rgb: number;
}

/** Section tints: three hues far apart so head / core / base read at a glance. */
export const SECTION_LEGEND: readonly LegendEntry[] = [
  { key: 'head', label: 'Head', rgb: 0xf2b705 },
  { key: 'core', label: 'Core', rgb: 0x2f7fd8 },
  { key: 'base', label: 'Base', rgb: 0x3aa655 },
];

/** Weapons warm and getting hotter with level; boost, armour and none cool or neutral. */
export const FUNCTION_LEGEND: readonly LegendEntry[] = [
  { key: 'weapon-0', label: 'Weapon L0', rgb: 0xf5d76e },
  { key: 'weapon-1', label: 'Weapon L1', rgb: 0xf39c12 },
  { key: 'weapon-2', label: 'Weapon L2', rgb: 0xe2472f },
  { key: 'weapon-3', label: 'Weapon L3', rgb: 0xa3148c },
  { key: 'boost', label: 'Boost', rgb: 0x22b8cf },
  { key: 'armour', label: 'Armour', rgb: 0x4a5fc1 },
  { key: 'none', label: 'None', rgb: 0xb9bcc0 },
];

export function legendFor(mode: TintMode): readonly LegendEntry[] {
  return mode === 'sections' ? SECTION_LEGEND : mode === 'functions' ? FUNCTION_LEGEND : [];
}

/** The legend key a part falls under in a tint mode; null in 'colours' mode. */
export function tintKey(part: DocPart, mode: TintMode): string | null {
  if (mode === 'sections') return part.section;
  if (mode === 'functions') return part.function === 'weapon' ? `weapon-${part.weapon?.level ?? 0}` : part.function;
  return null;
}

const byKey = new Map([...SECTION_LEGEND, ...FUNCTION_LEGEND].map((e) => [e.key, e.rgb]));

/** The tint of a part (0xRRGGBB), or null when the part keeps its own colour. */
export function tintOf(part: DocPart | undefined, mode: TintMode): number | null {
  if (!part) return null;
  const key = tintKey(part, mode);
  return key === null ? null : byKey.get(key) ?? null;
}
