import type { Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import type { PieceDocument } from '../../export/pieceDocument.ts';

/**
 * Whether imported corrections were made for another model: none of their part corrections
 * names a part of this one (by id and part file). A message naming the file, the model it was
 * made for (its "model" field, which the viewer writes) and this model; undefined when they fit.
 * Corrections with no part corrections (the Element, the front) fit any model.
 */
export function foreignCorrections(corrections: Corrections, madeFor: string | undefined, fileName: string, doc: PieceDocument, modelName: string): string | undefined {
  const entries = Object.entries(corrections.parts);
  if (entries.length === 0) return undefined;
  const here = new Map(doc.parts.map((p) => [p.id, p.part]));
  const fits = entries.filter(([id, c]) => here.get(id) === c.part);
  if (fits.length > 0) return undefined;
  const [id, c] = entries[0]!;
  const example = here.has(id) ? `part ${id} is ${here.get(id)} here, ${c.part} there` : `there is no part ${id} here (it was ${c.part})`;
  const other = madeFor && madeFor !== modelName ? `were made for ${madeFor}, not ${modelName}` : `were made for another model than ${modelName}`;
  return `${fileName}: these corrections ${other}: none of their ${entries.length} part correction(s) fits its parts (${example}). Nothing was changed.`;
}
