import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Confidence, PartLabel, Section } from './PartLabel.ts';
import type { PartTraits } from './partTraits.ts';
import type { FunctionLabel } from './functionOf.ts';

/** Carried along rather than built in: an accessory, an antenna, a flag. */
export function isAccessory(p: ModelPart, t: PartTraits): boolean {
  return t.accessory === true || t.weapon?.kind === 'antenna' || /^Flag\b/.test(p.file?.description ?? '');
}

/** A part's label: its section, its function and how sure both are, with the reasons. */
export function partLabel(
  section: { readonly section: Section; readonly reason: string },
  fn: FunctionLabel,
  t: PartTraits,
  accessory: boolean,
  confidence: Confidence,
  confidenceReason: string,
  extras: Partial<Pick<PartLabel, 'weaponGroup' | 'armourGroup' | 'limb' | 'rolls' | 'legs' | 'strikes' | 'aim' | 'twin' | 'pane'>> = {},
): PartLabel {
  return {
    section: section.section,
    sectionReason: section.reason,
    function: fn.function,
    weapon: fn.weapon,
    boost: fn.boost,
    accessory,
    body: t.minifig ?? null,
    functionReason: fn.reason,
    corrected: false,
    confidence,
    confidenceReason,
    ...extras,
  };
}

/** The less sure of two confidences. */
export function lower(a: Confidence, b: Confidence): Confidence {
  const rank: Record<Confidence, number> = { low: 0, medium: 1, high: 2 };
  return rank[a] <= rank[b] ? a : b;
}
